import { rulesetOf, type CampaignRuleset } from '../../campaigns';
import type { CareerState } from '../model/state';

/** The ruleset of the campaign the career was started under (docs/chart-packs/README.md "Campaigns"). */
export const campaignOf = (state: CareerState): CampaignRuleset => {
  if (state.career === null) throw new Error('campaignOf: the career has not started');
  return rulesetOf(state.career.campaign);
};
