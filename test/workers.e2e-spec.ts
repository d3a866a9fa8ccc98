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
  let started = 0;
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
    started = Date.now();
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

  it('replaces a worker killed mid-game; its spectators resume on the other with every update once', async () => {
    const careers = new CareersClient(server.url);
    const seat = await careers.started();
    const watchers: LiveClient[] = [];
    for (let i = 0; i < 4; i++) {
      const watcher = new LiveClient(server.url);
      watchers.push(watcher);
      spectators.push(watcher);
      await watcher.connected();
      expect((await watcher.join('career', seat.careerId)).ok).toBe(true);
    }
    // A worker that dies within 5 s of its start is not replaced (cluster/workers.ts): this one has run longer.
    await new Promise((r) => setTimeout(r, Math.max(0, started + 6000 - Date.now())));
    const [killed, kept] = childrenOf(server.child.pid as number);
    process.kill(killed, 'SIGKILL');
    const end = Date.now() + 10_000;
    const cut = () => watchers.filter((w) => !w.socket.connected);
    while (cut().length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(cut()).toHaveLength(2); // the primary handed the four to its two workers in turn
    let pending = seat.pending;
    for (let i = 0; i < 3; i++) {
      const command = nextCommand(pending);
      expect(command).toBeDefined();
      pending = (await careers.send(seat, command as object).expect(200)).body.pending;
    }
    const head = (await careers.send(seat, nextCommand(pending) as object).expect(200)).body as {
      events: { revision: number }[];
    };
    const last = head.events.at(-1)?.revision as number;
    // Each cut spectator joins again after the last position it had, as the web client does.
    for (const gone of cut()) {
      const back = new LiveClient(server.url);
      spectators.push(back);
      await back.connected();
      expect((await back.join('career', seat.careerId, gone.position)).ok).toBe(true);
      const until = Date.now() + 10_000;
      while (!back.updates.some((u) => u.revision === last) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 50));
      const revisions = [...gone.updates, ...back.updates].map((u) => u.revision);
      expect(revisions).toEqual(Array.from({ length: last + 1 }, (_, r) => r).slice(revisions[0]));
    }
    const replaced = Date.now() + 120_000;
    while (childrenOf(server.child.pid as number).length < 2 && Date.now() < replaced)
      await new Promise((r) => setTimeout(r, 200));
    const workers = childrenOf(server.child.pid as number);
    expect(workers).toHaveLength(2);
    expect(workers).toContain(kept);
    expect(workers).not.toContain(killed);
    expect(server.output()).toMatch(new RegExp(`worker ${killed} exited \\(SIGKILL\\)`));
  }, 300_000);

  it('stops on SIGTERM with status 0: each worker finishes and lets go of the primary', async () => {
    spectators.forEach((s) => s.close());
    // A worker still running 30 s after the signal would be killed, and the primary would exit with 1.
    expect(await server.stop()).toBe(0);
    expect(server.output()).not.toMatch(/still running/);
  }, 60_000);
});
