/** @jest-environment node */
import { databaseOutageScope, isDatabaseUnavailable, noteDatabaseError } from '../database-outage';

/** An error as node-postgres or Node's net module throws it (a socket's with the failed system call). */
const failure = (message: string, code?: string, syscall?: string) => Object.assign(new Error(message), code ? { code } : {}, syscall ? { syscall } : {});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused (server down)', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED', 'connect')],
    ['connection reset', failure('read ECONNRESET', 'ECONNRESET', 'read')],
    ['57P01 admin_shutdown (pg_terminate_backend, a restart)', failure('terminating connection due to administrator command', '57P01')],
    ['57P03 cannot_connect_now (starting up)', failure('the database system is starting up', '57P03')],
    ['08006 connection_failure', failure('connection failure', '08006')],
    ['08001 unable to connect', failure('could not connect', '08001')],
    ['a connection that died under its query', failure('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', failure('timeout exceeded when trying to connect')],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('looks through the causes Drizzle wraps the driver\'s error in', () => {
    const wrapped = new Error('Failed query: select 1', { cause: failure('terminating connection due to administrator command', '57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it.each([
    ['a unique violation', failure('duplicate key value', '23505')],
    ['a syntax error', failure('syntax error at or near "selec"', '42601')],
    ['a serialization failure (retried by its caller, not an outage)', failure('could not serialize access', '40001')],
    ['a plain error', new Error('boom')],
    ['a client closing its own request (Node\'s "aborted", ECONNRESET without a system call)', failure('aborted', 'ECONNRESET')],
    ['not an error', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('not %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('databaseOutageScope', () => {
  it('remembers an outage noted anywhere in what it runs, also after an await, and nothing else', async () => {
    const outage = databaseOutageScope();
    const other = databaseOutageScope();
    await Promise.all([
      outage.run(async () => {
        await Promise.resolve();
        noteDatabaseError(new Error('duplicate key value'));
        expect(outage.failed()).toBe(false);
        noteDatabaseError(failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED', 'connect'));
      }),
      other.run(async () => undefined),
    ]);
    expect(outage.failed()).toBe(true);
    expect(other.failed()).toBe(false);
  });

  it('ignores an error noted outside any request', () => {
    expect(() => noteDatabaseError(failure('read ECONNRESET', 'ECONNRESET', 'read'))).not.toThrow();
  });
});
