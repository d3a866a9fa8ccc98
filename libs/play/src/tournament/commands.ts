import type { Ruling } from '@periscope/audit';
import type { CampaignId, CareerOptionsChoice, YearMonth } from '@periscope/rules';
import type { Scoring, TournamentBoat, TournamentFormat } from './formats';
import type { MedPresetId } from './med-presets';

/** Who sends a command: the organiser (his token checked by the server), or the entrant sailing a career. */
export type TournamentActor = 'organiser' | `entrant:${string}`;

/** What the organiser fixes at creation (13.2–13.5): one set of terms for every entrant. */
export interface TournamentTermsChoice {
  readonly name: string;
  readonly organiser: string;
  readonly format: TournamentFormat;
  /** The game of the series every entrant's career is started under; The Hunted when left out. */
  readonly campaign?: CampaignId;
  /** Beneath the Med only: one of its recommended tournaments (10.2-10.4), which fixes what it names. */
  readonly preset?: MedPresetId;
  /** 13.4 only: scored as 13.2 (tonnage, the default) or as 13.3 (survival). */
  readonly scoring?: Scoring;
  /** 13.2, 13.3: the one type everyone sails; 13.4: the types allowed (default every VII and IX, Q-40). */
  readonly uboatTypes?: readonly TournamentBoat[];
  readonly startDate: YearMonth;
  /** Default May 1945 (13.2). */
  readonly endDate?: YearMonth;
  /** One optional-rule set (§14) for all entrants. */
  readonly options?: CareerOptionsChoice;
  /** ISO-8601 instants; open from creation and until the start when left out. */
  readonly registration?: { readonly opensAt?: string; readonly closesAt?: string };
}

interface Command<Type extends string, Data> {
  readonly type: Type;
  readonly data: Data;
  readonly actor: TournamentActor;
  /** The server's clock when the command came (the decider reads no clock). */
  readonly at: string;
}

export type TournamentCommand =
  | Command<
      'CreateTournament',
      {
        readonly tournamentId: string;
        readonly terms: TournamentTermsChoice;
        /** sha256 of the tournament's server seed (its dice: 14.5 pack names), published before any roll. */
        readonly seedCommitment?: string;
      }
    >
  | Command<
      'Register',
      {
        readonly careerId: string;
        readonly name: string;
        readonly uboatType: TournamentBoat;
        /** The signed-in player's account (docs/accounts.md): one entry per player. */
        readonly playerId?: string;
      }
    >
  | Command<'Withdraw', { readonly careerId: string; readonly reason: string }>
  | Command<'StartTournament', Record<string, never>>
  | Command<'PauseTournament', { readonly reason: string }>
  | Command<'ResumeTournament', Record<string, never>>
  | Command<'Disqualify', { readonly careerId: string; readonly reason: string }>
  | Command<
      'Adjudicate',
      {
        readonly careerId: string;
        readonly rulingId: string;
        readonly ruling: Ruling;
        readonly reason: string;
      }
    >
  | Command<'FinishTournament', Record<string, never>>;

export type TournamentCommandType = TournamentCommand['type'];

/** The organiser's actions: only his token may send them. */
export const ORGANISER_COMMAND_TYPES = [
  'StartTournament',
  'PauseTournament',
  'ResumeTournament',
  'Disqualify',
  'Adjudicate',
  'FinishTournament',
] as const satisfies readonly TournamentCommandType[];
export type OrganiserCommandType = (typeof ORGANISER_COMMAND_TYPES)[number];
