import { useEffect, useState } from 'preact/hooks';

const clock = (ms: number): string => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const mm = String(m).padStart(h > 0 ? 2 : 1, '0');
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s % 60).padStart(2, '0')}`;
};

/** TP-TIMEOUT: the time left before the server rolls for the absent opponent, counted from the last event. */
export function Countdown({ deadline, who }: { readonly deadline: number; readonly who: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const left = deadline - now;
  return (
    <p class="game-countdown" role="timer" aria-live="off">
      {left > 0 ? (
        <>
          The server rolls for {who} in <strong>{clock(left)}</strong> (TP-TIMEOUT).
        </>
      ) : (
        <>The time is up: the server rolls for {who} (TP-TIMEOUT).</>
      )}
    </p>
  );
}
