import { packHash } from '../../charts/chart-pack';
import type { CampaignRuleset } from '../campaign';
import { loadMedChartPack, medChartPackJsonSchema, type MedChartPack } from './charts';
import { MED_PACK } from './pack.data';

/**
 * *Beneath the Med* (GMT), the Regia Marina 6/40-8/43, read from its Spanish rules (seed 004). Its careers play as far
 * as docs/chart-packs/README.md "Beneath the Med" says, and stop at a rule not played yet: the ruleset holds the
 * constants the rule text states where they differ from The Hunted, and its pack the charts (../shared/rules/
 * beneath-the-med.md §1.4, §5). A new version whenever a career of the last one would be decided otherwise.
 */
export const BENEATH_THE_MED: CampaignRuleset<MedChartPack> = {
  id: 'beneath-the-med',
  name: 'Beneath the Med',
  // 2: the escorts, the port, the AA, the random events and the special missions played (2026-11-29);
  // 3: wounds, repairs and rounds, following, scuttling, reassignment (§8) and §11 whole, its B3 recalibrated (2026-11-29)
  rulesetVersion: '3',
  rulebook: '004',
  calendar: {
    start: { value: '1940-06', source: '004 L1268' }, // 6.6: the first start date of the starting-base table
    end: { value: '1943-08', source: '004 L1063' }, // 5.1: patrols until 8/43
  },
  follow: {
    stillEscortedOn: { value: 4, source: '004 L1930-1933' }, // 7.4.2
    groupFoundOn: { value: 4, source: '004 L1952-1954' }, // 7.4.4
    moreRoundsPerBox: { value: 2, source: '004 L1779-1780' }, // 7.2.7: two extra rounds in a box
  },
  charts: {
    load: loadMedChartPack,
    hash: packHash,
    jsonSchema: medChartPackJsonSchema,
    builtIn: loadMedChartPack(MED_PACK),
    decidesOn: 'builtIn',
  },
};
