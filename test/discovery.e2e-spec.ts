import { SQLITE_DIR } from './support/discovery-env';
import { rmSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import { createEventStore, type EventStore, type RecordedEvent } from '@periscope/event-store';
import { commitment } from '@periscope/rules';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CareerIndexProjector } from '../apps/server/src/career-index/career-index.projector';
import { ServerSeeds } from '../apps/server/src/common/server-seeds';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { simulate, drawnSeed } from './support/career-driver';
import { CareersClient, type Seat } from './support/careers-client';
import { GamesClient, TERMS } from './support/duel-driver';
import { e2eApp, e2eStores, QueuedSeeds } from './support/e2e-app';
import { TournamentsClient } from './support/tournament-driver';
import { CAREER_INDEX_PROJECTION } from '../apps/server/src/career-index/career-index.read-model';
import { headOf } from './support/categories-head';

afterAll(() => rmSync(SQLITE_DIR, { recursive: true, force: true }));

const SERVER_SEED = 'discovery-e2e-server-seed';
const ENDING_SEED = Array.from({ length: 500 }, (_, i) => drawnSeed(`discovery-${i}`)).find(
  (seed) => simulate(SERVER_SEED, seed).step.kind === 'ended',
) as string;
const SURVIVAL = {
  name: 'Discovery cup',
  organiser: 'BdU',
  format: 'survival',
  uboatTypes: ['VIIC'],
  startDate: '1943-07',
};

const stores = e2eStores('discovery', [
  {
    name: 'sqlite',
    open: () => createEventStore({ kind: 'sqlite', path: process.env.SQLITE_PATH as string }),
  },
]);

describe.each(stores)('GET /api/careers: discovery ($name store)', ({ open }) => {
  let app: INestApplication;
  let http: App;
  let store: EventStore;
  let careers: CareersClient;
  const seeds = new QueuedSeeds();

  beforeAll(async () => {
    app = await e2eApp(open, [ServerSeeds, seeds]);
    await app.init();
    http = app.getHttpServer();
    store = app.get(EVENT_STORE);
    careers = new CareersClient(http);
  });
  afterAll(() => app.close());

  const caughtUp = async () =>
    app.get(CareerIndexProjector).caughtUpTo(await headOf(store, CAREER_INDEX_PROJECTION.categories));
  const list = (query: string) => request(http).get(`/api/careers${query}`);

  /** Every page of a listing, following `next`; the pages' raw JSON too. */
  async function allPages(query: string) {
    const rows: Record<string, unknown>[] = [];
    const bodies: string[] = [];
    let cursor: string | null = null;
    do {
      const res: request.Response = await list(`?${query}${cursor ? `&cursor=${cursor}` : ''}`).expect(200);
      bodies.push(res.text);
      rows.push(...res.body.careers);
      cursor = res.body.next;
    } while (cursor);
    return { rows, bodies, ids: rows.map((r) => r.careerId) };
  }

  const eventsOf = async (seat: Seat): Promise<RecordedEvent[]> =>
    (await careers.get(`/api/careers/${seat.careerId}/events`).expect(200)).body.events;

  it('pages every career, newest activity first (tournaments’ careers too, games not), filtered by status, no secret in it', async () => {
    const playerSeed = drawnSeed('discovery-player-seed-never-listed');
    const b = await careers.started({ playerSeed, kommandant: 'Kptlt. B' });
    const tournaments = new TournamentsClient(http);
    const { tournamentId } = (await tournaments.create(SURVIVAL).expect(201)).body;
    const t: Seat = (await tournaments.register(tournamentId, { name: 'Kptlt. T' }).expect(201)).body;
    seeds.queue.push(SERVER_SEED);
    const c = await careers.started({ playerSeed: ENDING_SEED, kommandant: 'Kptlt. C' });
    await careers.play(c, c.pending);
    const a = await careers.started({ kommandant: 'Kptlt. A' });
    const games = new GamesClient(http);
    const { gameId } = (
      await games.create({ ...TERMS, kommandant: 'Kptlt. G', seedCommitment: commitment('g') }).expect(201)
    ).body;
    await careers.send(b, { type: 'AssignPatrol', data: {} }).expect(200);
    await caughtUp();

    const ours = [b, a, c, t].map((s) => s.careerId); // newest activity first
    const all = await allPages('status=all&limit=2');
    expect(all.ids.filter((id) => ours.includes(id as string))).toEqual(ours);
    expect(new Set(all.ids).size).toBe(all.ids.length);
    expect(all.ids).not.toContain(gameId);
    expect((await allPages('status=ended&limit=1')).ids).toEqual([c.careerId]);
    const active = await allPages('status=active&limit=3');
    expect(active.ids.filter((id) => ours.includes(id as string))).toEqual([b, a, t].map((s) => s.careerId));

    const events = await eventsOf(c);
    const ended = all.rows.find((r) => r.careerId === c.careerId);
    const { body: read } = await careers.get(`/api/careers/${c.careerId}`).expect(200);
    expect(ended).toEqual({
      careerId: c.careerId,
      campaign: 'the-hunted',
      kommandant: 'Kptlt. C',
      uboatType: 'VIIC',
      uboatId: read.state.career.uboatId,
      date: read.state.career.date,
      base: read.state.career.base,
      status: 'ended',
      endReason: (events.at(-1)?.data as { reason: string }).reason,
      step: { kind: 'ended' },
      patrolsCompleted: read.state.patrolsCompleted,
      tonnage: read.state.tonnage,
      shipsSunk: events.filter((e) => e.type === 'ShipSunk').length,
      lastActivity: events.at(-1)?.recordedAt,
      revision: events.length - 1,
    });

    const listed = all.bodies.join('\n');
    for (const secret of [
      b.seatToken,
      t.seatToken,
      c.seatToken,
      a.seatToken,
      SERVER_SEED,
      ENDING_SEED,
      playerSeed,
    ])
      expect(listed).not.toContain(secret);
  });

  it('defaults to every career, 20 at most a page', async () => {
    const { body } = await list('').expect(200);
    expect(body.careers.length).toBeGreaterThan(0);
    expect(body.careers.length).toBeLessThanOrEqual(20);
  });

  it.each([
    'status=running',
    'limit=0',
    'limit=101',
    'limit=ten',
    'limit=2.5',
    'cursor=not*a*cursor',
    'cursor=abc',
    `cursor=${Buffer.from('before:-3').toString('base64url')}`,
    'other=1',
  ])('refuses ?%s with 400 validation/invalid-input', async (query) => {
    const { body } = await list(`?${query}`).expect(400);
    expect(body).toMatchObject({ statusCode: 400, code: 'validation/invalid-input' });
  });
});
