import type { E1ColumnId, EncounterKind, PatrolArea, RouteBox, UBoatType, YearMonth } from '../charts';
import type { RecordedRoll } from './rolls';
import type { Base, CareerOptions, Posture, TargetShip, TimeOfDay, TorpedoLoadout } from './state';

/** A rule that changed a chart result, recorded so that an auditor sees why (e.g. 7.3.2 Type VII → Atlantic). */
export interface RuleApplied {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

export interface CareerStarted {
  readonly type: 'CareerStarted';
  readonly data: {
    readonly uboatType: UBoatType;
    readonly uboatId: string | null;
    readonly kommandant: string;
    readonly startDate: YearMonth;
    readonly base: Base;
    readonly seedCommitment: string;
    readonly playerSeed: string;
    readonly options: CareerOptions;
    readonly chartPack: { readonly version: string; readonly hash: string };
    readonly torpedoes: TorpedoLoadout;
    readonly deckGunAmmo: number;
  };
}

export interface PatrolAssigned {
  readonly type: 'PatrolAssigned';
  readonly data: {
    readonly number: number;
    readonly date: YearMonth;
    /** The [P1] roll; null when a permanent assignment (7.3.4, 7.3.5) replaces it. */
    readonly roll: RecordedRoll | null;
    readonly area: PatrolArea;
    readonly wolfpack: boolean;
    readonly mission: 'abwehr' | 'mines' | null;
    readonly rulesApplied: readonly RuleApplied[];
    readonly routeId: string;
    readonly boxes: readonly RouteBox[];
    /** 7.3.5: the 1d6 on receiving an Arctic assignment. */
    readonly permanentArcticRoll: RecordedRoll | null;
    readonly permanentAssignment: 'arctic' | 'mediterranean' | null;
  };
}

export interface TravelBoxEntered {
  readonly type: 'TravelBoxEntered';
  readonly data: {
    readonly boxIndex: number;
    readonly box: RouteBox;
    readonly posture: Posture;
    readonly rolls: number;
  };
}

export interface EncounterRolled {
  readonly type: 'EncounterRolled';
  readonly data: {
    readonly boxIndex: number;
    readonly column: E1ColumnId;
    readonly roll: RecordedRoll;
    /** As printed on [E1]. */
    readonly printed: EncounterKind;
    /** What the boat meets after 8.1.6 (schnorchel) and 7.4.3 (invasion). */
    readonly result: EncounterKind;
    readonly rulesApplied: readonly RuleApplied[];
    /** 12.0: the first unmodified 12 of the patrol. */
    readonly randomEvent: boolean;
  };
}

export interface ShipsIdentified {
  readonly type: 'ShipsIdentified';
  readonly data: {
    readonly escorted: boolean;
    readonly ships: readonly (TargetShip & { readonly rolls: readonly RecordedRoll[] })[];
  };
}

export interface TimeOfDaySet {
  readonly type: 'TimeOfDaySet';
  readonly data: { readonly timeOfDay: TimeOfDay; readonly roll: RecordedRoll; readonly rule: string };
}

export interface SwitchToNightAttempted {
  readonly type: 'SwitchToNightAttempted';
  readonly data: { readonly roll: RecordedRoll; readonly outcome: 'night' | 'targetLost' };
}

export interface AttackDeclined {
  readonly type: 'AttackDeclined';
  readonly data: Record<string, never>;
}

export interface PatrolCompleted {
  readonly type: 'PatrolCompleted';
  readonly data: { readonly number: number; readonly shipsSunk: number; readonly success: boolean };
}

export type CareerEvent =
  | CareerStarted
  | PatrolAssigned
  | TravelBoxEntered
  | EncounterRolled
  | ShipsIdentified
  | TimeOfDaySet
  | SwitchToNightAttempted
  | AttackDeclined
  | PatrolCompleted;

export type CareerEventType = CareerEvent['type'];

/** Stored event types: a storage contract, never renamed (aesthetics §3.4). */
export const CAREER_EVENT_TYPES: readonly CareerEventType[] = [
  'CareerStarted',
  'PatrolAssigned',
  'TravelBoxEntered',
  'EncounterRolled',
  'ShipsIdentified',
  'TimeOfDaySet',
  'SwitchToNightAttempted',
  'AttackDeclined',
  'PatrolCompleted',
];
