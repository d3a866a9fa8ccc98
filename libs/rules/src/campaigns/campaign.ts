import type { YearMonth } from '../charts';
import type { JsonSchema } from '../charts/schema';

/** The games of the series periscope plays, by the id events and pack files record. */
export const CAMPAIGN_IDS = ['the-hunted', 'beneath-the-med'] as const;
export type CampaignId = (typeof CAMPAIGN_IDS)[number];

/** What a career records of the rules it was started under (CareerStarted.data.campaign). */
export interface CampaignRef {
  readonly id: CampaignId;
  readonly rulesetVersion: string;
}

/** A value of a ruleset with where it comes from: a seed line (`000 L693`, `004 L1930`), `hist` or `designed`. */
export interface Cited<T> {
  readonly value: T;
  readonly source: string;
}

/** A campaign's charts: how a pack of them is checked, fingerprinted and described, and the pack it plays with. */
export interface CampaignCharts<P> {
  /** Checks every chart and cell; throws ChartPackInvalid naming the chart, row and column. Returns it frozen. */
  readonly load: (raw: unknown) => P;
  /** sha256 of the pack's canonical JSON. */
  readonly hash: (pack: P) => string;
  /** The JSON Schema of the charts, one property per chart. */
  readonly jsonSchema: () => {
    readonly properties: Record<string, JsonSchema>;
    readonly required: readonly string[];
  };
  /** The pack the campaign plays with when no other is loaded. */
  readonly builtIn: P;
  /**
   * The pack its careers are decided on: the one the server or a verifier is handed, or always the built-in one
   * (career/med/decide.ts plays Beneath the Med on its own).
   */
  readonly decidesOn: 'handed' | 'builtIn';
}

/**
 * A campaign: the rule-text constants that differ between the games of the series, as data, with the charts it is
 * played on. The procedures both games share exist once, in the career decider, and read these values.
 */
export interface CampaignRuleset<P = unknown> {
  readonly id: CampaignId;
  readonly name: string;
  /** Bumped whenever a value of the ruleset changes; a career records the version it was started under. */
  readonly rulesetVersion: string;
  /** The seed the rule text is read from (../shared/seeds). */
  readonly rulebook: string;
  readonly calendar: {
    /** The first month a career may start. */
    readonly start: Cited<YearMonth>;
    /** No patrol starts after this month. */
    readonly end: Cited<YearMonth>;
  };
  readonly follow: {
    /** A damaged ship that is followed stays escorted on 1d6 at or below this (else it straggles alone). */
    readonly stillEscortedOn: Cited<number>;
    /** A convoy that is followed is found again on 1d6 at or below this. */
    readonly groupFoundOn: Cited<number>;
    /** Additional rounds against unescorted ships in one travel box. */
    readonly moreRoundsPerBox: Cited<number>;
  };
  readonly charts: CampaignCharts<P>;
}

export const refOf = (campaign: Pick<CampaignRuleset, 'id' | 'rulesetVersion'>): CampaignRef => ({
  id: campaign.id,
  rulesetVersion: campaign.rulesetVersion,
});
