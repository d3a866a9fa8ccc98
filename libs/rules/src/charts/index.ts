/**
 * The chart pack: every chart of The Hunted as typed data, each value with its source (`000 L…`, `002 L…`, `hist`,
 * `designed`). `defaultChartPack` is the pack the engine plays with; `loadChartPack` validates any other pack (for
 * example parsed JSON) and names the chart and row that is wrong; `chartPackHash` fingerprints a pack for events.
 * Every conflict between the sources and every open-question default is listed in docs/interpretations.md.
 */
export {
  CHART_PACK_VERSION,
  CHART_KEYS,
  canonicalJson,
  chartPackHash,
  chartPackJsonSchema,
  defaultChartPack,
  loadChartPack,
} from './chart-pack';
export type { ChartKey, ChartPack } from './chart-pack';
export { ChartPackInvalid, renderPath } from './chart-pack-invalid';
export type { ChartPath, PathSegment } from './chart-pack-invalid';
export { englishReason } from './pack-reasons';
export type { PackReason, PackReasonCode } from './pack-reasons';
export {
  assertCoverage,
  atLeast,
  atMost,
  between,
  DIE_CODES,
  dieOutcomes,
  exactly,
  formatSpan,
  rowFor,
  spanContains,
} from './dice';
export type { DieCode, RollRow, RollSpan, RollTable } from './dice';
export { INTERPRETATION_ID_PATTERN, SOURCE_REF_PATTERN, sourceRefs } from './provenance';
export type { InterpretationId, Provenance, SourceRef } from './provenance';
export { PATROL_AREAS, QUALITY_LEVELS, RANKS, UBOAT_TYPES } from './vocabulary';
export type { Modifier, PatrolArea, QualityLevel, Rank, Sourced, UBoatType, YearMonth } from './vocabulary';

// Chart ids, result names and modifier ids as runtime lists (the engine and its tests enumerate them).
export { P1_COLUMNS } from './patrol-assignment';
export { A1_MODIFIERS, A1_RESULTS, A2_MODIFIERS, A2_RESULTS } from './aircraft';
export { E1_COLUMN_IDS, ENCOUNTER_KINDS } from './encounter.types';
export { E2_MODIFIERS, E2_RESULTS } from './escort-detection';
export { E3_MODIFIERS } from './escort-attack';
export { E4_DAMAGE } from './damage.types';
export { CREW_MEMBERS, E5_SYSTEMS } from './repair-and-crew';
export { HOMING_TORPEDOES, RANGES, U1_MODIFIERS } from './torpedo-attack';
export { sinkPointsFor } from './attack-damage';
export { RANDOM_EVENTS } from './random-events';
export { DECORATIONS } from './decorations';
export { CAPITAL_SHIP_CLASSES } from './targets';
export { TARGET_TYPES } from './targets.types';
export { CARD_ONLY_ABILITIES, SPECIAL_ABILITIES } from './special-abilities';
export { AWARDS } from './kommandant-cards';
export { HOMING_PERIODS } from './uboat-boards.types';
export { routeById } from './patrol-routes';
export { ACCESS_RESULTS, BOX_KINDS } from './patrol-routes.types';

export type * from './patrol-assignment';
export type * from './bases';
export type * from './aircraft';
export type * from './encounter';
export type * from './encounter.types';
export type * from './encounter-side-tables';
export type * from './escort-detection';
export type * from './escort-attack';
export type * from './damage';
export type * from './damage.types';
export type * from './repair-and-crew';
export type * from './torpedo-attack';
export type * from './attack-damage';
export type * from './random-events';
export type * from './quality';
export type * from './resupply-evasion';
export type * from './refit';
export type * from './crew-advancement';
export type * from './decorations';
export type * from './targets';
export type * from './targets.types';
export type * from './enemy-submarines';
export type * from './special-abilities';
export type * from './kommandant-cards';
export type * from './history';
export type * from './history.types';
export type * from './uboat-boards';
export type * from './uboat-boards.types';
export type * from './patrol-routes';
export type * from './patrol-routes.types';
