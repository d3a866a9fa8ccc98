import { faceHiddenRule } from '@periscope/play/campaign-terms';
import { RuleRef } from '../ui/RuleRef';
import type { HeldGameSeat } from './game-seats';
import { kommandantOf, otherSeat, type GameView, type Seat } from './game-view';
import { t } from '../i18n/i18n';

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
        {t(uboat ? 'game.manoeuvre.uboat' : 'game.manoeuvre.escort')} (
        <RuleRef rule={faceHiddenRule(view.settings)} />)
      </legend>
      <p class="hint">
        {uboat
          ? t('game.manoeuvre.uboatHint')
          : t('game.manoeuvre.escortHint', { name: kommandantOf(view, otherSeat(seat)) })}{' '}
        {t('game.manoeuvre.hidden')}
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
    const name = held?.seat === seat ? t('game.you') : kommandantOf(view, seat);
    const mine = held?.seat === seat && held.manoeuvre?.hash === m.hashes[seat];
    const number = m.numbers[seat] ?? (mine ? held?.manoeuvre?.number : undefined);
    if (m.numbers[seat] !== undefined) return t('game.manoeuvre.uncovered', { name, n: number });
    if (m.hashes[seat])
      return number
        ? t('game.manoeuvre.faceHidden', { name, n: number })
        : t('game.manoeuvre.chosen', { name });
    return t('game.manoeuvre.choosing', { name });
  };
  return (
    <ul
      class="game-manoeuvre__state"
      aria-label={t('game.manoeuvre.state', { rule: faceHiddenRule(view.settings) })}
    >
      <li>{line('a')}</li>
      <li>{line('b')}</li>
    </ul>
  );
}
