import type { EncounterKind } from '../../charts';

// The events of a boat in a wolfpack tournament's pack (13.5); folded by special/wolfpack-battle.ts.

/** 13.5.4: the escort-detection modifier of one round: +1 for the boat the pack's 1d6 chose, −1 for the others. */
export type PackDetection = 'focused' | 'busy';

/**
 * 13.5.3, 13.5.5: the boat waits for its pack in this box — the first Atlantic box's convoy (no [E1] roll), or what
 * its own [E1] gave: Convoy fights from round 1, anything else from round 2 (a Ship result chooses first).
 */
export interface PackMustered {
  readonly type: 'PackMustered';
  readonly data: {
    readonly rule: '13.5.3' | '13.5.5';
    readonly box: number;
    /** null: the first Atlantic box's convoy, rolled by no one (13.5.3). */
    readonly rolled: EncounterKind | null;
    readonly round: 1 | 2;
    /** 13.5.5: a Ship (or, Q-45, any other ship) result: the pack in round 2, or the boat's own contact. */
    readonly choosing: boolean;
  };
}

/** 13.5.5, Q-45: aircraft, escorts or a random event came first: resolved alone, then the boat musters. */
export interface PackMusterDeferred {
  readonly type: 'PackMusterDeferred';
  readonly data: { readonly box: number; readonly rolled: EncounterKind };
}

/** 13.5.5: the Kommandant of a boat that rolled a ship joins the pack's attack in round 2. */
export interface WolfpackAttackJoined {
  readonly type: 'WolfpackAttackJoined';
  readonly data: { readonly box: number };
}

/** 13.5.5: …or leaves the pack for this box to attack his own contact. */
export interface OwnContactPursued {
  readonly type: 'OwnContactPursued';
  readonly data: { readonly box: number; readonly rolled: EncounterKind };
}

/**
 * 13.5.4, 13.5.5: the pack's coordinator opens round `round` for this boat, with its [E2] modifier. A boat that
 * joins meets the convoy now (13.5.3: the first box's is its [E1] result); one already fighting follows it (no 1d6).
 */
export interface PackRoundOpened {
  readonly type: 'PackRoundOpened';
  readonly data: {
    readonly rule: '13.5.4';
    readonly box: number;
    readonly round: 1 | 2 | 3;
    readonly detection: PackDetection;
    readonly joined: boolean;
  };
}

/** 13.5.5: after a round the boat stays with the pack for the next (the follow is automatic). */
export interface PackRoundAwaited {
  readonly type: 'PackRoundAwaited';
  readonly data: { readonly box: number; readonly round: 2 | 3 };
}

/** no pack attack for this boat in this box (nobody rolled Convoy): it resolves what it rolled alone. */
export interface PackDismissed {
  readonly type: 'PackDismissed';
  readonly data: { readonly box: number; readonly rolled: EncounterKind };
}

export type WolfpackEvent =
  | PackMustered
  | PackMusterDeferred
  | WolfpackAttackJoined
  | OwnContactPursued
  | PackRoundOpened
  | PackRoundAwaited
  | PackDismissed;

/** Stored event types: a storage contract, never renamed. */
export const WOLFPACK_EVENT_TYPES = [
  'PackMustered',
  'PackMusterDeferred',
  'WolfpackAttackJoined',
  'OwnContactPursued',
  'PackRoundOpened',
  'PackRoundAwaited',
  'PackDismissed',
] as const satisfies readonly WolfpackEvent['type'][];
