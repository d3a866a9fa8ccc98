import type { CampaignId, CareerCommand, UBoatType, YearMonth } from '@periscope/rules';
import type { MedClass } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';
import type { GameOptions } from './events';
import type { Seat } from './seats';

/** What each player brings to the table: his Kommandant, his torpedo load (4.5) and his commitment to a dice seed. */
export interface PlayerEntry {
  readonly kommandant: string;
  readonly uboatId?: string;
  /** 4.5: re-type up to four torpedoes; positive = G7a→G7e, negative = G7e→G7a. */
  readonly torpedoSwaps?: number;
  /** sha256 of the player's seed, lowercase hex: the seed itself is revealed once both players have committed. */
  readonly seedCommitment: string;
}

/** 13.1.1: both players sail the same type from the same month, with the same optional rules. */
export interface GameTerms {
  /** The game of the series both careers start under (13.1; Beneath the Med 10.1); The Hunted when left out. */
  readonly campaign?: CampaignId;
  /** A U-boat type, or in Beneath the Med a class (10.1: "la misma clase"). */
  readonly uboatType: UBoatType | MedClass;
  readonly startDate: YearMonth;
  /** The end date agreed beforehand (13.1.1): no patrol starts after it. */
  readonly endDate?: YearMonth;
  readonly options?: GameOptions;
  /** Seconds the game waits for the opponent's roll before the server rolls for him (none: it waits). */
  readonly opponentTimeoutSeconds?: number;
  /** sha256(serverSeed): the server commits to its seed before any player seed exists. */
  readonly serverCommitment: string;
}

/** The commands of a two-player game (13.1). `seat` is the seat whose token sent it, checked by the server. */
export type GameCommand =
  | { readonly type: 'CreateGame'; readonly data: GameTerms & { readonly player: PlayerEntry } }
  | { readonly type: 'JoinGame'; readonly data: { readonly player: PlayerEntry } }
  /** The seed behind the seat's commitment, sent once both players have committed. */
  | { readonly type: 'RevealSeed'; readonly seat: Seat; readonly data: { readonly seed: string } }
  /** A career command of the active player (13.1.2): pending() of his career lists them. */
  | { readonly type: 'Play'; readonly seat: Seat; readonly data: { readonly command: CareerCommand } }
  /** 13.1.2: the opponent rolls for escort detection, damage and air attacks. */
  | { readonly type: 'Roll'; readonly seat: Seat; readonly data: Record<string, never> }
  /** The server rolls for an opponent who did not roll within the game's timeout. */
  | { readonly type: 'RollForAbsentOpponent'; readonly data: Record<string, never> }
  /** 14.8.3: sha256 of `${number}:${salt}`, the die set face hidden. */
  | { readonly type: 'CommitManoeuvre'; readonly seat: Seat; readonly data: { readonly hash: string } }
  /** 14.8.3: the die uncovered. */
  | {
      readonly type: 'RevealManoeuvre';
      readonly seat: Seat;
      readonly data: { readonly number: number; readonly salt: string };
    };

export type GameCommandType = GameCommand['type'];

/** The commands a seat sends by name over the wire; a career command type is sent as a `Play`. */
export const SEAT_COMMAND_TYPES = ['RevealSeed', 'Roll', 'CommitManoeuvre', 'RevealManoeuvre'] as const;
export type SeatCommandType = (typeof SEAT_COMMAND_TYPES)[number];
