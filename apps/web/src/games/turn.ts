import { faceHiddenRule, twoPlayerRule } from '@periscope/play/campaign-terms';
import { kommandantOf, type GameView, type Seat } from './game-view';
import { t } from '../i18n/i18n';
import { purposeName } from '../career/dice';

/** Whose move it is, in a player's words (13.1.2; Beneath the Med 10.1), for this seat or a spectator. */
export interface Turn {
  /** The seats that must act now. */
  readonly waitingFor: readonly Seat[];
  readonly mine: boolean;
  readonly text: string;
}

const offersOf = (view: GameView, seat: Seat) => view.pending.seats[seat] ?? [];

export function turnOf(view: GameView, me: Seat | null): Turn {
  const waitingFor = (['a', 'b'] as const).filter((s) => offersOf(view, s).length > 0);
  const mine = me !== null && waitingFor.includes(me);
  return { waitingFor, mine, text: turnText(view, me, waitingFor, mine) };
}

/** Before the patrols and after: a seat to take, the seeds (13.1.1), the end (13.1.3); Beneath the Med's 10.1. */
function phaseText(view: GameView): string | null {
  if (view.phase === 'over') return t('game.turn.over', { rule: twoPlayerRule(view.settings, 'winner') });
  if (view.phase === 'open') return t('game.turn.open');
  if (view.phase === 'seeding')
    return t('game.turn.seeding', { rule: twoPlayerRule(view.settings, 'start') });
  return null;
}

function turnText(view: GameView, me: Seat | null, waitingFor: readonly Seat[], mine: boolean): string {
  const phase = phaseText(view);
  if (phase) return phase;
  const offers = me ? offersOf(view, me) : [];
  if (mine && offers.some((o) => o.type === 'Roll'))
    return t('game.turn.roll', { rule: twoPlayerRule(view.settings, 'turns') });
  const faceHidden = { rule: faceHiddenRule(view.settings) };
  if (mine && offers.some((o) => o.type === 'CommitManoeuvre')) return t('game.turn.manoeuvre', faceHidden);
  if (mine) return t('game.turn.mine');
  if (waitingFor.length === 2) return t('game.turn.both', faceHidden);
  if (waitingFor.length === 1) {
    const seat = waitingFor[0];
    const roll = view.pending.awaitedRoll;
    const name = kommandantOf(view, seat);
    if (roll?.seat === seat)
      return t('game.turn.waitingRoll', { name, purpose: purposeName(roll.purpose), rule: roll.rule });
    return t('game.turn.waiting', { name });
  }
  const turn = view.turn;
  return turn
    ? t('game.turn.patrol', {
        you: turn === me,
        name: kommandantOf(view, turn),
        rule: twoPlayerRule(view.settings, 'turns'),
      })
    : t('game.turn.idle');
}

/** The tab's title: a player sees from another tab that it is his move. */
export function titleOf(view: GameView, me: Seat | null): string {
  const names = `${kommandantOf(view, 'a')} v ${kommandantOf(view, 'b')}`;
  if (view.phase === 'over') return t('game.title.over', { names });
  return turnOf(view, me).mine ? t('game.title.mine', { names }) : `${names} — periscope`;
}

/** 13.1.3 (Beneath the Med 10.1): who won, in words. */
export function resultText(view: GameView, me: Seat | null): string | null {
  const result = view.result;
  if (!result) return null;
  const rule = twoPlayerRule(view.settings, 'winner');
  if (result.winner === null) return t('game.result.draw', { rule });
  if (result.winner === me) return t('game.result.you', { rule });
  return t('game.result.won', { name: kommandantOf(view, result.winner), rule });
}
