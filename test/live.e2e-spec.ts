import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  databaseUrlOrSkip,
  dropSchema,
  uniqueSchema,
} from '@periscope/event-store/postgres/postgres.test-support';
import { POLICIES, type CareerState, type Decision } from '@periscope/rules';
import { LiveClient, type LiveUpdate } from './support/live-client';
import { startServerChild, type ServerChild } from './support/server-child';
import { drawnSeed } from './support/career-driver';

const url = databaseUrlOrSkip('live e2e on postgres');
const schema = uniqueSchema('live');
if (url) afterAll(() => dropSchema(url, schema));

const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'sqlite', env: { EVENT_STORE: 'sqlite' } },
  ...(url
    ? [{ name: 'postgres', env: { EVENT_STORE: 'postgres', DATABASE_URL: url, DATABASE_SCHEMA: schema } }]
    : []),
];

const PLAYER_SEED = drawnSeed('player-seed-that-spectators-never-see');
/** Keys that must never reach a spectator, at any depth of any message. */
const SECRET_KEYS = ['playerSeed', 'serverSeed', 'seatToken', 'seatTokenHash'];

function keysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysIn(v, found));
  else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      found.add(key);
      keysIn(v, found);
    }
  }
  return found;
}

interface Seat {
  careerId: string;
  seatToken: string;
}

/** A player's bot over HTTP: the cautious policy on the state the server shows (GET /careers/:id). */
class Bot {
  private sent = 0;
  constructor(
    private readonly server: ServerChild,
    readonly seat: Seat,
  ) {}

  /** Plays up to n commands; false once the career stops (nothing pending, or a rule not played yet). */
  async play(n: number): Promise<boolean> {
    const career = `${this.server.url}/api/careers/${this.seat.careerId}`;
    for (let i = 0; i < n; i++) {
      const { state, pending } = (await (await fetch(career)).json()) as {
        state: CareerState;
        pending: Decision;
      };
      if (pending.commands.length === 0) return false;
      const command = POLICIES.cautious(state, pending);
      const res = await fetch(`${career}/commands`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.seat.seatToken}` },
        body: JSON.stringify({ commandId: `bot-${++this.sent}`, ...command }),
      });
      if (res.status !== 200) return false;
    }
    return true;
  }
}

const positions = (updates: readonly LiveUpdate[]) => updates.map((u) => u.position);

describe.each(stores)('live views over socket.io, a real server ($name store)', ({ env }) => {
  let cwd: string;
  let server: ServerChild;
  const clients: LiveClient[] = [];
  const connect = async (token?: string) => {
    const client = new LiveClient(server.url, token);
    clients.push(client);
    await client.connected();
    return client;
  };

  beforeAll(async () => {
    cwd = mkdtempSync(join(tmpdir(), 'periscope-live-'));
    server = await startServerChild(cwd, {
      ...env,
      THROTTLE_LIMIT: '100000',
      THROTTLE_COMMAND_LIMIT: '100000',
    });
  }, 60000);
  afterAll(async () => {
    for (const client of clients) client.close();
    expect(await server.stop()).toBe(0);
    rmSync(cwd, { recursive: true, force: true });
  });

  const start = async (): Promise<Seat> => {
    const res = await fetch(`${server.url}/api/careers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        uboatType: 'VIIC',
        startDate: '1943-07',
        kommandant: 'Kptlt. Live',
        playerSeed: PLAYER_SEED,
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as Seat;
  };
  const storedPositions = async (careerId: string) => {
    const res = await fetch(`${server.url}/api/careers/${careerId}/events?limit=1000`);
    return ((await res.json()) as { events: { position: number }[] }).events.map((e) => e.position);
  };

  it('follows a career played by a bot; a spectator that reconnects gets exactly what it missed, once, in order', async () => {
    // Careers stop where the engine does not play a rule yet: take the first that goes on after the leave.
    for (let attempt = 0; attempt < 20; attempt++) {
      const seat = await start();
      const bot = new Bot(server, seat);
      const watcher = await connect();
      const joined = await watcher.join('career', seat.careerId);
      expect(joined).toMatchObject({
        ok: true,
        role: 'spectator',
        snapshot: { position: expect.any(Number) },
      });
      const leaver = await connect();
      const leaverJoined = await leaver.join('career', seat.careerId);
      await bot.play(6);
      const before = await storedPositions(seat.careerId);
      await leaver.until(before.at(-1) as number);
      const last = leaver.position;
      leaver.close();

      const playing = await bot.play(3);
      // Rejoin while the bot plays on: the resume races the appends.
      const back = await connect();
      const [resumed] = await Promise.all([back.join('career', seat.careerId, last), playing && bot.play(6)]);
      expect(resumed.ok).toBe(true);
      expect(resumed.snapshot).toBeUndefined();
      const all = await storedPositions(seat.careerId);
      if (all.length === before.length) continue;
      const end = all.at(-1) as number;
      await Promise.all([watcher.until(end), back.until(end)]);
      await new Promise((r) => setTimeout(r, 200)); // anything sent twice would arrive by now

      const from = joined.snapshot?.position as number;
      expect(positions(watcher.updates)).toEqual(all.filter((p) => p > from));
      const leaverFrom = leaverJoined.snapshot?.position as number;
      const seenBefore = positions(leaver.updates);
      expect(seenBefore).toEqual(all.filter((p) => p > leaverFrom && p <= last));
      expect(positions(back.updates)).toEqual(all.filter((p) => p > last));
      expect(positions(back.updates).length).toBeGreaterThan(0);
      expect([...seenBefore, ...positions(back.updates)]).toEqual(all.filter((p) => p > leaverFrom));
      return;
    }
    throw new Error('no career went on after the spectator left, in 20 tries');
  }, 60000);

  it('never sends a spectator a seed or a token, though the seat gets its own seed', async () => {
    const seat = await start();
    const bot = new Bot(server, seat);
    const spectator = await connect();
    const player = await connect(seat.seatToken);
    const wrongToken = await connect('not-a-seat-token');
    await spectator.join('career', seat.careerId);
    await wrongToken.join('career', seat.careerId);
    const seatJoin = await player.join('career', seat.careerId);
    await bot.play(10);
    const resumed = await connect();
    await resumed.join('career', seat.careerId, 0); // every event since the start, CareerStarted included
    const end = (await storedPositions(seat.careerId)).at(-1) as number;
    await Promise.all([spectator.until(end), player.until(end), resumed.until(end), wrongToken.until(end)]);

    expect(seatJoin.role).toBe('seat:player');
    expect(JSON.stringify(player.messages)).toContain(PLAYER_SEED);
    for (const watcher of [spectator, resumed, wrongToken]) {
      expect(watcher.updates.length).toBeGreaterThan(5);
      expect((watcher.messages[0] as { role: string }).role).toBe('spectator');
      const text = JSON.stringify(watcher.messages);
      expect(text).not.toContain(PLAYER_SEED);
      expect(text).not.toContain(seat.seatToken);
      const keys = keysIn(watcher.messages);
      for (const secret of SECRET_KEYS) expect(keys.has(secret)).toBe(false);
    }
    expect(resumed.updates[0].type).toBe('CareerStarted');
  }, 60000);

  it('refuses a spectator’s command (403 live/not-a-seat) and appends nothing; the seat’s goes through', async () => {
    const seat = await start();
    const spectator = await connect();
    const command = {
      stream: 'career',
      id: seat.careerId,
      commandId: 'socket-1',
      type: 'AssignPatrol',
      data: {},
    };
    const refused = await spectator.request<{ ok: boolean; error: { statusCode: number; code: string } }>(
      'command',
      command,
    );
    expect(refused).toMatchObject({ ok: false, error: { statusCode: 403, code: 'live/not-a-seat' } });
    expect(await storedPositions(seat.careerId)).toHaveLength(1);
    const player = await connect(seat.seatToken);
    const accepted = await player.request<{ ok: boolean; answer: { revision: number } }>('command', command);
    expect(accepted).toMatchObject({ ok: true, answer: { revision: 1 } });
    expect(await storedPositions(seat.careerId)).toHaveLength(2);
  }, 30000);

  it('counts a stream’s viewers on this process: in the join ack, then a viewers message when it changes', async () => {
    const seat = await start();
    const spectator = await connect();
    expect(await spectator.join('career', seat.careerId)).toMatchObject({
      ok: true,
      viewers: 1,
      delaySeconds: 0, // careers have no spectator delay
    });
    const player = await connect(seat.seatToken);
    expect(await player.join('career', seat.careerId)).toMatchObject({
      ok: true,
      role: 'seat:player',
      viewers: 2,
    });
    await spectator.untilViewers(2);
    await player.untilViewers(2);
    player.close();
    await spectator.untilViewers(1);
    expect(spectator.viewers.every((m) => m.stream === 'career' && m.id === seat.careerId)).toBe(true);
  }, 30000);

  it('answers a bad join with the HTTP error body: unknown stream kinds, the seed stream, unknown careers', async () => {
    const client = await connect();
    const seat = await start();
    expect(await client.join('seed', seat.careerId)).toMatchObject({
      ok: false,
      error: { statusCode: 400, code: 'live/unknown-stream' },
    });
    expect(await client.join('career', '00000000-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      error: { statusCode: 404, code: 'career/not-found' },
    });
    expect(await client.request('join', { stream: 'career', id: seat.careerId, after: -1 })).toMatchObject({
      ok: false,
      error: { statusCode: 400, code: 'validation/invalid-input' },
    });
  }, 30000);

  it('serves the patrol view read model, equal to the live snapshot’s at the same position', async () => {
    const seat = await start();
    await new Bot(server, seat).play(15);
    const end = (await storedPositions(seat.careerId)).at(-1) as number;
    let body: { checkpoint: number; view: { position: number } } | undefined;
    for (let tries = 0; tries < 100 && body?.view.position !== end; tries++) {
      const res = await fetch(`${server.url}/api/careers/${seat.careerId}/patrol-view`);
      body = res.status === 200 ? ((await res.json()) as typeof body) : undefined;
      if (body?.view.position !== end) await new Promise((r) => setTimeout(r, 50));
    }
    expect(body?.view.position).toBe(end);
    const client = await connect();
    const joined = await client.join('career', seat.careerId);
    expect(joined.snapshot?.position).toBe(end);
    expect(body?.view).toEqual((joined.snapshot?.view as { patrolView: unknown }).patrolView);
    const missing = await fetch(`${server.url}/api/careers/00000000-0000-4000-8000-000000000000/patrol-view`);
    expect(missing.status).toBe(404);
  }, 30000);
});
