import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { resolve } from 'node:path';
import type { SqliteSynchronous } from '@periscope/event-store';
import { defaultWebDist } from '../web/web-dist';

export const EVENT_STORE_KINDS = ['sqlite', 'postgres', 'kurrentdb', 'memory'] as const;
export type EventStoreKind = (typeof EVENT_STORE_KINDS)[number];
const SQLITE_SYNCHRONOUS_LEVELS = ['full', 'normal'] as const;

const toNumber = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? value : Number(value);

/** Every variable the server reads, with its default. A bad value stops start-up naming the variable. */
export class Environment {
  @IsIn(EVENT_STORE_KINDS)
  EVENT_STORE: EventStoreKind = 'sqlite';

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL?: string;

  @IsOptional()
  @Matches(/^(kurrentdb|esdb|kdb)(\+discover)?:\/\//, {
    message: 'KURRENTDB_URL must be a kurrentdb:// connection string',
  })
  KURRENTDB_URL?: string;

  @IsString()
  SQLITE_PATH = './data/periscope.db';

  /**
   * When a SQLite commit of events reaches the disk (README "Configuration"): `full`, before the command is answered;
   * `normal`, at the next checkpoint of the WAL, so that a power cut (not a crash of the process) may lose the last
   * commands answered. Full unless the operator accepts that.
   */
  @IsIn(SQLITE_SYNCHRONOUS_LEVELS)
  SQLITE_SYNCHRONOUS: SqliteSynchronous = 'full';

  // class-validator checks the decorator nearest the property first.
  @Transform(toNumber)
  @Max(65535)
  @Min(0)
  @IsInt({ message: 'PORT must be an integer' })
  PORT = 3000;

  @IsOptional()
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL?: string;

  /**
   * Server processes on PORT (node:cluster; docs/live.md "Every core"): 1, one process; 0, one per core. Above one,
   * the store must be one they share (postgres or kurrentdb).
   */
  @Transform(toNumber)
  @Max(256)
  @Min(0)
  @IsInt({ message: 'WORKERS must be an integer (0: one per core)' })
  WORKERS = 1;

  /**
   * `on`: the read models' leases spread over the processes (docs/scaling.md); `off`: the first to start keeps them.
   * Off until a lease that moves twice under faults is known to leave no spectator behind (docs/scaling.md).
   */
  @IsIn(['on', 'off'])
  LEASE_SPREAD: 'on' | 'off' = 'off';

  /**
   * How many shards the patrol views and the careers' index each fold in, by career (docs/scaling.md, "Read models
   * in shards"): each shard its own lease and checkpoint, so that with LEASE_SPREAD=on their folds spread over the
   * processes. 1: one lease per read model, as before. The standings stay one lease.
   */
  @Transform(toNumber)
  @Max(64)
  @Min(1)
  @IsInt({ message: 'READ_MODEL_SHARDS must be an integer from 1 to 64' })
  READ_MODEL_SHARDS = 1;

  /**
   * What each process's live tail reads (docs/scaling.md, "Live tails routed by stream"): `every` event of the live
   * categories, or only the `watched` streams (those its sockets follow; PostgreSQL and memory stores).
   */
  @IsIn(['every', 'watched'])
  LIVE_TAIL: 'every' | 'watched' = 'every';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** The PostgreSQL schema of the event store and its read models (postgres only). */
  @Matches(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'DATABASE_SCHEMA must be a lowercase SQL identifier' })
  DATABASE_SCHEMA = 'periscope';

  /** Every request, per client IP: at most THROTTLE_LIMIT in THROTTLE_TTL_MS. */
  @Transform(toNumber)
  @Min(1)
  @IsInt({ message: 'THROTTLE_TTL_MS must be an integer' })
  THROTTLE_TTL_MS = 60_000;

  @Transform(toNumber)
  @Min(1)
  @IsInt({ message: 'THROTTLE_LIMIT must be an integer' })
  THROTTLE_LIMIT = 600;

  /** Commands (every POST, and socket commands), per seat token (per IP without one): stricter. */
  @Transform(toNumber)
  @Min(1)
  @IsInt({ message: 'THROTTLE_COMMAND_TTL_MS must be an integer' })
  THROTTLE_COMMAND_TTL_MS = 60_000;

  @Transform(toNumber)
  @Min(1)
  @IsInt({ message: 'THROTTLE_COMMAND_LIMIT must be an integer' })
  THROTTLE_COMMAND_LIMIT = 120;

  /**
   * Refusals (400, 401, 403, 413, 415, and 404 on a write) per client IP in THROTTLE_TTL_MS; over it every request of the IP is
   * refused (429 rate/limited) until the window ends.
   */
  @Transform(toNumber)
  @Min(1)
  @IsInt({ message: 'THROTTLE_REFUSAL_LIMIT must be an integer' })
  THROTTLE_REFUSAL_LIMIT = 60;

  /** The largest JSON body (bytes) and socket.io message; over it: 413, or the socket is disconnected. */
  @Transform(toNumber)
  @Min(1024)
  @IsInt({ message: 'HTTP_BODY_LIMIT_BYTES must be an integer' })
  HTTP_BODY_LIMIT_BYTES = 102_400;

  /** How deep objects and arrays may nest in a body or socket message; deeper: 400 validation/too-deep. */
  @Transform(toNumber)
  @Max(256)
  @Min(4)
  @IsInt({ message: 'JSON_MAX_DEPTH must be an integer' })
  JSON_MAX_DEPTH = 32;

  /** The whole request (headers and body) must arrive within this (ms); a body that stalls: 408. */
  @Transform(toNumber)
  @Min(100)
  @IsInt({ message: 'HTTP_REQUEST_TIMEOUT_MS must be an integer' })
  HTTP_REQUEST_TIMEOUT_MS = 30_000;

  /** The request's headers must arrive within this (ms); at most HTTP_REQUEST_TIMEOUT_MS. */
  @Transform(toNumber)
  @Min(100)
  @IsInt({ message: 'HTTP_HEADERS_TIMEOUT_MS must be an integer' })
  HTTP_HEADERS_TIMEOUT_MS = 10_000;

  /** How long an idle keep-alive connection is kept open after a response (ms). */
  @Transform(toNumber)
  @Min(100)
  @IsInt({ message: 'HTTP_KEEP_ALIVE_TIMEOUT_MS must be an integer' })
  HTTP_KEEP_ALIVE_TIMEOUT_MS = 5_000;

  /** A connection on which nothing moves for this long (ms) is closed (websockets excepted: they ping). */
  @Transform(toNumber)
  @Min(100)
  @IsInt({ message: 'HTTP_IDLE_TIMEOUT_MS must be an integer' })
  HTTP_IDLE_TIMEOUT_MS = 60_000;

  /** Open TCP connections per client IP (websockets included); over it the new one is closed. 0: no cap. */
  @Transform(toNumber)
  @Min(0)
  @IsInt({ message: 'HTTP_MAX_CONNECTIONS_PER_IP must be an integer' })
  HTTP_MAX_CONNECTIONS_PER_IP = 256;

  /**
   * Open TCP connections in all (websockets included); over it a new one is answered 503 server/busy and closed,
   * before a byte of it is read. Keep it under the process's descriptor limit (ulimit -n). 0: no cap.
   */
  @Transform(toNumber)
  @Min(0)
  @IsInt({ message: 'HTTP_MAX_CONNECTIONS must be an integer' })
  HTTP_MAX_CONNECTIONS = 2_000;

  /** Open socket.io connections in all; over it the handshake is refused (403). 0: no cap. */
  @Transform(toNumber)
  @Min(0)
  @IsInt({ message: 'SOCKET_MAX_CONNECTIONS must be an integer' })
  SOCKET_MAX_CONNECTIONS = 1_500;

  /** Open socket.io connections per client IP; over it the handshake is refused. 0: no cap. */
  @Transform(toNumber)
  @Min(0)
  @IsInt({ message: 'SOCKET_MAX_CONNECTIONS_PER_IP must be an integer' })
  SOCKET_MAX_CONNECTIONS_PER_IP = 64;

  /** socket.io joins (/live and /tournaments) per client IP in SOCKET_JOIN_TTL_MS; over it: 429 rate/limited. */
  @Transform(toNumber)
  @Min(1)
  @IsInt({ message: 'SOCKET_JOIN_LIMIT must be an integer' })
  SOCKET_JOIN_LIMIT = 600;

  @Transform(toNumber)
  @Min(1)
  @IsInt({ message: 'SOCKET_JOIN_TTL_MS must be an integer' })
  SOCKET_JOIN_TTL_MS = 60_000;

  /**
   * socket.io messages of any event (join, leave, commands…) per client IP in SOCKET_EVENT_TTL_MS; over it the
   * message is refused (429 rate/limited) and its socket disconnected.
   */
  @Transform(toNumber)
  @Min(1)
  @IsInt({ message: 'SOCKET_EVENT_LIMIT must be an integer' })
  SOCKET_EVENT_LIMIT = 100;

  @Transform(toNumber)
  @Min(1)
  @IsInt({ message: 'SOCKET_EVENT_TTL_MS must be an integer' })
  SOCKET_EVENT_TTL_MS = 5_000;

  /** Exports and audits one client IP may ask for in a minute; over it: 429 export/busy. 0: no limit. */
  @Transform(toNumber)
  @Min(0)
  @IsInt({ message: 'EXPORT_RATE_LIMIT must be an integer' })
  EXPORT_RATE_LIMIT = 10;

  /**
   * Which reverse proxies' X-Forwarded-For to believe, so that every per-IP limit counts the client's address,
   * not the proxy's: empty (the default) none, a number of hops (`1`: the proxy in front), or addresses and
   * subnets separated by commas (`loopback`, `10.0.0.0/8`, `uniquelocal`…), as express's `trust proxy`.
   */
  @Matches(/^(\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)?$/, {
    message: 'TRUST_PROXY must be a number of hops or addresses/subnets separated by commas',
  })
  TRUST_PROXY = '';

  /**
   * The origins a browser may call the API and open sockets from, comma-separated, or `*` for any; empty: the
   * server's own origin only (the web client is served by the same server).
   */
  @Matches(/^(\*|(https?:\/\/[^\s,/]+)(,\s*https?:\/\/[^\s,/]+)*)?$/, {
    message: 'CORS_ORIGINS must be *, or origins like https://example.org separated by commas',
  })
  CORS_ORIGINS = '';

  /** The built web client (index.html, assets/); without an index.html there, `/` says it is not built. */
  @Transform(({ value }) => (typeof value === 'string' && value !== '' ? resolve(value) : value))
  @MinLength(1, { message: 'WEB_DIST must be a folder' })
  @IsString()
  WEB_DIST = defaultWebDist();
}

/** The names of every variable the server reads (docker-compose.yml may set only these). */
export const ENVIRONMENT_VARIABLES = Object.keys(new Environment())
  .concat(['DATABASE_URL', 'KURRENTDB_URL', 'REDIS_URL'])
  .filter((v, i, all) => all.indexOf(v) === i);

export class InvalidEnvironment extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n  ${problems.join('\n  ')}`);
    this.name = 'InvalidEnvironment';
  }
}

/** For ConfigModule.forRoot({ validate }): defaults, types, and cross-field checks. */
export function validateEnvironment(raw: Record<string, unknown>): Environment {
  const known = Object.fromEntries(
    Object.entries(raw).filter(([key]) => ENVIRONMENT_VARIABLES.includes(key)),
  );
  const env = plainToInstance(Environment, known, { exposeDefaultValues: true });
  const problems = validateSync(env, { stopAtFirstError: true }).flatMap((e) =>
    Object.values(e.constraints ?? {}).map((m) => `${e.property}: ${m}`),
  );
  if (env.EVENT_STORE === 'postgres' && !env.DATABASE_URL)
    problems.push('DATABASE_URL: required when EVENT_STORE=postgres');
  if (env.EVENT_STORE === 'kurrentdb' && !env.KURRENTDB_URL)
    problems.push('KURRENTDB_URL: required when EVENT_STORE=kurrentdb');
  if (env.WORKERS !== 1 && (env.EVENT_STORE === 'sqlite' || env.EVENT_STORE === 'memory'))
    problems.push(
      `WORKERS: several processes need a store they share (postgres or kurrentdb), not ${env.EVENT_STORE}`,
    );
  if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS)
    problems.push('HTTP_HEADERS_TIMEOUT_MS: must be at most HTTP_REQUEST_TIMEOUT_MS');
  if (problems.length > 0) throw new InvalidEnvironment(problems);
  return env;
}
