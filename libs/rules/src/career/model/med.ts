import type { CampaignRef } from '../../campaigns';
import type { A4Result } from '../../campaigns/beneath-the-med/charts';
import type { MedRandomEventId } from '../../campaigns/beneath-the-med/air-events';
import type { B5Damage, MedSystem } from '../../campaigns/beneath-the-med/escort';
import type {
  A3Result,
  A3Section,
  MedArea,
  MedBase,
  MedBoxKind,
  MedClass,
  MedCrewQuality,
  MedMission,
  MedRank,
  MedRouteId,
  MedTorpedo,
} from '../../campaigns/beneath-the-med';
import type { SlcHarbour, SlcTargetShip } from '../../campaigns/beneath-the-med/slc';
import type { MedCrewRole, MedWoundSeverity } from '../../campaigns/beneath-the-med/damage';
import type { CareerRecord, EncounterRollRecord, PatrolRecord, StartRecord } from './records';
import type { Wound } from './wound';
import type { AbortReason } from './vocabulary';
import type { RecordedRoll } from './rolls';
import type {
  MedAwards,
  MedCrewSkills,
  MedPatrolTally,
  MedReassignment,
  MedRefit,
  MedService,
} from './med-port';
import type { MedOptions } from './med-options';
import type { MedForceQuality } from '../../campaigns/beneath-the-med/option-rules';

/*
 * Beneath the Med's data in the career's shared events and state (ARCHITECTURE.md "Campaigns"): the same
 * CareerStarted, PatrolAssigned, TravelBoxEntered and EncounterRolled as The Hunted's, with the words of its own
 * charts where the two games differ.
 */

/** A career of Beneath the Med records its campaign: an event with none is The Hunted's. */
export type MedCampaignRef = CampaignRef & { readonly id: 'beneath-the-med' };

/** 4.5 steps 4-5: one torpedo per tube box, the rest in each end's reload box. */
export interface MedTorpedoLoad {
  readonly bowTubes: readonly MedTorpedo[];
  readonly sternTubes: readonly MedTorpedo[];
  readonly bowReloads: readonly MedTorpedo[];
  readonly sternReloads: readonly MedTorpedo[];
}

/** CareerStarted in Beneath the Med (4.0-4.7, 6.6, 7.9.3): the class (`uboatType`) and the Comandante. */
export interface MedStart extends StartRecord<MedClass, MedBase, MedRank> {
  readonly campaign: MedCampaignRef;
  /** 6.6: the 1d10 of a long-range class (null: the Mediterranean, no roll). */
  readonly baseRoll: RecordedRoll | null;
  /** 6.4: a boat based at BETASOM from the start sails its first patrol from Italy through Gibraltar. */
  readonly firstPatrolFromItaly: boolean;
  /** 4.4.2 step 2. */
  readonly crewQuality: MedCrewQuality;
  readonly torpedoes: MedTorpedoLoad;
  /** 4.5 step 3: the 1d6 for G7e when the player tried for them. */
  readonly g7eRoll: RecordedRoll | null;
  /** §11: the optional rules chosen (absent in a career started before they were played: every one off). */
  readonly options: MedOptions;
}

/** A box of the patrol's route, as it will be rolled for encounters (6.1 step 2). */
export interface MedRouteBox {
  readonly kind: MedBoxKind;
  /** The patrol's area on an on-station box; null on Transit, Bay of Biscay and Gibraltar boxes. */
  readonly area: MedArea | null;
  readonly rolls: number;
}

/** PatrolAssigned in Beneath the Med (6.1 step 1, 6.2-6.5, 7.9.1). */
export interface MedAssignment extends PatrolRecord<MedArea, MedRouteBox, MedBase> {
  readonly mission: MedMission | null;
  readonly routeId: MedRouteId;
  /** 7.9.1: the area the Comandante asked for, his 1d6 and whether it was granted; null: he did not ask. */
  readonly request: {
    readonly area: MedArea;
    readonly roll: RecordedRoll;
    readonly granted: boolean;
  } | null;
  /** A1a or A1b, the column and 2d6, each roll again before the last (6.4); none on a Singapore run (6.5). */
  readonly rolls: readonly RecordedRoll[];
  readonly chart: 'A1a' | 'A1b' | null;
  /** 6.2.2, 6.5: the months at sea (the first, then "P"). */
  readonly months: number;
}

/** AircraftEncountered in Beneath the Med (7.3.1): the crash-dive roll on [A4] and the air attacks it brings. */
export interface MedAircraft {
  readonly rule: '7.3.1';
  readonly crashDive: RecordedRoll;
  readonly result: A4Result;
  /** 7.3.3: one attack on [B4], two on a modified 1; none after a clean crash dive (7.3.2). */
  readonly attacks: number;
}

/** RandomEventRolled in Beneath the Med (9.2): the [B10] roll on the patrol's first 12 on [A3] (9.1). */
export interface MedRandomEventRolled {
  readonly type: 'RandomEventRolled';
  readonly data: { readonly chart: 'B10'; readonly roll: RecordedRoll; readonly event: MedRandomEventId };
}

/** EncounterRolled in Beneath the Med: the box's section of [A3] (6.1 step 2, 7.2.11, 9.1). */
export type MedEncounter = EncounterRollRecord<A3Section, A3Result>;

/** The career record of Beneath the Med (CareerState.career). */
export interface MedCareer extends CareerRecord<MedClass, MedBase, MedRank> {
  readonly campaign: MedCampaignRef;
  /** 6.4: the next patrol sails from Italy through Gibraltar to BETASOM. */
  readonly fromItaly: boolean;
  /** 6.5: once on Singapore runs, every later patrol is one. */
  readonly singaporeRuns: boolean;
  readonly crewQuality: MedCrewQuality;
  /** 7.5.9.3: the conning tower is rebuilt, or never needs to be (a career from 9/40); until then −1 on [A4]. */
  readonly conningTowerRebuilt: boolean;
  readonly torpedoes: MedTorpedoLoad;
  readonly deckGunAmmo: number;
  /** 7.7, 7.9.2: the record of service (med-port.ts). */
  readonly service: MedService;
  /** 7.8. */
  readonly awards: MedAwards;
  /** 7.7.1: the crew's advances, chosen every third successful patrol. */
  readonly crewSkills: MedCrewSkills;
  /** 6.1 step 3: the refit in progress; null at sea and in port before a patrol. */
  readonly refit: MedRefit | null;
  /** 9.2: the "In bocca al lupo" tokens on the status board, kept until used and stacked (004 L2524-2528). */
  readonly luckTokens: number;
  /** §11: the optional rules chosen at the start. */
  readonly options: MedOptions;
  /** 7.5.6: the crew's wounds, kept until the refit heals or replaces the men (7.5.7). */
  readonly wounds: MedCrewWounds;
  /**
   * 8.1, 8.2, 7.6.3: the new boat of his class received at the last refit, by its rule, which he may still take in
   * another class before it sails (absent or null: none).
   */
  readonly newBoat?: MedReassignment['rule'] | null;
}

/** 7.5.6: the five specialists' wounds and the generic crew boxes'. */
export interface MedCrewWounds {
  readonly comandante: Wound;
  readonly secondo: Wound;
  readonly armi: Wound;
  readonly medico: Wound;
  readonly macchina: Wound;
  readonly generic: readonly Wound[];
}

/** A specialist of the crew (7.5.6). */
export type MedSpecialist = Exclude<MedCrewRole, 'generic' | 'slc'>;

/** Who commands the boat (7.5.6): the Comandante, else the Secondo, else the Ufficiale alle Armi, else the Direttore. */
export type MedInCommand = 'comandante' | 'secondo' | 'armi' | 'macchina';

/** CrewInjured in Beneath the Med (7.5.6): one injury on [B8], who (2d6) and how badly (1d6). */
export interface MedCrewInjured {
  readonly type: 'CrewInjured';
  readonly data: {
    /** What caused it: 7.2.5 a [B5] hit, 7.3.3 the aircraft's own injury, 9.2 a random event. */
    readonly rule: string;
    readonly who: RecordedRoll;
    readonly role: MedCrewRole;
    /** The generic box or the S.L.C. crew hurt; null for a specialist. */
    readonly box: number | null;
    /** Null: no one to hurt (a 12 with no passenger aboard, a dead man). */
    readonly severityRoll: RecordedRoll | null;
    readonly severity: MedWoundSeverity | null;
    readonly before: Wound;
    readonly after: Wound;
    readonly inCommand: MedInCommand;
  };
}

/** The patrol at sea (CareerState.patrol): what PatrolAssigned wrote, and the box the boat is in. */
export interface MedPatrol extends Omit<MedAssignment, 'date' | 'rolls' | 'chart' | 'request'> {
  readonly boxIndex: number;
  /** 9.1: the patrol's random event has happened (one per patrol). */
  readonly randomEventUsed: boolean;
  /** 7.7.1, 7.8: what the patrol counts for at its return. */
  readonly tally: MedPatrolTally;
  /** 7.5: the damage the boat has taken on this patrol; none until its first hit. */
  readonly damage?: MedBoatDamage;
  /** 6.7.7: the special mission's end (null: not ended yet, or no mission). */
  readonly missionAccomplished: boolean | null;
  /** 6.7.5: the S.L.C. attack, once the boat is in its Mission box (null: none). */
  readonly slc: SlcAttack | null;
  /** 7.5.3, 7.5.5, 7.5.6: the patrol was aborted, and why (absent: not aborted). */
  readonly abort?: { readonly rule: string; readonly reason: AbortReason };
  /** 7.5.6: the S.L.C. crews or the commando team aboard until the Mission box, each one's wound (absent: none). */
  readonly passengers?: readonly Wound[];
  /** 6.7.4: the convoy intercepted in the Mission box, and its escorts' state (null: none). */
  readonly interception: { readonly operation: string; readonly escorts: 'busy' | 'focused' | null } | null;
  /** 11.4: the quality of the escorts of the combat in progress (absent or null: not rolled yet). */
  readonly escortQuality?: MedForceQuality | null;
  /** 11.5: the quality of the aircraft attacking the boat (absent or null: not rolled yet). */
  readonly aircraftQuality?: MedForceQuality | null;
  /** 7.2.7: the extra combat rounds fought in a box (absent: none yet this patrol). */
  readonly extraRoundsIn?: { readonly box: number; readonly rounds: number };
  /** 7.4.6: the follows made in a box (absent: none yet this patrol). */
  readonly followsIn?: { readonly box: number; readonly follows: number };
  /** 7.6.3: the boat scuttled at sea and its crew rescued: the patrol ends in base without it (absent: not so). */
  readonly crewRescued?: true;
}

/** 7.5: the hull and flooding boxes marked (7.5.2, 7.5.4) and the systems damaged (7.5.8: each once). */
export interface MedBoatDamage {
  readonly hull: number;
  readonly flooding: number;
  readonly systems: readonly MedSystem[];
  /** 7.5.1: the systems whose repair failed (INOP) for the rest of the patrol (absent: none). */
  readonly inoperative?: readonly MedSystem[];
}

export const NO_MED_DAMAGE: MedBoatDamage = { hull: 0, flooding: 0, systems: [] };

/** UBoatHit in Beneath the Med (7.2.5): one d66 roll on [B5] for one hit of [B4], and what it did (7.5). */
export interface MedHit {
  readonly type: 'UBoatHit';
  readonly data: {
    readonly roll: RecordedRoll;
    readonly damage: B5Damage;
    readonly times: 1 | 2;
    readonly systems: readonly MedSystem[];
    /** The hull and flooding tracks after the hit. */
    readonly hull: number;
    readonly flooding: number;
    readonly hullHoled: false;
    /** 7.5.6: each one rolled on [B8]. */
    readonly crewInjuries: number;
    /** 7.5.4: the hull track's last box. */
    readonly sunk: boolean;
    /** 7.5.2: the flooding track's last box: blow the ballast, surface and scuttle (7.6.3). */
    readonly forcedToSurface: boolean;
    readonly effect: 'hull' | 'flooding' | 'crewInjury' | 'systemDamaged' | 'noEffect';
  };
}

/** SevereWoundsChecked in Beneath the Med: The Hunted's stored type, the men by the Regia Marina's posts. */
export interface MedSevereWoundsChecked {
  readonly type: 'SevereWoundsChecked';
  readonly data: {
    readonly rolls: readonly {
      readonly role: MedCrewRole;
      readonly box: number | null;
      readonly roll: RecordedRoll;
      readonly died: boolean;
    }[];
  };
}

/** RepairsAttempted in Beneath the Med: The Hunted's stored type, the systems in [B5]'s words. */
export interface MedRepairsAttempted {
  readonly type: 'RepairsAttempted';
  readonly data: {
    readonly rule: string;
    readonly floodingPumped: number;
    readonly repairs: readonly {
      readonly system: MedSystem;
      readonly roll: RecordedRoll;
      readonly repaired: boolean;
    }[];
  };
}

/** 6.7.5.1-6.7.5.4: the S.L.C. attack as it stands. */
export interface SlcAttack {
  readonly harbour: SlcHarbour;
  readonly slcs: number;
  readonly range: 'short' | 'medium' | 'long' | null;
  readonly penetrationModifier: number;
  /** How many S.L.C.s penetrated the harbour (6.7.5.2). */
  readonly penetrated: number;
  readonly targets: readonly SlcTargetShip[];
  /** The target each S.L.C. fixed its charge to (6.7.5.3). */
  readonly attached: readonly number[];
  /** 6.7.5.4: capital ships sunk: the Gold Medal (7.8.1), though their tonnage does not count. */
  readonly capitalShipsSunk: readonly string[];
}
