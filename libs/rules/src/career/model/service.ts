import type { Decoration, Rank, UBoatType, YearMonth } from '../../charts';

// The Kommandant's record: his service (7.5.2, 11.1-11.4), his decorations (11.3) and the career's result (5.2).

/** Counted over the 12 months before a promotion roll (11.2.3). */
export interface PromotionPeriod {
  readonly shipsSunk: number;
  readonly failedPatrols: number;
  readonly knightsCross: boolean;
}

/** The Kommandant's service (7.5.2, 11.1-11.4): what crew progress, promotion, decorations and new boats count. */
export interface ServiceRecord {
  /** 7.5.2 (7.4.5): successful patrols of the career, whatever the boat or crew (11.1.7). */
  readonly successfulPatrols: number;
  /** 11.1.4, Q-22: unsuccessful patrols in a row since the last success or the last drop. */
  readonly failedPatrolsInARow: number;
  /** The first month of service (11.2.3: the first promotion roll comes 12 months later). */
  readonly startDate: YearMonth;
  /** 11.2.3, Q-25: the next 12-month roll, made at the first refit on or after it; null: 12 months after the start. */
  readonly promotionDue: YearMonth | null;
  readonly period: PromotionPeriod;
  /** 11.2.3: the final roll of 4/45 is made once. */
  readonly finalPromotionRolled: boolean;
  /** 11.3, Q-26: career tonnage when the last Knight's Cross grade was awarded. */
  readonly tonnageAtLastGrade: number;
  /** 11.3.2-11.3.4: capital ships sunk on the patrol at sea. */
  readonly capitalShipsThisPatrol: number;
  /** [T5] (002 L3119): the capital ships sunk in the career, by name: met again, they are no encounter. */
  readonly capitalShipsSunk: readonly string[];
  /** 11.3.7, E-KC: a grade already won at sea on this patrol (logs from before E-KC was settled only). */
  readonly gradeWonThisPatrol: boolean;
  /** 7.4.3: a target met and not attacked on this Invasion patrol. */
  readonly invasionTargetDeclined: boolean;
  /** 11.4.3: requests for a newer U-boat kept for a later refit. */
  readonly newUBoatRequests: number;
}

/** What the Kommandant wears (11.3). */
export interface Decorations {
  /** 11.3.1-11.3.4: the Knight's Cross grade held. */
  readonly knightsCross: Decoration | null;
  /** 7.4.3: he declined a target on an Invasion patrol and kept command: no grade for the rest of the game. */
  readonly knightsCrossBarred: boolean;
  /** 11.3.8, 11.3.9: the first class comes with (or after) the second. */
  readonly ironCross: 'none' | 'secondClass' | 'firstClass';
  /** 11.3.10, 11.3.11. */
  readonly uboatWarBadge: 'none' | 'badge' | 'diamonds';
  /** 11.3.12. */
  readonly germanCrossInGold: boolean;
  /** 11.3.13. */
  readonly frontClasp: 'none' | 'bronze' | 'silver';
  /** 11.3.14, Q-29: the Kommandant's wounds (Wound Badge: 1-2 black, 3-4 silver, 5 gold). */
  readonly wounds: number;
}

export const VICTORY_LEVELS = [
  'defeat',
  'draw',
  'marginalVictory',
  'substantialVictory',
  'decisiveVictory',
] as const;

export type VictoryLevel = (typeof VICTORY_LEVELS)[number];

/** What the log and the CLI show at the end of a career. */
export interface CareerSummary {
  readonly uboatType: UBoatType;
  readonly rank: Rank;
  /** The month the career ended in (the next patrol month when the war or the agreed date ends it). */
  readonly month: YearMonth;
  readonly knightsCross: Decoration | null;
  readonly decorations: Decorations;
  readonly successfulPatrols: number;
  /** 11.4.10.5: the part of the career's tonnage that is a tanker's theoretical tonnage, not ships sunk. */
  readonly theoreticalTonnage: number;
}
