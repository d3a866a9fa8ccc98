import { createHash } from 'node:crypto';
import {
  defaultChartPack,
  pending as careerPending,
  type CareerState,
  type ChartPack,
  type Policy,
} from '@periscope/rules';
import type { GameCommand } from './commands';
import { manoeuvreHash } from './manoeuvres';
import { pending, type SeatOffer } from './pending';
import type { Seat } from './seats';
import { seatOf, type GameState } from './state';

/** A bot at a seat: its policy sails the boat; as the opponent it always rolls; its seed and secret are its own. */
export interface BotSeat {
  readonly seat: Seat;
  readonly policy: Policy;
  /** The seed it committed to. */
  readonly seed: string;
  /** Never sent: it picks and salts the bot's evasive numbers (14.8.3). */
  readonly secret: string;
}

/** What a bot needs to see: its seat's offers, its career, and where the game's dice are (GET /games/:id has all). */
export interface BotView {
  readonly offers: readonly SeatOffer[];
  readonly career: CareerState;
  readonly nextNonce: number;
}

export const botViewOf = (state: GameState, seat: Seat, charts: ChartPack = defaultChartPack): BotView => ({
  offers: pending(state, charts).seats[seat],
  career: seatOf(state, seat).career,
  nextNonce: state.nextNonce,
});

/** 14.8.3: the bot's number for this manoeuvre (1-6) and its salt, from its secret and the game's dice position. */
export function manoeuvreOf(view: BotView, bot: BotSeat): { number: number; salt: string } {
  const salt = createHash('sha256').update(`${bot.secret}:${view.nextNonce}`).digest('hex');
  return { number: 1 + (parseInt(salt.slice(0, 8), 16) % 6), salt };
}

/** The bot's next command, or null while it has nothing to do (the game waits for the other seat, or is over). */
export function botCommand(
  view: BotView,
  bot: BotSeat,
  charts: ChartPack = defaultChartPack,
): GameCommand | null {
  const { seat } = bot;
  const offer = view.offers[0];
  if (!offer) return null;
  switch (offer.type) {
    case 'RevealSeed':
      return { type: 'RevealSeed', seat, data: { seed: bot.seed } };
    case 'Roll':
      return { type: 'Roll', seat, data: {} };
    case 'CommitManoeuvre': {
      const { number, salt } = manoeuvreOf(view, bot);
      return { type: 'CommitManoeuvre', seat, data: { hash: manoeuvreHash(number, salt) } };
    }
    case 'RevealManoeuvre':
      return { type: 'RevealManoeuvre', seat, data: manoeuvreOf(view, bot) };
    default:
      return {
        type: 'Play',
        seat,
        data: { command: bot.policy(view.career, careerPending(view.career, charts)) },
      };
  }
}
