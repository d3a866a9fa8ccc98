import { DEFAULT_CAMPAIGN, type CampaignId, type CampaignRef } from '../../campaigns';
import type { YearMonth } from '../../charts';
import type { RecordedRoll } from './rolls';

/*
 * What every campaign's career records, in one shape (ARCHITECTURE.md "Campaigns"): the events CareerStarted,
 * PatrolAssigned and EncounterRolled and the career's state are these records, typed by the campaign's words
 * (its boat classes, bases, ranks, areas, boxes and chart results).
 */

/** A rule that changed a chart result, recorded so that an auditor sees why (e.g. 7.3.2 Type VII → Atlantic). */
export interface RuleApplied {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

/** CareerStarted's data every campaign has: the boat, its commander, the calendar, the dice and the rules. */
export interface StartRecord<Boat extends string, Base extends string, Rank extends string> {
  /** The boat of the campaign's status boards: a U-boat type (The Hunted), a class (Beneath the Med). */
  readonly uboatType: Boat;
  /** The boat's name or number, the player's choice. */
  readonly uboatId: string | null;
  /** The commander: the Kommandant, the Comandante. */
  readonly kommandant: string;
  readonly startDate: YearMonth;
  /** 5.1: an agreed last month (null: to the campaign's end). */
  readonly endDate: YearMonth | null;
  readonly base: Base;
  readonly seedCommitment: string;
  readonly playerSeed: string;
  readonly chartPack: { readonly version: string; readonly hash: string };
  /** The campaign and ruleset it was started under; absent, The Hunted's ruleset 1 (DEFAULT_CAMPAIGN). */
  readonly campaign?: CampaignRef;
  /** The starting rank, and the 1d6 by start year that decided it (null: no roll). */
  readonly rank: Rank;
  readonly rankRoll: RecordedRoll | null;
  readonly deckGunAmmo: number;
}

/** PatrolAssigned's data every campaign has: the patrol, its area and its route of boxes. */
export interface PatrolRecord<Area extends string, Box, Base extends string> {
  readonly number: number;
  readonly date: YearMonth;
  readonly area: Area;
  readonly routeId: string;
  readonly boxes: readonly Box[];
  /** The base the patrol ends at when it is not the one it left (The Hunted 7.3.7; Beneath the Med 6.3, 6.4). */
  readonly rebaseTo: Base | null;
}

/** EncounterRolled's data every campaign has: one roll on the box's column of the encounter chart. */
export interface EncounterRollRecord<Column extends string, Result extends string> {
  readonly boxIndex: number;
  /** The chart's column (or section) the box rolls on. */
  readonly column: Column;
  readonly roll: RecordedRoll;
  /** As printed on the chart. */
  readonly printed: Result;
  /** What the boat meets after the rules recorded in rulesApplied. */
  readonly result: Result;
  readonly rulesApplied: readonly RuleApplied[];
  /** The patrol's first 12 (The Hunted 12.0, Beneath the Med 9.1): a random event, not the encounter. */
  readonly randomEvent: boolean;
}

/** The career record every campaign keeps between events (CareerState.career). */
export interface CareerRecord<Boat extends string, Base extends string, Rank extends string> {
  readonly uboatType: Boat;
  readonly uboatId: string | null;
  readonly kommandant: string;
  /** The game calendar (never the wall clock): the month the next patrol starts. */
  readonly date: YearMonth;
  readonly endDate: YearMonth | null;
  readonly base: Base;
  /** sha256(serverSeed): the dice are committed before the first roll. */
  readonly seedCommitment: string;
  readonly playerSeed: string;
  readonly chartPack: { readonly version: string; readonly hash: string };
  /** The campaign and ruleset the career was started under (docs/chart-packs/README.md "Campaigns"). */
  readonly campaign: CampaignRef;
  readonly rank: Rank;
}

/** The campaign a start records: an event written before campaigns were data is The Hunted's. */
export const campaignOfStart = (data: { readonly campaign?: CampaignRef }): CampaignId =>
  (data.campaign ?? DEFAULT_CAMPAIGN).id;

/** The fold of CareerStarted every campaign shares: the career record its start writes. */
export function careerRecordOf<B extends string, S extends string, R extends string>(
  d: StartRecord<B, S, R>,
): CareerRecord<B, S, R> {
  return {
    uboatType: d.uboatType,
    uboatId: d.uboatId,
    kommandant: d.kommandant,
    date: d.startDate,
    endDate: d.endDate,
    base: d.base,
    seedCommitment: d.seedCommitment,
    playerSeed: d.playerSeed,
    chartPack: d.chartPack,
    campaign: d.campaign ?? DEFAULT_CAMPAIGN, // careers started before campaigns were data: The Hunted
    rank: d.rank,
  };
}
