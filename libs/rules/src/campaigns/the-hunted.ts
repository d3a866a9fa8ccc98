import {
  chartPackHash,
  chartPackJsonSchema,
  defaultChartPack,
  loadChartPack,
  type ChartPack,
} from '../charts';
import type { CampaignRuleset } from './campaign';

/** *The Hunted* (GMT), the Kriegsmarine 7/43-5/45: the first campaign, read from the Spanish rules (seed 000). */
export const THE_HUNTED: CampaignRuleset<ChartPack> = {
  id: 'the-hunted',
  name: 'The Hunted',
  rulesetVersion: '1',
  rulebook: '000',
  calendar: {
    start: { value: '1943-07', source: '000 L380' }, // 4.2.1
    end: { value: '1945-05', source: '000 L693' },
  },
  follow: {
    stillEscortedOn: { value: 5, source: '000 L1198' }, // 9.7.6
    groupFoundOn: { value: 4, source: '000 L1202' }, // 9.7.7
    moreRoundsPerBox: { value: 2, source: '000 L1100, 000 L1216' }, // 9.4.7, 9.7.11, Q-FOLLOW-LIMITS
  },
  charts: {
    load: loadChartPack,
    hash: chartPackHash,
    jsonSchema: chartPackJsonSchema,
    builtIn: defaultChartPack,
    decidesOn: 'handed',
  },
};
