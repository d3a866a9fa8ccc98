import compression from 'compression';
import express from 'express';
import { createHash } from 'node:crypto';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sendNdjson } from './ndjson';

// An export streamed through the compression middleware to a client that reads slowly: the socket pushes back
// many times, and the answer must still arrive whole, without a listener piling up per wait.

/** 20,000 lines that gzip cannot shrink much (hashes), about 1.4 MB. */
const lines = Array.from({ length: 20_000 }, (_, i) =>
  JSON.stringify({ i, h: createHash('sha256').update(String(i)).digest('hex') }),
);

describe('sendNdjson', () => {
  let server: Server;
  /** How often a write was refused (the socket pushed back) and how many drain listeners were added. */
  const seen = { refused: 0, drainListeners: 0 };

  beforeAll(async () => {
    const app = express();
    app.use(compression({ threshold: 0, filter: () => true }));
    app.get('/export', (_req, res) => {
      const [write, on] = [res.write.bind(res), res.on.bind(res)];
      res.write = ((chunk: string) => write(chunk) || (seen.refused++, false)) as typeof res.write;
      res.on = ((event: string, listener: () => void) => {
        if (event === 'drain') seen.drainListeners++;
        return on(event, listener);
      }) as typeof res.on;
      void sendNdjson(res, lines);
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
  });
  afterAll(() => server.close());

  it('sends every line, gzipped, to a slow reader without piling up drain listeners', async () => {
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<Buffer>((resolve, reject) => {
      get({ port, host: '127.0.0.1', path: '/export', headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          res.pause(); // a reader that takes its time: the server's writes wait for drain
          setImmediate(() => res.resume());
        });
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    expect(gunzipSync(body).toString()).toBe(`${lines.join('\n')}\n`);
    expect(seen.refused).toBeGreaterThan(10);
    // compression moves drain listeners to its gzip stream and cannot take them off: one for the whole answer.
    expect(seen.drainListeners).toBe(1);
  });
});
