import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../../adapters/http/database-unavailable';

const coded = (code: string, cause?: unknown) => Object.assign(new Error(code, { cause }), { code });

/** docs/rules/operations.md, Failover: which failures are a 503 to send again, not a 500. */
describe('a database that cannot be reached', () => {
  it.each([
    'CONNECTION_CLOSED', // postgres.js: the server went away under a query
    'CONNECTION_DESTROYED',
    'CONNECT_TIMEOUT',
    'ECONNREFUSED', // nothing listens where the primary was
    'ECONNRESET',
    '57P01', // admin_shutdown, the server's own 'terminating connection'
    '57P02',
    '57P03', // cannot_connect_now: starting, or still in recovery
    '08006', // connection_failure
    '25006', // read_only_sql_transaction: a write reached a standby before its promotion
  ])('%s is unavailable', (code) => {
    expect(isDatabaseUnavailable(coded(code))).toBe(true);
  });

  it('is found along the causes, as tRPC wraps what a procedure threw', () => {
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: coded('ECONNRESET') }))).toBe(true);
  });

  it.each(['23505', '40001', 'P0001', '22P02', 'ERR_INVALID_ARG_TYPE'])(
    '%s is a failure of its own',
    (code) => {
      expect(isDatabaseUnavailable(coded(code))).toBe(false);
    },
  );

  it('is not anything without a code', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('CONNECTION_CLOSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
