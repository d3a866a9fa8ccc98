/// <reference lib="dom" />
import type { BrowserContext, Route } from 'playwright-core';
import {
  fold,
  initialState,
  pending,
  playGame,
  type GameEvent,
  type GameTerms,
  type Seat,
} from '@periscope/play/duel';
import { POLICIES } from '@periscope/rules';

// A two-player game (13.1) played to its end by two bots on seeded dice, served to the real web client in place of
// the server's API up to a chosen event, so that a browser test knows what the room shows. The client reads the
// game's events once (GET /api/games/<id>/events) and folds them itself; its live feed finds no such game and says
// so. Any other request of the game's API is an error: these tests look, they do not move.

const TERMS: Partial<GameTerms> = {
  endDate: '1943-07',
  opponentTimeoutSeconds: 600,
  options: { evasiveManoeuvres: 'escortChosen' },
};
const bot = (seat: Seat, n: number) => ({
  seat,
  policy: seat === 'a' ? POLICIES.aggressive : POLICIES.cautious,
  seed: `${'5eed'.repeat(8)}${seat}${n}`,
  secret: `scripted-secret-${seat}-${n}`,
});

/** The first seeded game that ends (13.1.3) after an evasive manoeuvre (14.8.3): always the same one. */
function endedGame(): readonly GameEvent[] {
  for (let n = 0; n < 60; n++) {
    const game = playGame([bot('a', n), bot('b', n)], { serverSeed: 'web-languages', terms: TERMS });
    if (game.stopped === 'over' && game.events.some((e) => e.type === 'ManoeuvreCommitted'))
      return game.events;
  }
  throw new Error('no seeded game ended after a manoeuvre');
}

export class ScriptedGame {
  readonly events = endedGame();
  /** What went wrong answering the client (a test checks it stays empty). */
  readonly errors: string[] = [];

  constructor(readonly gameId: string) {}

  /** How many events stand before the game first offers `seat` a command of `type`. */
  countWhere(seat: Seat, type: string): number {
    for (let count = 1; count <= this.events.length; count++) {
      const offers = pending(fold(this.events.slice(0, count), initialState())).seats[seat];
      if (offers.some((o) => o.type === type)) return count;
    }
    throw new Error(`the game never offers ${seat} ${type}`);
  }

  /** Answers this game's API in a browser context with its first `count` events, seat a held by this browser. */
  async serve(context: BrowserContext, count = this.events.length) {
    await context.addInitScript(
      ([id]) => {
        const held = {
          gameId: id,
          seat: 'a',
          seatToken: 'scripted-seat',
          kommandant: 'Bot a',
          seed: 'sealed in this browser',
          joinedAt: '2026-01-01T12:00:00.000Z',
        };
        localStorage.setItem('periscope.games.v1', JSON.stringify({ [id]: held }));
      },
      [this.gameId],
    );
    await context.route(`**/api/games/${this.gameId}/**`, (route) => this.answer(route, count));
  }

  private async answer(route: Route, count: number) {
    const request = route.request();
    const url = new URL(request.url());
    if (url.pathname === `/api/games/${this.gameId}/events` && request.method() === 'GET') {
      const from = Number(url.searchParams.get('from') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 1000);
      const start = Date.UTC(2026, 0, 1, 12);
      const events = this.events.slice(0, count).map((e, revision) => ({
        ...e,
        revision,
        position: revision + 1,
        recordedAt: new Date(start + revision * 1000).toISOString(),
        metadata: { at: new Date(start + revision * 1000).toISOString() },
      }));
      const body = JSON.stringify({ gameId: this.gameId, events: events.slice(from, from + limit) });
      return route.fulfill({ status: 200, contentType: 'application/json', body });
    }
    this.errors.push(`the client asked ${request.method()} ${url.pathname}, which this game does not answer`);
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"code":"scripted"}' });
  }
}
