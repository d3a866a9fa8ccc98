import { useMemo } from 'preact/hooks';
import { CombatMat, RouteStrip, UBoatBoard } from '../../career/board';
import type { StoryEvent } from '../story/export-events';
import { EventLine } from './EventLine';
import { foldCareer, indexAtLine, replayMarks } from './replay-model';
import { Stepper } from './Stepper';

interface Props {
  readonly events: readonly StoryEvent[];
  /** The line to open at (the first divergence, or a line chosen in the timeline). */
  readonly atLine?: number | null;
}

/** The career event by event, on the boards of the career screen as they stood after it. */
export function Replay({ events, atLine }: Props) {
  const folded = useMemo(() => foldCareer(events), [events]);
  const marks = useMemo(() => replayMarks(events), [events]);
  return (
    <Stepper
      count={folded.states.length}
      start={atLine ? indexAtLine(events, atLine) : 0}
      marks={marks}
      lineOf={(i) => events[i].line}
      describe={(i) => <EventLine event={events[i]} />}
      stoppedAt={folded.stoppedAt?.line ?? null}
    >
      {(i) => (
        <div class="audit-replay__boards">
          <RouteStrip state={folded.states[i]} />
          <CombatMat state={folded.states[i]} events={folded.events.slice(0, i + 1)} />
          <UBoatBoard state={folded.states[i]} />
        </div>
      )}
    </Stepper>
  );
}
