import type { ConfigService } from '@nestjs/config';
import type { Environment } from '../config/environment';

/** The bounds the server puts on each client (issue 16 §3, §4, §6), from the environment (README "Configuration"). */
export interface ServerLimits {
  bodyLimitBytes: number;
  jsonMaxDepth: number;
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  maxConnectionsPerIp: number;
  maxSocketsPerIp: number;
  joinLimit: number;
  joinTtlMs: number;
  corsOrigins: string;
}

/** A socket message holds at most this many values (arrays' items and objects' fields, nested ones included). */
export const MAX_MESSAGE_VALUES = 10_000;

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
    maxSocketsPerIp: get('SOCKET_MAX_CONNECTIONS_PER_IP'),
    joinLimit: get('SOCKET_JOIN_LIMIT'),
    joinTtlMs: get('SOCKET_JOIN_TTL_MS'),
    corsOrigins: get('CORS_ORIGINS'),
  };
}
