import { SQLITE_DIR } from './support/tournament-env';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { verifyExport, type AuditReport } from '@periscope/audit';
import { createEventStore, type EventStore } from '@periscope/event-store';
import { AUDIT_VERIFIERS } from '@periscope/play';
import { combinePlayerSeeds, commitment } from '@periscope/rules';
import { main } from '../apps/cli/src/main';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import {
  botSeat,
  DuelBotClient,
  endingGame,
  GamesClient,
  playOverHttp,
  seatBots,
} from './support/duel-driver';
import { e2eApp, e2eStores, QueuedSeeds } from './support/e2e-app';
import { playEntrant, TournamentsClient } from './support/tournament-driver';

const stores = e2eStores('audit_kinds', [
  {
    name: 'sqlite',
    open: () => createEventStore({ kind: 'sqlite', path: process.env.SQLITE_PATH as string }),
  },
]);
afterAll(() => rmSync(SQLITE_DIR, { recursive: true, force: true }));

const GAME_SEED = 'audit-kinds-game-seed';
const ENTRANTS = 6;
const header = (ndjson: string) => JSON.parse(ndjson.split('\n')[0]).header;

/** The CLI's exit code for an export written to a file (its report silenced). */
async function cliAudit(ndjson: string): Promise<number> {
  const file = join(mkdtempSync(join(tmpdir(), 'periscope-audit-kinds-')), 'export.ndjson');
  writeFileSync(file, ndjson);
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    return await main(['audit', file]);
  } finally {
    stdout.mockRestore();
  }
}

describe.each(stores)('export and audit of games and tournaments over HTTP ($name store)', ({ open }) => {
  let app: INestApplication;
  let store: EventStore;
  let games: GamesClient;
  let tournaments: TournamentsClient;
  const seeds = new QueuedSeeds();

  beforeAll(async () => {
    app = await e2eApp(open, [ServerSeeds, seeds]);
    await app.init();
    store = app.get(EVENT_STORE);
    games = new GamesClient(app.getHttpServer());
    tournaments = new TournamentsClient(app.getHttpServer());
  });
  afterAll(() => app.close());

  const audited = async (path: string): Promise<{ ndjson: string; report: AuditReport }> => {
    const exported = await games.get(`${path}/export`).expect(200);
    expect(exported.headers['content-type']).toMatch(/^application\/x-ndjson/);
    const report = (await games.get(`${path}/audit`).expect(200)).body as AuditReport;
    return { ndjson: exported.text, report };
  };

  it('a two-player game: sealed while it runs (chain and replay, as the report says), then every roll once over', async () => {
    const n = endingGame(GAME_SEED);
    const bots = [botSeat('a', n), botSeat('b', n)] as const;
    seeds.queue.push(GAME_SEED);
    const [a, b] = await seatBots(games, bots);
    const clients = [new DuelBotClient(games, a, bots[0]), new DuelBotClient(games, b, bots[1])];
    await playOverHttp(clients, 20);

    const running = await audited(`/api/games/${a.gameId}`);
    expect((await games.get(`/api/games/${a.gameId}/export`).expect(200)).headers['etag']).toBeUndefined();
    expect(running.ndjson).not.toContain(GAME_SEED);
    expect(header(running.ndjson)).toMatchObject({ kind: 'game', streams: [{ seeds: 'sealed' }] });
    expect(running.report).toMatchObject({ ok: true, firstDivergence: null });
    expect(running.report.checks.rolls).toMatchObject({
      status: 'skipped',
      note: expect.stringContaining('sealed'),
    });
    expect(running.report.checks.replay.status).toBe('passed');

    await playOverHttp(clients);
    const { body: game } = await games.get(`/api/games/${a.gameId}`).expect(200);
    expect(game.phase).toBe('over');
    const over = await audited(`/api/games/${a.gameId}`);
    const playerSeed = combinePlayerSeeds(bots[0].seed, bots[1].seed);
    expect(header(over.ndjson).streams[0].seeds).toEqual({ serverSeed: GAME_SEED, playerSeed });
    const offline = verifyExport(over.ndjson, { verifiers: AUDIT_VERIFIERS });
    expect(offline.findings).toEqual([]);
    expect(offline.checks.rolls.status).toBe('passed');
    expect(offline.streams[0].result).toMatchObject({ over: true, winner: game.result.winner });
    expect(over.report).toEqual(JSON.parse(JSON.stringify(offline)));
    expect(await cliAudit(over.ndjson)).toBe(0);

    // Over, the export no longer changes (13.1.3): tagged by its last event, kept, and 304 to a client that has it.
    const path = `/api/games/${a.gameId}/export`;
    const tagged = await games.get(path).expect(200);
    const tag = String(tagged.headers['etag']);
    expect(tag).toMatch(/^W\/"game-export-\d+"$/);
    expect(tagged.headers['cache-control']).toBe('no-cache');
    expect(tagged.text).toBe(over.ndjson);
    const notModified = await games.get(path).set('If-None-Match', tag).expect(304);
    expect(notModified.text).toBe('');
    expect(notModified.headers['etag']).toBe(tag);
    await games.get(path).set('If-None-Match', 'W/"game-export-1"').expect(200);
  });

  it(`a tournament of ${ENTRANTS} entrants: sealed while it runs; once finished its seed, the careers and the standings verify`, async () => {
    const created = await tournaments
      .create({
        name: 'Audit Cup',
        organiser: 'BdU',
        format: 'top-tonnage',
        uboatTypes: ['VIIC'],
        startDate: '1943-07',
      })
      .expect(201);
    const { tournamentId, organiserToken } = created.body;
    const entrants: { careerId: string; seatToken: string }[] = [];
    // The careers' server seeds are known, so that their play (and a sinking to rule on) is the same every run.
    seeds.queue.push(...Array.from({ length: ENTRANTS }, (_, i) => `audit-kinds-career-${i}`));
    for (let i = 1; i <= ENTRANTS; i++)
      entrants.push(
        (
          await tournaments
            .register(tournamentId, { name: `Kptlt. ${i}`, playerSeed: `audit-kinds-${i}` })
            .expect(201)
        ).body,
      );
    await tournaments.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);

    const running = await audited(`/api/tournaments/${tournamentId}`);
    const { serverSeed } = (await store.readStream(`tournamentkey-${tournamentId}`))[0].data as {
      serverSeed: string;
    };
    expect(running.ndjson).not.toContain(serverSeed);
    expect(header(running.ndjson).streams[0]).toMatchObject({
      stream: `tournament-${tournamentId}`,
      seeds: 'sealed',
    });
    expect(running.report).toMatchObject({ ok: true, firstDivergence: null });
    expect(running.report.checks.rolls).toMatchObject({
      status: 'skipped',
      note: expect.stringContaining('sealed'),
    });

    for (const { careerId, seatToken } of entrants)
      await playEntrant(app.getHttpServer(), careerId, seatToken);
    await tournaments
      .act(
        tournamentId,
        'Disqualify',
        { careerId: entrants[0].careerId, reason: 'two accounts' },
        organiserToken,
      )
      .expect(200);
    const sank = await firstSinking(entrants.slice(1).map((e) => e.careerId));
    if (!sank) throw new Error('no entrant sank a ship: no ruling to file');
    await tournaments
      .act(
        tournamentId,
        'Adjudicate',
        {
          careerId: sank.careerId,
          rulingId: 'r-1',
          ruling: { kind: 'voidEncounter', revision: sank.encounter },
          reason: 'a disconnect',
        },
        organiserToken,
      )
      .expect(200);
    await tournaments.act(tournamentId, 'FinishTournament', {}, organiserToken).expect(200);

    const finished = await audited(`/api/tournaments/${tournamentId}`);
    const [tournamentStream] = header(finished.ndjson).streams;
    expect(tournamentStream.seeds).toEqual({ serverSeed, playerSeed: 'tournament' });
    const [created0] = await store.readStream(`tournament-${tournamentId}`, { maxCount: 1 });
    expect((created0.data as { seedCommitment?: string }).seedCommitment).toBe(commitment(serverSeed));
    const offline = verifyExport(finished.ndjson, { verifiers: AUDIT_VERIFIERS });
    expect(offline.findings).toEqual([]);
    expect(offline.streams).toHaveLength(1 + ENTRANTS);
    expect(offline.rulings).toEqual([expect.objectContaining({ rulingId: 'r-1', problem: null })]);
    const { body: standings } = await tournaments
      .get(`/api/tournaments/${tournamentId}/standings`)
      .expect(200);
    expect(offline.streams[0].published).toEqual(standings.standings);
    expect(offline.streams[0].result).toEqual(standings.standings);
    expect(finished.report).toEqual(JSON.parse(JSON.stringify(offline)));
    expect(await cliAudit(finished.ndjson)).toBe(0);
  });

  it('answers 404 for a game or tournament that does not exist', async () => {
    for (const kind of ['games', 'tournaments'])
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])
        for (const path of ['export', 'audit']) {
          const res = await games.get(`/api/${kind}/${id}/${path}`).expect(404);
          expect(res.headers['content-type']).toMatch(/^application\/json/);
          expect(res.body.code).toBe(`${kind.slice(0, -1)}/not-found`);
        }
  });

  /** The first entrant career with a ShipSunk, and the EncounterRolled of that sinking's encounter. */
  async function firstSinking(careerIds: readonly string[]) {
    for (const careerId of careerIds) {
      const events = await store.readStream(`career-${careerId}`);
      const sunk = events.findIndex((e) => e.type === 'ShipSunk');
      if (sunk < 0) continue;
      const encounter = events
        .slice(0, sunk)
        .reverse()
        .find((e) => e.type === 'EncounterRolled');
      if (encounter) return { careerId, encounter: encounter.revision };
    }
    return undefined;
  }
});
