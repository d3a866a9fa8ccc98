import './support/tournament-env';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { PostgresEventStore } from '@periscope/event-store/postgres/postgres.event-store';
import {
  databaseUrlOrSkip,
  dropSchema,
  uniqueSchema,
} from '@periscope/event-store/postgres/postgres.test-support';
import { POLICIES } from '@periscope/rules';
import request from 'supertest';
import type { App } from 'supertest/types';
import { AppModule } from '../apps/server/src/app.module';
import { configureApp } from '../apps/server/src/configure-app';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { TournamentsClient } from './support/tournament-driver';

// T-PAUSE across processes (docs/tournaments.md "An entrant's command"): two server instances (two Nest apps in the test's process) on one PostgreSQL schema, each
// with its own kept career folds and its own knowledge of started tournaments. The organiser pauses on one; the
// entrant's next command, on the other, which read his career before the pause, is refused all the same: the pause
// is in the career's own stream, and its revision is the fence.

const url = databaseUrlOrSkip('a tournament paused on one server, played on another');
const schema = uniqueSchema('pause');
if (url) afterAll(() => dropSchema(url, schema));
const describeOnPostgres = url ? describe : describe.skip;

const SURVIVAL = {
  name: 'Paused elsewhere',
  organiser: 'BdU',
  format: 'survival',
  uboatTypes: ['VIIC'],
  startDate: '1943-07',
};

async function server(): Promise<INestApplication> {
  const open = () => PostgresEventStore.open({ connectionString: url as string, schema });
  const module = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(EVENT_STORE)
    .useFactory({ factory: open })
    .compile();
  const app = configureApp(module.createNestApplication({ logger: false }));
  await app.init();
  return app;
}

describeOnPostgres('T-PAUSE on two server instances (postgres store)', () => {
  let organiserSide: INestApplication;
  let seatSide: INestApplication;

  beforeAll(async () => {
    organiserSide = await server();
    seatSide = await server();
  });
  afterAll(async () => {
    await seatSide?.close();
    await organiserSide?.close();
  });

  it('a pause answered on one server refuses the entrant’s next command on the other; a resume lets it through', async () => {
    const organiser = new TournamentsClient(organiserSide.getHttpServer());
    const { tournamentId, organiserToken } = (await organiser.create(SURVIVAL).expect(201)).body;
    const { careerId, seatToken } = (
      await organiser.register(tournamentId, { name: 'Kptlt. Anderswo' }).expect(201)
    ).body;
    await organiser.act(tournamentId, 'StartTournament', {}, organiserToken).expect(200);

    const seatHttp: App = seatSide.getHttpServer();
    const seat = `Bearer ${seatToken as string}`;
    const next = async (commandId: string) => {
      const read = await request(seatHttp)
        .get(`/api/careers/${careerId}`)
        .set('Authorization', seat)
        .expect(200);
      return { commandId, ...POLICIES.aggressive(read.body.state, read.body.pending) };
    };
    const send = (command: object) =>
      request(seatHttp).post(`/api/careers/${careerId}/commands`).set('Authorization', seat).send(command);
    await send(await next('before-the-pause')).expect(200); // the seat's process keeps the career's fold

    const waiting = await next('during-the-pause');
    await organiser
      .act(tournamentId, 'PauseTournament', { reason: 'the other server' }, organiserToken)
      .expect(200);
    const refused = await send(waiting).expect(409);
    expect(refused.body).toMatchObject({
      code: 'tournament/paused',
      message: expect.stringContaining('the other server'),
    });

    await organiser.act(tournamentId, 'ResumeTournament', {}, organiserToken).expect(200);
    await send(waiting).expect(200);
  });
});
