import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { RedisThrottlerStorage } from '../apps/server/src/throttling/throttler-storage';
import { startServerChild, type ServerChild } from './support/server-child';

// Two real server processes on one Redis: the rate limits hold across both (README `REDIS_URL`).
// They keep no events between them (each its own memory store): the limits are counted before any handler runs.

/** REDIS_URL as CI sets it (test/support/e2e-environment.ts keeps it from the suites' in-process servers). */
const REDIS_URL = process.env.E2E_REDIS_URL ?? process.env.REDIS_URL;
/** A Redis database of this suite's own, emptied before it runs. */
const DATABASE = 9;
const COMMAND_LIMIT = 4;
const IP_LIMIT = 12;

if (!REDIS_URL) {
  if (process.env.CI === 'true') throw new Error('REDIS_URL is not set but CI=true: set it for this suite');
  const reason = 'rate limits across processes skipped: REDIS_URL is not set';
  console.warn(reason);
}
const describeWithRedis = REDIS_URL ? describe : describe.skip;

describeWithRedis('rate limits shared by two server processes through Redis', () => {
  const url = `${(REDIS_URL ?? '').replace(/\/\d*$/, '')}/${DATABASE}`;
  const cwd = mkdtempSync(join(tmpdir(), 'periscope-throttling-'));
  let servers: ServerChild[] = [];
  /** Requests sent so far, all from this IP, all counted by its request limit (the health check aside). */
  let sent = 0;
  const send = (path: string, n: number, init?: RequestInit) => {
    sent++;
    return fetch(`${servers[n % 2].url}${path}`, init);
  };

  beforeAll(async () => {
    const redis = new Redis(url);
    await redis.flushdb();
    redis.disconnect();
    const env = {
      EVENT_STORE: 'memory',
      REDIS_URL: url,
      THROTTLE_LIMIT: String(IP_LIMIT),
      THROTTLE_TTL_MS: '60000',
      THROTTLE_COMMAND_LIMIT: String(COMMAND_LIMIT),
      THROTTLE_COMMAND_TTL_MS: '60000',
    };
    servers = await Promise.all([startServerChild(cwd, env), startServerChild(cwd, env)]);
  }, 60_000);
  afterAll(async () => {
    expect(await Promise.all(servers.map((s) => s.stop()))).toEqual([0, 0]); // Redis does not hold them open
    rmSync(cwd, { recursive: true, force: true });
  });

  /** A seat's command to process `n`: the limit counts it whatever the handler answers (404: no such career). */
  const command = (n: number, token: string) =>
    send('/api/careers/00000000-0000-4000-8000-000000000000/commands', n, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ commandId: `c${n}`, type: 'AssignPatrol', data: {} }),
    });

  it('holds a seat token to the command limit whichever process its commands reach', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < COMMAND_LIMIT * 2; n++) statuses.push((await command(n, 'seat-a')).status);
    expect(statuses.slice(0, COMMAND_LIMIT)).toEqual(Array(COMMAND_LIMIT).fill(404));
    expect(statuses.slice(COMMAND_LIMIT)).toEqual(Array(COMMAND_LIMIT).fill(429));
    const refused = await command(1, 'seat-a');
    expect(await refused.json()).toMatchObject({ statusCode: 429, code: 'rate/limited' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await command(0, 'seat-b')).status).toBe(404); // another seat has its own budget
  });

  it('holds an IP to the request limit across both processes, and never limits the health check', async () => {
    const left = IP_LIMIT - sent; // the commands above came from this IP too
    const statuses: number[] = [];
    for (let n = 0; n < IP_LIMIT; n++) statuses.push((await send('/api/careers', n)).status);
    expect(statuses).toEqual([...Array(left).fill(200), ...Array(IP_LIMIT - left).fill(429)]);
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('rate limits while Redis does not answer', () => {
  it('counts in the process until it answers, neither refusing nor letting every request through', async () => {
    const storage = new RedisThrottlerStorage('redis://127.0.0.1:1'); // nothing listens on port 1
    try {
      const hits = [];
      for (let n = 0; n < 3; n++)
        hits.push(await storage.increment('commands:seat:x', 60_000, 2, 60_000, 'commands'));
      expect(hits.map((h) => [h.totalHits, h.isBlocked])).toEqual([
        [1, false],
        [2, false],
        [3, true],
      ]);
    } finally {
      storage.onApplicationShutdown();
    }
  });
});
