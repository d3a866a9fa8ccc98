import type { RandomEventId, YearMonth } from '../../charts';
import type { UBoatHit } from './events-damage';
import type { RecordedRoll } from './rolls';
import type { Wound } from './state';

// The events of random events (12.0-12.1, [R1], optional [R2] and 14.11) and the re-roll of Hals und Beinbruch.

export type RandomEventChartId = 'R1' | 'R2';
export type RandomEventToken = 'superiorTorpedoes' | 'halsUndBeinbruch';

/** The officers an event can lose overboard or on deck ([R1] 2, [R2] 3, 13, 18). */
export type OfficerLost = 'kommandant' | 'engineer' | 'firstWatchOfficer' | 'secondWatchOfficer' | 'doctor';

/** A box of the crew as a wound leaves it (10.6): a named crewman, or a generic box by its index. */
export type CrewBox = OfficerLost | 'abwehrAgent' | 'generic';
export interface CrewWound {
  readonly box: CrewBox;
  /** The generic box (0-3); null for a named crewman. */
  readonly index: number | null;
  /** The wound the box shows afterwards (10.7.2, Q-07). */
  readonly wound: Wound;
}

/** What the event did. The rolls that decided it are in the event's `rolls`, in the order they were made. */
export type RandomEventOutcome =
  /** Man overboard, crash dive, storm wave: the officer is KIA; the Kommandant's loss ends the career (5.1). */
  | { readonly kind: 'officerKilled'; readonly officer: OfficerLost }
  /** Gyrocompass or periscope: repaired at sea on 1-2, or not. */
  | { readonly kind: 'repair'; readonly system: 'gyrocompass' | 'periscope'; readonly repaired: boolean }
  /** Superior torpedoes or Hals und Beinbruch: a token on the board (12.1.3). */
  | { readonly kind: 'token'; readonly token: RandomEventToken }
  /** An enemy submarine: the 9.9 procedure follows. */
  | { readonly kind: 'submarine' }
  /** Caught by surprise ([E3]) or the minefield's ten hits: every hit on [E4]; CrewInjured events follow (10.6.1). */
  | { readonly kind: 'damage'; readonly hits: readonly UBoatHit['data'][]; readonly sunk: boolean }
  /** Weather-reporting mission, heavy storm: no [E1] in this box nor the next; a storm wave may take an officer. */
  | { readonly kind: 'noEncounters'; readonly officerKilled: OfficerLost | null }
  /** Schnorchel failure: the box is lost while the crew recovers. */
  | { readonly kind: 'boxLost' }
  /** Loose torpedo, spoiled food: the boxes wounded. */
  | { readonly kind: 'wounds'; readonly wounds: readonly CrewWound[] }
  /** [R2] 5: the Luftwaffe ace is recovered (abort, promotion at the next refit) or lost. */
  | { readonly kind: 'aceSearch'; readonly recovered: boolean }
  /** [R2] 15: a Type XIV or XB met: the 14.9 replenishment is offered (ReplenishmentChanceRolled follows). */
  | { readonly kind: 'milchkuh' };

/** 12.0, 12.1.1: the first unmodified 12 of the patrol on [E1]: the encounter is ignored and [R1] rolled. */
export interface RandomEventRolled {
  readonly type: 'RandomEventRolled';
  readonly data: {
    readonly chart: RandomEventChartId;
    readonly roll: RecordedRoll;
    readonly event: RandomEventId;
  };
}

/** 12.1.4, 12.1.5: the event cannot happen here and is ignored; the next unmodified 12 of the patrol rolls again. */
export interface RandomEventIgnored {
  readonly type: 'RandomEventIgnored';
  readonly data: {
    readonly event: RandomEventId;
    readonly reason: string;
    readonly rolls: readonly RecordedRoll[];
  };
}

/** 12.1: the event happened (once per patrol, 12.1.2). */
export interface RandomEventResolved {
  readonly type: 'RandomEventResolved';
  readonly data: {
    readonly event: RandomEventId;
    readonly rolls: readonly RecordedRoll[];
    readonly outcome: RandomEventOutcome;
    /** Gyrocompass not repaired, spoiled food, the ace recovered: the patrol must be aborted (10.9). */
    readonly abortPatrol: boolean;
  };
}

/** Optional 14.11: each patrol's random-event roll brings the Type XXI a month earlier (never before 9/44, Q-49). */
export interface Type21ProductionAdvanced {
  readonly type: 'Type21ProductionAdvanced';
  readonly data: { readonly monthsEarlier: number; readonly availableFrom: YearMonth };
}

/** 12.1.3, E-HALS: a Hals und Beinbruch token leaves the board; the next roll that harms the boat is rolled again. */
export interface RandomEventTokenUsed {
  readonly type: 'RandomEventTokenUsed';
  /** Beneath the Med 9.2, Q-BTM-LUPO: an "In bocca al lupo" token rolls the failed crash dive again. */
  readonly data: { readonly token: LuckToken; readonly rule: '12.1.3' | '9.2' };
}

/** The good-luck tokens that roll a roll again: The Hunted's (12.1.3) and Beneath the Med's (9.2). */
export type LuckToken = 'halsUndBeinbruch' | 'inBoccaAlLupo';

/** E-HALS: the rolls that harmed the boat, set aside; what follows was rolled again. */
export interface DiceRerolled {
  readonly type: 'DiceRerolled';
  readonly data: { readonly rule: '12.1.3' | '9.2'; readonly discarded: readonly RecordedRoll[] };
}

/** Beneath the Med 9.2 (D65): the [B10] minefield's 2d6 and what it did; its hits are rolled on [B5] next. */
export interface MinefieldRolled {
  readonly type: 'MinefieldRolled';
  readonly data: {
    readonly rule: '9.2';
    readonly roll: RecordedRoll;
    readonly result: 'uboatSunk' | 'hits' | 'noEffect';
    readonly hits: number;
  };
}

export type RandomEventEvent =
  | RandomEventRolled
  | MinefieldRolled
  | RandomEventIgnored
  | RandomEventResolved
  | Type21ProductionAdvanced
  | RandomEventTokenUsed
  | DiceRerolled;

export const RANDOM_EVENT_EVENT_TYPES: readonly RandomEventEvent['type'][] = [
  'RandomEventRolled',
  'MinefieldRolled',
  'RandomEventIgnored',
  'RandomEventResolved',
  'Type21ProductionAdvanced',
  'RandomEventTokenUsed',
  'DiceRerolled',
];
