import type { MedDetectionRule } from '../../campaigns/beneath-the-med/escort';
import type { MedRoundEndRule } from '../../campaigns/beneath-the-med/rule-numbers';
import type {
  MedAircraft,
  MedAssignment,
  MedEncounter,
  MedRandomEventRolled,
  MedCrewInjured,
  MedSevereWoundsChecked,
  MedRepairsAttempted,
  MedRouteBox,
  MedStart,
} from './med';
import type { CampaignId, CampaignRef } from '../../campaigns';
import type {
  A1Result,
  A2Result,
  AttackRange,
  E2Result,
  E1ColumnId,
  EncounterKind,
  PatrolArea,
  Rank,
  RouteBox,
  UBoatType,
} from '../../charts';
import type { CareerEndReason } from './career-end';
import { PORT_EVENT_TYPES, type PortEvent } from './events-port';
import { MED_PORT_EVENT_TYPES, type MedPortEvent } from './events-med-port';
import type { Fittings } from './port';
import type { CareerSummary, VictoryLevel } from './service';
import { RANDOM_EVENT_EVENT_TYPES, type RandomEventEvent } from './events-random';
import { DAMAGE_EVENT_TYPES, type DamageEvent, type UBoatHit } from './events-damage';
import { REPLENISHMENT_EVENT_TYPES, type ReplenishmentEvent } from './events-special';
import { OPTIONAL_RULE_EVENT_TYPES, type OptionalRuleEvent } from './events-options';
import { WOLFPACK_EVENT_TYPES, type WolfpackEvent } from './events-wolfpack';
import { TOURNAMENT_HOLD_EVENT_TYPES, type TournamentHoldEvent } from './events-tournament';
import { MISSION_EVENT_TYPES, type MissionEvent } from './events-mission';
import type { ApproachRange } from './vocabulary';
import type { TubeEnd } from './commands';
import type { RecordedRoll } from './rolls';
import type { EncounterRollRecord, PatrolRecord, RuleApplied, StartRecord } from './records';
import type {
  AircraftWeapon,
  AttackKind,
  Base,
  CareerOptions,
  Posture,
  TargetShip,
  TimeOfDay,
  TorpedoLoadout,
  TorpedoType,
} from './state';

export type { RuleApplied };

/** CareerStarted in The Hunted (4.1-4.7): the U-boat type and the Kommandant. */
export interface HuntedStart extends StartRecord<UBoatType, Base, Rank> {
  /** The campaign and ruleset, when StartCareer named one; absent, The Hunted's ruleset 1 (DEFAULT_CAMPAIGN). */
  readonly campaign?: CampaignRef & { readonly id: 'the-hunted' };
  readonly options: CareerOptions;
  readonly torpedoes: TorpedoLoadout;
  /** 9.6.7, Q-BOLD: BOLD decoys aboard (three, from the type's BOLD date). */
  readonly boldDecoys: number;
  /** Q-EQUIP, Q-16: NAXOS from 12/43, a schnorchel on a boat new from 2/44, a standard Balkon-Gerät. */
  readonly fittings: Fittings;
}

/** PatrolAssigned in The Hunted (7.0-7.4). */
export interface HuntedAssignment extends PatrolRecord<PatrolArea, RouteBox, Base> {
  /** The [P1] roll; null when a permanent assignment (7.3.4, 7.3.5) replaces it. */
  readonly roll: RecordedRoll | null;
  readonly wolfpack: boolean;
  readonly mission: 'abwehr' | 'mines' | null;
  readonly rulesApplied: readonly RuleApplied[];
  /** 7.3.5: the 1d6 on receiving an Arctic assignment. */
  readonly permanentArcticRoll: RecordedRoll | null;
  readonly permanentAssignment: 'arctic' | 'mediterranean' | null;
  /** 7.3.7: the 1d6 of an Indian Ocean patrol of a type that may be based at Penang. */
  readonly penangRoll: RecordedRoll | null;
}

/** EncounterRolled in The Hunted (8.2): the box's column of [E1], with the kite's rolls (8.2.2). */
export interface HuntedEncounter extends EncounterRollRecord<E1ColumnId, EncounterKind> {
  /** 8.2.2: with the kite up, a first total of 5 is re-rolled once; this is the roll set aside. */
  readonly kiteRerolled: RecordedRoll | null;
  /** 8.2.2: an aircraft while the kite is up — it is cut loose and an officer is lost for the patrol. */
  readonly kiteCutLoose: {
    readonly roll: RecordedRoll;
    readonly officer: 'doctor' | 'secondWatchOfficer' | 'unnamedOfficer';
  } | null;
}

/** Each campaign's words in the four events every campaign shares (ARCHITECTURE.md "Campaigns"). */
interface CampaignEventData {
  readonly 'the-hunted': {
    readonly started: HuntedStart;
    readonly assigned: HuntedAssignment;
    readonly box: RouteBox;
    readonly rolled: HuntedEncounter;
    readonly aircraft: HuntedAircraft;
  };
  readonly 'beneath-the-med': {
    readonly started: MedStart;
    readonly assigned: MedAssignment;
    readonly box: MedRouteBox;
    readonly rolled: MedEncounter;
    readonly aircraft: MedAircraft;
  };
}

/** 4.0-4.7: the career starts, under the campaign it records (absent: The Hunted, DEFAULT_CAMPAIGN). */
export interface CareerStarted<C extends CampaignId = 'the-hunted'> {
  readonly type: 'CareerStarted';
  readonly data: CampaignEventData[C]['started'];
}

/** 5.1: the career is over; nothing more is decided. */
export interface CareerEnded {
  readonly type: 'CareerEnded';
  readonly data: {
    readonly reason: CareerEndReason;
    readonly rule: string;
    readonly detail: string;
    readonly tonnage: number;
    readonly patrolsCompleted: number;
    /** 5.2.2: from the tonnage; the U-boat captured is a Defeat whatever the tonnage. */
    readonly victoryLevel: VictoryLevel;
    readonly summary: CareerSummary | null;
  };
}

/** 6.1 step 1, 7.0: the patrol, its area and its route (the campaign's chart and boxes). */
export interface PatrolAssigned<C extends CampaignId = 'the-hunted'> {
  readonly type: 'PatrolAssigned';
  readonly data: CampaignEventData[C]['assigned'];
}

/** 8.0 (Beneath the Med 6.1 step 2): the boat enters the next box of its route. */
export interface TravelBoxEntered<C extends CampaignId = 'the-hunted'> {
  readonly type: 'TravelBoxEntered';
  readonly data: {
    readonly boxIndex: number;
    readonly box: CampaignEventData[C]['box'];
    readonly posture: Posture;
    readonly rolls: number;
    readonly kiteDeployed: boolean;
  };
}

/** 8.2 (Beneath the Med 6.1 step 2): one roll on the box's column of the campaign's encounter chart. */
export interface EncounterRolled<C extends CampaignId = 'the-hunted'> {
  readonly type: 'EncounterRolled';
  readonly data: CampaignEventData[C]['rolled'];
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
interface HuntedAircraft {
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
}

/** The Hunted 9.8.1, Beneath the Med 7.3.1: the crash-dive roll, and the air attacks it lets through. */
export interface AircraftEncountered<C extends CampaignId = 'the-hunted'> {
  readonly type: 'AircraftEncountered';
  readonly data: CampaignEventData[C]['aircraft'];
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
    /** 14.7.3: an Elite aircraft's strafing injures two crewmen. */
    readonly automaticCrewInjuries?: number;
    /** 14.7: how the aircraft's quality changed the [E3] result. */
    readonly rulesApplied?: readonly RuleApplied[];
  };
}

export interface UBoatSunk {
  readonly type: 'UBoatSunk';
  readonly data: {
    readonly rule: string;
    readonly cause: 'attack' | 'fido' | 'hull' | 'testDepth' | 'enemyTorpedo' | 'mine';
  };
}

type IdentifiedShip = TargetShip & { readonly rolls: readonly RecordedRoll[] };

/** 9.0, 9.1.4, 9.10: how the boat attacks; 7.2.2: a wolfpack boat rolls for the escorts once per engagement. */
export interface AttackApproachChosen {
  readonly type: 'AttackApproachChosen';
  readonly data: {
    readonly attack: AttackKind;
    /** 9.1.4; Extreme with 14.16. */
    readonly range: ApproachRange;
    /** 9.10: the generic escort added as a target column. */
    readonly escortTarget: TargetShip | null;
    /** Beneath the Med 11.6: the 1d6 for the generic escort's type (absent before the option, or without it). */
    readonly escortTypeRoll?: RecordedRoll;
    readonly wolfpackRoll: RecordedRoll | null;
    readonly wolfpack: 'busy' | 'focused' | null;
  };
}

/** 9.2.3-9.2.5: one torpedo and its [U1] roll. */
export interface TorpedoFired {
  readonly type: 'TorpedoFired';
  readonly data: {
    readonly end: TubeEnd;
    readonly tube: number;
    readonly torpedo: TorpedoType;
    readonly target: number;
    /** 2: the second salvo of a night surface attack (9.5.2). */
    readonly salvo: 1 | 2;
    /** Null when the target sank before this torpedo ran: it is spent all the same (9.4.2 example). */
    readonly roll: RecordedRoll | null;
    /** 9.2.5: a homing torpedo hits on this unmodified roll or less whatever the modifiers (Q-U1). */
    readonly homingFloor: number | null;
    readonly hit: boolean;
    /** 9.2.4: a FaT that missed a convoy ship rolls 2d6 unmodified; 2-3 hits another ship (Q-FAT). */
    readonly fatReroll: RecordedRoll | null;
    /** The ship the FaT found instead, identified as in 8.3; it becomes the next target column. */
    readonly newTarget: IdentifiedShip | null;
  };
}

/** 9.2.6: [U2] for a torpedo that hit. */
export interface TorpedoDudRolled {
  readonly type: 'TorpedoDudRolled';
  readonly data: { readonly target: number; readonly roll: RecordedRoll; readonly dud: boolean };
}

/** 9.3.3: one ammunition point on [U1]. */
export interface DeckGunFired {
  readonly type: 'DeckGunFired';
  readonly data: { readonly target: number; readonly roll: RecordedRoll | null; readonly hit: boolean };
}

/** 9.2.7: [U3] damage points; the ship moves up its column. */
export interface ShipDamaged {
  readonly type: 'ShipDamaged';
  readonly data: {
    readonly target: number;
    readonly weapon: 'torpedo' | 'deckGun';
    readonly roll: RecordedRoll;
    readonly points: number;
    /** Damage now on the ship, and the points that sink it. */
    readonly damage: number;
    readonly sinkPoints: number;
  };
}

/** 9.2.7, 9.2.8: the ship reached its sink points; its tonnage counts (5.2). */
export interface ShipSunk {
  readonly type: 'ShipSunk';
  readonly data: {
    readonly target: number;
    readonly name: string;
    readonly shipType: TargetShip['type'];
    readonly tonnage: number;
    /** Always false now (E-KC: the grade comes on return); true in older logs, where the cross came at sea. */
    readonly knightsCross: boolean;
  };
}

/** 9.4.2: the boat has fired what it wanted at unescorted ships this round. */
/** 9.4.2: vs unescorted ships nothing left to fire or every ship sunk; 9.4.3 (E-NOTHING-TO-FIRE): vs escorts. */
export interface CombatRoundEnded {
  readonly type: 'CombatRoundEnded';
  readonly data: { readonly rule: '9.4.2' | '9.4.3' | MedRoundEndRule };
}

/** 9.2.2 close-range check before firing, or 9.6.9 [E2], with the evasion declared before it (9.6.4, 9.6.7). */
export interface EscortDetectionRolled {
  readonly type: 'EscortDetectionRolled';
  readonly data: {
    readonly rule: '9.2.2' | '9.6.9' | '12.1' | MedDetectionRule;
    readonly roll: RecordedRoll;
    readonly result: E2Result;
    readonly bold: boolean;
  };
}

/** 9.6.4: one hull box, then 2d6 against the damaged hull boxes until the roll is higher (or the boat implodes). */
export interface TestDepthExceeded {
  readonly type: 'TestDepthExceeded';
  readonly data: {
    readonly rolls: readonly RecordedRoll[];
    /** Hull boxes marked after the dive. */
    readonly hull: number;
    readonly imploded: boolean;
    /** 14.15 #19 Keen judgement: the patrol's first dive below test depth costs nothing. */
    readonly keenJudgement?: true;
  };
}

/** 9.6.10: the escorts attack a detected boat: depth charges on [E3], or Hedgehog / Squid ([E3b]-[E3d]). */
export interface DepthCharged {
  readonly type: 'DepthCharged';
  readonly data: {
    /** null in Beneath the Med: depth charges only, [B4] (digest §1.4). */
    readonly specialCheck: RecordedRoll | null;
    readonly weapon: 'depthCharges' | 'hedgehog' | 'squid';
    /** [E3b] */
    readonly weaponRoll: RecordedRoll | null;
    /** [E3c]: does the Hedgehog hit. */
    readonly hedgehogHit: RecordedRoll | null;
    /** [E3], the Hedgehog damage roll of [E3c], or [E3d]; null for a Hedgehog miss. */
    readonly roll: RecordedRoll | null;
    readonly hits: number;
    readonly sunk: boolean;
    /** 14.6, 14.8: how escort quality and the evasive manoeuvres changed the [E3] result. */
    readonly rulesApplied?: readonly RuleApplied[];
  };
}

/** 9.2.10: empty tubes loaded from their section's reloads (end of an encounter, before an additional round or follow). */
export interface TubesReloaded {
  readonly type: 'TubesReloaded';
  readonly data: { readonly rule: '9.2.10'; readonly torpedoes: TorpedoLoadout };
}

/** 9.7: following one damaged ship (9.7.4, 9.7.6) or the group (9.7.7). */
export interface FollowAttempted {
  readonly type: 'FollowAttempted';
  readonly data: {
    readonly rule: string;
    readonly follow: 'damagedShip' | 'group';
    readonly ship: number | null;
    readonly roll: RecordedRoll | null;
    readonly contact: boolean;
    /** Whether the followed ships are still escorted (9.7.6). */
    readonly escorted: boolean;
    /** 9.7.5: damaged targets — the Kommandant chooses day or night, no roll. */
    readonly timeOfDay: TimeOfDay | null;
    /**
     * Beneath the Med 7.4.3: a convoy's damaged ships followed, by their place in the encounter: all of them, together,
     * or `ship` alone when they separated (absent: one ship followed by 7.4.2 or 7.4.5).
     */
    readonly ships?: readonly number[];
  };
}

/** The encounter is over and the boat goes on (8.2.5, 9.0, 9.7.7, 9.7.10). */
export interface EncounterEnded {
  readonly type: 'EncounterEnded';
  readonly data: {
    readonly rule: string;
    /** 'alreadySunk': [T5] gave a capital ship the career has sunk: no encounter (002 L3119). */
    readonly reason:
      'brokeOff' | 'escaped' | 'targetsGone' | 'contactLost' | 'noTorpedoFired' | 'alreadySunk';
  };
}

/** 9.9.1-9.9.2: which enemy submarine, and who fires first. */
export interface SubmarineEncountered {
  readonly type: 'SubmarineEncountered';
  readonly data: {
    readonly ship: IdentifiedShip;
    readonly initiative: RecordedRoll;
    readonly enemyFiresFirst: boolean;
  };
}

/** 9.9.5: the enemy submarine's two torpedoes; any hit that is not a dud sinks the U-boat. */
export interface EnemyTorpedoesFired {
  readonly type: 'EnemyTorpedoesFired';
  readonly data: {
    readonly range: AttackRange;
    readonly shots: readonly {
      readonly roll: RecordedRoll;
      readonly hit: boolean;
      readonly dudRoll: RecordedRoll | null;
      readonly dud: boolean;
    }[];
    readonly sunk: boolean;
  };
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
    /** Beneath the Med 7.2.7: the box the boat moved on to before this third extra round (absent: it stayed). */
    readonly movedToBox?: number;
  };
}

export interface StayedSurfaced {
  readonly type: 'StayedSurfaced';
  readonly data: { readonly rule: '9.8.7' | '9.8.9' };
}

export interface Dived {
  readonly type: 'Dived';
  /** Beneath the Med 7.3.3: the boat holds its AA fire and takes the attack submerging (Q-BTM-AA-HOLD). */
  readonly data: { readonly rule: '9.8.7' | '9.8.9' | '7.3.3' };
}

export interface PatrolCompleted {
  readonly type: 'PatrolCompleted';
  readonly data: {
    readonly number: number;
    readonly shipsSunk: number;
    /** 7.5.2: a ship sunk; on a special mission, the mission accomplished (7.4.5). */
    readonly success: boolean;
    readonly missionAccomplished: boolean | null;
    /** 10.9: the patrol was aborted (forced or voluntary); success still follows 7.5.2 and 7.4.5 (10.9.5). */
    readonly aborted: boolean;
    /** 10.9.6, E-ABORT-SHARE: the share of the route's [E1] rolls up to the box it aborted in (1: not aborted). */
    readonly patrolShare: number;
  };
}

/**
 * A career's events, typed by the campaign's words (ARCHITECTURE.md "Campaigns"): the default is The Hunted's, which
 * every part outside career/med plays; AnyCareerEvent is an event of either campaign, as a store holds them.
 */
export type CareerEvent<C extends CampaignId = 'the-hunted'> =
  | CareerStarted<C>
  | CareerEnded
  | PatrolAssigned<C>
  | TravelBoxEntered<C>
  | EncounterRolled<C>
  | ShipsIdentified
  | TimeOfDaySet
  | SwitchToNightAttempted
  | AttackDeclined
  | AircraftEncountered<C>
  | (C extends 'beneath-the-med'
      ? MedRandomEventRolled | MedCrewInjured | MedSevereWoundsChecked | MedRepairsAttempted
      : never)
  | FlakFired
  | AircraftAttacked
  | UBoatHit
  | UBoatSunk
  | AdditionalRoundRolled
  | StayedSurfaced
  | Dived
  | AttackApproachChosen
  | TorpedoFired
  | TorpedoDudRolled
  | DeckGunFired
  | ShipDamaged
  | ShipSunk
  | CombatRoundEnded
  | EscortDetectionRolled
  | TestDepthExceeded
  | DepthCharged
  | TubesReloaded
  | FollowAttempted
  | EncounterEnded
  | SubmarineEncountered
  | EnemyTorpedoesFired
  | PatrolCompleted
  | PortEvent
  | MedPortEvent
  | RandomEventEvent
  | DamageEvent
  | ReplenishmentEvent
  | OptionalRuleEvent
  | WolfpackEvent
  | TournamentHoldEvent
  | MissionEvent;

/** An event of a career of any campaign. */
export type AnyCareerEvent = CareerEvent<CampaignId>;

/** The events of an aircraft encounter (9.8), folded by combat/air/evolve-air-combat.ts. */
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

/** Stored event types: a storage contract, never renamed (ARCHITECTURE.md "The engine"). */
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
  'AttackApproachChosen',
  'TorpedoFired',
  'TorpedoDudRolled',
  'DeckGunFired',
  'ShipDamaged',
  'ShipSunk',
  'CombatRoundEnded',
  'EscortDetectionRolled',
  'TestDepthExceeded',
  'DepthCharged',
  'TubesReloaded',
  'FollowAttempted',
  'EncounterEnded',
  'SubmarineEncountered',
  'EnemyTorpedoesFired',
  ...RANDOM_EVENT_EVENT_TYPES,
  ...DAMAGE_EVENT_TYPES,
  ...PORT_EVENT_TYPES,
  ...MED_PORT_EVENT_TYPES,
  ...OPTIONAL_RULE_EVENT_TYPES,
  ...REPLENISHMENT_EVENT_TYPES,
  ...WOLFPACK_EVENT_TYPES,
  ...TOURNAMENT_HOLD_EVENT_TYPES,
  ...MISSION_EVENT_TYPES,
  'CareerEnded',
];
