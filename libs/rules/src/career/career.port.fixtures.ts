import { defaultChartPack, type ChartPack, type PatrolArea, type UBoatType, type YearMonth } from '../charts';
import { ScriptedDice, type DiceScript } from '../dice';
import { patrolThrough, started } from './career.fixtures';
import type { CareerEvent, PatrolCompleted } from './model/events';
import { evolve, fold } from './evolve';
import { refitStep } from './port/refit';
import { initialState, type Career, type CareerState, type Crew, type Wound } from './model/state';

// Given a patrol just completed (the refit is the next step) / When the automatic refit runs / Then its events.

export interface Ended {
  readonly uboatType?: UBoatType;
  /** The patrol's month. */
  readonly date?: YearMonth;
  readonly success?: boolean;
  readonly shipsSunk?: number;
  readonly area?: PatrolArea;
  /** 10.9.6: the share of the patrol made before it was aborted (1: not aborted). */
  readonly share?: number;
  /** Changes to the state before the patrol ends: damage, wounds, rank, service. */
  readonly change?: (state: CareerState) => CareerState;
}

export const withCareer = (state: CareerState, change: Partial<Career>): CareerState => ({
  ...state,
  career: { ...(state.career as Career), ...change },
});

export const withCrew = (state: CareerState, change: Partial<Crew>): CareerState =>
  withCareer(state, { crew: { ...(state.career as Career).crew, ...change } });

export const wounded = (wound: Wound, expert = false) => ({ wound, expert });

/** A career whose first patrol, in `date`, has just ended: the refit is next. */
export function patrolEnded({
  uboatType = 'VIIC',
  date = '1943-07',
  success = false,
  shipsSunk = 0,
  area = 'atlantic',
  share = 1,
  change = (s) => s,
}: Ended = {}): CareerState {
  const assigned = patrolThrough([area], date) as Extract<CareerEvent, { type: 'PatrolAssigned' }>;
  const patrol = { ...assigned, data: { ...assigned.data, area } };
  const given = change(fold([started(uboatType, date), patrol], initialState()));
  const completed: PatrolCompleted = {
    type: 'PatrolCompleted',
    data: {
      number: 1,
      shipsSunk,
      success,
      missionAccomplished: null,
      aborted: share < 1,
      patrolShare: share,
    },
  };
  return evolve(given, completed);
}

/** Runs the automatic refit until a decision (or its end); every scripted die must be used. */
export function refit(
  state: CareerState,
  script: DiceScript = [],
  charts: ChartPack = defaultChartPack,
): { events: CareerEvent[]; state: CareerState } {
  const dice = new ScriptedDice(script);
  const events: CareerEvent[] = [];
  while (state.step.kind === 'refit') {
    const next = refitStep(state, dice, charts);
    if (next.length === 0) break;
    events.push(...next);
    state = next.reduce(evolve, state);
  }
  expect(dice.remaining).toBe(0);
  return { events, state };
}

type DataOf<T extends CareerEvent['type']> =
  Extract<CareerEvent, { type: T }> extends { data: infer D } ? D : never;

/** The data of the one event of this type. */
export function one<T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T): DataOf<T> {
  const found = events.filter((e) => e.type === type);
  expect(found).toHaveLength(1);
  return found[0].data as DataOf<T>;
}

export const none = (events: readonly CareerEvent[], type: CareerEvent['type']) =>
  expect(events.filter((e) => e.type === type)).toHaveLength(0);
