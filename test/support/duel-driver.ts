import { createHash } from 'node:crypto';
import {
  botCommand,
  botManoeuvre,
  playGame,
  type BotSeat,
  type GameCommand,
  type GameTerms,
  type PlayedGame,
  type Seat,
} from '@periscope/play/duel';
import { commitment, POLICIES } from '@periscope/rules';
import request, { type Response } from 'supertest';
import type { App } from 'supertest/types';

/** A seat of a game as its player holds it: the game, the seat, and the token sent once. */
export interface SeatHandle {
  gameId: string;
  seat: Seat;
  seatToken: string;
}

export const TERMS = { uboatType: 'VIIC', startDate: '1943-07' };

/** The games API as a player's client uses it. */
export class GamesClient {
  private sent = 0;

  constructor(private readonly http: App) {}

  create(body: object): request.Test {
    return request(this.http).post('/api/games').send(body);
  }

  join(gameId: string, body: object): request.Test {
    return request(this.http).post(`/api/games/${gameId}/join`).send(body);
  }

  send(handle: SeatHandle, command: object, token = handle.seatToken): request.Test {
    return request(this.http)
      .post(`/api/games/${handle.gameId}/commands`)
      .set('Authorization', `Bearer ${token}`)
      .send({ commandId: `cmd-${++this.sent}`, ...command });
  }

  get(path: string, token?: string): request.Test {
    const req = request(this.http).get(path);
    return token === undefined ? req : req.set('Authorization', `Bearer ${token}`);
  }
}

/** A bot's seed and secret; both bots of game `n` are found by `endingGame`. */
export const botSeat = (seat: Seat, n: number): BotSeat => ({
  seat,
  policy: seat === 'a' ? POLICIES.aggressive : POLICIES.cautious,
  // 256 bits in hex: the server refuses a seed under 128.
  seed: createHash('sha256').update(`duel-e2e-${seat}-${n}`).digest('hex'),
  secret: `duel-e2e-secret-${seat}-${n}`,
});

/**
 * The first game number whose bots play a game to its end with this server seed and terms, and which `wanted`
 * accepts (played by the decider alone, as the server will play it).
 */
export function endingGame(
  serverSeed: string,
  terms: Partial<GameTerms> = {},
  wanted: (game: PlayedGame) => boolean = () => true,
  tries = 100,
): number {
  for (let n = 0; n < tries; n++) {
    const game = playGame([botSeat('a', n), botSeat('b', n)], { serverSeed, terms });
    if (game.stopped === 'over' && wanted(game)) return n;
  }
  throw new Error(`no game of ${tries} ends as wanted with server seed ${serverSeed}`);
}

/** A game command as a seat sends it over the wire: a career command by its own type. */
export const wire = (command: GameCommand): { type: string; data: unknown } =>
  command.type === 'Play' ? command.data.command : { type: command.type, data: command.data };

/** Sets up a game over HTTP: bot a creates, bot b joins with the invite code. */
export async function seatBots(
  client: GamesClient,
  bots: readonly [BotSeat, BotSeat],
  terms: object = {},
): Promise<[SeatHandle, SeatHandle]> {
  const entry = (bot: BotSeat) => ({ kommandant: `Bot ${bot.seat}`, seedCommitment: commitment(bot.seed) });
  const created = await client.create({ ...TERMS, ...terms, ...entry(bots[0]) }).expect(201);
  const { gameId, inviteCode } = created.body;
  const joined = await client.join(gameId, { inviteCode, ...entry(bots[1]) }).expect(201);
  return [
    { gameId, seat: 'a', seatToken: created.body.seatToken },
    { gameId, seat: 'b', seatToken: joined.body.seatToken },
  ];
}

/** A bot at a seat over HTTP: it reads the game as its seat sees it and sends what the bot picks. */
export class DuelBotClient {
  constructor(
    private readonly client: GamesClient,
    readonly handle: SeatHandle,
    private readonly bot: BotSeat,
  ) {}

  /** What the bot sends next, as the wire body without its commandId; null when the seat waits. */
  async next(): Promise<{ type: string; data: unknown } | null> {
    const { gameId, seat, seatToken } = this.handle;
    const { body: view } = await this.client.get(`/api/games/${gameId}`, seatToken).expect(200);
    const offers = view.pending.seats[seat];
    const botView = { offers, career: view.seats[seat]?.career, nextNonce: view.nextNonce };
    const command = botCommand(botView, this.bot);
    if (command?.type === 'CommitManoeuvre') {
      // 14.8.3: the server checks the salt at the commit, then records the hash alone.
      const { salt } = botManoeuvre(botView, this.bot);
      return { type: command.type, data: { ...command.data, salt } };
    }
    return command && wire(command);
  }

  /** One command if the seat has one, over HTTP: its answer; null when the seat waits. */
  async step(): Promise<Response | null> {
    const command = await this.next();
    return command && this.client.send(this.handle, command);
  }
}

/**
 * The bots take turns at sending what their seats are offered, until neither has anything to send, a command is
 * refused, or `maxCommands`; returns how many were sent and the last answer.
 */
export async function playOverHttp(bots: readonly DuelBotClient[], maxCommands = 3000) {
  let sent = 0;
  let last: Response | undefined;
  while (sent < maxCommands) {
    let moved = false;
    for (const bot of bots) {
      const answer = await bot.step();
      if (!answer) continue;
      last = answer;
      sent += 1;
      moved = true;
      if (answer.status !== 200) return { sent, last };
    }
    if (!moved) break;
  }
  return { sent, last };
}
