import type {
  MedAward,
  MedBase,
  MedClass,
  MedCrewAdvance,
  MedCrewQuality,
  MedRank,
} from '../../campaigns/beneath-the-med';
import type { MedCrewRole } from '../../campaigns/beneath-the-med/damage';
import type { YearMonth } from '../../charts';
import type { MedTorpedoLoad } from './med';
import type { MedReassignment } from './med-port';
import type { RecordedRoll } from './rolls';

// Beneath the Med's return to port and refit (6.1 step 3, 7.5.9, 7.7-7.9), in the order the refit makes them.
// Folded by career/med/evolve-port.ts.

/** A change of the crew's level and the rule that made it (7.7.2-7.7.3). */
export interface MedQualityChange {
  readonly from: MedCrewQuality;
  readonly to: MedCrewQuality;
  readonly rule: string;
}

/** 6.1 step 3, 7.5.9, 7.7.3, 7.7.5: back in base, how long the refit lasts, and what the patrol did for the crew. */
export interface MedBoatReturned {
  readonly type: 'MedBoatReturned';
  readonly data: {
    readonly patrol: number;
    /** 7.7.1: a torpedo hit (exploded or not) or a special mission accomplished; 7.8.9: or the Bronze Medal used. */
    readonly success: boolean;
    readonly successBy: 'torpedoHit' | 'mission' | 'bronzeMedal' | null;
    /** 6.2.2: the patrol month and its P months, as written in the log. */
    readonly atSea: readonly YearMonth[];
    /** The first month in port. */
    readonly returned: YearMonth;
    readonly base: MedBase;
    /** 7.5.9.3: the 1d6 to rebuild the conning tower (null: rebuilt already, or never needed). */
    readonly conningTower: { readonly roll: RecordedRoll; readonly rebuilt: boolean } | null;
    readonly refit: {
      /** 7.5.9: one month at least. */
      readonly base: number;
      /** 7.5.9.1: systems inoperative on return; 7.5.9.2: hull boxes marked. */
      readonly inoperativeSystems: number;
      readonly hullBoxes: number;
      readonly damageMonths: number;
      /** 7.5.9.3: the one month of the rebuild. */
      readonly conningTowerMonths: number;
      /** 7.9.1: −1 for a Capitano di Fregata or higher on three months or more. */
      readonly seniorRank: number;
      readonly months: number;
    };
    /** 7.7.5: an expert Secondo's 1d6, a 6 gives him his own boat. */
    readonly secondoLeaves: { readonly roll: RecordedRoll; readonly leaves: boolean } | null;
    /** 7.7.3: three failed patrols in a row lower the crew a level. */
    readonly quality: MedQualityChange | null;
    /** 7.7.1: a third successful patrol: the player chooses an advance next. */
    readonly advanceDue: boolean;
    /** 7.5.7: the wounded men's recovery (null or absent: no one hurt). */
    readonly recovery?: MedRecovery | null;
    /** 8.0: a new boat of the same class received at this return (null or absent: the boat is refitted). */
    readonly newBoat?: MedReassignment | null;
  };
}

/** 7.5.6-7.5.7, 7.7.6: each SW man's months out and whether he is replaced (a KIA always, with no roll). */
export interface MedRecovery {
  readonly men: readonly {
    readonly role: MedCrewRole;
    readonly box: number | null;
    readonly roll: RecordedRoll | null;
    readonly months: number | null;
    readonly replaced: boolean;
  }[];
  /** 7.7.6: the skills of the specialists replaced. */
  readonly skillsLost: readonly MedCrewAdvance[];
  /** 7.5.7: every generic crewman replaced: one level down, not below trained. */
  readonly quality: MedQualityChange | null;
  /** 7.5.6: the Comandante SW stays ashore 1d6 months, running with the refit. */
  readonly comandante: { readonly roll: RecordedRoll; readonly months: number } | null;
}

/** 7.7.1: the advance the player chose, and the crew's new level when he chose it (7.7.2). */
export interface MedCrewAdvanceChosen {
  readonly type: 'MedCrewAdvanceChosen';
  readonly data: { readonly advance: MedCrewAdvance; readonly quality: MedQualityChange | null };
}

/** 7.8: the awards of this return, each with the rule that gave it; one valour award at most (7.8.10). */
export interface MedDecorationsAwarded {
  readonly type: 'MedDecorationsAwarded';
  readonly data: {
    readonly awards: readonly { readonly award: MedAward; readonly rule: string; readonly reason: string }[];
    /** 7.8.10: valour awards met but not given, for a higher one this patrol. */
    readonly withheld: readonly MedAward[];
    /** 7.8.10: the tonnage awards met now (given or withheld), never met again. */
    readonly tonnageMet: readonly MedAward[];
  };
}

/** 7.9.2: the promotion roll due at this refit (every 12 months of service, and a last one in 9/43). */
export interface MedPromotionRolled {
  readonly type: 'MedPromotionRolled';
  readonly data: {
    readonly reason: 'service' | 'final';
    readonly roll: RecordedRoll;
    readonly promoted: boolean;
    readonly rank: MedRank;
    readonly nextDue: YearMonth;
  };
}

/** 6.1 step 3, 4.5, 4.6, 5.1.2: the months in port, the boat loaded again, the next patrol's month or the end. */
export interface MedRefitCompleted {
  readonly type: 'MedRefitCompleted';
  readonly data: {
    readonly inPort: readonly YearMonth[];
    readonly nextPatrol: YearMonth;
    /** 5.1.2: no patrol starts after 8/43; 5.1: the agreed end date. */
    readonly end: 'warOver' | 'endDate' | null;
    readonly torpedoes: MedTorpedoLoad;
    readonly deckGunAmmo: number;
    /** 4.5 step 3: the player may ask for G7e before the patrol (absent in the events of ruleset 2's first careers). */
    readonly g7eOffered?: boolean;
  };
}

/** 4.5 step 3 at a refit: the G7e asked for (0: none, no roll), the 1d6 and the load the boat sails with. */
export interface MedTorpedoesLoaded {
  readonly type: 'MedTorpedoesLoaded';
  readonly data: {
    readonly rule: '4.5';
    readonly asked: number;
    readonly roll: RecordedRoll | null;
    readonly g7e: number;
    readonly torpedoes: MedTorpedoLoad;
  };
}

/**
 * 8.3: a "New Sub" marker spent on a boat of another class, received in port; the crew stays aboard. 8.1: the
 * latest class taken instead of the new boat of his own class, no marker spent.
 */
export interface MedNewBoatAssigned {
  readonly type: 'MedNewBoatAssigned';
  readonly data: {
    readonly rule: '8.1' | '8.3';
    readonly uboatType: MedClass;
    readonly received: YearMonth;
    /** 8.3: one month after it is received; the month the boat of this refit sails, when it takes its place (8.1, 8.2). */
    readonly nextPatrol: YearMonth;
    readonly markersLeft: number;
    readonly torpedoes: MedTorpedoLoad;
    readonly deckGunAmmo: number;
    /** 4.5 step 3: the player may ask for G7e for the new boat. */
    readonly g7eOffered: boolean;
  };
}

export type MedPortEvent =
  | MedBoatReturned
  | MedCrewAdvanceChosen
  | MedDecorationsAwarded
  | MedPromotionRolled
  | MedRefitCompleted
  | MedTorpedoesLoaded
  | MedNewBoatAssigned;

/** Stored event types: a storage contract, never renamed. */
export const MED_PORT_EVENT_TYPES: readonly MedPortEvent['type'][] = [
  'MedBoatReturned',
  'MedCrewAdvanceChosen',
  'MedDecorationsAwarded',
  'MedPromotionRolled',
  'MedRefitCompleted',
  'MedTorpedoesLoaded',
  'MedNewBoatAssigned',
];
