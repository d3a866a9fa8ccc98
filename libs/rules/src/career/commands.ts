import type { AttackRange, UBoatType, YearMonth } from '../charts';
import type { AttackKind, CareerOptions, Posture, TimeOfDay } from './state';

export type TubeEnd = 'bow' | 'stern';

/** One torpedo: the tube it leaves and the target column it is aimed at (9.2.1). */
export interface Shot {
  readonly end: TubeEnd;
  /** Index of the tube in its end (bowTubes / sternTubes of the loadout). */
  readonly tube: number;
  /** Index of the target column on the combat mat (9.1.2). */
  readonly target: number;
}

/** Commands use the game's words; each names its rule where it has one. */
export type CareerCommand =
  | {
      readonly type: 'StartCareer';
      readonly data: {
        readonly uboatType: UBoatType;
        readonly startDate: YearMonth;
        readonly kommandant: string;
        readonly uboatId?: string;
        /** sha256(serverSeed), computed by whoever holds the server seed. */
        readonly seedCommitment: string;
        readonly playerSeed: string;
        readonly options?: CareerOptions;
        /** 4.5: re-type up to four torpedoes; positive = G7a→G7e, negative = G7e→G7a. */
        readonly torpedoSwaps?: number;
      };
    }
  | { readonly type: 'AssignPatrol'; readonly data: Record<string, never> }
  /** 8.0, 8.1, 8.2.2: the posture for the box, and the Fa-330 kite where the boat carries one. */
  | {
      readonly type: 'EnterNextBox';
      readonly data: { readonly posture: Posture; readonly deployKite?: boolean };
    }
  | { readonly type: 'DeclineAttack'; readonly data: Record<string, never> }
  | { readonly type: 'SwitchToNight'; readonly data: Record<string, never> }
  /** 9.8.7 (VIIC Flak), 9.8.9 (Bay of Biscay 5-7/43): stay surfaced for a second air combat round. */
  | { readonly type: 'StaySurfaced'; readonly data: Record<string, never> }
  /** …or dive after the first round; an undamaged aircraft then shadows the boat (9.8.3). */
  | { readonly type: 'Dive'; readonly data: Record<string, never> }
  /** 9.0, 9.1.4: submerged / surfaced / night surface attack, the range, and whether an escort is a target (9.10). */
  | {
      readonly type: 'ChooseApproach';
      readonly data: {
        readonly attack: AttackKind;
        readonly range: AttackRange;
        readonly attackEscort?: boolean;
      };
    }
  /** 9.2.1: one salvo (both ends only in a night surface attack, 9.5.2, or one end at a time vs unescorted, 9.4.2). */
  | { readonly type: 'FireTorpedoes'; readonly data: { readonly shots: readonly Shot[] } }
  /** 9.3.2: one or two ammunition points, each at a target column. */
  | { readonly type: 'FireDeckGun'; readonly data: { readonly targets: readonly number[] } }
  /** 9.4.2: done firing at unescorted targets this round. */
  | { readonly type: 'EndRound'; readonly data: Record<string, never> }
  /** 9.6.4, 9.6.7: declared before each [E2] roll. */
  | {
      readonly type: 'EvadeEscorts';
      readonly data: { readonly exceedTestDepth: boolean; readonly bold: boolean };
    }
  /** 9.4.3: another round against unescorted targets that survived. */
  | { readonly type: 'AdditionalRound'; readonly data: Record<string, never> }
  /** 9.7: follow one damaged ship (9.7.6) or the group (9.7.7); choose day or night when the targets are damaged (9.7.5). */
  | {
      readonly type: 'Follow';
      readonly data: { readonly damagedShip?: number; readonly timeOfDay?: TimeOfDay };
    }
  /** 9.0: the Kommandant withdraws; the encounter ends. */
  | { readonly type: 'BreakOff'; readonly data: Record<string, never> };

export type CareerCommandType = CareerCommand['type'];
export const CAREER_COMMAND_TYPES: readonly CareerCommandType[] = [
  'StartCareer',
  'AssignPatrol',
  'EnterNextBox',
  'DeclineAttack',
  'SwitchToNight',
  'StaySurfaced',
  'Dive',
  'ChooseApproach',
  'FireTorpedoes',
  'FireDeckGun',
  'EndRound',
  'EvadeEscorts',
  'AdditionalRound',
  'Follow',
  'BreakOff',
];
