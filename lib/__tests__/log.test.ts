import { createLogger, logLevel } from '../log';

function capture(level: Parameters<typeof createLogger>[0] = 'info') {
  const lines: string[] = [];
  const logger = createLogger(level, { write: (line: string) => { lines.push(line); } });
  return { logger, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('the server log', () => {
  it('writes one JSON object per line with the level name, an ISO time, the fields and the message', () => {
    const { logger, entries } = capture();
    logger.warn({ requestId: 'r-1', shop: 'demo' }, 'violation report');
    expect(entries()).toEqual([expect.objectContaining({
      level: 'warn', requestId: 'r-1', shop: 'demo', msg: 'violation report', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })]);
  });

  it('keeps credentials and e-mail addresses out, at the top of an entry and one level down', () => {
    const { logger, entries } = capture();
    logger.info({
      authorization: 'Bearer abc', email: 'ann@example.com', password: 'hunter2', token: 't0k', secret: 's3c',
      headers: { cookie: 'session=1', 'set-cookie': 'session=2', authorization: 'Bearer def' },
      customer: { email: 'bob@example.com', name: 'kept' },
    }, 'fields');
    const [entry] = entries();
    expect(entry).toMatchObject({
      authorization: '[redacted]', email: '[redacted]', password: '[redacted]', token: '[redacted]', secret: '[redacted]',
      headers: { cookie: '[redacted]', 'set-cookie': '[redacted]', authorization: '[redacted]' },
      customer: { email: '[redacted]', name: 'kept' },
    });
    expect(JSON.stringify(entry)).not.toMatch(/abc|def|ann@|bob@|hunter2|t0k|s3c|session=/);
  });

  it('serializes an error under err with its message and cause', () => {
    const { logger, entries } = capture();
    logger.error({ requestId: 'r-2', err: new Error('query failed', { cause: new Error('connection refused') }) }, 'unhandled error');
    expect(entries()[0]).toMatchObject({ requestId: 'r-2', err: { type: 'Error', message: 'query failed: connection refused' } });
  });

  it('writes nothing below its level', () => {
    const { logger, entries } = capture('warn');
    logger.info('not written');
    logger.error('written');
    expect(entries().map((entry) => entry.msg)).toEqual(['written']);
  });

  it('takes its level from LOG_LEVEL: info by default, silent under tests, and refuses a level it does not know', () => {
    const env = (values: Record<string, string>) => values as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv;
    expect(logLevel(env({ NODE_ENV: 'production' }))).toBe('info');
    expect(logLevel(env({ NODE_ENV: 'test' }))).toBe('silent');
    expect(logLevel(env({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }))).toBe('debug');
    expect(logLevel(env({ LOG_LEVEL: ' WARN ' }))).toBe('warn');
    expect(() => logLevel(env({ LOG_LEVEL: 'verbose' }))).toThrow(/LOG_LEVEL/);
  });
});
