import './support/memory-store.env';
import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { e2eApp } from './support/e2e-app';

// Many exports of a large career at once neither stall the server (its health check answers) nor
// hold one copy of the export each in memory: they stream, a few at a time, and the rest wait or are told to
// come back (429 export/busy with Retry-After).

const EVENTS = 24_000;
const CONCURRENT = 30;

interface Answer {
  status: number;
  bytes: number;
  lastLine: string;
  retryAfter?: string;
  body?: string;
}

/** A GET that keeps only the byte count, the last line and (for an error) the body: never the whole export. */
function fetchLean(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, (res) => {
      let bytes = 0;
      let tail = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        bytes += chunk.length;
        tail = (tail + chunk).slice(-4096);
      });
      res.on('end', () => {
        const lines = tail.trimEnd().split('\n');
        const status = res.statusCode ?? 0;
        resolve({
          status,
          bytes,
          lastLine: lines.at(-1) ?? '',
          retryAfter: res.headers['retry-after'] as string | undefined,
          ...(status !== 200 && { body: tail }),
        });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('exports and audits under load', () => {
  let app: INestApplication;
  let base: string;
  const careerId = randomUUID();

  beforeAll(async () => {
    app = await e2eApp(undefined);
    await app.listen(0, '127.0.0.1');
    base = await app.getUrl();
    // A long career's worth of events (about 8 MB exported), appended as the store holds them.
    const store = app.get<EventStore>(EVENT_STORE);
    const pad = 'x'.repeat(300);
    for (let from = 0; from < EVENTS; from += 2000) {
      const batch = Array.from({ length: 2000 }, (_, i) => ({
        type: from + i === 0 ? 'CareerStarted' : 'LogEntry',
        data: { n: from + i, pad, chartPack: { version: '1', hash: 'h' } },
        metadata: { commandId: `c${from + i}` },
      }));
      await store.append(`career-${careerId}`, batch, {
        expectedRevision: from === 0 ? 'no_stream' : from - 1,
      });
    }
  }, 60_000);
  afterAll(() => app.close());

  it(`${CONCURRENT} exports at once: each whole or told to retry, the health check answering, memory bounded`, async () => {
    const url = `${base}/api/careers/${careerId}/export`;
    const single = await fetchLean(url);
    expect(single.status).toBe(200);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let slowest = 0;
    let done = false;
    const health = (async () => {
      while (!done) {
        const start = performance.now();
        expect((await fetchLean(`${base}/api/health`)).status).toBe(200);
        slowest = Math.max(slowest, performance.now() - start);
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => fetchLean(url)));
    done = true;
    await health;

    for (const answer of answers) {
      if (answer.status === 200) {
        expect(answer.bytes).toBe(single.bytes);
        expect(answer.lastLine).toBe(single.lastLine);
      } else {
        expect(answer.status).toBe(429);
        expect(JSON.parse(answer.body as string)).toMatchObject({ statusCode: 429, code: 'export/busy' });
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      }
    }
    // One address holds one export or audit at a time (README "Configuration"): the others are told to retry.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    // Loose bounds, measured on a shared 2-core machine: unbounded, the same load took 300+ MiB and stalled seconds.
    const growth = (rssPeak - rssBefore) / 2 ** 20;
    process.stdout.write(`export load: health ${Math.round(slowest)} ms, RSS +${Math.round(growth)} MiB\n`);
    expect(slowest).toBeLessThan(2000); // unbounded: 3.2 s
    expect(growth).toBeLessThan(200);
  }, 120_000);
});
