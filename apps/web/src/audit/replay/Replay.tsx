import { useMemo } from 'preact/hooks';
import { isMedCareer } from '../../career/med/is-med';
import { Rulebook, rulebookOf } from '../../ui/rulebook';
import type { StoryEvent } from '../story/export-events';
import { Boards } from './Boards';
import { EventLine } from './EventLine';
import { foldCareer, indexAtLine, replayMarks } from './replay-model';
import { Stepper } from './Stepper';

interface Props {
  readonly events: readonly StoryEvent[];
  /** The line to open at (the first divergence, or a line chosen in the timeline). */
  readonly atLine?: number | null;
}

/** The career event by event, on the boards of the career screen as they stood after it, in its own game's rulebook. */
export function Replay({ events, atLine }: Props) {
  const folded = useMemo(() => foldCareer(events), [events]);
  const marks = useMemo(() => replayMarks(events), [events]);
  const med = useMemo(() => folded.states.some(isMedCareer), [folded]);
  return (
    <Rulebook.Provider value={rulebookOf(med)}>
      <Stepper
        count={folded.states.length}
        start={atLine ? indexAtLine(events, atLine) : 0}
        marks={marks}
        lineOf={(i) => events[i].line}
        describe={(i) => <EventLine event={events[i]} med={med} />}
        stoppedAt={folded.stoppedAt?.line ?? null}
      >
        {(i) => <Boards state={folded.states[i]} events={folded.events.slice(0, i + 1)} />}
      </Stepper>
    </Rulebook.Provider>
  );
}
