import type pg from 'pg';
import { EventStoreUnavailable } from '../errors';

/** Socket errors that mean the server is not there (refused, reset, unreachable, not resolved). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away, not ready or too slow: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
 * connect now (starting up or in recovery), 53300 too many connections, 57014 a statement past its timeout
 * (POOL_TIMEOUTS), 25P03 a transaction idle past its timeout, and class 08 (connection exceptions).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

/** What node-postgres says when a connection ends under a query or a connect times out (no code to match). */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Connection ended unexpectedly',
  'Query read timeout',
];

/** Whether `error` says the database cannot be reached, rather than that a statement failed. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof EventStoreUnavailable) return true;
  // Not `instanceof Error`: a socket's error may come from another realm (Node's own, under jest's sandbox).
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    (SOCKET_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))
  ) {
    return true;
  }
  // A statement's own failure (a DatabaseError, which carries a severity) is never one, whatever its text.
  const fromServer = typeof (error as { severity?: unknown }).severity === 'string';
  return !fromServer && typeof message === 'string' && DRIVER_MESSAGES.some((text) => message.includes(text));
}

/** `error` as EventStoreUnavailable when it is a connection failure, else unchanged. */
export function unavailableOr(error: unknown): unknown {
  if (error instanceof EventStoreUnavailable || !isConnectionFailure(error)) return error;
  return new EventStoreUnavailable(error);
}

/** How long a query waits for a connection before it is EventStoreUnavailable (a blackholed host never refuses). */
export const CONNECT_TIMEOUT_MS = 5000;

/** How long one statement may run (PostgreSQL cancels it) or the answer to a query may take (the driver gives up). */
export const QUERY_TIMEOUT_MS = 5000;

/**
 * The bounds on every wait for the database (docs/failover.md, "Bounded waits"): connecting, a statement on the
 * server, its answer on a link that went silent (a stalled link never errors by itself), and a transaction left
 * idle by a client that went silent (it would hold its row locks for as long as the link stays stalled). A query
 * past any of them fails as EventStoreUnavailable: the caller answers 503 in bounded time.
 */
export function poolTimeouts(ms = QUERY_TIMEOUT_MS) {
  return {
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: ms,
    idle_in_transaction_session_timeout: ms,
    query_timeout: ms + 1000,
  };
}

/**
 * Every error a pool or its clients can emit is heard: the pool's own for idle connections, and one
 * on each client for the time it is checked out, when pg-pool listens no more and an unheard 'error' (57P01 on a
 * connection between two statements) would end the process. The broken client is discarded on release.
 */
export function guardPool(pool: pg.Pool, onError: (error: Error) => void = () => undefined): pg.Pool {
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}
