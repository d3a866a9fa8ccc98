import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  databaseUrlOrSkip,
  dropSchema,
  uniqueSchema,
} from '@periscope/event-store/postgres/postgres.test-support';
import { CareersClient } from './support/careers-client';
import { nextCommand } from './support/career-driver';
import { LiveClient } from './support/live-client';
import { startServerChild, type ServerChild } from './support/server-child';

// WORKERS=2 (docs/live.md "Every core"): one primary, two server processes on one port and one PostgreSQL schema.

const url = databaseUrlOrSkip('WORKERS=2 on postgres');
const describeIf = url ? describe : describe.skip;

/** The processes a process has forked (Linux). */
const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

describeIf('WORKERS=2: two server processes on one port', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'periscope-workers-'));
  const schema = uniqueSchema('workers');
  let server: ServerChild;
  const spectators: LiveClient[] = [];

  beforeAll(async () => {
    server = await startServerChild(
      cwd,
      {
        EVENT_STORE: 'postgres',
        DATABASE_URL: url as string,
        DATABASE_SCHEMA: schema,
        WORKERS: '2',
        LOG_LEVEL: 'info', // each worker says when it listens
      },
      240_000, // each worker loads the whole server under swc, both at once
    );
    // The primary hands connections only to workers that listen: the first may answer long before the second.
    const end = Date.now() + 240_000;
    while ((server.output().match(/periscope listening on/g) ?? []).length < 2 && Date.now() < end)
      await new Promise((r) => setTimeout(r, 200));
  }, 500_000);
  afterAll(async () => {
    spectators.forEach((s) => s.close());
    await server?.stop();
    await dropSchema(url as string, schema);
    rmSync(cwd, { recursive: true, force: true });
  }, 60_000);

  it("serves each spectator from one of two processes, and both see a seat's commands", async () => {
    expect(childrenOf(server.child.pid as number)).toHaveLength(2);
    const careers = new CareersClient(server.url);
    const seat = await careers.started();
    // The primary hands connections to its workers in turn: four spectators, two on each process.
    for (let i = 0; i < 4; i++) {
      const spectator = new LiveClient(server.url);
      spectators.push(spectator);
      await spectator.connected();
    }
    const acks = [];
    for (const spectator of spectators) acks.push(await spectator.join('career', seat.careerId));
    expect(acks.every((a) => a.ok)).toBe(true);
    // `viewers` counts the sockets following the stream on the answering process: never all four on one.
    expect(Math.max(...acks.map((a) => a.viewers ?? 0))).toBe(2);
    const command = nextCommand(seat.pending);
    expect(command).toBeDefined();
    const answer = await careers.send(seat, command as object).expect(200);
    const last = (answer.body as { events: { revision: number }[] }).events.at(-1)?.revision;
    const deadline = Date.now() + 10_000;
    const caughtUp = () => spectators.every((s) => s.updates.some((u) => u.revision === last));
    while (!caughtUp() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(spectators.map((s) => s.updates.at(-1)?.revision)).toEqual([last, last, last, last]);
  }, 60_000);

  it('stops on SIGTERM with status 0: each worker finishes and lets go of the primary', async () => {
    spectators.forEach((s) => s.close());
    // A worker still running 30 s after the signal would be killed, and the primary would exit with 1.
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toMatch(/still running/);
  }, 60_000);
});
