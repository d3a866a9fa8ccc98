import { SQLITE_DIR } from './support/wolfpack-env';
import { rmSync } from 'node:fs';
import { Logger, type INestApplication } from '@nestjs/common';
import { createEventStore, type EventStore, type RecordedEvent } from '@periscope/event-store';
import { verifyExport, type AuditReport } from '@periscope/audit';
import { AUDIT_VERIFIERS, type tournament, type wolfpack } from '@periscope/play';
import { aggressive, cautious } from '@periscope/rules';
import request from 'supertest';
import type { App } from 'supertest/types';
import { WOLFPACK_COORDINATOR } from '../apps/server/src/common/career-commands';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { StandingsProjector } from '../apps/server/src/tournaments/standings/standings.projector';
import { WolfpackCoordinators } from '../apps/server/src/tournaments/wolfpack/wolfpack-coordinators.service';
import type { CoordinationMetadata } from '../apps/server/src/tournaments/wolfpack/pack-coordination';
import { e2eApp, e2eStores } from './support/e2e-app';
import { LeaderboardClient, recomputeStandings, TournamentsClient } from './support/tournament-driver';
import { auditPackStream, sailBoat, wolfpackTally } from './support/wolfpack-driver';
import { STANDINGS_PROJECTION } from '@periscope/projections';
import { headOf } from './support/categories-head';

afterAll(() => rmSync(SQLITE_DIR, { recursive: true, force: true }));

const stores = e2eStores('wolfpack', [
  {
    name: 'sqlite',
    open: () => createEventStore({ kind: 'sqlite', path: process.env.SQLITE_PATH as string }),
  },
]);

const ENTRANTS = 12;
const WOLFPACK = { name: 'Rudeltaktik', organiser: 'BdU', format: 'wolfpack', startDate: '1943-07' };
const PLAY_MS = 90_000;

describe.each(stores)('13.5 a wolfpack tournament over HTTP and socket.io ($name store)', ({ open }) => {
  let app: INestApplication;
  let http: App;
  let store: EventStore;
  let client: TournamentsClient;
  let watcher: LeaderboardClient;

  beforeAll(async () => {
    app = await e2eApp(open);
    await app.listen(0, '127.0.0.1');
    http = app.getHttpServer();
    store = app.get(EVENT_STORE);
    client = new TournamentsClient(http);
    watcher = new LeaderboardClient((await app.getUrl()).replace('[::1]', '127.0.0.1'));
  });
  afterAll(async () => {
    watcher.close();
    await app.close();
  });

  const caughtUp = async () =>
    app.get(StandingsProjector).caughtUpTo(await headOf(store, STANDINGS_PROJECTION.categories));

  it(`${ENTRANTS} bot entrants in two packs play to the end; the standings are the event log's`, async () => {
    const errors: unknown[] = []; // W-REFUSED: a refused order is logged as an error; none may be
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void errors.push(message));
    const began = Date.now();
    // Given a wolfpack tournament with twelve entrants, watched by a spectator
    const { tournamentId, organiserToken } = (await client.create(WOLFPACK).expect(201)).body;
    const entrants: { careerId: string; seatToken: string }[] = [];
    for (let n = 1; n <= ENTRANTS; n++)
      entrants.push((await client.register(tournamentId, { name: `Kptlt. ${n}` }).expect(201)).body);
    const first = (await client.get(`/api/careers/${entrants[0].careerId}`).expect(200)).body.state;
    expect(first.career.options.wolfpackTournament).toBe(true); // W-MEMBER: a boat of its pack
    await caughtUp();
    expect((await watcher.join(tournamentId)).ok).toBe(true);

    // When the organiser starts it, two packs of six form with distinct 14.5 names
    await client.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
    const { packs } = (await client.get(`/api/tournaments/${tournamentId}/entrants`).expect(200)).body as {
      packs: tournament.Pack[];
    };
    expect(packs.map((p) => p.members)).toEqual([
      entrants.slice(0, 6).map((e) => e.careerId),
      entrants.slice(6).map((e) => e.careerId),
    ]);
    expect(new Set(packs.map((p) => p.name)).size).toBe(2);

    // A player cannot send the coordinator's commands (13.5.4)
    const { careerId, seatToken } = entrants[0];
    await request(http)
      .post(`/api/careers/${careerId}/commands`)
      .set('Authorization', `Bearer ${seatToken}`)
      .send({ commandId: 'mine', type: 'OpenPackRound', data: { round: 1, detection: 'focused' } })
      .expect(400);

    // and every boat sails by its bot (odd seats aggressive, even seats cautious) until it is sunk or home
    const deadline = Date.now() + PLAY_MS;
    const sailed = await Promise.all(
      entrants.map((e, i) =>
        sailBoat(http, { tournamentId, ...e, policy: (i % 6) % 2 === 0 ? aggressive : cautious }, deadline),
      ),
    );
    const played = Date.now() - began;

    // Then the coordinators finish the tournament once every boat is done (13.5.6, W-FINISH)
    await app.get(WolfpackCoordinators).settled();
    const finished = await waitFor(async () => {
      const { body } = await client.get(`/api/tournaments/${tournamentId}`).expect(200);
      return body.phase === 'finished';
    }, 10_000);
    expect(finished).toBe(true);
    await caughtUp();

    // the standings served are the event log's, recomputed with the pure functions
    const { body } = await client.get(`/api/tournaments/${tournamentId}/standings`).expect(200);
    const standings = body.standings as tournament.Standings;
    expect(standings).toEqual(await recomputeStandings(store, tournamentId));
    expect(standings.phase).toBe('finished');
    expect(standings.individual).toHaveLength(ENTRANTS);
    expect(standings.packs).toHaveLength(2);
    expect(standings.winner).toBe(standings.individual[0].careerId);
    expect(standings.winningPack).toBe(standings.packs[0].name);
    for (const row of standings.survival)
      expect(['home', 'sunk', 'captured', 'relieved']).toContain(row.fate); // 13.5.6: every boat done
    // and the wolfpack's own fold (each career's state) gives the same tonnage, per boat and per pack
    const folded = await wolfpackTally(store, tournamentId);
    const withdrawn = new Set(
      standings.individual.filter((r) => r.standing !== 'ranked').map((r) => r.careerId),
    );
    for (const row of standings.individual)
      expect(row.tonnage).toBe(folded.individual.find((f) => f.entrant === row.careerId)?.tonnage);
    for (const pack of standings.packs) {
      const counted = folded.individual.filter((f) => f.pack === pack.name && !withdrawn.has(f.entrant));
      expect(pack.tonnage).toBe(counted.reduce((t, f) => t + f.tonnage, 0));
    }

    // The spectator watched it: updates with no gap, the last the final standings
    expect((await watcher.reach(body.position, 5000)).standings).toEqual(standings);
    expect(watcher.messages.length).toBeGreaterThanOrEqual(1);
    expect(watcher.misses).toBe(0);

    // Each pack's coordinator stream holds its battles, rounds with their rolls, and orders given once each
    const rounds: number[] = [];
    for (const [n, pack] of packs.entries()) {
      const stream = `wolfpack-${tournamentId}-${n}`;
      const events = await store.readStream(stream);
      expect(events[0]).toMatchObject({ type: 'ConvoyBattleOpened', data: { pack: pack.name } });
      const started = events.filter((e) => e.type === 'WolfpackRoundStarted');
      expect(started.length).toBeGreaterThan(0);
      for (const e of started)
        expect((e.data as wolfpack.WolfpackRoundStarted['data']).rolls.length).toBeGreaterThan(0);
      rounds.push(started.length);
      expect(auditPackStream(stream, events).findings).toEqual([]);
      await expectOrdersOnce(store, events);
    }
    expect(errors).toEqual([]);

    // The whole tournament audits clean once finished: every stream, every roll from the revealed seeds
    const exported = (await request(http).get(`/api/tournaments/${tournamentId}/export`).expect(200)).text;
    const offline = verifyExport(exported, { verifiers: AUDIT_VERIFIERS });
    expect(offline.findings).toEqual([]);
    const kinds = offline.streams.map((s) => s.kind);
    expect(kinds.filter((k) => k === 'career')).toHaveLength(ENTRANTS);
    expect(kinds.filter((k) => k === 'wolfpack')).toHaveLength(2);
    for (const summary of offline.streams.filter((s) => s.kind === 'wolfpack'))
      expect(summary).toMatchObject({ sealed: false, rolls: expect.any(Number) as number });
    expect(offline.streams.find((s) => s.kind === 'wolfpack')?.rolls).toBeGreaterThan(0);
    const served = (await request(http).get(`/api/tournaments/${tournamentId}/audit`).expect(200))
      .body as AuditReport;
    expect(served).toMatchObject({ ok: true, findings: [], events: offline.events });

    const commands = sailed.reduce((n, s) => n + s.commands, 0);
    const ends = sailed.map((s) => s.end);
    process.stdout.write(
      `wolfpack e2e: ${ENTRANTS} boats, ${commands} bot commands, rounds per pack ${rounds.join('/')}, ` +
        `${ends.filter((e) => e === 'withdrew').length} withdrew; played in ${played} ms, checked in ${Date.now() - began} ms\n`,
    );
  }, 150_000);
});

/** Every coordination's orders reached each of its boats exactly once, as the coordinator's, under its commandId. */
async function expectOrdersOnce(store: EventStore, events: readonly RecordedEvent[]): Promise<void> {
  const coordinations = new Map<string, CoordinationMetadata>();
  for (const e of events)
    coordinations.set(e.metadata.commandId as string, e.metadata as CoordinationMetadata);
  for (const [commandId, { orders }] of coordinations)
    for (const order of orders) {
      const career = await store.readStream(`career-${order.careerId}`);
      const got = career.filter((e) => e.metadata.commandId === commandId);
      expect(got.length).toBeGreaterThan(0);
      expect(got.every((e) => e.metadata.actor === WOLFPACK_COORDINATOR)).toBe(true);
      expect(got[0].metadata.command).toEqual(order.command);
      const first = career.indexOf(got[0]);
      expect(career.slice(first, first + got.length)).toEqual(got); // one append: one command
    }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}
