import type {
  CrewImprovement,
  Decoration,
  PortAirRaidResult,
  QualityLevel,
  Rank,
  UBoatType,
  YearMonth,
  PatrolArea,
} from '../../charts';
import type { RecordedRoll } from './rolls';
import type { Base, TorpedoLoadout, Wound } from './state';
import type { CrewBox, Fittings, NewUBoatReason } from './port';

// The events between two patrols (6.1 steps 3-A to 3-G), in the order the refit makes them, and the deck-gun check
// made once the next patrol is known (10.11.8, Q-14). Folded by evolvePort (port/evolve-port.ts).

/** 7.5, 10.11.6, 4.7: back in base after the patrol month and its P months, and the base the boat is at now. */
export interface BoatReturned {
  readonly type: 'BoatReturned';
  readonly data: {
    readonly patrol: number;
    readonly success: boolean;
    /** The patrol month and the P months still at sea (10.11.6), as written in the log. */
    readonly atSea: readonly YearMonth[];
    /** The first month in port. */
    readonly returned: YearMonth;
    readonly base: Base;
    /** 7.3.4: a completed Mediterranean patrol keeps the boat in the Mediterranean. */
    readonly permanentAssignment: 'arctic' | 'mediterranean' | null;
    /** 7.4.3: a target declined on an Invasion patrol: 1-2 relieved of command, 3-6 no Knight's Cross ever. */
    readonly relief: { readonly roll: RecordedRoll; readonly relieved: boolean } | null;
  };
}

/** 10.11.1-10.11.5, 11.2.1, 4.7.6: how long the boat is in refit. */
export interface RefitMonthsSet {
  readonly type: 'RefitMonthsSet';
  readonly data: {
    /** 10.11.1 one month (4.7.5 Penang: two). */
    readonly base: number;
    /** 10.11.2: systems inoperative at the start of the refit. */
    readonly inoperativeSystems: number;
    /** 10.11.3: hull boxes marked. */
    readonly hullBoxes: number;
    /** The original refit, from damage. */
    readonly damageMonths: number;
    /** 10.11.5, Q-13: an original refit of 5 months or more gives a new boat, in one month. */
    readonly newUBoat: boolean;
    /** 11.2.1, Q-13: −1 for a KKpt or higher on an original 3-4 months. */
    readonly seniorRank: number;
    /** 4.7.6: port air raids, from 1/44 in Germany, Norway or the Mediterranean (repeated for a new boat). */
    readonly airRaids: readonly {
      readonly roll: RecordedRoll;
      readonly outcome: PortAirRaidResult['outcome'];
      readonly months: number;
    }[];
    readonly months: number;
  };
}

/** A change of crew quality and the rule that made it. */
export interface QualityChange {
  readonly from: QualityLevel;
  readonly to: QualityLevel;
  readonly rule: string;
}

/** 10.12: the lightly wounded heal, the severely wounded roll their months, the dead and the slow are replaced. */
export interface CrewRecovered {
  readonly type: 'CrewRecovered';
  readonly data: {
    /** 10.12: the Kommandant's months of recovery (he is never replaced). */
    readonly kommandant: { readonly roll: RecordedRoll; readonly months: number } | null;
    readonly crew: readonly {
      readonly box: CrewBox;
      readonly wound: Wound;
      readonly roll: RecordedRoll | null;
      readonly months: number;
      readonly replaced: boolean;
    }[];
    /** 10.12.3, 11.1.4, Q-19: all four generic boxes SW or KIA: −1 level, not below Trained. */
    readonly quality: QualityChange | null;
    /** 14.15 #20 Charismatic: named crewmen replaced arrive Experte (E-OPT-CHARISMATIC). */
    readonly replacementsExperte: boolean;
    /** 10.12.4: a Kommandant recovering 5 months or more gets a new boat and an entirely new crew. */
    readonly newCrew: boolean;
  };
}

/** 11.1: the 1WO Experte leaving (11.1.5), the 2WO moving up (11.1.6), the improvement roll, three failures. */
export interface CrewProgressed {
  readonly type: 'CrewProgressed';
  readonly data: {
    readonly firstWatchOfficerLeaves: { readonly roll: RecordedRoll; readonly leaves: boolean } | null;
    readonly secondWatchOfficerMovedUp: boolean;
    /** 14.15 #20 Charismatic: the officer who takes a place arrives Experte (E-OPT-CHARISMATIC). */
    readonly replacementsExperte: boolean;
    readonly improvement: {
      readonly roll: RecordedRoll;
      readonly result: CrewImprovement;
      /** 11.1.2, 11.1.3: ignored for a man already Experte or an Elite crew. */
      readonly applied: boolean;
    } | null;
    readonly quality: QualityChange | null;
  };
}

/** 11.2.3: the promotion roll after every 12 months of service and in 4/45 (or a promotion [R2] 5 promised). */
export interface PromotionRolled {
  readonly type: 'PromotionRolled';
  readonly data: {
    readonly reason: 'service' | 'final' | 'aceRecovered';
    readonly roll: RecordedRoll | null;
    readonly promoted: boolean;
    readonly rank: Rank;
    /** The month of the next 12-month roll. */
    readonly nextDue: YearMonth;
  };
}

export const AWARDS_AT_PORT = [
  'knightsCross',
  'oakLeaves',
  'swords',
  'diamonds',
  'ironCross2',
  'ironCross1',
  'uboatWarBadge',
  'uboatWarBadgeWithDiamonds',
  'germanCrossInGold',
  'frontClaspBronze',
  'frontClaspSilver',
  'woundBadgeBlack',
  'woundBadgeSilver',
  'woundBadgeGold',
] as const;
export type PortAward = (typeof AWARDS_AT_PORT)[number];

/** 11.3: what the patrol earned; a Knight's Cross grade lets the player ask for a newer boat (11.3.5). */
export interface DecorationsAwarded {
  readonly type: 'DecorationsAwarded';
  readonly data: {
    readonly awards: readonly PortAward[];
    readonly knightsCross: Decoration | null;
    /** 11.3.14: the Kommandant's wounds so far. */
    readonly wounds: number;
    readonly newUBoatRequest: boolean;
  };
} // 10.10.4, Q-12

/** 11.4: a new boat in Germany (4.7.3); permanent assignments are cancelled. */
export interface NewUBoatAssigned {
  readonly type: 'NewUBoatAssigned';
  readonly data: {
    readonly reason: NewUBoatReason;
    readonly uboatType: UBoatType;
    /** 10.12.4: an entirely new Trained crew, or the old one (11.4.2). */
    readonly crew: 'kept' | 'new';
    /** 10.12.2, 11.4.3: crewmen still recovering when the new boat sails are replaced. */
    readonly replaced: readonly CrewBox[];
    readonly base: Base;
    readonly fittings: Fittings;
    /** 10.11.9 Balkon-Gerät (1-3), 9.6.8 Alberich (12). */
    readonly fittingRolls: readonly RecordedRoll[];
    /** Months in port before the new boat sails. */
    readonly months: number;
  };
}

/** 11.4.3, 11.4.5: a request for a newer U-boat. */
export interface NewUBoatRequested {
  readonly type: 'NewUBoatRequested';
  readonly data: {
    readonly uboatType: UBoatType;
    readonly roll: RecordedRoll;
    /** 11.4.5: a limited type is granted on 1-2, else the latest standard model. */
    readonly limitedRoll: RecordedRoll | null;
    readonly granted: UBoatType | null;
  };
}

/** 11.4.3: the request is kept for a later refit. */
export interface NewUBoatRequestKept {
  readonly type: 'NewUBoatRequestKept';
  readonly data: { readonly requests: number };
}

/** 3-F, 10.11.9, 10.11.10, 11.4.7: repaired, upgraded, reloaded (4.5, 4.6, 9.6.7). */
export interface BoatRefitted {
  readonly type: 'BoatRefitted';
  readonly data: {
    /** 11.4.7: a VIIC Flak sails as a plain VIIC from 12/43. */
    readonly uboatType: UBoatType;
    readonly balkonGeraet: RecordedRoll | null;
    readonly schnorchel: RecordedRoll | null;
    readonly fittings: Fittings;
    readonly torpedoes: TorpedoLoadout;
    /** 4.7.5: at Penang 2d6 less the torpedoes brought back is the shortfall. */
    readonly penangShortfall: { readonly roll: RecordedRoll; readonly torpedoes: number } | null;
    readonly deckGunAmmo: number;
    readonly boldDecoys: number;
  };
}

/** 10.11.4, 5.1.2: the months in port (R) and the month of the next patrol, unless the career ends. */
export interface RefitCompleted {
  readonly type: 'RefitCompleted';
  readonly data: {
    readonly inPort: readonly YearMonth[];
    readonly nextPatrol: YearMonth;
    readonly end: 'warOver' | 'endDate' | null;
  };
}

/** 11.2.1: a KptLt or higher asks for an area; 1d6 ≤ his rank's number grants it, else [P1] is rolled. */
export interface PatrolRequested {
  readonly type: 'PatrolRequested';
  readonly data: { readonly area: PatrolArea; readonly roll: RecordedRoll; readonly granted: boolean };
}

/** 10.11.8, Q-14: once the next patrol is known, the deck gun is kept, removed (Extra Flak) or put back. */
export interface DeckGunChecked {
  readonly type: 'DeckGunChecked';
  readonly data: {
    /** 1d6: 1-4 removed; null when the boat goes to the Indian Ocean (the gun is put back). */
    readonly roll: RecordedRoll | null;
    /** KKpt or higher: the roll shifted by 1 either way, his choice. */
    readonly shift: number;
    readonly removed: boolean;
    readonly deckGunAmmo: number;
  };
}

export type PortEvent =
  | BoatReturned
  | RefitMonthsSet
  | CrewRecovered
  | CrewProgressed
  | PromotionRolled
  | DecorationsAwarded
  | NewUBoatAssigned
  | NewUBoatRequested
  | NewUBoatRequestKept
  | BoatRefitted
  | RefitCompleted
  | PatrolRequested
  | DeckGunChecked;

export const PORT_EVENT_TYPES: readonly PortEvent['type'][] = [
  'BoatReturned',
  'RefitMonthsSet',
  'CrewRecovered',
  'CrewProgressed',
  'PromotionRolled',
  'DecorationsAwarded',
  'NewUBoatAssigned',
  'NewUBoatRequested',
  'NewUBoatRequestKept',
  'BoatRefitted',
  'RefitCompleted',
  'PatrolRequested',
  'DeckGunChecked',
];
