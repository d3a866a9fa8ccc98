// The events of Beneath the Med's special missions (6.7): their end, and the S.L.C. attack's five steps (6.7.5.1-
// 6.7.5.5); folded by med/missions/evolve-mission.ts.
import type { MedMission } from '../../campaigns/beneath-the-med';
import type {
  FrogmenFate,
  SlcDetonation,
  SlcHarbour,
  SlcTargetShip,
} from '../../campaigns/beneath-the-med/slc';
import type { RecordedRoll } from './rolls';

/** 6.7.7: the special mission is accomplished, or has failed (a patrol's success reads it). */
export interface MissionEnded {
  readonly type: 'MissionEnded';
  readonly data: { readonly mission: MedMission; readonly accomplished: boolean; readonly rule: string };
}

/** 6.7.5.1 [D1]: the S.L.C.s launched at a range, and the defenders' 2d6 for the boat (none at long range). */
export interface SlcLaunched {
  readonly type: 'SlcLaunched';
  readonly data: {
    readonly range: 'short' | 'medium' | 'long';
    readonly harbour: SlcHarbour;
    readonly slcs: number;
    readonly detection: RecordedRoll | null;
    readonly detected: boolean;
    /** The penetration modifier the range leaves the S.L.C.s, after a detection. */
    readonly penetration: number;
  };
}

/** 6.7.5.2 [D2]: each S.L.C.'s 1d6 to penetrate the harbour, 4 or more. */
export interface SlcPenetrationRolled {
  readonly type: 'SlcPenetrationRolled';
  readonly data: { readonly rolls: readonly { readonly roll: RecordedRoll; readonly penetrates: boolean }[] };
}

/** 6.7.5.3 [D3]: the ships found in the harbour, one 1d6 each (a ship rolled twice is one ship). */
export interface SlcTargetsRolled {
  readonly type: 'SlcTargetsRolled';
  readonly data: { readonly rolls: readonly RecordedRoll[]; readonly targets: readonly SlcTargetShip[] };
}

/** 6.7.5.3: the ship each S.L.C. that penetrated fixes its charge to, one S.L.C. per ship. */
export interface SlcsAttached {
  readonly type: 'SlcsAttached';
  readonly data: { readonly targets: readonly number[] };
}

/** 6.7.5.4 [D4]: each charge's 1d6: the ship sunk or damaged, or the charge fails. */
export interface SlcDetonated {
  readonly type: 'SlcDetonated';
  readonly data: {
    readonly charges: readonly {
      readonly target: number;
      readonly roll: RecordedRoll;
      readonly result: SlcDetonation;
    }[];
  };
}

/** 6.7.5.5 [D5]: each crew's fate (no effect on the game), or the step skipped. */
export interface FrogmenFateRolled {
  readonly type: 'FrogmenFateRolled';
  readonly data: {
    readonly skipped: boolean;
    readonly fates: readonly { readonly roll: RecordedRoll; readonly fate: FrogmenFate }[];
  };
}

/** 6.7.4: the convoy interception's Mission box: the operation, the 1d6 (a capital ship or warship on 1, a convoy
 * otherwise) and a convoy's escorts, busy (−1 on detection) or focused (+1). */
export interface ConvoyIntercepted {
  readonly type: 'ConvoyIntercepted';
  readonly data: {
    readonly operation: 'Substance' | 'Halberd' | 'Harpoon' | 'Pedestal';
    readonly roll: RecordedRoll;
    readonly result: 'capitalShip' | 'convoy';
    readonly escortRoll: RecordedRoll | null;
    readonly escorts: 'busy' | 'focused' | null;
  };
}

export type MissionEvent =
  | MissionEnded
  | ConvoyIntercepted
  | SlcLaunched
  | SlcPenetrationRolled
  | SlcTargetsRolled
  | SlcsAttached
  | SlcDetonated
  | FrogmenFateRolled;

/** Stored event types: a storage contract, never renamed. */
export const MISSION_EVENT_TYPES = [
  'MissionEnded',
  'ConvoyIntercepted',
  'SlcLaunched',
  'SlcPenetrationRolled',
  'SlcTargetsRolled',
  'SlcsAttached',
  'SlcDetonated',
  'FrogmenFateRolled',
] as const satisfies readonly MissionEvent['type'][];

export const isMissionEvent = (event: { readonly type: string }): event is MissionEvent =>
  (MISSION_EVENT_TYPES as readonly string[]).includes(event.type);
