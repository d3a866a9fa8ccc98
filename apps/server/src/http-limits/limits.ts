import type { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment';

/** The bounds the server puts on each client, from the environment (README "Configuration"). */
export interface ServerLimits {
  bodyLimitBytes: number;
  jsonMaxDepth: number;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  maxConnectionsPerIp: number;
  maxConnections: number;
  maxSocketsPerIp: number;
  maxSockets: number;
  joinLimit: number;
  joinTtlMs: number;
  eventLimit: number;
  eventTtlMs: number;
  corsOrigins: string;
  trustProxy: TrustProxy;
}

/** Express's `trust proxy`: nothing, a number of hops, or addresses and subnets (README "Behind a proxy"). */
export type TrustProxy = false | number | string;

export function trustProxyOf(value: string): TrustProxy {
  if (value.trim() === '') return false;
  return /^\d+$/.test(value.trim()) ? Number(value) : value;
}

/** A socket message holds at most this many values (arrays' items and objects' fields, nested ones included). */
export const MAX_MESSAGE_VALUES = 10_000;

/**
 * A JSON body holds at most this many keys and array items (separators), nested ones included: every body of the
 * API holds a few dozen; the validator's cost and its error list grow with the keys (README "Limits").
 */
export const MAX_BODY_VALUES = 500;

export function limitsOf(config: ConfigService<Environment, true>): ServerLimits {
  const get = <K extends keyof Environment>(key: K) => config.get(key, { infer: true }) as Environment[K];
  return {
    bodyLimitBytes: get('HTTP_BODY_LIMIT_BYTES'),
    jsonMaxDepth: get('JSON_MAX_DEPTH'),
    requestTimeoutMs: get('HTTP_REQUEST_TIMEOUT_MS'),
    headersTimeoutMs: get('HTTP_HEADERS_TIMEOUT_MS'),
    keepAliveTimeoutMs: get('HTTP_KEEP_ALIVE_TIMEOUT_MS'),
    idleTimeoutMs: get('HTTP_IDLE_TIMEOUT_MS'),
    maxConnectionsPerIp: get('HTTP_MAX_CONNECTIONS_PER_IP'),
    maxConnections: get('HTTP_MAX_CONNECTIONS'),
    maxSocketsPerIp: get('SOCKET_MAX_CONNECTIONS_PER_IP'),
    maxSockets: get('SOCKET_MAX_CONNECTIONS'),
    joinLimit: get('SOCKET_JOIN_LIMIT'),
    joinTtlMs: get('SOCKET_JOIN_TTL_MS'),
    eventLimit: get('SOCKET_EVENT_LIMIT'),
    eventTtlMs: get('SOCKET_EVENT_TTL_MS'),
    corsOrigins: get('CORS_ORIGINS'),
    trustProxy: trustProxyOf(get('TRUST_PROXY')),
  };
}
