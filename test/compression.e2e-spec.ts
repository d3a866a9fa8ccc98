import './support/precompressed-web-dist.env';
import type { INestApplication } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { simulate, drawnSeed } from './support/career-driver';
import { CareersClient } from './support/careers-client';
import { e2eApp, QueuedSeeds } from './support/e2e-app';
import { SCRIPT, STYLE, TINY, WEB_DIST } from './support/precompressed-web-dist.env';

/** An answer with its raw bytes, undecoded (supertest would gunzip them). */
interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

/** A player seed whose career, played by the test bot on this server seed, ends (5.1). */
const SERVER_SEED = 'compression-e2e-server-seed';
const ENDING_SEED = Array.from({ length: 500 }, (_, i) => drawnSeed(`compression-${i}`)).find(
  (seed) => simulate(SERVER_SEED, seed).step.kind === 'ended',
);

describe('compression and caching (in process, memory store)', () => {
  let app: INestApplication;
  const seeds = new QueuedSeeds();
  let base: string;
  /** GET with this Accept-Encoding (none sent when empty); expects the status. */
  const fetchRaw = async (path: string, acceptEncoding: string, status = 200) => {
    const answer = await rawGet(
      `${base}${path}`,
      acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    );
    expect(answer.status).toBe(status);
    return answer;
  };

  beforeAll(async () => {
    app = await e2eApp(undefined, [ServerSeeds, seeds]);
    await app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('the build wrote brotli and gzip copies of the files worth compressing, not of a tiny one', () => {
    for (const file of [SCRIPT, STYLE]) {
      expect(existsSync(join(WEB_DIST, `${file.path}.br`))).toBe(true);
      expect(existsSync(join(WEB_DIST, `${file.path}.gz`))).toBe(true);
    }
    expect(existsSync(join(WEB_DIST, `${TINY.path}.br`))).toBe(false);
  });

  it('serves the brotli copy to a browser that accepts it, with the original type and caching', async () => {
    const res = await fetchRaw(SCRIPT.path, 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT.body);
    expect(res.body.length).toBeLessThan(SCRIPT.body.length / 4);
  });

  it('honours the client: gzip when brotli is refused (q=0) or not named', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8', 'gzip;q=1, br;q=0.5']) {
      const res = await fetchRaw(STYLE.path, accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/^text\/css/);
      expect(gunzipSync(res.body).toString()).toBe(STYLE.body);
    }
  });

  it('sends the plain file, still varying by Accept-Encoding, to a client that accepts no compression', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0', '']) {
      const res = await fetchRaw(SCRIPT.path, accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.body.toString()).toBe(SCRIPT.body);
    }
  });

  it('answers a HEAD and a conditional GET of a compressed copy like the plain file', async () => {
    const first = await fetchRaw(SCRIPT.path, 'br');
    const head = await request(app.getHttpServer())
      .head(SCRIPT.path)
      .set('Accept-Encoding', 'br')
      .expect(200);
    expect(head.headers['content-encoding']).toBe('br');
    await request(app.getHttpServer())
      .get(SCRIPT.path)
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', String(first.headers['etag']))
      .expect(304);
  });

  it('compresses API JSON for a client that accepts it', async () => {
    const res = await fetchRaw('/api/docs/openapi.json', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(gunzipSync(res.body).toString()).info.title).toBe('periscope');
    const plain = await fetchRaw('/api/docs/openapi.json', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("gives an ended career's export an ETag and answers 304 to If-None-Match; a running one gets none", async () => {
    expect(ENDING_SEED).toBeDefined();
    const client = new CareersClient(app.getHttpServer());
    const running = await client.started();
    const live = await fetchRaw(`/api/careers/${running.careerId}/export`, 'gzip');
    expect(live.headers['etag']).toBeUndefined();
    expect(live.headers['content-encoding']).toBe('gzip'); // NDJSON is compressed too
    seeds.queue.push(SERVER_SEED);
    const seat = await client.started({ playerSeed: ENDING_SEED });
    await client.play(seat, seat.pending);
    const path = `/api/careers/${seat.careerId}/export`;
    const full = await request(app.getHttpServer()).get(path).expect(200);
    const tag = full.headers['etag'];
    expect(tag).toMatch(/^W\/"career-export-\d+-\d+"$/);
    expect(full.headers['cache-control']).toBe('no-cache');
    const again = await request(app.getHttpServer()).get(path).set('If-None-Match', tag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers['etag']).toBe(tag);
    await request(app.getHttpServer()).get(path).set('If-None-Match', 'W/"career-export-1-0"').expect(200);
  });
});
