import { useEffect, useState } from 'preact/hooks';
import { kommandantOf, SEATS, type DeadlineConsequence, type GameView, type Seat } from './game-view';
import { rich, t } from '../i18n/i18n';

/** The time left as `m:ss`, `h:mm:ss`, or with days (`6 d 23:59:59`) for the longest timeouts. */
const clock = (ms: number): string => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const days = d > 0 ? `${d} d ` : '';
  const hours = d > 0 || h > 0 ? `${d > 0 ? String(h).padStart(2, '0') : h}:` : '';
  const mm = String(m).padStart(hours ? 2 : 1, '0');
  return `${days}${hours}${mm}:${String(s % 60).padStart(2, '0')}`;
};

const strong = (chunks: unknown) => <strong>{chunks as string}</strong>;

/** What passing the deadline does to one seat, in the players' words (TP-TIMEOUT, TP-FORFEIT). */
function consequence(view: GameView, seat: Seat, me: Seat | null, what: DeadlineConsequence): string {
  const who = { you: seat === me, name: kommandantOf(view, seat) };
  if (what === 'roll') return t('game.deadline.roll', who);
  if (what === 'forfeit-manoeuvre') return t('game.deadline.forfeitManoeuvre', who);
  return t('game.deadline.forfeitGame', who);
}

/**
 * TP-TIMEOUT: the time left to the seats the game waits for, and what the deadline then does to each. The
 * deadline is the server's (the last event's time plus the game's timeout), shown alike to seats and spectators.
 */
export function Countdown({ view, me }: { readonly view: GameView; readonly me: Seat | null }) {
  const deadline = view.deadline;
  const at = deadline ? Date.parse(deadline.at) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  if (!deadline || Number.isNaN(at) || view.phase === 'over') return null;
  const then = SEATS.flatMap((seat) => {
    const what = deadline.seats[seat];
    return what ? [consequence(view, seat, me, what)] : [];
  }).join('; ');
  const left = at - now;
  return (
    <p class="game-countdown" role="timer" aria-live="off">
      {left > 0
        ? rich('game.countdown.left', { strong, clock: clock(left), then })
        : t('game.countdown.up', { then })}
    </p>
  );
}
