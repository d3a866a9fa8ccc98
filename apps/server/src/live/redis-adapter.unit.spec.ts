import { Logger } from '@nestjs/common';
import type { ConfigService } from '@nestjs/config';
import Redis from 'ioredis';
import type { Namespace } from 'socket.io';
import type { Environment } from '../config/environment';
import { RedisAdapter } from './redis-adapter';

const config = (REDIS_URL?: string) =>
  ({ get: (key: string) => (key === 'REDIS_URL' ? REDIS_URL : undefined) }) as unknown as ConfigService<
    Environment,
    true
  >;

/** A namespace as an adapter sees it, with socket.io's in-memory adapter in place. */
const namespace = () => {
  const inMemory = { kind: 'in-memory' };
  return { name: '/tournaments', server: { encoder: {} }, adapter: inMemory, inMemory };
};

/** Every Redis client that tries to connect (again), and how many tries: ioredis calls connect() on each. */
function watchClients() {
  const clients = new Set<Redis>();
  const connect = Redis.prototype.connect;
  const tries = jest.spyOn(Redis.prototype, 'connect').mockImplementation(function (this: Redis, ...args) {
    clients.add(this);
    return connect.apply(this, args);
  });
  return { clients, tries };
}

const until = async (done: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('RedisAdapter (what must cross processes, through Redis)', () => {
  it('is off without REDIS_URL: the namespace keeps socket.io in-memory adapter', () => {
    const redis = new RedisAdapter(config(undefined));
    const nsp = namespace();
    expect(redis.enabled).toBe(false);
    expect(redis.attach(nsp as unknown as Namespace)).toBe(false);
    expect(nsp.adapter).toBe(nsp.inMemory);
    redis.onApplicationShutdown();
  });

  it('with REDIS_URL puts the namespace on the Redis Streams adapter; Redis away, it logs once and throws nothing', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const { clients, tries } = watchClients();
    const redis = new RedisAdapter(config('redis://127.0.0.1:1')); // nothing listens on port 1
    const nsp = namespace();
    try {
      expect(redis.enabled).toBe(true);
      expect(redis.attach(nsp as unknown as Namespace)).toBe(true);
      const adapter = nsp.adapter as unknown as { constructor: { name: string } } & Namespace['adapter'];
      expect(adapter.constructor.name).toBe('RedisStreamsAdapter');
      adapter.serverSideEmit(['standings-moved', 't1']); // a publish while Redis is away
      await until(() => warn.mock.calls.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 500)); // ioredis retries meanwhile
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('Redis does not answer');
      adapter.close();
    } finally {
      redis.onApplicationShutdown();
      process.off('unhandledRejection', unhandled);
      warn.mockRestore();
    }
    expect(unhandled).not.toHaveBeenCalled();
    // While Redis was away the clients kept trying; closed, none tries again (ioredis waits at most 2 s a try).
    const triesAtShutdown = tries.mock.calls.length;
    expect(triesAtShutdown).toBeGreaterThan(clients.size);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(tries.mock.calls.length).toBe(triesAtShutdown);
    tries.mockRestore();
  });
});
