import type { MedAward, MedCrewAdvance } from '../../campaigns/beneath-the-med';
import type { MedScuttleRule } from '../../campaigns/beneath-the-med/rule-numbers';
import type { YearMonth } from '../../charts';

// What a Beneath the Med career keeps between patrols (6.1 step 3, 7.5.9, 7.7-7.9): its record of service, its
// awards and the crew's skills; and what a patrol counts for them. Folded by career/med/evolve-port.ts.

/** What the patrol did for 7.7.1 and 7.8: torpedoes that hit (exploded or not) and ships sunk. */
export interface MedPatrolTally {
  readonly torpedoHits: number;
  /** 7.7.1: a special mission accomplished (6.7). */
  readonly missionAccomplished: boolean;
  readonly sunk: readonly { readonly shipType: string; readonly name: string; readonly tonnage: number }[];
  /** 6.7.5.4, 7.8.1: the capital ships the S.L.C.s sank in harbour (absent: none). */
  readonly slcCapitalShips?: readonly string[];
}

export const NO_TALLY: MedPatrolTally = { torpedoHits: 0, missionAccomplished: false, sunk: [] };

/** 7.7, 7.9.2: the Comandante's service since the start and since his last promotion roll. */
export interface MedService {
  readonly successfulPatrols: number;
  readonly failedPatrolsInARow: number;
  readonly startDate: YearMonth;
  /** 7.9.2: the month the next promotion roll is due. */
  readonly promotionDue: YearMonth;
  readonly finalPromotionRolled: boolean;
  /** 7.9.2: the period since the last roll: ships sunk, patrols that failed. */
  readonly period: { readonly shipsSunk: number; readonly failedPatrols: number };
  /** 7.8.9: the Bronze Medal's one failed patrol turned into a success has been used. */
  readonly bronzeUsed: boolean;
  /** 7.8.10: the tonnage awards met already (each once), given or passed over for a higher one. */
  readonly tonnageAwards: readonly MedAward[];
  /** 7.8.6: special missions accomplished (the Iron Crosses). */
  readonly missionsAccomplished: number;
  /** 7.8.9, 8.3: the "New Sub" markers held, one for each Gold Medal, until spent on a new boat. */
  readonly newSubMarkers: number;
}

/** 7.8: the awards won, each with how many times (Gold Medals and Knight's Crosses may repeat, 7.8.10). */
export type MedAwards = Readonly<Partial<Record<MedAward, number>>>;

/** 7.7.1: what the crew has learnt, in the order chosen. */
export type MedCrewSkills = readonly MedCrewAdvance[];

/** The refit in progress (6.1 step 3): the stages left after the crew's advance (7.7), in the rule's order. */
export interface MedRefit {
  readonly stage: 'awards' | 'promotion' | 'complete';
  readonly patrol: number;
  readonly success: boolean;
  readonly returned: YearMonth;
  readonly months: number;
  readonly tally: MedPatrolTally;
  /** 8.0: the new boat of his class this refit gives him (absent or null: none). */
  readonly newBoat?: MedReassignment | null;
}

/**
 * 8.0 (004 L2476-2500): why the Comandante receives a new boat of his class at the return, whether the crew goes
 * with him, and the months before it sails.
 */
export interface MedReassignment {
  /** 8.1: 5-6 months in hospital; 8.2: a refit of 5 months or more; 7.6.3: his boat scuttled, the crew rescued. */
  readonly rule: '8.1' | '8.2' | MedScuttleRule;
  /** 8.1: a new crew, trained, without skills; 8.2 and 7.6.3: his crew with its level and skills. */
  readonly crew: 'new' | 'kept';
  /** In port until the new boat sails: 8.1 a month after he leaves hospital, else one month (or his time ashore). */
  readonly months: number;
}
