import { careerResult, type SubjectEvent } from '@periscope/audit';
import {
  evolve as evolveCareer,
  initialState as newCareer,
  type CareerEvent,
  type CareerState,
  type VictoryLevel,
} from '@periscope/rules';

/** The Kommandant's decorations (11.3), as the career keeps them. */
type Decorations = NonNullable<CareerState['career']>['decorations'];

/** One point of a career's tonnage over time: the tonnage counted at the end of a patrol (5.2.1, 7.5). */
export interface TonnagePoint {
  readonly patrol: number;
  readonly date: string;
  readonly tonnage: number;
}

/** A career as a player page shows it: the boat, the result, the decorations, the tonnage patrol by patrol. */
export interface CareerProfile {
  readonly kommandant: string;
  readonly uboatType: string;
  readonly uboatId: string | null;
  readonly startDate: string;
  readonly date: string;
  readonly rank: string;
  /** Each boat commanded, in order (11.4: a new boat in Germany). */
  readonly boats: readonly string[];
  readonly patrols: number;
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly ended: boolean;
  readonly victoryLevel: VictoryLevel | null;
  readonly decorations: Decorations | null;
  readonly tonnageOverTime: readonly TonnagePoint[];
}

const boatOf = (state: CareerState) => {
  const career = state.career;
  return career ? `${career.uboatType}${career.uboatId ? ` ${career.uboatId}` : ''}` : '';
};

/** Folds a career's stream with the rules' own evolve (ARCHITECTURE.md "The engine"); null before it started. */
export function careerProfile(
  events: readonly { readonly type: string; readonly data: unknown }[],
): CareerProfile | null {
  let state = newCareer();
  let startDate = '';
  const boats: string[] = [];
  const tonnageOverTime: TonnagePoint[] = [];
  for (const event of events) {
    state = evolveCareer(state, event as CareerEvent) ?? state;
    const boat = boatOf(state);
    if (boat && boats.at(-1) !== boat) boats.push(boat);
    if (!startDate && state.career) startDate = state.career.date;
    if (event.type === 'PatrolCompleted' && state.career)
      tonnageOverTime.push({
        patrol: state.patrolsCompleted,
        date: state.career.date,
        tonnage: state.tonnage,
      });
  }
  const career = state.career;
  if (!career) return null;
  const subject: SubjectEvent[] = events.map(({ type, data }, revision) => ({ revision, type, data }));
  const result = careerResult(subject);
  return {
    kommandant: career.kommandant,
    uboatType: career.uboatType,
    uboatId: career.uboatId,
    startDate,
    date: career.date,
    rank: career.rank,
    boats,
    patrols: state.patrolsCompleted,
    tonnage: result.tonnage,
    shipsSunk: result.shipsSunk,
    ended: result.ended,
    victoryLevel: result.victoryLevel,
    decorations: career.decorations,
    tonnageOverTime,
  };
}
