import type { INestApplication } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { commitment } from '@periscope/rules';
import request from 'supertest';
import type { App } from 'supertest/types';
import { EVENT_STORE } from '../apps/server/src/event-store/event-store.module';
import { GameIndexProjector } from '../apps/server/src/game-index/game-index.projector';
import { botSeat, DuelBotClient, GamesClient, playOverHttp, seatBots, TERMS } from './support/duel-driver';
import { e2eApp, e2eStores } from './support/e2e-app';
import { GAME_INDEX_PROJECTION } from '../apps/server/src/game-index/game-index.read-model';
import { headOf } from './support/categories-head';

// The lobby lists the two-player games in progress for spectators (docs/games.md "Watching"): both seats in, not
// over, newest activity first, with nothing secret in the list.

describe.each(e2eStores('games_in_progress'))(
  'GET /api/games: games in progress ($name store)',
  ({ open }) => {
    let app: INestApplication;
    let http: App;
    let store: EventStore;

    beforeAll(async () => {
      app = await e2eApp(open);
      await app.init();
      http = app.getHttpServer();
      store = app.get(EVENT_STORE);
    });
    afterAll(() => app.close());

    const caughtUp = async () =>
      app.get(GameIndexProjector).caughtUpTo(await headOf(store, GAME_INDEX_PROJECTION.categories));

    it('lists a game once both seats are in, with its Kommandants and tonnage, newest first; an open game is not listed and no secret is', async () => {
      const games = new GamesClient(http);
      const open = await games
        .create({ ...TERMS, kommandant: 'Kptlt. Alone', seedCommitment: commitment('alone') })
        .expect(201);
      const bots = [botSeat('a', 1), botSeat('b', 1)] as const;
      const older = await seatBots(games, [botSeat('a', 2), botSeat('b', 2)]);
      const seats = await seatBots(games, bots);
      await playOverHttp(
        seats.map((handle, i) => new DuelBotClient(games, handle, bots[i])),
        6,
      );
      await caughtUp();

      const { body, text } = await request(http).get('/api/games').expect(200);
      const ids = body.games.map((g: { gameId: string }) => g.gameId);
      expect(ids.indexOf(seats[0].gameId)).toBeLessThan(ids.indexOf(older[0].gameId));
      expect(ids).not.toContain(open.body.gameId);
      const { body: view } = await request(http).get(`/api/games/${seats[0].gameId}`).expect(200);
      expect(body.games[ids.indexOf(seats[0].gameId)]).toMatchObject({
        gameId: seats[0].gameId,
        phase: view.phase,
        uboatType: 'VIIC',
        kommandants: { a: 'Bot a', b: 'Bot b' },
        tonnage: { a: view.seats.a.career.tonnage, b: view.seats.b.career.tonnage },
        revision: view.revision,
      });
      for (const secret of [
        seats[0].seatToken,
        seats[1].seatToken,
        open.body.inviteCode,
        commitment(bots[0].seed),
        bots[0].seed,
      ])
        expect(text).not.toContain(secret);
    });

    it('refuses a limit out of range with a stable code', async () => {
      const { body } = await request(http).get('/api/games?limit=0').expect(400);
      expect(body.code).toBe('validation/invalid-input');
    });
  },
);
