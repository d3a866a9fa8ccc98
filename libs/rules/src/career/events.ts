import type {
  A1Result,
  A2Result,
  E1ColumnId,
  E4Damage,
  EncounterKind,
  PatrolArea,
  RouteBox,
  UBoatType,
  YearMonth,
} from '../charts';
import type { RecordedRoll } from './rolls';
import type {
  AircraftWeapon,
  Base,
  BoatSystem,
  CareerOptions,
  Posture,
  TargetShip,
  TimeOfDay,
  TorpedoLoadout,
} from './state';

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

/** 9.8.1: the crash-dive roll on [A1] and what the aircraft attacks with; 9.8.3: a new aircraft attacks at once. */
export interface AircraftEncountered {
  readonly type: 'AircraftEncountered';
  readonly data: {
    readonly rule: '9.8.1' | '9.8.3';
    /** 'encounter': met on [E1]; 'additionalRound': arrived on the additional-round roll after a flak miss. */
    readonly origin: 'encounter' | 'additionalRound';
    /** The [A1] roll; null for a new aircraft, which finds the boat without a crash dive (9.8.3). */
    readonly crashDive: RecordedRoll | null;
    readonly result: A1Result | null;
    readonly attacks: number;
    /** 1d6: on 1 the aircraft carries a special weapon (9.8.1); null when it does not attack. */
    readonly specialAttackCheck: RecordedRoll | null;
    /** The [E3a] roll (9.8.8). */
    readonly specialWeapon: RecordedRoll | null;
    readonly weapon: AircraftWeapon | null;
    /** Most attacks the aircraft can make: a Tsetse aircraft reloads while the hull is holed (9.8.8.2). */
    readonly maxAttacks: number;
    /** The boat may stay surfaced after the first round: VIIC Flak (9.8.7) or Biscay 5-7/43 (9.8.9). */
    readonly staySurfacedRule: '9.8.7' | '9.8.9' | null;
  };
}

/** 9.8.3-9.8.5, 11.4.7: flak fires at the aircraft at the same time as its attack. */
export interface FlakFired {
  readonly type: 'FlakFired';
  readonly data: {
    readonly rule: string;
    readonly gunsWorking: number;
    /** The [A2] rolls (VIIC Flak rolls twice, 11.4.7); none when no flak gun works (9.8.4: a miss). */
    readonly rolls: readonly RecordedRoll[];
    /** The best of the rolls for the boat. */
    readonly result: A2Result;
  };
}

/** 9.8.2, 9.8.8: one attack of the aircraft, [E3] at +2 (or [E3e] for FIDO); each hit is one UBoatHit. */
export interface AircraftAttacked {
  readonly type: 'AircraftAttacked';
  readonly data: {
    readonly rule: string;
    /** 1 for the aircraft's first attack. */
    readonly attack: number;
    readonly weapon: AircraftWeapon;
    /** The boat is on the surface (first attack, stayed surfaced, or holed hull): flak fires, crew on deck. */
    readonly surfaced: boolean;
    /** 9.8.9: 1d6 1-3 the aircraft attacks this boat, 4-6 another boat of the group. */
    readonly targetRoll: RecordedRoll | null;
    /** 11.4.7: in the VIIC Flak's second round it drops bombs only on 1d6 1-3. */
    readonly bombsRoll: RecordedRoll | null;
    /** [E3] or [E3e]; null when no bombs fall on this boat. */
    readonly roll: RecordedRoll | null;
    readonly hits: number;
    readonly sunk: boolean;
    /** 9.8.2, 9.8.8.4: the automatic crew injury of strafing. */
    readonly automaticCrewInjury: boolean;
  };
}

/** 9.6.11: one [E4] d66 roll for one hit, and what it did to the boat (10.1, 10.3, 10.7). */
export interface UBoatHit {
  readonly type: 'UBoatHit';
  readonly data: {
    readonly roll: RecordedRoll;
    /** The [E4] result as this type reads it (IXD-2 56 = autogiro, XIV 36/56 = oven). */
    readonly damage: E4Damage | 'autogiro' | 'oven';
    /** "x2" results count twice (9.6.11). */
    readonly times: 1 | 2;
    readonly effect: 'hull' | 'flooding' | 'crewInjury' | 'systemDamaged' | 'noEffect';
    /** Systems this hit damaged ('Flak gun(s)' damages every flak system, 10.7.4). */
    readonly systems: readonly BoatSystem[];
    /** The hull and flooding tracks after the hit. */
    readonly hull: number;
    readonly flooding: number;
    /** A 57 mm gun or rocket hull hit holes the hull (9.8.8.2, 9.8.8.3). */
    readonly hullHoled: boolean;
    readonly crewInjuries: number;
    /** The hull track's last box (10.3.2, 9.6.13). */
    readonly sunk: boolean;
    /** The flooding track's last box (10.1.2): surface and scuttle (10.10). */
    readonly forcedToSurface: boolean;
  };
}

export interface UBoatSunk {
  readonly type: 'UBoatSunk';
  readonly data: { readonly rule: string; readonly cause: 'attack' | 'fido' | 'hull' };
}

/** The additional-round table of [E1] (9.8.3: an undamaged aircraft shadows the boat). */
export interface AdditionalRoundRolled {
  readonly type: 'AdditionalRoundRolled';
  readonly data: {
    readonly rule: string;
    readonly roll: RecordedRoll;
    readonly result: EncounterKind;
    readonly aircraft: boolean;
    readonly escortArrives: boolean;
  };
}

export interface StayedSurfaced {
  readonly type: 'StayedSurfaced';
  readonly data: { readonly rule: '9.8.7' | '9.8.9' };
}

export interface Dived {
  readonly type: 'Dived';
  readonly data: { readonly rule: '9.8.7' | '9.8.9' };
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
  | AircraftEncountered
  | FlakFired
  | AircraftAttacked
  | UBoatHit
  | UBoatSunk
  | AdditionalRoundRolled
  | StayedSurfaced
  | Dived
  | PatrolCompleted;

/** The events of an aircraft encounter (9.8), folded by air-combat.ts. */
export type AirCombatEvent = Extract<
  CareerEvent,
  {
    type:
      | 'AircraftEncountered'
      | 'FlakFired'
      | 'AircraftAttacked'
      | 'UBoatHit'
      | 'UBoatSunk'
      | 'AdditionalRoundRolled'
      | 'StayedSurfaced'
      | 'Dived';
  }
>;

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
  'AircraftEncountered',
  'FlakFired',
  'AircraftAttacked',
  'UBoatHit',
  'UBoatSunk',
  'AdditionalRoundRolled',
  'StayedSurfaced',
  'Dived',
];
