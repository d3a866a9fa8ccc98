import { SQLITE_DIR } from './support/tournament-env';
import { rmSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { careerResult, rulingsStream } from '@periscope/audit';
import { createEventStore, type EventStore } from '@periscope/event-store';
import { PostgresEventStore } from '@periscope/event-store/postgres/postgres.event-store';
import {
  databaseUrlOrSkip,
  dropSchema,
  uniqueSchema,
} from '@periscope/event-store/postgres/postgres.test-support';
import request from 'supertest';
import type { App } from 'supertest/types';
import { POLICIES } from '@periscope/rules';
import { AppModule } from '../apps/server/src/app.module';
import { configureApp } from '../apps/server/src/configure-app';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import {
  CheckpointedProjector,
  MemoryDocumentStorage,
  STANDINGS_PROJECTION,
  tournamentKey,
  type DocumentStorage,
  type StandingsDoc,
} from '@periscope/projections';
import {
  STANDINGS_STORAGE,
  StandingsProjector,
} from '../apps/server/src/tournaments/standings/standings.projector';
import {
  LeaderboardClient,
  playEntrant,
  recomputeStandings,
  TournamentsClient,
} from './support/tournament-driver';
import { appendedAfter } from './support/appended';
import { drawnSeed } from './support/career-driver';
import { headOf } from './support/categories-head';

const url = databaseUrlOrSkip('tournaments e2e on postgres');
const schema = uniqueSchema('tournaments');
if (url) afterAll(() => dropSchema(url, schema));
afterAll(() => rmSync(SQLITE_DIR, { recursive: true, force: true }));

const stores: { name: string; open?: () => Promise<EventStore> }[] = [
  { name: 'memory' },
  {
    name: 'sqlite',
    open: () => createEventStore({ kind: 'sqlite', path: process.env.SQLITE_PATH as string }),
  },
  ...(url
    ? [{ name: 'postgres', open: () => PostgresEventStore.open({ connectionString: url, schema }) }]
    : []),
];

const ENTRANTS = 20;
const SURVIVAL = {
  name: 'Survival to the end',
  organiser: 'BdU',
  format: 'survival',
  uboatTypes: ['VIIC'],
  startDate: '1943-07',
};
const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };

/** Runs `work` over `items`, `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(work));
}

describe.each(stores)('tournaments over HTTP and socket.io ($name store)', ({ open }) => {
  let app: INestApplication;
  let http: App;
  let base: string;
  let store: EventStore;
  let client: TournamentsClient;
  const spectators: LeaderboardClient[] = [];

  beforeAll(async () => {
    let builder = Test.createTestingModule({ imports: [AppModule] });
    if (open) builder = builder.overrideProvider(EVENT_STORE).useFactory({ factory: open });
    app = configureApp((await builder.compile()).createNestApplication({ logger: false }));
    await app.listen(0, '127.0.0.1');
    base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    http = app.getHttpServer();
    store = app.get(EVENT_STORE);
    client = new TournamentsClient(http);
  });
  afterAll(async () => {
    spectators.forEach((s) => s.close());
    await app.close();
  });

  const spectator = () => {
    const s = new LeaderboardClient(base);
    spectators.push(s);
    return s;
  };
  const projector = () => app.get(StandingsProjector);
  /** The events appended after `head` to a tournament's streams or its entrants' careers. */
  const tournamentStreamsAppendedAfter = (head: number) =>
    appendedAfter(store, head, ['tournament', 'tournamentkey', 'wolfpack', 'rulings', 'career', 'seed']);
  const caughtUp = async () => projector().caughtUpTo(await headOf(store, STANDINGS_PROJECTION.categories));

  it('refuses bad input (4xx) and anyone but the organiser (401/403), appending nothing', async () => {
    const head = await store.headPosition();
    await client.create({ ...SURVIVAL, format: 'knockout' }).expect(400);
    await client.create({ ...SURVIVAL, uboatTypes: ['VIIC', 'IXC'] }).expect(422);
    await client.create({ ...SURVIVAL, endDate: '1943-06' }).expect(422); // before the start
    expect(await tournamentStreamsAppendedAfter(head)).toEqual([]);

    const { tournamentId, organiserToken } = (await client.create(SURVIVAL).expect(201)).body;
    const created = await store.headPosition();
    const entrant = (await client.register(tournamentId, { name: 'Kptlt. A' }).expect(201)).body;
    const registered = await store.headPosition();
    await client.register(tournamentId, { name: 'Kptlt. B', uboatType: 'IXC' }).expect(422);
    await client.register(tournamentId, { name: 'kptlt. a' }).expect(422);
    const weakSeed = await client.register(tournamentId, { name: 'Kptlt. C', playerSeed: 'c' }).expect(400);
    expect(weakSeed.body).toMatchObject({ code: 'seed/weak', rule: 'L-8', reason: 'format' }); // L-8
    expect(await store.headPosition()).toBe(registered); // no career started for a refused registration

    await client.act(tournamentId, 'StartTournament', {}).expect(401);
    const forbidden = await client.act(tournamentId, 'StartTournament', {}, entrant.seatToken).expect(403);
    expect(forbidden.body.code).toBe('organiser/token-invalid');
    await client
      .act(tournamentId, 'Disqualify', { careerId: entrant.careerId, reason: 'x' }, 'nope')
      .expect(403);
    await client.act(tournamentId, 'Dance', {}, organiserToken).expect(400);
    await client.act(tournamentId, 'PauseTournament', { reason: 'x' }, organiserToken).expect(422);
    await client.act(tournamentId, 'Disqualify', { careerId: entrant.careerId }, organiserToken).expect(422);
    await client.withdraw(tournamentId, entrant.careerId, 'x', 'not-a-seat').expect(403);
    await client
      .act('00000000-0000-4000-8000-000000000000', 'StartTournament', {}, organiserToken)
      .expect(404);
    expect(await store.headPosition()).toBe(registered);
    expect(created).toBeLessThan(registered);
  });

  it('T-PAUSE: while the tournament is paused its entrants’ careers wait (409 tournament/paused)', async () => {
    const { tournamentId, organiserToken } = (await client.create(SURVIVAL).expect(201)).body;
    const { careerId, seatToken } = (
      await client.register(tournamentId, { name: 'Kptlt. Warte' }).expect(201)
    ).body;
    await client.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
    await caughtUp(); // the standings know the entrant's tournament
    const seat = `Bearer ${seatToken as string}`;
    const read = (await client.get(`/api/careers/${careerId}`).set('Authorization', seat).expect(200)).body;
    const command = { commandId: 'after-the-pause', ...POLICIES.aggressive(read.state, read.pending) };
    const send = () =>
      request(http).post(`/api/careers/${careerId}/commands`).set('Authorization', seat).send(command);

    await client.act(tournamentId, 'PauseTournament', { reason: 'server move' }, organiserToken).expect(200);
    const head = await store.headPosition();
    const refused = await send().expect(409);
    expect(refused.body).toMatchObject({
      code: 'tournament/paused',
      message: expect.stringContaining('server move'),
    });
    expect(await tournamentStreamsAppendedAfter(head)).toEqual([]); // nothing appended

    await client.act(tournamentId, 'ResumeTournament', {}, organiserToken).expect(200);
    const answer = (await send().expect(200)).body;

    // A command sent before the pause and retried during it is answered again; a new one waits.
    await client.act(tournamentId, 'PauseTournament', { reason: 'again' }, organiserToken).expect(200);
    const paused = await store.headPosition();
    expect((await send().expect(200)).body).toEqual(answer);
    const next = (await client.get(`/api/careers/${careerId}`).set('Authorization', seat).expect(200)).body;
    const another = { commandId: 'during-the-pause', ...POLICIES.aggressive(next.state, next.pending) };
    const waits = await request(http)
      .post(`/api/careers/${careerId}/commands`)
      .set('Authorization', seat)
      .send(another)
      .expect(409);
    expect(waits.body.code).toBe('tournament/paused');
    expect(await store.headPosition()).toBe(paused);
  });

  it('T-PAUSE: the pause is written into each entrant’s career, which its audit replays; a finish releases it', async () => {
    const { tournamentId, organiserToken } = (await client.create(SURVIVAL).expect(201)).body;
    const entrants = [];
    for (const name of ['Kptlt. Halt', 'Kptlt. Weiter'])
      entrants.push((await client.register(tournamentId, { name }).expect(201)).body);
    await client.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
    const pause = { reason: 'storm over Lorient' };
    await client.act(tournamentId, 'PauseTournament', pause, organiserToken, 'the-pause').expect(200);
    await client.act(tournamentId, 'PauseTournament', pause, organiserToken, 'the-pause').expect(200); // a retry
    const held = async (careerId: string) => {
      const events = await store.readStream(`career-${careerId}`);
      return events.filter((e) => e.type === 'PlayHeld' || e.type === 'PlayResumed');
    };
    for (const { careerId } of entrants)
      expect(await held(careerId)).toEqual([
        expect.objectContaining({
          type: 'PlayHeld',
          data: { tournamentId, reason: 'storm over Lorient' },
          metadata: expect.objectContaining({ actor: 'tournament' }),
        }),
      ]);

    await client.act(tournamentId, 'FinishTournament', {}, organiserToken).expect(200);
    const [first] = entrants;
    expect((await held(first.careerId)).map((e) => e.type)).toEqual(['PlayHeld', 'PlayResumed']);
    const seat = `Bearer ${first.seatToken as string}`;
    const read = (await client.get(`/api/careers/${first.careerId}`).set('Authorization', seat).expect(200))
      .body;
    const command = { commandId: 'after-the-finish', ...POLICIES.aggressive(read.state, read.pending) };
    await request(http)
      .post(`/api/careers/${first.careerId}/commands`)
      .set('Authorization', seat)
      .send(command)
      .expect(200);
    const report = (await client.get(`/api/careers/${first.careerId}/audit`).expect(200)).body;
    expect(report).toMatchObject({ ok: true, findings: [] });
  });

  it('T-START: an entrant’s career waits for the start (409 tournament/not-started), appending nothing', async () => {
    const { tournamentId, organiserToken } = (await client.create(SURVIVAL).expect(201)).body;
    const { careerId, seatToken } = (await client.register(tournamentId, { name: 'Kptlt. Früh' }).expect(201))
      .body;
    const seat = `Bearer ${seatToken as string}`;
    const read = (await client.get(`/api/careers/${careerId}`).set('Authorization', seat).expect(200)).body;
    const command = { commandId: 'before-the-start', ...POLICIES.aggressive(read.state, read.pending) };
    const send = () =>
      request(http).post(`/api/careers/${careerId}/commands`).set('Authorization', seat).send(command);

    const head = await store.headPosition();
    const refused = await send().expect(409); // at once: the standings need not have seen the registration
    expect(refused.body).toEqual({
      statusCode: 409,
      code: 'tournament/not-started',
      message: expect.stringContaining('StartTournament'),
    });
    expect(await tournamentStreamsAppendedAfter(head)).toEqual([]);

    await client.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
    await send().expect(200);
  });

  it('writes a name that starts like a formula as text in results.csv', async () => {
    const { tournamentId } = (await client.create(SURVIVAL).expect(201)).body;
    await client.register(tournamentId, { name: '=HYPERLINK("http://x","click")' }).expect(201);
    await client.register(tournamentId, { name: '@SUM(A1)' }).expect(201);
    await caughtUp();
    const csv = (await client.get(`/api/tournaments/${tournamentId}/results.csv`).expect(200)).text;
    expect(csv).toContain(`,"'=HYPERLINK(""http://x"",""click"")",`);
    expect(csv).toContain(`,'@SUM(A1),`);
    expect(csv).not.toMatch(/(^|,)"?[=@]/m);
  });

  it('T-END-DATE: an agreed end date (5.1.2) is a term, and every entrant’s career ends there', async () => {
    const { tournamentId } = (await client.create({ ...SURVIVAL, endDate: '1944-06' }).expect(201)).body;
    const { careerId, seatToken } = (await client.register(tournamentId, { name: 'Kptlt. Kurz' }).expect(201))
      .body;
    const { body } = await client
      .get(`/api/careers/${careerId}`)
      .set('Authorization', `Bearer ${seatToken as string}`)
      .expect(200);
    expect(body.state.career.endDate).toBe('1944-06');
  });

  it('names the tournament an entrant’s career was entered in, to anyone; a solo career’s is none', async () => {
    const { tournamentId } = (await client.create(SURVIVAL).expect(201)).body;
    const { careerId } = (await client.register(tournamentId, { name: 'Kptlt. Named' }).expect(201)).body;
    const entered = await client.get(`/api/careers/${careerId}/tournament`).expect(200);
    expect(entered.body).toEqual({ careerId, tournamentId });
    const solo = await request(http)
      .post('/api/careers')
      .send({ uboatType: 'VIIC', startDate: '1943-07', kommandant: 'Kptlt. Solo' })
      .expect(201);
    const soloId = (solo.body as { careerId: string }).careerId;
    expect((await client.get(`/api/careers/${soloId}/tournament`).expect(200)).body.tournamentId).toBeNull();
    await client.get('/api/careers/no-such-career/tournament').expect(404);
  });

  it(`13.3: a survival tournament of ${ENTRANTS} bot entrants; spectators follow it; standings equal the event log's`, async () => {
    const { tournamentId, organiserToken } = (await client.create(SURVIVAL).expect(201)).body;
    const entrants: { careerId: string; seatToken: string }[] = [];
    for (let n = 1; n <= ENTRANTS; n++)
      entrants.push(
        (
          await client
            .register(tournamentId, { name: `Kptlt. ${n}`, playerSeed: drawnSeed(`e2e-${n}`) })
            .expect(201)
        ).body,
      );

    const watcher = spectator();
    await caughtUp();
    const joined = await watcher.join(tournamentId);
    expect(joined).toMatchObject({ ok: true, id: tournamentId });
    expect((joined.standings as { survival: unknown[] }).survival).toHaveLength(ENTRANTS);

    await client.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);
    const [leaver, ...sailing] = entrants;
    await client.withdraw(tournamentId, leaver.careerId, 'cannot make it', leaver.seatToken).expect(200);
    await inParallel(sailing, 5, (e) => playEntrant(http, e.careerId, e.seatToken));

    // The organiser rules on a disputed sinking and disqualifies an entrant.
    let adjudicated: string | undefined;
    for (const e of sailing) {
      const sunk = (await store.readStream(`career-${e.careerId}`)).find((ev) => ev.type === 'ShipSunk');
      if (!sunk) continue;
      const ruling = {
        kind: 'correctResult',
        revision: sunk.revision,
        field: 'tonnage',
        from: (sunk.data as { tonnage: number }).tonnage,
        to: 1,
      };
      // As the OpenAPI document describes it: no rulingId, which comes from the commandId.
      const adjudicate = {
        commandId: 'ruling-1',
        type: 'Adjudicate',
        data: { careerId: e.careerId, ruling, reason: 'disputed' },
      };
      const send = () =>
        request(http)
          .post(`/api/tournaments/${tournamentId}/actions`)
          .set('Authorization', `Bearer ${organiserToken as string}`)
          .send(adjudicate);
      const first = (await send().expect(200)).body;
      expect(first.events).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ rulingId: 'command:ruling-1' }) }),
      ]);
      expect((await send().expect(200)).body).toMatchObject({ revision: first.revision, replayed: true });
      adjudicated = e.careerId;
      break;
    }
    await client
      .act(
        tournamentId,
        'Adjudicate',
        {
          careerId: sailing[0].careerId,
          rulingId: 'r-2',
          ruling: { kind: 'voidEncounter', revision: 0 },
          reason: 'x',
        },
        organiserToken,
      )
      .expect(422);
    await client
      .act(
        tournamentId,
        'Disqualify',
        { careerId: sailing[1].careerId, reason: 'two accounts' },
        organiserToken,
      )
      .expect(200);
    await client.act(tournamentId, 'FinishTournament', {}, organiserToken).expect(200);
    await caughtUp();

    const { body } = await client.get(`/api/tournaments/${tournamentId}/standings`).expect(200);
    const recomputed = await recomputeStandings(store, tournamentId);
    expect(body.standings).toEqual(recomputed);
    // The ruling that changed a result shows beside the standings (T-ADJUDICATE).
    expect(body.rulings).toEqual([
      expect.objectContaining({ careerId: adjudicated, rulingId: 'command:ruling-1', reason: 'disputed' }),
    ]);
    expect(body.standings.phase).toBe('finished');
    const rows = body.standings.individual as {
      careerId: string;
      rank: number | null;
      standing: string;
      fate: string;
      tonnage: number;
    }[];
    expect(rows.find((r) => r.careerId === leaver.careerId)).toMatchObject({
      rank: null,
      standing: 'withdrawn',
    });
    expect(rows.find((r) => r.careerId === sailing[1].careerId)).toMatchObject({
      rank: null,
      standing: 'disqualified',
    });
    // only survivors rank; the winner is the first of them, or nobody.
    for (const r of rows) expect(r.rank !== null).toBe(r.standing === 'ranked');
    for (const r of rows.filter((x) => x.standing === 'ranked'))
      expect(['home', 'inPort', 'atSea']).toContain(r.fate);
    expect(body.standings.winner).toBe(rows[0].rank === 1 ? rows[0].careerId : null);

    // The tonnage of each entrant is the audit's (careerResult with the rulings), computed independently.
    for (const r of rows) {
      const events = await store.readStream(`career-${r.careerId}`);
      const rulings = (await store.readStream(rulingsStream(r.careerId))).map(
        (e) => (e.data as { ruling: never }).ruling,
      );
      expect(r.tonnage).toBe(careerResult(events, rulings).tonnage);
    }
    expect(adjudicated).toBeDefined(); // nineteen aggressive careers sink something
    expect((await store.readStream(rulingsStream(adjudicated as string))).length).toBe(1);

    // The spectator got the final standings, and never two updates within a second.
    const last = await watcher.reach(body.position, 5000);
    expect(last.standings).toEqual(body.standings);
    expect(watcher.misses).toBe(0);
    // How many updates came depends on how long the play took (at most one a second); that they carry only the
    // changes is tested on fixed boards in tournament.leaderboard-delta.unit.spec.ts.
    expect(watcher.messages.length).toBeGreaterThanOrEqual(1);
    const released = watcher.messages.map((m) => Date.parse(m.sentAt));
    for (let i = 1; i < released.length; i++)
      expect(released[i] - released[i - 1]).toBeGreaterThanOrEqual(1000);

    // Resume: a client already at the position gets no standings; one behind gets the current ones.
    const resumed = spectator();
    expect((await resumed.join(tournamentId, body.position)).standings).toBeUndefined();
    expect((await resumed.join(tournamentId, body.position - 1)).standings).toEqual(body.standings);

    // A rebuild from position 0 equals the live read model.
    const rebuilt = new MemoryDocumentStorage<StandingsDoc>();
    await new CheckpointedProjector(store, rebuilt, STANDINGS_PROJECTION, silent).rebuild();
    const live = app.get<DocumentStorage<StandingsDoc>>(STANDINGS_STORAGE);
    expect(await rebuilt.load(tournamentKey(tournamentId))).toEqual(
      await live.load(tournamentKey(tournamentId)),
    );

    // Exports.
    const csv = (await client.get(`/api/tournaments/${tournamentId}/results.csv`).expect(200)).text
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'rank,name,careerId,uboatType,pack,tonnage,shipsSunk,patrolsCompleted,fate,endReason,standing,reason,rulings',
    );
    expect(csv).toHaveLength(ENTRANTS + 1);
    const ruledRow = csv.find((line) => line.includes(adjudicated as string)) as string;
    expect(ruledRow).toMatch(
      /,command:ruling-1: tonnage of revision \d+ corrected from \d+ to 1 \(disputed\)$/,
    );
    expect(csv.filter((line) => line.includes('command:ruling-1'))).toHaveLength(1);
    const ndjson = (await client.get(`/api/tournaments/${tournamentId}/results.ndjson`).expect(200)).text
      .trim()
      .split('\n');
    expect(JSON.parse(ndjson[0])).toMatchObject({ type: 'tournament', phase: 'finished' });
    expect(ndjson.slice(1).map((l) => JSON.parse(l).careerId)).toEqual(rows.map((r) => r.careerId));

    // Nothing happens after the finish.
    await client.act(tournamentId, 'PauseTournament', { reason: 'late' }, organiserToken).expect(422);
  }, 60_000);
});
