import type { CareerCommand, CareerEvent, DiceRoll, RecordedRoll } from '@periscope/rules';

// The wolfpack tournament's own events (13.5): the packs, the convoy battles of each pack's coordinator, and every
// boat's career events as its commands caused them.

/** A seat of a pack: the entrant sailing it, or a bot the organiser put there. */
export interface PackSeat {
  readonly seat: number;
  readonly entrant: string;
  readonly bot: boolean;
}

/** 13.5.1: a pack of six (or the remainder, Q-41) with its 14.5 name, unique in the tournament. */
export interface WolfpackFormed {
  readonly type: 'WolfpackFormed';
  readonly data: {
    readonly pack: string;
    readonly historicalBoats: number;
    readonly seats: readonly PackSeat[];
    /** 14.5: the name drawn among those not yet given. */
    readonly rolls: readonly RecordedRoll[];
  };
}

/** 13.5.3, 13.5.5: a convoy battle in a box: the boats that rolled Convoy (all of them in the first Atlantic box). */
export interface ConvoyBattleOpened {
  readonly type: 'ConvoyBattleOpened';
  readonly data: { readonly pack: string; readonly box: number; readonly roundOne: readonly number[] };
}

/** 13.5.4, Q-43: one 1d6 of the pack's own dice per round picks the seat with +1; empty or idle seats re-rolled. */
export interface WolfpackRoundStarted {
  readonly type: 'WolfpackRoundStarted';
  readonly data: {
    readonly pack: string;
    readonly box: number;
    readonly round: 1 | 2 | 3;
    readonly participants: readonly number[];
    readonly rolls: readonly DiceRoll[];
    readonly penalisedSeat: number;
  };
}

/** 13.5.5: the battle is over (three rounds, or nobody fights on). */
export interface ConvoyBattleClosed {
  readonly type: 'ConvoyBattleClosed';
  readonly data: { readonly pack: string; readonly box: number };
}

/** nobody rolled Convoy in this box: every boat resolves its own result alone. */
export interface PackSailedAlone {
  readonly type: 'PackSailedAlone';
  readonly data: { readonly pack: string; readonly box: number; readonly seats: readonly number[] };
}

/** A command to a boat's career (its Kommandant's, or the coordinator's) and the career events it caused. */
export interface CareerAdvanced {
  readonly type: 'CareerAdvanced';
  readonly data: {
    readonly entrant: string;
    readonly by: 'kommandant' | 'coordinator';
    readonly command: CareerCommand;
    readonly events: readonly CareerEvent[];
  };
}

/** 13.5.6: every boat sunk, aborted and home, or home. */
export interface WolfpackTournamentEnded {
  readonly type: 'WolfpackTournamentEnded';
  readonly data: { readonly standings: Standings };
}

export interface Standings {
  /** 13.5.1: each player's own tonnage, most first. */
  readonly individual: readonly {
    readonly entrant: string;
    readonly pack: string;
    readonly tonnage: number;
  }[];
  /** 13.5.1: each pack's summed tonnage, most first. */
  readonly packs: readonly { readonly pack: string; readonly tonnage: number }[];
}

export type PackEvent = ConvoyBattleOpened | WolfpackRoundStarted | ConvoyBattleClosed | PackSailedAlone;

export type WolfpackTournamentEvent = WolfpackFormed | PackEvent | CareerAdvanced | WolfpackTournamentEnded;
