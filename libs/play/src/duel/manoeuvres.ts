import { createHash } from 'node:crypto';
import { rowFor, type CareerCommand, type ChartPack } from '@periscope/rules';
import type { GameEvent } from './events';
import type { DecisionDice } from './game-dice';
import { otherSeat, SEATS, type Seat } from './seats';
import { seatOf, type GameState } from './state';
import { gameViolation } from './violations';
import { faceHiddenRule } from '../campaign-terms';

// 14.8.3 (13.1.2): before the depth charges fall, the Kommandant picks his evasive number and the opponent the
// escort's, each on a die set face hidden, both uncovered at once: a commitment sha256(`${number}:${salt}`), then
// the number and salt. With both numbers the game sends the career's evasive manoeuvre command (TP-MANOEUVRE).
// Beneath the Med's 11.3 is the same in a two-player game (004 L2640-2642): its events cite it.

/** The evasive manoeuvres' own rule (14.8; Beneath the Med's 11.3) in the game played. */
const evasionRule = (state: GameState): '14.8' | '11.3' =>
  faceHiddenRule(state.settings) === '11.3' ? '11.3' : '14.8';

/** What a seat commits to: sha256 of `${number}:${salt}`, lowercase hex. */
export const manoeuvreHash = (number: number, salt: string): string =>
  createHash('sha256').update(`${number}:${salt}`).digest('hex');

/** The active career waits for the evasive manoeuvres (and no roll is awaited). */
export const manoeuvreDue = (state: GameState): boolean =>
  state.phase === 'playing' &&
  state.held === null &&
  state.turn !== null &&
  seatOf(state, state.turn).career.step.kind === 'evasiveManoeuvre';

/** The seat has committed, or its number is known without one (rolled for an absent opponent). */
export const settled = (state: GameState, seat: Seat): boolean =>
  state.manoeuvres?.hashes[seat] !== undefined || state.manoeuvres?.numbers[seat] !== undefined;

/** The seats whose number is still sealed or missing, for the pending list and the absent-opponent roll. */
export const unrevealed = (state: GameState): Seat[] =>
  manoeuvreDue(state) ? SEATS.filter((seat) => state.manoeuvres?.numbers[seat] === undefined) : [];

/** 14.8.3: the active player does not send the manoeuvre himself; both seats choose face hidden. */
export function guardManoeuvre(state: GameState): void {
  if (manoeuvreDue(state))
    throw gameViolation(
      faceHiddenRule(state.settings),
      'manoeuvre/choose-face-hidden',
      'Both seats choose their numbers face hidden: CommitManoeuvre, then RevealManoeuvre',
    );
}

export function commitManoeuvre(state: GameState, seat: Seat, hash: string): GameEvent[] {
  if (!manoeuvreDue(state))
    throw gameViolation(evasionRule(state), 'manoeuvre/not-due', 'No evasive manoeuvre is being chosen now');
  const rule = faceHiddenRule(state.settings);
  if (settled(state, seat))
    throw gameViolation(rule, 'manoeuvre/already-committed', `Seat ${seat} has committed`);
  return [{ type: 'ManoeuvreCommitted', data: { seat, hash: hash.toLowerCase(), rule } }];
}

export function revealManoeuvre(
  state: GameState,
  seat: Seat,
  { number, salt }: { number: number; salt: string },
): GameEvent[] {
  if (!manoeuvreDue(state))
    throw gameViolation(evasionRule(state), 'manoeuvre/not-due', 'No evasive manoeuvre is being chosen now');
  const hashes = state.manoeuvres?.hashes ?? {};
  const rule = faceHiddenRule(state.settings);
  if (state.manoeuvres?.numbers[seat] !== undefined)
    throw gameViolation(rule, 'manoeuvre/already-revealed', `Seat ${seat}'s number is known`);
  if (!settled(state, seat) || !settled(state, otherSeat(seat)))
    throw gameViolation(rule, 'manoeuvre/not-committed', 'Both seats commit before either reveals');
  if (manoeuvreHash(number, salt) !== hashes[seat])
    throw gameViolation(rule, 'manoeuvre/mismatch', `That number and salt are not seat ${seat}'s commitment`);
  return [{ type: 'ManoeuvreRevealed', data: { seat, number, salt, rule } }];
}

/** TP-FORFEIT: the escort's number that loses: the lowest whose direction is not the U-boat's (B12). */
export function forfeitManoeuvre(state: GameState, charts: ChartPack): GameEvent {
  const active = state.turn as Seat;
  const uboat = state.manoeuvres?.numbers[active] as number;
  const heading = rowFor(charts.B12.uboatChoice, uboat).result;
  const number =
    [1, 2, 3, 4, 5, 6].find((n) => n !== uboat && rowFor(charts.B12.escortRoll, n).result !== heading) ??
    (uboat % 6) + 1;
  return { type: 'ManoeuvreForfeited', data: { seat: otherSeat(active), number, rule: 'TP-FORFEIT' } };
}

/** TP-TIMEOUT: an absent seat's number is rolled, as the escort's is in solo play (14.8 step 2, 11.3). */
export function rollManoeuvre(state: GameState, seat: Seat, uboat: boolean, dice: DecisionDice): GameEvent {
  const rule = evasionRule(state);
  const firstNonce = dice.nextNonce;
  const roll = dice.roll('1d6', `${uboat ? "U-boat's" : "escort's"} evasive number (absent seat)`);
  return {
    type: 'ManoeuvreRolled',
    data: { seat, roll, dice: { firstNonce, nextNonce: dice.nextNonce }, rule },
  };
}

/** Both numbers, once known: the active player's (the U-boat's) and the opponent's (the escort's). */
export function chosenNumbers(state: GameState): { uboat: number; escort: number } | null {
  const numbers = state.manoeuvres?.numbers ?? {};
  const active = state.turn as Seat;
  const uboat = numbers[active];
  const escort = numbers[otherSeat(active)];
  return uboat !== undefined && escort !== undefined ? { uboat, escort } : null;
}

/** The career's command that takes both numbers (14.8.3: the escort's is the opponent's). */
export const manoeuvreCommand = ({ uboat, escort }: { uboat: number; escort: number }): CareerCommand => ({
  type: 'ChooseEvasiveManoeuvre',
  data: { uboatNumber: uboat, escortNumber: escort },
});
