import { useSignal } from '@preact/signals';
import type { ComponentChildren, JSX } from 'preact';
import type { Mark } from './replay-model';
import { t } from '../../i18n/i18n';

interface Props {
  /** How many events fold (the replay's steps). */
  readonly count: number;
  /** The step to open at. */
  readonly start: number;
  readonly marks: readonly Mark[];
  /** The export's line of a step. */
  readonly lineOf: (i: number) => number;
  /** A step's event in words. */
  readonly describe: (i: number) => ComponentChildren;
  /** The line of the first event that would not fold, or null. */
  readonly stoppedAt: number | null;
  /** The boards as they stood after a step. */
  readonly children: (i: number) => ComponentChildren;
}

const STEP_KEYS: Record<string, (i: number, last: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Event by event: the buttons, the slider, the arrow keys and the jump to a patrol or encounter. A
 * button at an end is marked unavailable (aria-disabled), never disabled: keyboard focus stays on it at Home/End.
 */
export function Stepper({ count, start, marks, lineOf, describe, stoppedAt, children }: Props) {
  const last = Math.max(count - 1, 0);
  const index = useSignal(Math.min(start, last));
  const go = (i: number) => (index.value = Math.max(0, Math.min(last, i)));
  const i = index.value;
  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    const step = STEP_KEYS[e.key];
    if (!step || (e.target as HTMLElement).matches('input, select')) return;
    e.preventDefault();
    go(step(i, last));
  };
  if (count === 0) return <p class="hint">{t('audit.replay.nothing')}</p>;
  return (
    <section class="panel audit-replay" aria-labelledby="audit-replay-title" onKeyDown={onKey}>
      <h2 id="audit-replay-title">{t('audit.replay.title')}</h2>
      <p class="hint">{t('audit.replay.keys')}</p>
      <div class="audit-replay__controls" role="group" aria-label={t('audit.replay.controls')}>
        <button
          type="button"
          onClick={() => go(0)}
          aria-disabled={i === 0}
          aria-label={t('audit.replay.firstEvent')}
        >
          {t('audit.replay.first')}
        </button>
        <button
          type="button"
          onClick={() => go(i - 1)}
          aria-disabled={i === 0}
          aria-label={t('audit.replay.previousEvent')}
        >
          ◀ {t('tournament.board.previous')}
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={i}
          aria-label={t('audit.replay.event')}
          aria-valuetext={t('audit.replay.eventOf', { n: i + 1, of: last + 1 })}
          onInput={(e) => go(Number(e.currentTarget.value))}
        />
        <button
          type="button"
          onClick={() => go(i + 1)}
          aria-disabled={i === last}
          aria-label={t('audit.replay.nextEvent')}
        >
          {t('tournament.board.next')} ▶
        </button>
        <button
          type="button"
          onClick={() => go(last)}
          aria-disabled={i === last}
          aria-label={t('audit.replay.lastEvent')}
        >
          {t('audit.replay.last')}
        </button>
        <Jump marks={marks} go={go} />
      </div>
      <div class="audit-replay__now" aria-live="polite">
        {t('audit.replay.now', { n: i + 1, of: last + 1, line: lineOf(i) })} · {describe(i)}
      </div>
      {stoppedAt !== null && (
        <p class="alert alert--error">{t('audit.replay.stopped', { line: stoppedAt })}</p>
      )}
      {children(i)}
    </section>
  );
}

function Jump({ marks, go }: { readonly marks: readonly Mark[]; readonly go: (i: number) => void }) {
  return (
    <label class="audit-replay__jump">
      <span>{t('audit.replay.jump')}</span>
      <select value="" onChange={(e) => e.currentTarget.value && go(Number(e.currentTarget.value))}>
        <option value="">{t('audit.replay.jumpHint')}</option>
        {(['Patrols', 'Encounters'] as const).map((group) => (
          <optgroup key={group} label={t(`audit.replay.group.${group}`)}>
            {marks
              .filter((m) => m.group === group)
              .map((m) => (
                <option key={m.index} value={m.index}>
                  {m.label}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </label>
  );
}
