/**
 * Errors that mean the database connection was lost or could not be had, not that the statement
 * was wrong: the server ended the session (pg_terminate_backend, a restart, a failover), the
 * socket broke, or no connection came free in time. Nothing of an unfinished transaction is kept
 * by PostgreSQL in these cases, so the request may simply be tried again.
 */
const LOST_SQLSTATES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

const LOST_MESSAGES = [
  /connection terminated/i,
  /client has encountered a connection error and is not queryable/i,
  /client was closed and is not queryable/i,
  /connection ended unexpectedly/i,
  /terminating connection due to administrator command/i,
];

/** The connection died under the statement: worth one more try on a fresh connection. */
export function isConnectionLost(err: unknown): boolean {
  return someCause(err, (e) => {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (LOST_SQLSTATES.has(code) || LOST_SOCKET_CODES.has(code))) return true;
    return typeof message === 'string' && LOST_MESSAGES.some((re) => re.test(message));
  });
}

/** A lost connection, or none free in the pool in time (waiting again would only wait longer). */
export function isDatabaseUnavailable(err: unknown): boolean {
  return isConnectionLost(err) || someCause(err, (e) => (e as { name?: unknown }).name === 'KnexTimeoutError');
}

function someCause(err: unknown, test: (e: object) => boolean): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (test(e)) return true;
  }
  return false;
}
