import { careerResult, type SubjectEvent } from '@periscope/audit';
import type { CampaignRef, VictoryLevel } from '@periscope/rules';
import { twoPlayerRule } from '../campaign-terms';
import type { CareerAdvanced, SeatForfeited } from './events';
import { winnerOf } from './state';
import { SEATS, type Seat } from './seats';

/** What a two-player game achieved, as the audit recomputes it and the server publishes it. */
export interface GameResult {
  readonly over: boolean;
  /** 13.1.3: the seat with the most tonnage once the game is over (TP-FORFEIT: the one that did not forfeit); null before, and for a draw (TP-TIE). */
  readonly winner: Seat | null;
  /** 5.2.1: each seat's tonnage, summed from its career's ShipSunk events (careerResult). */
  readonly tonnage: Readonly<Record<Seat, number>>;
  readonly shipsSunk: Readonly<Record<Seat, number>>;
  /** 5.2.2: each seat's level once its career has ended, else null. */
  readonly victoryLevel: Readonly<Record<Seat, VictoryLevel | null>>;
}

/** The rule of each figure of a GameResult, the game's own: The Hunted's 13.1.1 and 13.1.3, Beneath the Med's 10.1. */
export const gameResultRules = (
  terms: { readonly campaign?: CampaignRef } | null,
): Readonly<Record<string, string>> => ({
  over: twoPlayerRule(terms, 'start'),
  winner: twoPlayerRule(terms, 'winner'),
  tonnage: '5.2.1',
  shipsSunk: '5.2.1',
  victoryLevel: '5.2.2',
});

/** The game's result from its events: each seat's career rebuilt from the career events of its CareerAdvanced. */
export function gameResult(events: readonly { readonly type: string; readonly data: unknown }[]): GameResult {
  const careers: Record<Seat, SubjectEvent[]> = { a: [], b: [] };
  for (const event of events) {
    if (event.type !== 'CareerAdvanced') continue;
    const { seat, events: decided } = event.data as CareerAdvanced['data'];
    for (const { type, data } of decided) careers[seat]?.push({ revision: careers[seat].length, type, data });
  }
  const [a, b] = SEATS.map((seat) => careerResult(careers[seat]));
  const over = events.some((e) => e.type === 'GameEnded');
  const forfeited = events
    .filter((e) => e.type === 'SeatForfeited')
    .map((e) => (e.data as SeatForfeited['data']).seat);
  return {
    over,
    winner: over ? winnerOf({ a: a.tonnage, b: b.tonnage }, forfeited) : null,
    tonnage: { a: a.tonnage, b: b.tonnage },
    shipsSunk: { a: a.shipsSunk, b: b.shipsSunk },
    victoryLevel: { a: a.victoryLevel, b: b.victoryLevel },
  };
}
