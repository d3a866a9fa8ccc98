import { RuleRef } from '../ui/RuleRef';
import type { HeldGameSeat } from './game-seats';
import { kommandantOf, otherSeat, type GameView, type Seat } from './game-view';

const NUMBERS = [1, 2, 3, 4, 5, 6];

/**
 * 14.8.3: the evasive number set face hidden. This browser draws the salt, keeps the number and sends
 * sha256(`number:salt`) with the salt, which the server checks for strength and does not keep; once both players
 * have committed it uncovers the number by itself.
 */
export function ManoeuvreChoice({
  view,
  seat,
  busy,
  onChoose,
}: {
  readonly view: GameView;
  readonly seat: Seat;
  readonly busy: boolean;
  readonly onChoose: (n: number) => void;
}) {
  const uboat = view.turn === seat;
  return (
    <fieldset class="game-manoeuvre">
      <legend>
        {uboat ? 'Your evasive number' : 'The escort’s number'} (<RuleRef rule="14.8.3" />)
      </legend>
      <p class="hint">
        {uboat
          ? 'Pick the direction your boat turns under the depth charges. '
          : `Pick where your escort hunts ${kommandantOf(view, otherSeat(seat))}’s boat. `}
        Your number stays face hidden in this browser until both of you have chosen.
      </p>
      <div class="game-manoeuvre__numbers">
        {NUMBERS.map((n) => (
          <button key={n} type="button" disabled={busy} onClick={() => onChoose(n)}>
            {n}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** What a viewer knows of the manoeuvre: face hidden (committed), uncovered, or still to choose. */
export function ManoeuvreState({
  view,
  held,
}: {
  readonly view: GameView;
  readonly held: HeldGameSeat | undefined;
}) {
  const m = view.manoeuvres;
  if (!m || view.phase !== 'playing') return null;
  const line = (seat: Seat) => {
    const name = held?.seat === seat ? 'You' : kommandantOf(view, seat);
    const mine = held?.seat === seat && held.manoeuvre?.hash === m.hashes[seat];
    const number = m.numbers[seat] ?? (mine ? held?.manoeuvre?.number : undefined);
    if (m.numbers[seat] !== undefined) return `${name}: ${number}, uncovered`;
    if (m.hashes[seat]) return number ? `${name}: ${number}, face hidden` : `${name}: chosen, face hidden`;
    return `${name}: choosing…`;
  };
  return (
    <ul class="game-manoeuvre__state" aria-label="Evasive numbers (14.8.3)">
      <li>{line('a')}</li>
      <li>{line('b')}</li>
    </ul>
  );
}
