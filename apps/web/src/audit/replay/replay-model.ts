import { evolve, initialState, type CareerEvent, type CareerState } from '@periscope/rules';
import type { ClientEvent } from '../../career/events';
import { areaName, encounterName, monthName } from '../../ui/words';
import type { StoryEvent } from '../story/export-events';
import { t } from '../../i18n/i18n';

/** The career after each of its events, folded with the engine's evolve; where a fold failed, it stops. */
export interface Folded {
  readonly states: readonly CareerState[];
  /** The events as the career screen's components read them. */
  readonly events: readonly ClientEvent[];
  /** The first event that would not fold, or null. */
  readonly stoppedAt: StoryEvent | null;
}

export function foldCareer(story: readonly StoryEvent[]): Folded {
  const states: CareerState[] = [];
  let state = initialState();
  for (const event of story) {
    try {
      state = evolve(state, event as unknown as CareerEvent);
    } catch {
      return { states, events: clientEvents(story.slice(0, states.length)), stoppedAt: event };
    }
    states.push(state);
  }
  return { states, events: clientEvents(story), stoppedAt: null };
}

const clientEvents = (story: readonly StoryEvent[]): ClientEvent[] =>
  story.map((e) => ({ revision: e.revision, position: e.line, type: e.type, data: e.data, recordedAt: '' }));

/** A place to jump to: each patrol's start and each encounter (8.1), by event index. */
export interface Mark {
  readonly index: number;
  readonly group: 'Patrols' | 'Encounters';
  readonly label: string;
}

export function replayMarks(story: readonly StoryEvent[]): Mark[] {
  const marks: Mark[] = [];
  let patrol = 0;
  story.forEach((e, index) => {
    const data = e.data as Record<string, never>;
    if (e.type === 'PatrolAssigned') {
      patrol = data.number;
      marks.push({
        index,
        group: 'Patrols',
        label: t('audit.patrol', { n: patrol, area: areaName(data.area), month: monthName(data.date) }),
      });
    } else if (e.type === 'EncounterRolled' && data.result !== 'none')
      marks.push({
        index,
        group: 'Encounters',
        label: t('audit.mark.encounter', { n: patrol, what: encounterName(data.result), line: e.line }),
      });
  });
  return marks;
}

/** The index of the event at a line, or of the first event after it. */
export const indexAtLine = (story: readonly StoryEvent[], line: number): number => {
  const i = story.findIndex((e) => e.line >= line);
  return i < 0 ? story.length - 1 : i;
};
