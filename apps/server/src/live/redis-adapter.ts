import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import Redis, { type RedisOptions } from 'ioredis';
import type { Namespace } from 'socket.io';
import type { Environment } from '../config/environment';

type Adapter = Namespace['adapter'];

/** A client closed at shutdown drops its socket after this (ioredis waits 2 s for a blocked read's by default). */
const CLOSING: RedisOptions = { disconnectTimeout: 100 };
/** The publisher fails at once while Redis is away, so that an emit goes on to this process's sockets. */
const PUBLISHER: RedisOptions = { ...CLOSING, enableOfflineQueue: false, maxRetriesPerRequest: 1 };
/** The stream readers and the subscriber wait for Redis to come back (a failing read would spin). */
const READER: RedisOptions = { ...CLOSING, maxRetriesPerRequest: null };

/** The log of an outage: one line when Redis stops answering, one when it answers again. */
class Outage {
  down = false;

  constructor(private readonly logger: Pick<Logger, 'warn' | 'log'>) {}

  watch(client: Redis): Redis {
    client.on('error', (error: Error) => {
      if (this.down) return;
      this.down = true;
      this.logger.warn(`Redis does not answer (${error.message}): socket.io emits reach this process only`);
    });
    client.on('ready', () => {
      if (!this.down) return;
      this.down = false;
      this.logger.log('Redis answers again: socket.io emits reach every process');
    });
    return client;
  }
}

/**
 * The adapter does not wait for some of its commands (PUBLISH, SUBSCRIBE): each command's answer gets a handler,
 * so that a refusal in an outage is never an unhandled rejection (which would end the process). A caller that
 * waits still gets it.
 */
function handled(client: Redis): Redis {
  const send = client.sendCommand.bind(client);
  client.sendCommand = (...args: Parameters<Redis['sendCommand']>) => {
    const answer = send(...args);
    Promise.resolve(answer).catch(() => undefined); // adopting it is handling it
    return answer;
  };
  return client;
}

/**
 * socket.io's Redis Streams adapter between server processes when `REDIS_URL` is set (docs/state.md); without it
 * a namespace keeps socket.io's in-memory adapter, the embedded default. Only the namespaces that need to reach
 * another process's sockets are put on it: the live views' `/live` does not (every process tails the store).
 * A Redis outage ends nothing: every client has an error handler, the outage is logged once, a publish that fails
 * is dropped, and a broadcast still reaches this process's sockets at once.
 */
@Injectable()
export class RedisAdapter implements OnApplicationShutdown {
  private readonly clients = new Set<Redis>();
  private readonly create?: (namespace: Namespace) => Adapter;
  private readonly outage = new Outage(new Logger('RedisAdapter'));

  constructor(config: ConfigService<Environment, true>) {
    const url = config.get('REDIS_URL', { infer: true });
    if (!url) return;
    const open = (options: RedisOptions) => {
      const client = handled(this.outage.watch(new Redis(url, options)));
      this.clients.add(client);
      return client;
    };
    const publisher = open(PUBLISHER);
    publisher.duplicate = () => open(READER);
    this.create = createAdapter(publisher) as unknown as (namespace: Namespace) => Adapter;
  }

  /** Whether `REDIS_URL` is set: emits may reach other processes' sockets. */
  get enabled(): boolean {
    return this.create !== undefined;
  }

  /** Whether emits reach other processes now: `REDIS_URL` set and Redis answering. */
  get reachable(): boolean {
    return this.enabled && !this.outage.down;
  }

  /** Puts the namespace on the Redis Streams adapter (before any socket connects); false without `REDIS_URL`. */
  attach(namespace: Namespace): boolean {
    if (!this.create) return false;
    const adapter = this.create(namespace);
    namespace.adapter = adapter;
    void Promise.resolve(adapter.init()).catch(() => undefined);
    return true;
  }

  /** After socket.io has closed its adapters: the clients, and with them the streams' blocked reads. */
  onApplicationShutdown(): void {
    for (const client of this.clients) client.disconnect();
    this.clients.clear();
  }
}
