import type { GameEvent } from '@periscope/play/duel/events';
import { evolve } from '@periscope/play/duel/evolve';
import { initialState, type GameState } from '@periscope/play/duel/state';
import type { ClientEvent } from '../../career/events';
import { careerEvents } from '../../games/game-events';
import { areaName, encounterName, monthName } from '../../ui/words';
import type { StoryEvent } from '../story/export-events';
import type { Mark } from './replay-model';
import { t } from '../../i18n/i18n';

/** The game after each of its events, folded with the duel decider's own evolve; where a fold failed, it stops. */
export interface FoldedGame {
  readonly states: readonly GameState[];
  readonly stoppedAt: StoryEvent | null;
}

export function foldGame(story: readonly StoryEvent[]): FoldedGame {
  const states: GameState[] = [];
  let state = initialState();
  for (const event of story) {
    try {
      state = evolve(state, event as unknown as GameEvent);
    } catch {
      return { states, stoppedAt: event };
    }
    states.push(state);
  }
  return { states, stoppedAt: null };
}

/** Each seat's career events up to and with the game's event `i`, as the career screen's components read them. */
export const seatEventsTo = (story: readonly StoryEvent[], i: number, seat: 'a' | 'b'): ClientEvent[] =>
  careerEvents(
    story
      .slice(0, i + 1)
      .map((e) => ({ revision: e.revision, position: e.line, type: e.type, data: e.data })),
    seat,
  );

interface Advanced {
  readonly seat: 'a' | 'b';
  readonly events: readonly { readonly type: string; readonly data: Record<string, never> }[];
}

/** Each patrol's start and each encounter (8.1) of either boat, by the game's event index. */
export function gameMarks(story: readonly StoryEvent[], names: Record<'a' | 'b', string>): Mark[] {
  const marks: Mark[] = [];
  const patrol = { a: 0, b: 0 };
  story.forEach((e, index) => {
    if (e.type !== 'CareerAdvanced') return;
    const { seat, events } = e.data as Advanced;
    for (const { type, data } of events) {
      if (type === 'PatrolAssigned') {
        patrol[seat] = data.number;
        const where = {
          name: names[seat],
          n: patrol[seat],
          area: areaName(data.area),
          month: monthName(data.date),
        };
        const label = t('audit.mark.boatPatrol', where);
        marks.push({ index, group: 'Patrols', label });
      } else if (type === 'EncounterRolled' && data.result !== 'none') {
        const what = { name: names[seat], n: patrol[seat], what: encounterName(data.result), line: e.line };
        const label = t('audit.mark.boatEncounter', what);
        marks.push({ index, group: 'Encounters', label });
      }
    }
  });
  return marks;
}
