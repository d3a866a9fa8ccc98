import { Logger } from '@nestjs/common';
import type { ConfigService } from '@nestjs/config';
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

const timers = () =>
  (process as unknown as { getActiveResourcesInfo(): string[] })
    .getActiveResourcesInfo()
    .filter((kind) => kind === 'Timeout').length;

const until = async (done: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('RedisAdapter (issue 20: what must cross processes, through Redis)', () => {
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
    const timersBefore = timers();
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
      await until(() => timers() <= timersBefore); // the clients' timers end with them
      process.off('unhandledRejection', unhandled);
      warn.mockRestore();
    }
    expect(unhandled).not.toHaveBeenCalled();
    expect(timers()).toBeLessThanOrEqual(timersBefore);
  });
});
