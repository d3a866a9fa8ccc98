/**
 * The chart pack: every chart of The Hunted as typed data, each value with its source (`000 L…`, `002 L…`, `hist`,
 * `designed`). `defaultChartPack` is the pack the engine plays with; `loadChartPack` validates any other pack (for
 * example parsed JSON) and names the chart and row that is wrong; `chartPackHash` fingerprints a pack for events.
 * Every conflict between the sources and every open-question default is listed in docs/interpretations.md.
 */
export { CHART_PACK_VERSION, CHART_KEYS, canonicalJson, chartPackHash, defaultChartPack, loadChartPack } from './chart-pack';
export type { ChartKey, ChartPack } from './chart-pack';
export { ChartPackInvalid } from './chart-pack-invalid';
export type { ChartPath, PathSegment } from './chart-pack-invalid';
export { assertCoverage, atLeast, atMost, between, DIE_CODES, dieOutcomes, exactly, formatSpan, rowFor, spanContains } from './dice';
export type { DieCode, RollRow, RollSpan, RollTable } from './dice';
export { INTERPRETATION_ID_PATTERN, SOURCE_REF_PATTERN, sourceRefs } from './provenance';
export type { InterpretationId, Provenance, SourceRef } from './provenance';
export { PATROL_AREAS, QUALITY_LEVELS, RANKS, UBOAT_TYPES } from './vocabulary';
export type { Modifier, PatrolArea, QualityLevel, Rank, Sourced, UBoatType, YearMonth } from './vocabulary';

export { P1_COLUMNS } from './patrol-assignment';
export type * from './patrol-assignment';
export { A1_MODIFIERS, A1_RESULTS, A2_MODIFIERS, A2_RESULTS } from './aircraft';
export type * from './aircraft';
export { E1_COLUMN_IDS, ENCOUNTER_KINDS } from './encounter';
export type * from './encounter';
export { E2_MODIFIERS, E2_RESULTS, E3_MODIFIERS } from './escort';
export type * from './escort';
export { CREW_MEMBERS, E4_DAMAGE, E5_SYSTEMS } from './damage';
export type * from './damage';
export { DUD_PERIODS, DUD_TORPEDOES, HOMING_TORPEDOES, RANGES, sinkPointsFor, U1_MODIFIERS } from './attack';
export type * from './attack';
export { RANDOM_EVENTS } from './random-events';
export type * from './random-events';
export type * from './quality';
export type * from './resupply-evasion';
export { DECORATIONS } from './post-patrol';
export type * from './post-patrol';
export { CAPITAL_SHIP_CLASSES, TARGET_TYPES } from './targets';
export type * from './targets';
export { AWARDS, CARD_ONLY_ABILITIES, SPECIAL_ABILITIES } from './kommandants';
export type * from './kommandants';
export type * from './history';
export { HOMING_PERIODS } from './uboat-boards';
export type * from './uboat-boards';
export { ACCESS_RESULTS, BOX_KINDS, routeById } from './patrol-routes';
export type * from './patrol-routes';
