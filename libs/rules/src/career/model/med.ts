import type { CampaignRef } from '../../campaigns';
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
import type { YearMonth } from '../../charts';
import type { RecordedRoll } from './rolls';

/** 4.5 steps 4-5: one torpedo per tube box, the rest in each end's reload box. */
export interface MedTorpedoLoad {
  readonly bowTubes: readonly MedTorpedo[];
  readonly sternTubes: readonly MedTorpedo[];
  readonly bowReloads: readonly MedTorpedo[];
  readonly sternReloads: readonly MedTorpedo[];
}

/** 4.0-4.7 in Beneath the Med: the class, base, rank, crew and load a career starts with. */
export interface MedCareerStarted {
  readonly type: 'MedCareerStarted';
  readonly data: {
    readonly campaign: CampaignRef;
    readonly chartPack: { readonly version: string; readonly hash: string };
    readonly boatClass: MedClass;
    /** 4.3.1: the boat's name, the player's choice (11.7 lists the historical ones). */
    readonly boatName: string | null;
    readonly comandante: string;
    readonly startDate: YearMonth;
    /** 5.1: an agreed last month (null: to 8/43). */
    readonly endDate: YearMonth | null;
    readonly seedCommitment: string;
    readonly playerSeed: string;
    /** 6.6: the base, and the 1d10 of a long-range class (null: the Mediterranean, no roll). */
    readonly base: MedBase;
    readonly baseRoll: RecordedRoll | null;
    /** 6.4: a boat based at BETASOM from the start sails its first patrol from Italy through Gibraltar. */
    readonly firstPatrolFromItaly: boolean;
    /** 7.9.3: the starting rank, and its 1d6 (null: no roll). */
    readonly rank: MedRank;
    readonly rankRoll: RecordedRoll | null;
    /** 4.4.2 step 2. */
    readonly crewQuality: MedCrewQuality;
    /** 4.5: the load, with the 1d6 for G7e when the player tried for them (step 3). */
    readonly torpedoes: MedTorpedoLoad;
    readonly g7eRoll: RecordedRoll | null;
    /** 4.6: the deck guns' ammunition points. */
    readonly deckGunAmmo: number;
  };
}

/** A box of the patrol's route, as it will be rolled for encounters (6.1 step 2). */
export interface MedRouteBox {
  readonly kind: MedBoxKind;
  /** The patrol's area on an on-station box; null on Transit, Bay of Biscay and Gibraltar boxes. */
  readonly area: MedArea | null;
  readonly rolls: number;
}

/** 6.1 step 1, 6.2: the patrol, its length and its route. */
export interface MedPatrolAssigned {
  readonly type: 'MedPatrolAssigned';
  readonly data: {
    readonly number: number;
    readonly date: YearMonth;
    /** 7.9.1: the area the Comandante asked for, his 1d6 and whether it was granted; null: he did not ask. */
    readonly request: {
      readonly area: MedArea;
      readonly roll: RecordedRoll;
      readonly granted: boolean;
    } | null;
    /** A1a or A1b, the column and 2d6, each roll again before the last (6.4); none on a Singapore run (6.5). */
    readonly rolls: readonly RecordedRoll[];
    readonly chart: 'A1a' | 'A1b' | null;
    readonly area: MedArea;
    readonly mission: MedMission | null;
    /** 6.2.2, 6.5: the months at sea (the first, then "P"). */
    readonly months: number;
    readonly routeId: MedRouteId;
    readonly boxes: readonly MedRouteBox[];
    /** The base the patrol ends at (6.3, 6.4: BETASOM after a first patrol from Italy or a transfer). */
    readonly endsAt: MedBase;
  };
}

/** 6.1 step 2: the boat enters the next box of its route. */
export interface MedBoxEntered {
  readonly type: 'MedBoxEntered';
  readonly data: { readonly boxIndex: number };
}

/** 6.1 step 2, 7.2.11, 9.1: a roll on the box's section of [A3], or the patrol's random event on its first 12. */
export interface MedEncounterRolled {
  readonly type: 'MedEncounterRolled';
  readonly data: {
    readonly boxIndex: number;
    readonly section: A3Section;
    readonly roll: RecordedRoll;
    readonly result: A3Result;
    /** 9.1: the first 12 of the patrol: no encounter, a random event on [B10] instead. */
    readonly randomEvent: boolean;
  };
}

export type MedEvent = MedCareerStarted | MedPatrolAssigned | MedBoxEntered | MedEncounterRolled;

const MED_EVENT_TYPES: readonly string[] = [
  'MedCareerStarted',
  'MedPatrolAssigned',
  'MedBoxEntered',
  'MedEncounterRolled',
] satisfies MedEvent['type'][];

export const isMedEvent = (event: { readonly type: string }): event is MedEvent =>
  MED_EVENT_TYPES.includes(event.type);

/** The patrol at sea: what MedPatrolAssigned wrote, and the box the boat is in (-1: still in port). */
export type MedPatrol = Omit<MedPatrolAssigned['data'], 'date' | 'rolls' | 'chart' | 'request'> & {
  readonly boxIndex: number;
  /** 9.1: the patrol's random event has happened (one per patrol). */
  readonly randomEventUsed: boolean;
};

/** What a Beneath the Med career holds between events (CareerState.med). */
export interface MedCareer {
  readonly campaign: CampaignRef;
  readonly chartPack: { readonly version: string; readonly hash: string };
  readonly boatClass: MedClass;
  readonly boatName: string | null;
  readonly comandante: string;
  /** The game calendar: the month the next patrol starts. */
  readonly date: YearMonth;
  readonly endDate: YearMonth | null;
  readonly seedCommitment: string;
  readonly playerSeed: string;
  readonly base: MedBase;
  /** 6.4: the next patrol sails from Italy through Gibraltar to BETASOM. */
  readonly fromItaly: boolean;
  /** 6.5: once on Singapore runs, every later patrol is one. */
  readonly singaporeRuns: boolean;
  readonly rank: MedRank;
  readonly crewQuality: MedCrewQuality;
  readonly torpedoes: MedTorpedoLoad;
  readonly deckGunAmmo: number;
  readonly patrolsCompleted: number;
  readonly patrol: MedPatrol | null;
}
