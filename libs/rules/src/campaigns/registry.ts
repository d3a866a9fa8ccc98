import { RuleNotImplemented } from '../errors';
import type { CampaignId, CampaignRef, CampaignRuleset } from './campaign';
import { THE_HUNTED } from './the-hunted';
import { BENEATH_THE_MED } from './beneath-the-med/ruleset';

const CAMPAIGNS: Record<CampaignId, CampaignRuleset | undefined> = {
  'the-hunted': THE_HUNTED as CampaignRuleset,
  'beneath-the-med': BENEATH_THE_MED as CampaignRuleset,
};

/** The campaign of an id; a campaign not yet built fails loudly. */
export function campaignById(id: CampaignId): CampaignRuleset {
  const campaign = CAMPAIGNS[id];
  if (!campaign) throw new RuleNotImplemented('campaign', id);
  return campaign;
}

/** The ruleset a career recorded; a version this engine does not hold fails loudly rather than play other rules. */
export function rulesetOf(ref: CampaignRef): CampaignRuleset {
  const campaign = campaignById(ref.id);
  if (campaign.rulesetVersion !== ref.rulesetVersion)
    throw new RuleNotImplemented('campaign', `${ref.id} ruleset ${ref.rulesetVersion}`);
  return campaign;
}

let ownPacks: readonly string[] | undefined;

/** The fingerprints of the packs campaigns decide their careers on whatever pack a verifier is handed. */
export const ownPackHashes = (): readonly string[] =>
  (ownPacks ??= Object.values(CAMPAIGNS).flatMap((c) =>
    c?.charts.decidesOn === 'builtIn' ? [c.charts.hash(c.charts.builtIn)] : [],
  ));

/** What a career that records no campaign (every career started before campaigns were data) was started under. */
export const DEFAULT_CAMPAIGN: CampaignRef = { id: 'the-hunted', rulesetVersion: '1' };
