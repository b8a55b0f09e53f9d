import { log } from '@/lib/log';
import { checkReadiness, configuredChecks } from '../readiness';

const ok = async () => undefined;
const hung = () => new Promise<void>(() => undefined);
const refused = async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:6379'); };

let warn: jest.SpyInstance;
beforeEach(() => { warn = jest.spyOn(log, 'warn').mockImplementation(() => undefined); });
afterEach(() => warn.mockRestore());

describe('readiness', () => {
  it('is ok when every dependency answers', async () => {
    expect(await checkReadiness({ database: ok, redis: ok }, { shuttingDown: false })).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('is degraded, not unavailable, when only Redis fails: the instance still serves', async () => {
    expect(await checkReadiness({ database: ok, redis: hung }, { timeoutMs: 100, shuttingDown: false }))
      .toEqual({ status: 'degraded', checks: { database: 'ok', redis: 'timed out' } });
    expect(await checkReadiness({ database: refused, redis: refused }, { shuttingDown: false }))
      .toEqual({ status: 'unavailable', checks: { database: 'failed', redis: 'failed' } });
  });

  it('names the dependency that failed, and logs why without putting it in the answer', async () => {
    const readiness = await checkReadiness({ database: ok, redis: refused }, { shuttingDown: false });
    expect(readiness).toEqual({ status: 'degraded', checks: { database: 'ok', redis: 'failed' } });
    expect(JSON.stringify(readiness)).not.toContain('ECONNREFUSED');
    expect(warn).toHaveBeenCalledWith({ dependency: 'redis', err: expect.objectContaining({ message: expect.stringContaining('ECONNREFUSED') }) }, expect.any(String));
  });

  it('gives up on a dependency that hangs after the timeout, checking the others meanwhile', async () => {
    const started = Date.now();
    const readiness = await checkReadiness({ database: hung, redis: ok }, { timeoutMs: 100, shuttingDown: false });
    expect(readiness).toEqual({ status: 'unavailable', checks: { database: 'timed out', redis: 'ok' } });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('is shutting down without asking anything once the instance stops', async () => {
    const database = jest.fn(ok);
    expect(await checkReadiness({ database }, { shuttingDown: true })).toEqual({ status: 'shutting-down', checks: {} });
    expect(database).not.toHaveBeenCalled();
  });

  it('checks Redis only when REDIS_URL names one', () => {
    const env = (values: Record<string, string>) => values as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv;
    expect(Object.keys(configuredChecks(env({})))).toEqual(['database']);
    expect(Object.keys(configuredChecks(env({ REDIS_URL: 'redis://127.0.0.1:6379' })))).toEqual(['database', 'redis']);
  });

  it('says which shops have an address shoppers cannot follow, without failing, and not when the database failed', async () => {
    const problem = { shop: 'demo', baseUrl: 'http://localhost:3000', problem: 'loopback' as const };
    const shopAddresses = async () => [problem];
    expect(await checkReadiness({ database: ok }, { shuttingDown: false, shopAddresses }))
      .toEqual({ status: 'ok', checks: { database: 'ok' }, shopAddresses: [problem] });
    expect(await checkReadiness({ database: ok }, { shuttingDown: false, shopAddresses: async () => [] })).toEqual({ status: 'ok', checks: { database: 'ok' } });
    expect(await checkReadiness({ database: refused }, { shuttingDown: false, shopAddresses })).toEqual({ status: 'unavailable', checks: { database: 'failed' } });
    const unread = await checkReadiness({ database: ok }, { shuttingDown: false, shopAddresses: refused });
    expect(unread).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });
});
