import './support/memory-store.env';
import type { INestApplication } from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@periscope/event-store';
import { commitment } from '@periscope/rules';
import request from 'supertest';
import type { App } from 'supertest/types';
import { careerStream } from '../apps/server/src/common/streams';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { e2eApp } from './support/e2e-app';

// Beneath the Med (004 §10) in the tournaments and the two-player games: their careers start under it.

const MED_CAMPAIGN = { id: 'beneath-the-med', rulesetVersion: '3' };

describe('Beneath the Med tournaments and two-player games over HTTP', () => {
  let app: INestApplication;
  let http: App;
  let store: EventStore;

  beforeAll(async () => {
    app = await e2eApp(undefined);
    await app.init();
    http = app.getHttpServer();
    store = app.get(EVENT_STORE);
  });
  afterAll(() => app.close());

  const careerStart = async (careerId: string): Promise<RecordedEvent> =>
    (await store.readStream(careerStream(careerId)))[0] as RecordedEvent;

  it("10.4: a mixed tournament's entrants start Beneath the Med careers with their classes, from its month, under its options (§11)", async () => {
    const created = await request(http)
      .post('/api/tournaments')
      .send({
        name: 'Coppa Supermarina',
        organiser: 'Supermarina',
        campaign: 'beneath-the-med',
        preset: 'mixed',
        format: 'mixed',
        startDate: '1941-06',
        options: { historicalTargets: true, evasiveManoeuvres: 'escortRolled' }, // §11, each entrant's career
      })
      .expect(201);
    const { tournamentId } = created.body;
    expect(created.body.tournament.terms).toMatchObject({
      campaign: MED_CAMPAIGN,
      preset: 'mixed',
      endDate: '1943-08',
    });
    for (const [name, uboatType] of [
      ['C.C. Fecia di Cossato', 'Calvi'],
      ['T.V. Borghese', 'Adua'],
    ]) {
      const entered = await request(http)
        .post(`/api/tournaments/${tournamentId}/entrants`)
        .send({ name, uboatType })
        .expect(201);
      const start = await careerStart(entered.body.careerId);
      expect(start.type).toBe('CareerStarted');
      expect(start.data).toMatchObject({
        campaign: MED_CAMPAIGN,
        uboatType,
        startDate: '1941-06',
        options: { historicalTargets: true, evasiveManoeuvres: 'escortRolled' },
      });
    }
    const list = await request(http).get('/api/tournaments').expect(200);
    const summary = list.body.tournaments.find(
      (t: { tournamentId: string }) => t.tournamentId === tournamentId,
    );
    expect(summary).toMatchObject({ campaign: 'beneath-the-med', preset: 'mixed' });
  });

  it('10.2: a class or month of the other game is 400 naming its field; the long tournament refuses the Acciaio class', async () => {
    const terms = {
      name: 'Lunga',
      organiser: 'Supermarina',
      campaign: 'beneath-the-med',
      format: 'top-tonnage',
    };
    const vii = await request(http)
      .post('/api/tournaments')
      .send({ ...terms, uboatTypes: ['VIIC'], startDate: '1940-06' })
      .expect(400);
    expect(vii.body).toMatchObject({ code: 'command/invalid-field', field: 'data.terms.uboatTypes[0]' });
    const month = await request(http)
      .post('/api/tournaments')
      .send({ ...terms, uboatTypes: ['Marcello'], startDate: '1944-03' })
      .expect(400);
    expect(month.body).toMatchObject({ code: 'command/invalid-field', field: 'data.terms.startDate' });
    const acciaio = await request(http)
      .post('/api/tournaments')
      .send({ ...terms, preset: 'long', uboatTypes: ['Acciaio'], startDate: '1940-06' })
      .expect(422);
    expect(acciaio.body).toMatchObject({ code: 'tournament/invalid-terms', rule: '10.2' });
    const hunted = await request(http)
      .post('/api/tournaments')
      .send({
        name: 'Biscay',
        organiser: 'BdU',
        format: 'top-tonnage',
        uboatTypes: ['Perla'],
        startDate: '1943-07',
      })
      .expect(400);
    expect(hunted.body).toMatchObject({ code: 'command/invalid-field', field: 'data.terms.uboatTypes[0]' });
  });

  it("10.1: a two-player game's seats both start Beneath the Med careers with its class, month and options (11.3 chosen face hidden)", async () => {
    const seeds = { a: commitment('med seat a seed'), b: commitment('med seat b seed') };
    const entry = (seat: 'a' | 'b') => ({
      kommandant: `Comandante ${seat}`,
      seedCommitment: commitment(seeds[seat]),
    });
    const created = await request(http)
      .post('/api/games')
      .send({
        campaign: 'beneath-the-med',
        uboatType: 'Cagni',
        startDate: '1940-06',
        options: { evasiveManoeuvres: 'escortRolled' }, // 11.3: the game makes the escort's number the opponent's
        ...entry('a'),
      })
      .expect(201);
    const { gameId, inviteCode, seatToken } = created.body;
    const joined = await request(http)
      .post(`/api/games/${gameId}/join`)
      .send({ inviteCode, ...entry('b') })
      .expect(201);
    const tokens = { a: seatToken as string, b: joined.body.seatToken as string };
    for (const seat of ['a', 'b'] as const)
      await request(http)
        .post(`/api/games/${gameId}/commands`)
        .set('Authorization', `Bearer ${tokens[seat]}`)
        .send({ commandId: `reveal-${seat}`, type: 'RevealSeed', data: { seed: seeds[seat] } })
        .expect(200);
    const events = (await request(http).get(`/api/games/${gameId}/events`).expect(200)).body
      .events as RecordedEvent[];
    expect(events[0]?.data).toMatchObject({ settings: { campaign: MED_CAMPAIGN, uboatType: 'Cagni' } });
    const starts = events.filter((e) => e.type === 'CareerAdvanced');
    expect(starts).toHaveLength(2);
    for (const start of starts)
      expect((start.data as { events: RecordedEvent[] }).events[0]).toMatchObject({
        type: 'CareerStarted',
        data: {
          campaign: MED_CAMPAIGN,
          uboatType: 'Cagni',
          startDate: '1940-06',
          options: { evasiveManoeuvres: 'escortChosen' },
        },
      });
    const vii = await request(http)
      .post('/api/games')
      .send({ campaign: 'beneath-the-med', uboatType: 'VIIC', startDate: '1940-06', ...entry('a') })
      .expect(400);
    expect(vii.body).toMatchObject({ code: 'command/invalid-field', field: 'data.uboatType' });
  });
});
