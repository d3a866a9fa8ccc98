import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import Redis from 'ioredis';

type Increment = ThrottlerStorage['increment'];
type ThrottlerRecord = Awaited<ReturnType<Increment>>;

/** A request waits at most this long for Redis before the process's own counters decide it. */
const REDIS_TIMEOUT_MS = 1000;

/**
 * The rate-limit counters in Redis, shared by every server process on it (README `REDIS_URL`). While Redis does
 * not answer, each process counts in its own memory, as without Redis: a limit per process beats refusing every
 * request or letting every one through.
 */
export class RedisThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  readonly #redis: Redis;
  readonly #shared: ThrottlerStorageRedisService;
  readonly #local = new ThrottlerStorageService();
  readonly #logger = new Logger('RateLimits');
  #down = false;

  constructor(url: string) {
    this.#redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: REDIS_TIMEOUT_MS });
    this.#redis.on('error', () => undefined); // reported once per outage, below
    this.#shared = new ThrottlerStorageRedisService(this.#redis);
  }

  async increment(...args: Parameters<Increment>): Promise<ThrottlerRecord> {
    try {
      const record = await this.#shared.increment(...args);
      if (this.#down) this.#logger.log('Redis answers again: rate limits are shared by every process');
      this.#down = false;
      return record;
    } catch (error) {
      if (!this.#down)
        this.#logger.warn(`Redis does not answer (${String(error)}): rate limits count in this process`);
      this.#down = true;
      return this.#local.increment(...args);
    }
  }

  onApplicationShutdown(): void {
    this.#local.onApplicationShutdown();
    this.#redis.disconnect();
  }
}

/** The counters: in Redis when `REDIS_URL` is set, else in the process's memory (the embedded default). */
export const throttlerStorage = (redisUrl: string | undefined): ThrottlerStorage =>
  redisUrl ? new RedisThrottlerStorage(redisUrl) : new ThrottlerStorageService();
