import type { PatrolArea, YearMonth } from '../../charts';

// What the refit between two patrols remembers (10.11, 10.12, 11.1-11.4): the boat's fittings and the crew's boxes.

/** Refit fittings of the boat (10.11.8-10.11.10, 8.1.2, 9.6.8). */
export interface Fittings {
  /** 10.11.8: the deck gun was removed; its box holds the Extra Flak (−1 on [A2] while undamaged). */
  readonly deckGunRemoved: boolean;
  readonly schnorchel: boolean;
  /** FuMB-7 NAXOS radar warning (8.1.2), Q-EQUIP: every boat from 12/43. */
  readonly naxos: boolean;
  readonly balkonGeraet: boolean;
  readonly alberich: boolean;
  /** 10.11.10: refits at which the schnorchel was rolled for and not fitted (−1 each). */
  readonly schnorchelAttempts: number;
}

/** The refit in progress: what the patrol left, and what the automatic procedure does next. */
export interface Refit {
  readonly stage: RefitStage;
  readonly patrol: {
    readonly number: number;
    readonly area: PatrolArea;
    readonly success: boolean;
    readonly shipsSunk: number;
    readonly aborted: boolean;
    /** 10.9.2: aborted back to the base it sailed from. */
    readonly abortedBack: boolean;
    /** 10.9.6, E-ABORT-SHARE: the share of the patrol made before an abort (1: not aborted). */
    readonly share: number;
  };
  /** 11.3.14, Q-29: the wounds the Kommandant took on the patrol (each wound result once). */
  readonly kommandantWounds: number;
  /** The first month in port (after the patrol month and its P months); known from BoatReturned. */
  readonly returned: YearMonth;
  /** The boat's months of refit (10.11.1-10.11.5, 4.7.6); a new boat's months in port (11.4). */
  readonly months: number;
  /** 10.12: the Kommandant's months of recovery. */
  readonly kommandantRecovery: number;
  /** 10.12.2: crewmen kept while recovering, and their months (a new boat sailing sooner replaces them). */
  readonly recovering: readonly { readonly box: CrewBox; readonly months: number }[];
  /** 10.12: crewmen replaced (11.1.6: a 1WO lost lets an Experte 2WO move up). */
  readonly replaced: readonly CrewBox[];
  /** 11.4: a new boat is due without asking. */
  readonly newUBoat: NewUBoatReason | null;
  /** 11.4: a new boat was assigned at this refit: it comes with its own fittings (no refit upgrade rolls). */
  readonly newBoatAssigned: boolean;
}

export const REFIT_STAGES = [
  'return',
  'length',
  'recovery',
  'crew',
  'promotion',
  'decorations',
  'reassignment',
  'fittings',
  'complete',
] as const;

export type RefitStage = (typeof REFIT_STAGES)[number];

/** A crew box of the board: the four named officers and the four generic boxes (10.6). */
export const CREW_BOXES = [
  'firstWatchOfficer',
  'secondWatchOfficer',
  'engineer',
  'doctor',
  'crew1',
  'crew2',
  'crew3',
  'crew4',
] as const;

export type CrewBox = (typeof CREW_BOXES)[number];

/** Why the Kommandant gets a new boat (11.4). */
export type NewUBoatReason =
  | 'wrecked' // 10.11.5, 11.4.2
  | 'airRaid' // 4.7.6
  | 'kommandantRecovery' // 10.12.4, 11.4.1
  | 'mediterraneanClosed' // 4.7.4
  | 'request' // 11.4.3
  | 'crewRescued';

/** Months from the first month in port to the next patrol: the refit, or longer while the Kommandant recovers. */
export const timeInPort = (port: Refit): number => Math.max(port.months, port.kommandantRecovery);
