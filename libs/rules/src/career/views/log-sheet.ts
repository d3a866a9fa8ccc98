import type { EncounterKind } from '../../charts/encounter.types';
import type { RouteBox } from '../../charts/patrol-routes.types';
import type { Rank } from '../../charts/vocabulary';
import type { PortAward } from '../model/events-port';
import type { Wound } from '../model/state';

// The Patrol Log Sheet's entries (4.3), as log-sheet-log.ts folds them from the career's events: ids, never words
// (a screen names them in its language).

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

/** A man of the crew (10.6): a named member, or a generic box counted from 0 (null: the crew as a whole). */
export interface Crewman {
  readonly member: string;
  readonly box: number | null;
}

export interface CrewWoundEntry {
  readonly who: Crewman;
  readonly wound: Wound;
}

/** 11.1: an Experte gained (the [E6] result), or the crew's quality changed at the refit. */
export type CrewImprovement =
  | { readonly kind: 'improvement'; readonly result: string }
  | { readonly kind: 'quality'; readonly from: string; readonly to: string; readonly rule: string };

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
    readonly killed: readonly Crewman[];
    /** 11.1: Experte gained and crew quality changes at the refit after the patrol. */
    readonly improvements: readonly CrewImprovement[];
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

export type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };
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
