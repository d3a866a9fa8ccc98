import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  databaseUrlOrSkip,
  dropSchema,
  uniqueSchema,
} from '@periscope/event-store/postgres/postgres.test-support';
import { startServerChild, type ServerChild } from './support/server-child';
import { LeaderboardClient, playEntrant, TournamentsClient } from './support/tournament-driver';

// Two real server processes on one PostgreSQL schema. One of them holds the standings' lease and
// writes the read model; the spectators of both get every leaderboard update, at most one a second, and the
// tournament's audit answers on both. Without Redis, and with it (E2E_REDIS_URL) through the Redis Streams adapter.

const url = databaseUrlOrSkip('leaderboards on two processes');
const REDIS_URL = process.env.E2E_REDIS_URL;
if (url && !REDIS_URL)
  console.warn('leaderboards on two processes: runs without Redis only (E2E_REDIS_URL unset)');
const modes = url ? [{ redis: undefined }, ...(REDIS_URL ? [{ redis: REDIS_URL }] : [])] : [];
const ENTRANTS = 4;
const COMMANDS = 40;

const TOURNAMENT = {
  name: 'Two processes',
  organiser: 'BdU',
  format: 'top-tonnage',
  uboatTypes: ['VIIC'],
  startDate: '1943-07',
};

/** The shortest time between two updates a spectator received (Infinity with fewer than two). */
const shortestGap = (s: LeaderboardClient) =>
  Math.min(...s.messages.slice(1).map((m, i) => Date.parse(m.sentAt) - Date.parse(s.messages[i].sentAt)));

const describeModes = modes.length > 0 ? describe.each(modes) : () => undefined;

describeModes('leaderboards on two server processes (Redis: $redis)', ({ redis }) => {
  const cwd = mkdtempSync(join(tmpdir(), 'periscope-leaderboards-'));
  const schema = uniqueSchema('cluster');
  let servers: ServerChild[] = [];
  const spectators: LeaderboardClient[] = [];

  beforeAll(async () => {
    const env = {
      EVENT_STORE: 'postgres',
      DATABASE_URL: url as string,
      DATABASE_SCHEMA: schema,
      THROTTLE_LIMIT: '1000000',
      THROTTLE_COMMAND_LIMIT: '1000000',
      ...(redis && { REDIS_URL: redis }),
    };
    servers = [await startServerChild(cwd, env, 60_000)]; // the first takes the standings' lease
    servers.push(await startServerChild(cwd, env, 60_000));
  }, 150_000);
  afterAll(async () => {
    spectators.forEach((s) => s.close());
    const started = Date.now();
    const codes = await Promise.all(servers.map((s) => s.stop()));
    console.info(`two processes stopped in ${Date.now() - started} ms`);
    await dropSchema(url as string, schema);
    rmSync(cwd, { recursive: true, force: true });
    expect(codes).toEqual(servers.map(() => 0));
  }, 60_000);

  it('sends every process’s spectators the leaderboard, at most once a second, the same boards', async () => {
    const [a, b] = servers.map((s) => new TournamentsClient(s.url as never));
    const { tournamentId, organiserToken } = (await a.create(TOURNAMENT).expect(201)).body;
    const entrants: { careerId: string; seatToken: string }[] = [];
    for (let n = 0; n < ENTRANTS; n++)
      entrants.push((await [a, b][n % 2].register(tournamentId, { name: `Kptlt. ${n}` }).expect(201)).body);
    await b.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
    const joinedAt: number[] = [];
    for (const server of servers) {
      const spectator = new LeaderboardClient(server.url);
      spectators.push(spectator);
      const ack = await spectator.join(tournamentId);
      expect(ack).toMatchObject({ ok: true });
      joinedAt.push(ack.position as number);
    }

    // Two bouts of play, the second once the first's update has arrived: at least two updates must reach every
    // spectator, however fast or slow the machine plays and projects. The first bout is two commands an entrant
    // (the patrol assignment and the first box), so that the careers are still at sea for the second: a bot
    // career of July 1943 often ends within twenty.
    const play = (bout: string, commands: number) =>
      Promise.all(
        entrants.map((e, n) =>
          playEntrant(servers[n % 2].url as never, e.careerId, e.seatToken, commands, bout),
        ),
      );
    await play('first', 2);
    const heard = Date.now() + 10_000; // the first bout's update reaches every spectator before the second starts
    while (spectators.some((s) => s.messages.length === 0) && Date.now() < heard)
      await new Promise((r) => setTimeout(r, 100));
    await play('second', COMMANDS - 2);
    // Both boards end at the same position, whichever process wrote the standings.
    // (each spectator has the second bout's update too: a board may sit at the first bout's position for a while
    // on a loaded machine, where both boards are then equal but not done)
    const end = Date.now() + 20_000;
    const settled = () => {
      const [first, second] = spectators.map((s) => s.board?.position ?? -1);
      return first === second && spectators.every((s) => s.messages.length >= 2);
    };
    while (!settled() && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 2500)); // an update still due arrives
    const [onA, onB] = spectators;
    expect(onA.board?.position).toBe(onB.board?.position);
    expect(onA.board?.standings).toEqual(onB.board?.standings);
    if (redis) {
      // Through Redis the process with the lease computes each update and the other sends it as it is. The
      // second spectator may join a board one update ahead (the standings moved between the two joins): the
      // updates compared are those after both joins.
      const since = Math.max(...joinedAt);
      const positions = (s: LeaderboardClient) =>
        s.messages.filter((m) => m.change.from >= since).map((m) => [m.change.from, m.position, m.sentAt]);
      expect(positions(onB)).toEqual(positions(onA));
    }
    for (const spectator of spectators) {
      expect(spectator.misses).toBe(0);
      expect(spectator.messages.length).toBeGreaterThanOrEqual(2);
      expect(shortestGap(spectator)).toBeGreaterThanOrEqual(990); // once a second at most
    }
    const median = (s: LeaderboardClient) =>
      s.messages.map((m) => m.receivedAt - Date.parse(m.updatedAt)).sort((x, y) => x - y)[
        Math.floor(s.messages.length / 2)
      ];
    console.info(
      `leaderboards on two processes (Redis: ${redis ? 'yes' : 'no'}): ${onA.messages.length} and ` +
        `${onB.messages.length} updates; append → receipt, median: ${median(onA)} ms on the first, ` +
        `${median(onB)} ms on the second`,
    );

    // The audit answers on both processes, the one without the lease too (its time is bench:audit's business:
    // on a machine loaded twenty-fold it took 7-20 s here, so the bound only says it answers).
    for (const server of servers) {
      const answer = await fetch(`${server.url}/api/tournaments/${tournamentId}/audit`, {
        signal: AbortSignal.timeout(45_000),
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ subject: { id: tournamentId }, firstDivergence: null });
    }
  }, 120_000);
});
