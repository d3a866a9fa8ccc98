import type { UBoatType, YearMonth } from '../charts';
import type { CareerOptions, Posture } from './state';

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
  | { readonly type: 'EnterNextBox'; readonly data: { readonly posture: Posture } }
  | { readonly type: 'DeclineAttack'; readonly data: Record<string, never> }
  | { readonly type: 'SwitchToNight'; readonly data: Record<string, never> }
  /** 9.8.7 (VIIC Flak), 9.8.9 (Bay of Biscay 5-7/43): stay surfaced for a second air combat round. */
  | { readonly type: 'StaySurfaced'; readonly data: Record<string, never> }
  /** …or dive after the first round; an undamaged aircraft then shadows the boat (9.8.3). */
  | { readonly type: 'Dive'; readonly data: Record<string, never> };

export type CareerCommandType = CareerCommand['type'];
export const CAREER_COMMAND_TYPES: readonly CareerCommandType[] = [
  'StartCareer',
  'AssignPatrol',
  'EnterNextBox',
  'DeclineAttack',
  'SwitchToNight',
  'StaySurfaced',
  'Dive',
];
