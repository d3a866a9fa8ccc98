import { useSignal } from '@preact/signals';
import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { CombatMat, RouteStrip, UBoatBoard } from '../../career/board';
import type { StoryEvent } from '../story/export-events';
import { EventLine } from './EventLine';
import { foldCareer, indexAtLine, replayMarks } from './replay-model';

interface Props {
  readonly events: readonly StoryEvent[];
  /** The line to open at (the first divergence, or a line chosen in the timeline). */
  readonly atLine?: number | null;
}

const STEP_KEYS: Record<string, (i: number, last: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  Home: () => 0,
  End: (_, last) => last,
};

/** The career event by event (issue 19 §3), on the boards of the career screen as they stood after it. */
export function Replay({ events, atLine }: Props) {
  const folded = useMemo(() => foldCareer(events), [events]);
  const marks = useMemo(() => replayMarks(events), [events]);
  const last = Math.max(folded.states.length - 1, 0);
  const index = useSignal(atLine ? Math.min(indexAtLine(events, atLine), last) : 0);
  const go = (i: number) => (index.value = Math.max(0, Math.min(last, i)));
  const i = index.value;
  const onKey = (e: JSX.TargetedKeyboardEvent<HTMLElement>) => {
    const step = STEP_KEYS[e.key];
    if (!step || (e.target as HTMLElement).matches('input, select')) return;
    e.preventDefault();
    go(step(i, last));
  };
  if (folded.states.length === 0) return <p class="hint">Nothing to replay: no event folds.</p>;
  return (
    <section class="panel audit-replay" aria-labelledby="audit-replay-title" onKeyDown={onKey}>
      <h2 id="audit-replay-title">Replay</h2>
      <p class="hint">Step with the arrow keys (Home and End for the first and last event).</p>
      <div class="audit-replay__controls" role="group" aria-label="Replay controls">
        <button type="button" onClick={() => go(0)} disabled={i === 0} aria-label="First event">
          First
        </button>
        <button type="button" onClick={() => go(i - 1)} disabled={i === 0} aria-label="Previous event">
          ◀ Previous
        </button>
        <input
          type="range"
          min={0}
          max={last}
          value={i}
          aria-label="Event"
          aria-valuetext={`event ${i + 1} of ${last + 1}`}
          onInput={(e) => go(Number(e.currentTarget.value))}
        />
        <button type="button" onClick={() => go(i + 1)} disabled={i === last} aria-label="Next event">
          Next ▶
        </button>
        <button type="button" onClick={() => go(last)} disabled={i === last} aria-label="Last event">
          Last
        </button>
        <label class="audit-replay__jump">
          <span>Jump to</span>
          <select value="" onChange={(e) => e.currentTarget.value && go(Number(e.currentTarget.value))}>
            <option value="">a patrol or an encounter…</option>
            {(['Patrols', 'Encounters'] as const).map((group) => (
              <optgroup key={group} label={group}>
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
      </div>
      <p class="audit-replay__now" aria-live="polite">
        Event {i + 1} of {last + 1} · line {events[i].line} · <EventLine event={events[i]} />
      </p>
      {folded.stoppedAt && (
        <p class="alert alert--error">
          The events stop folding at line {folded.stoppedAt.line}: the replay ends before it.
        </p>
      )}
      <div class="audit-replay__boards">
        <RouteStrip state={folded.states[i]} />
        <CombatMat state={folded.states[i]} events={folded.events.slice(0, i + 1)} />
        <UBoatBoard state={folded.states[i]} />
      </div>
    </section>
  );
}
