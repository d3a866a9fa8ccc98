import { DEFAULT_CAMPAIGN, rulesetOf, type CampaignId, type CampaignRuleset } from '../../campaigns';
import type { CareerState } from '../model/state';

/** The ruleset of the campaign the career was started under (docs/chart-packs/README.md "Campaigns"). */
export const campaignOf = (state: CareerState): CampaignRuleset => {
  if (state.career === null) throw new Error('campaignOf: the career has not started');
  return rulesetOf(state.career.campaign);
};

/** The campaign a career plays (before its start, the default: The Hunted). */
export const playedCampaign = (state: CareerState): CampaignId =>
  state.career?.campaign.id ?? DEFAULT_CAMPAIGN.id;
