/**
 * The campaigns of the series as data (docs/chart-packs/README.md): each game's rule-text constants and the pack
 * of charts it plays on, with the pack file an owner can load (`periscope charts validate|import`).
 */
export { CAMPAIGN_IDS, refOf } from './campaign';
export type { CampaignCharts, CampaignId, CampaignRef, CampaignRuleset, Cited } from './campaign';
export { THE_HUNTED } from './the-hunted';
export { BENEATH_THE_MED } from './beneath-the-med/ruleset';
export { MED_CHART_IDS, MED_CHARTS, medChart } from './beneath-the-med/charts';
export type { MedChartId, MedChartPack } from './beneath-the-med/charts';
export { campaignById, DEFAULT_CAMPAIGN, ownPackHashes, rulesetOf } from './registry';
export {
  chartPackFile,
  chartPackFileSchema,
  PACK_FORMAT,
  PACK_FORMAT_VERSION,
  readChartPackFile,
  schemaFileName,
} from './pack-file';
export type { LoadedPack } from './pack-file';
