import type { CareerEvent, EncounterKind, PortAward, Rank, RouteBox, Wound } from '@periscope/rules';
import type { ClientEvent } from '../events';
import { onEnd, writeOnPatrol } from './patrol-log-fold';

// The Patrol Log Sheet (4.3; the example sheet of the rules): one entry per patrol, folded from the career's events.

/** The sheet's header (4.3): the U-boat type, its ID and the Kommandant; the rank as it stands (11.2). */
export interface LogHeader {
  readonly kommandant: string;
  readonly uboatType: string;
  readonly uboatId: string | null;
  readonly rank: Rank | null;
  readonly startDate: string;
}

/** An [E1] result other than "no contact" (8.1), in the box it was met (1 = the first box of the route). */
export interface EncounterMet {
  readonly kind: EncounterKind;
  readonly box: number;
  readonly boxKind: string;
}

/** 9.2.7, 9.2.8: a ship sunk; its tonnage counts (5.2.1). */
export interface ShipSunkEntry {
  readonly patrol: number;
  /** The patrol month (the month it sailed): the sheet writes the targets on that row. */
  readonly month: string;
  readonly name: string;
  readonly type: string;
  readonly tonnage: number;
  readonly knightsCross: boolean;
}

/** How the patrol ended (7.5, 10.9, 10.10, 5.1). */
export type PatrolOutcome =
  | 'atSea'
  | 'returned'
  | 'aborted'
  | 'towed'
  | 'sunk'
  | 'scuttled'
  | 'captured'
  | 'lostAtSea'
  | 'kommandantKilled'
  | 'relieved';

export interface CrewWoundEntry {
  readonly who: string;
  readonly wound: Wound;
}

export interface PatrolEntry {
  readonly number: number;
  readonly sailed: string;
  /** 10.11.6: the patrol month and the months still at sea. */
  readonly atSea: readonly string[];
  /** The first month back in port; null while at sea or when the boat was lost. */
  readonly returned: string | null;
  readonly uboatType: string;
  readonly area: string;
  readonly routeId: string;
  /** 11.2.1: the area the Kommandant asked for, and whether it was granted. */
  readonly requested: { readonly area: string; readonly granted: boolean } | null;
  readonly wolfpack: boolean;
  readonly mission: 'abwehr' | 'mines' | null;
  readonly missionAccomplished: boolean | null;
  readonly encounters: readonly EncounterMet[];
  readonly ships: readonly ShipSunkEntry[];
  /** 11.4.10.5: a tanker's theoretical tonnage credited on this patrol. */
  readonly theoreticalTonnage: number;
  /** Ships' tonnage plus theoretical tonnage: what the patrol adds to the career's (5.2.1). */
  readonly tonnage: number;
  readonly damage: {
    /** 10.3: hull boxes marked when the patrol ended (the worst of it). */
    readonly hull: number;
    /** 10.1: the most flooding boxes marked at once. */
    readonly flooding: number;
    readonly hullHoled: boolean;
    /** 10.7: systems damaged, and those a failed repair left inoperative (10.8.5). */
    readonly systems: readonly string[];
    readonly inoperative: readonly string[];
  };
  readonly crew: {
    readonly wounds: readonly CrewWoundEntry[];
    readonly killed: readonly string[];
    /** 11.1: Experte gained and crew quality changes at the refit after the patrol. */
    readonly improvements: readonly string[];
  };
  readonly awards: readonly PortAward[];
  readonly promotion: Rank | null;
  readonly newBoat: { readonly uboatType: string; readonly reason: string } | null;
  readonly outcome: PatrolOutcome;
  /** The rule of the outcome (10.9 abort, 9.6.10 sunk, 10.10 scuttled…). */
  readonly outcomeRule: string | null;
  readonly abortReason: string | null;
  readonly successful: boolean | null;
}

/** 5.1, 5.2: the career's end. */
export interface CareerEnd {
  readonly reason: string;
  readonly rule: string;
  readonly detail: string;
  readonly tonnage: number;
  readonly victoryLevel: string;
}

export interface PatrolLogData {
  readonly header: LogHeader | null;
  readonly patrols: readonly PatrolEntry[];
  readonly ended: CareerEnd | null;
  readonly shipsSunk: number;
  readonly tonnage: number;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };
export type PatrolDraft = Mutable<Omit<PatrolEntry, 'damage' | 'crew'>> & {
  damage: Mutable<PatrolEntry['damage']>;
  crew: Mutable<PatrolEntry['crew']>;
  boxes: readonly RouteBox[];
};
export interface LogDraft {
  header: Mutable<LogHeader> | null;
  patrols: PatrolDraft[];
  ended: CareerEnd | null;
  /** 11.2.1: a PatrolRequested waits for the PatrolAssigned it precedes. */
  requested: PatrolDraft['requested'];
}

/** The Patrol Log Sheet of a career, from its events (a pure fold; unknown events are skipped). */
export function patrolLog(events: readonly ClientEvent[]): PatrolLogData {
  const draft: LogDraft = { header: null, patrols: [], ended: null, requested: null };
  for (const { type, data } of events) foldEvent(draft, { type, data } as CareerEvent);
  const patrols = draft.patrols.map(({ boxes: _boxes, ...entry }) => entry);
  return {
    header: draft.header,
    patrols,
    ended: draft.ended,
    shipsSunk: patrols.reduce((n, p) => n + p.ships.length, 0),
    tonnage: patrols.reduce((n, p) => n + p.tonnage, 0),
  };
}

function foldEvent(draft: LogDraft, event: CareerEvent): void {
  if (event.type === 'CareerStarted') return started(draft, event.data);
  if (event.type === 'PatrolRequested') {
    draft.requested = { area: event.data.area, granted: event.data.granted };
    return;
  }
  if (event.type === 'PatrolAssigned') return assigned(draft, event.data);
  const patrol = draft.patrols[draft.patrols.length - 1];
  if (event.type === 'CareerEnded') return onEnd(draft, patrol, event.data);
  if (patrol) writeOnPatrol(draft, patrol, event);
}

function started(draft: LogDraft, data: Extract<CareerEvent, { type: 'CareerStarted' }>['data']): void {
  const { kommandant, uboatType, uboatId, rank, startDate } = data;
  draft.header = { kommandant, uboatType, uboatId, rank, startDate };
}

function assigned(draft: LogDraft, data: Extract<CareerEvent, { type: 'PatrolAssigned' }>['data']): void {
  draft.patrols.push({
    number: data.number,
    sailed: data.date,
    atSea: [data.date],
    returned: null,
    uboatType: draft.header?.uboatType ?? '',
    area: data.area,
    routeId: data.routeId,
    requested: draft.requested,
    wolfpack: data.wolfpack,
    mission: data.mission,
    missionAccomplished: null,
    encounters: [],
    ships: [],
    theoreticalTonnage: 0,
    tonnage: 0,
    damage: { hull: 0, flooding: 0, hullHoled: false, systems: [], inoperative: [] },
    crew: { wounds: [], killed: [], improvements: [] },
    awards: [],
    promotion: null,
    newBoat: null,
    outcome: 'atSea',
    outcomeRule: null,
    abortReason: null,
    successful: null,
    boxes: data.boxes,
  });
  draft.requested = null;
}
