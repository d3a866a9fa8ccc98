import type { Ruling } from '@periscope/audit';
import type { CampaignRef, CareerOptionsChoice, YearMonth } from '@periscope/rules';
import type { WolfpackFormed } from '../wolfpack/events';
import type { Scoring, TournamentBoat, TournamentFormat } from './formats';
import type { MedPresetId } from './med-presets';

/** The terms as the tournament keeps them, every default filled in. */
export interface TournamentTerms {
  readonly name: string;
  readonly organiser: string;
  readonly format: TournamentFormat;
  /**
   * The campaign every entrant's career starts under, when the organiser named one; terms without it (every
   * tournament created before campaigns) are The Hunted's (`campaignOfTerms`).
   */
  readonly campaign?: CampaignRef;
  /** Beneath the Med's recommended tournament (10.2-10.4), when the organiser chose one. */
  readonly preset?: MedPresetId;
  readonly scoring: Scoring;
  readonly uboatTypes: readonly TournamentBoat[];
  readonly startDate: YearMonth;
  readonly endDate: YearMonth;
  readonly options: CareerOptionsChoice;
  readonly registration: { readonly opensAt: string | null; readonly closesAt: string | null };
  /** 13.5.1: members per wolfpack (0: no packs). */
  readonly packSize: number;
}

interface Event<Type extends string, Data> {
  readonly type: Type;
  readonly data: Data;
}

export type TournamentCreated = Event<
  'TournamentCreated',
  {
    readonly tournamentId: string;
    readonly terms: TournamentTerms;
    readonly at: string;
    /**
     * T-SEED: sha256 of the tournament's server seed, lowercase hex; the seed is revealed once the tournament is
     * finished, and every roll on its dice recomputes. Absent from tournaments created before it was published.
     */
    readonly seedCommitment?: string;
  }
>;
export type EntrantRegistered = Event<
  'EntrantRegistered',
  {
    readonly careerId: string;
    readonly name: string;
    readonly uboatType: TournamentBoat;
    /** 1, 2, …: the order of registration (the last tie-break). */
    readonly number: number;
    readonly at: string;
    /** The account of a signed-in entrant (docs/accounts.md); absent for an entrant without one. */
    readonly playerId?: string;
  }
>;
export type EntrantWithdrew = Event<
  'EntrantWithdrew',
  { readonly careerId: string; readonly reason: string; readonly by: string; readonly at: string }
>;
export type TournamentStarted = Event<'TournamentStarted', { readonly at: string }>;
/** 13.5.1, 14.5: a pack formed at the start (T-PACKS): the wolfpack's own event (libs/play/src/wolfpack). */
export type { WolfpackFormed };
export type TournamentPaused = Event<'TournamentPaused', { readonly reason: string; readonly at: string }>;
export type TournamentResumed = Event<'TournamentResumed', { readonly at: string }>;
export type EntrantDisqualified = Event<
  'EntrantDisqualified',
  { readonly careerId: string; readonly reason: string; readonly at: string }
>;
/** The organiser's ruling on an entrant's career; the server files the same ruling in `rulings-<careerId>`. */
export type EntrantAdjudicated = Event<
  'EntrantAdjudicated',
  {
    readonly careerId: string;
    readonly rulingId: string;
    readonly ruling: Ruling;
    readonly reason: string;
    readonly at: string;
  }
>;
export type TournamentFinished = Event<'TournamentFinished', { readonly at: string }>;

export type TournamentEvent =
  | TournamentCreated
  | EntrantRegistered
  | EntrantWithdrew
  | TournamentStarted
  | WolfpackFormed
  | TournamentPaused
  | TournamentResumed
  | EntrantDisqualified
  | EntrantAdjudicated
  | TournamentFinished;
