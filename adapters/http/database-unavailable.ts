/**
 * Whether an error says the database cannot be reached right now (docs/rules/operations.md, Failover):
 * its server stopped or was killed, a connection broke or could not be made, or the server reached
 * is a standby still in recovery. Such a request did nothing the client can see as done: the answer
 * is 503 with Retry-After, and a request sent again with its Idempotency-Key answers what the first
 * did. Read by the error's `code` (the driver's, Node's or PostgreSQL's SQLSTATE) along its causes,
 * so the edge needs no driver.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && unavailable(code)) return true;
    cause = cause.cause;
  }
  return false;
}

/** The driver's (postgres.js) and the socket's codes for a connection that broke or never opened. */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);

function unavailable(code: string): boolean {
  if (CONNECTION_CODES.has(code)) return true;
  // SQLSTATE class 08 (connection exception) and 57P01-57P03: the server shutting down, crashed,
  // or not yet taking connections; 25006: a write reached a standby (read-only) before its promotion.
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code) || code === '25006';
}
