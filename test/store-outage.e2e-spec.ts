import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { START } from './support/careers-client';
import { postgresBinDir, startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { startServerChild, type ServerChild } from './support/server-child';

const OUTAGE_MS = 5000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new career over HTTP: its id, or the error answer (status, code, Retry-After). */
async function startCareer(url: string) {
  const res = await fetch(`${url}/api/careers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(START),
  });
  const body = (await res.json()) as { careerId?: string; code?: string };
  return {
    status: res.status,
    code: body.code,
    retryAfter: res.headers.get('retry-after'),
    id: body.careerId,
  };
}

/** Polls the career's patrol view until it is projected (200), for at most `ms`; the last status. */
async function patrolViewStatus(url: string, careerId: string, ms: number): Promise<number> {
  const end = Date.now() + ms;
  for (;;) {
    const { status } = await fetch(`${url}/api/careers/${careerId}/patrol-view`);
    if (status === 200 || Date.now() > end) return status;
    await pause(200);
  }
}

// One real server process on a private PostgreSQL cluster, the database stopped for 5 s
// ('fast': every session ends with 57P01) while careers are started, then started again.
const binaries = postgresBinDir();
if (!binaries) console.warn('store outage e2e skipped: no PostgreSQL under /usr/lib/postgresql');
(binaries ? describe : describe.skip)('the server through a database stop and restart', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'periscope-outage-'));
  let cluster: PrivatePostgres;
  let server: ServerChild;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    server = await startServerChild(cwd, { EVENT_STORE: 'postgres', DATABASE_URL: cluster.url }, 60_000);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
    rmSync(cwd, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 event-store/unavailable while down, does not exit, and projects new careers after', async () => {
    const before = await startCareer(server.url);
    expect(before.status).toBe(201);
    expect(await patrolViewStatus(server.url, before.id as string, 10_000)).toBe(200);

    await cluster.stop('fast');
    const whileDown: Awaited<ReturnType<typeof startCareer>>[] = [];
    for (const end = Date.now() + OUTAGE_MS; Date.now() < end; await pause(250))
      whileDown.push(await startCareer(server.url));
    const view = await fetch(`${server.url}/api/careers/${before.id}/patrol-view`);
    const health = await fetch(`${server.url}/api/health`);
    await cluster.start();

    expect(whileDown.length).toBeGreaterThan(5);
    expect(whileDown.filter((a) => a.status !== 503 || a.code !== 'event-store/unavailable')).toEqual([]);
    expect(new Set(whileDown.map((a) => a.retryAfter))).toEqual(new Set(['2']));
    expect([view.status, ((await view.json()) as { code: string }).code]).toEqual([
      503,
      'event-store/unavailable',
    ]);
    expect(health.status).toBe(503);

    const after = await startCareer(server.url);
    expect(after.status).toBe(201);
    expect(await patrolViewStatus(server.url, after.id as string, 15_000)).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
  }, 90_000);
});
