import { createHash } from 'node:crypto';
import * as aircraft from './aircraft';
import * as damageTables from './attack-damage';
import * as bases from './bases';
import { ChartPackInvalid } from './chart-pack-invalid';
import * as crew from './crew-advancement';
import * as damage from './damage';
import * as decorations from './decorations';
import { RollTable } from './dice';
import * as encounter from './encounter';
import * as enemy from './enemy-submarines';
import * as attack from './escort-attack';
import * as detection from './escort-detection';
import * as history from './history';
import type * as historyTypes from './history.types';
import * as cards from './kommandant-cards';
import * as assignment from './patrol-assignment';
import * as routes from './patrol-routes';
import type * as routeTypes from './patrol-routes.types';
import * as quality from './quality';
import * as events from './random-events';
import * as refit from './refit';
import * as repair from './repair-and-crew';
import * as resupply from './resupply-evasion';
import { Check, jsonOf, JsonSchema, str } from './schema';
import * as abilities from './special-abilities';
import * as targets from './targets';
import * as torpedo from './torpedo-attack';
import * as boards from './uboat-boards';
import type * as boardTypes from './uboat-boards.types';
import { reason } from './pack-reasons';

/** Bumped whenever a chart value changes; events record the pack version and hash they were decided with. */
export const CHART_PACK_VERSION = '1.0.0';

/** Every chart of the game as data. Keys are the chart ids printed on the player aids where they have one. */
export interface ChartPack {
  readonly version: string;
  readonly P1: assignment.PatrolAssignmentChart;
  readonly penang: bases.PenangChart;
  readonly portAirRaid: bases.PortAirRaidChart;
  readonly A1: aircraft.AircraftEncounterChart;
  readonly A2: aircraft.FlakChart;
  readonly E1: encounter.EncounterChart;
  readonly E2: detection.EscortDetectionChart;
  readonly E3: attack.EscortAttackChart;
  readonly E3a: attack.AircraftSpecialAttackChart;
  readonly E3b: attack.EscortSpecialAttackChart;
  readonly E3c: attack.HedgehogChart;
  readonly E3d: RollTable<attack.AttackResult>;
  readonly E3e: RollTable<attack.AttackResult>;
  readonly E4: damage.UBoatDamageChart;
  readonly E5: repair.DamageRepairChart;
  readonly E5a: repair.CrewInjuryChart;
  readonly U1: torpedo.TorpedoAttackChart;
  readonly U2: damageTables.TorpedoDudChart;
  readonly U3: damageTables.AttackDamageChart;
  readonly U4: damageTables.CombatMat;
  readonly R1: events.RandomEventChart;
  readonly R2: events.RandomEventChart;
  readonly escortQuality: quality.QualityChart;
  readonly aircraftQuality: quality.QualityChart;
  readonly B10: resupply.ResupplyChart;
  readonly B12: resupply.EvasiveManoeuvresChart;
  readonly M1: refit.RefitChart;
  readonly M2: refit.RecoveryChart;
  readonly M3: crew.CrewImprovementChart;
  readonly M4: crew.PromotionChart;
  readonly M5: decorations.DecorationsChart;
  readonly M6: decorations.NewBoatChart;
  readonly T1: targets.TargetList;
  readonly T2: targets.TargetList;
  readonly T3: targets.TargetList;
  readonly T4: targets.TargetList;
  readonly T5: targets.TargetList<targets.CapitalShipRow>;
  readonly enemySubmarines: enemy.EnemySubmarineChart;
  readonly specialAbilities: abilities.SpecialAbilityChart;
  readonly kommandantCards: readonly cards.KommandantCard[];
  readonly wolfpackNames: readonly historyTypes.WolfpackName[];
  readonly historicalUBoatIds: readonly historyTypes.HistoricalUBoatIds[];
  readonly flotillas: history.FlotillaList;
  readonly uboatBoards: boardTypes.UBoatBoards;
  readonly patrolRoutes: routeTypes.PatrolRoutes;
  readonly reconstructedSources: boardTypes.ReconstructedSources;
}

export type ChartKey = Exclude<keyof ChartPack, 'version'>;

const SCHEMAS: Record<keyof ChartPack, Check> = {
  version: str,
  P1: assignment.P1_SCHEMA,
  penang: bases.PENANG_SCHEMA,
  portAirRaid: bases.PORT_AIR_RAID_SCHEMA,
  A1: aircraft.A1_SCHEMA,
  A2: aircraft.A2_SCHEMA,
  E1: encounter.E1_SCHEMA,
  E2: detection.E2_SCHEMA,
  E3: attack.E3_SCHEMA,
  E3a: attack.E3A_SCHEMA,
  E3b: attack.E3B_SCHEMA,
  E3c: attack.E3C_SCHEMA,
  E3d: attack.E3D_SCHEMA,
  E3e: attack.E3E_SCHEMA,
  E4: damage.E4_SCHEMA,
  E5: repair.E5_SCHEMA,
  E5a: repair.E5A_SCHEMA,
  U1: torpedo.U1_SCHEMA,
  U2: damageTables.U2_SCHEMA,
  U3: damageTables.U3_SCHEMA,
  U4: damageTables.U4_SCHEMA,
  R1: events.RANDOM_EVENTS_SCHEMA,
  R2: events.RANDOM_EVENTS_SCHEMA,
  escortQuality: quality.QUALITY_SCHEMA,
  aircraftQuality: quality.QUALITY_SCHEMA,
  B10: resupply.B10_SCHEMA,
  B12: resupply.B12_SCHEMA,
  M1: refit.M1_SCHEMA,
  M2: refit.M2_SCHEMA,
  M3: crew.M3_SCHEMA,
  M4: crew.M4_SCHEMA,
  M5: decorations.M5_SCHEMA,
  M6: decorations.M6_SCHEMA,
  T1: targets.TARGET_LIST_SCHEMA,
  T2: targets.TARGET_LIST_SCHEMA,
  T3: targets.TARGET_LIST_SCHEMA,
  T4: targets.TARGET_LIST_SCHEMA,
  T5: targets.T5_SCHEMA,
  enemySubmarines: enemy.ENEMY_SUBMARINES_SCHEMA,
  specialAbilities: abilities.SPECIAL_ABILITIES_SCHEMA,
  kommandantCards: cards.KOMMANDANT_CARDS_SCHEMA,
  wolfpackNames: history.WOLFPACK_NAMES_SCHEMA,
  historicalUBoatIds: history.HISTORICAL_IDS_SCHEMA,
  flotillas: history.FLOTILLAS_SCHEMA,
  uboatBoards: boards.BOARDS_SCHEMA,
  patrolRoutes: routes.ROUTES_SCHEMA,
  reconstructedSources: boards.RECONSTRUCTED_SOURCES_SCHEMA,
};

export const CHART_KEYS = Object.keys(SCHEMAS).filter((k) => k !== 'version') as ChartKey[];

/**
 * Validates a chart pack (e.g. parsed JSON) and returns it deep-frozen. Throws ChartPackInvalid naming the chart
 * and the row: `ChartPackInvalid: E2 row 7: result must be one of …`.
 */
export function loadChartPack(raw: unknown): ChartPack {
  return loadPackWith(SCHEMAS, raw) as unknown as ChartPack;
}

/** Checks a pack against one check per chart (every chart present, none unknown) and returns it deep-frozen. */
export function loadPackWith(schemas: Record<string, Check>, raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ChartPackInvalid([], reason('object'));
  const pack = raw as Record<string, unknown>;
  for (const [key, check] of Object.entries(schemas)) {
    if (pack[key] === undefined) throw new ChartPackInvalid([key], reason('missing'));
    check(pack[key], [key]);
  }
  for (const key of Object.keys(pack))
    if (!(key in schemas)) throw new ChartPackInvalid([key], reason('unknownChart'));
  return deepFreeze(pack);
}

/** The JSON Schema of a pack's charts from their checks: one property per chart. */
export const packJsonSchema = (schemas: Record<string, Check>) => ({
  properties: Object.fromEntries(Object.entries(schemas).map(([key, check]) => [key, jsonOf(check)])),
  required: Object.keys(schemas),
});

/** sha256 (hex) of the pack's canonical JSON: keys sorted, no whitespace. */
const hashes = new WeakMap<object, string>();

/** sha256 of the pack's canonical JSON; remembered per pack object (packs are frozen once loaded). */
export function chartPackHash(pack: ChartPack): string {
  return packHash(pack);
}

/** The same fingerprint for any campaign's pack. */
export function packHash(pack: object): string {
  let hash = hashes.get(pack);
  if (hash === undefined) {
    hash = createHash('sha256').update(canonicalJson(pack)).digest('hex');
    hashes.set(pack, hash);
  }
  return hash;
}

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * The JSON Schema of The Hunted's charts: one property per chart, each as strict as the loader's check for it
 * except for what JSON Schema cannot say (dice coverage, totals that add up), which each chart's `description`
 * states. docs/chart-packs/ holds it as a file, with the envelope of a pack file around it.
 */
export function chartPackJsonSchema(): {
  readonly properties: Record<string, JsonSchema>;
  readonly required: readonly string[];
} {
  return packJsonSchema(SCHEMAS);
}

/**
 * The pack built from the seeds (with the interpretations of docs/interpretations.md). It goes through the same
 * loader as a pack an owner loads, so a default chart that breaks a check fails at start, naming the cell.
 */
export const defaultChartPack: ChartPack = loadChartPack({
  version: CHART_PACK_VERSION,
  P1: assignment.P1,
  penang: bases.PENANG,
  portAirRaid: bases.PORT_AIR_RAID,
  A1: aircraft.A1,
  A2: aircraft.A2,
  E1: encounter.E1,
  E2: detection.E2,
  E3: attack.E3,
  E3a: attack.E3a,
  E3b: attack.E3b,
  E3c: attack.E3c,
  E3d: attack.E3d,
  E3e: attack.E3e,
  E4: damage.E4,
  E5: repair.E5,
  E5a: repair.E5a,
  U1: torpedo.U1,
  U2: damageTables.U2,
  U3: damageTables.U3,
  U4: damageTables.U4,
  R1: events.R1,
  R2: events.R2,
  escortQuality: quality.ESCORT_QUALITY,
  aircraftQuality: quality.AIRCRAFT_QUALITY,
  B10: resupply.B10,
  B12: resupply.B12,
  M1: refit.M1,
  M2: refit.M2,
  M3: crew.M3,
  M4: crew.M4,
  M5: decorations.M5,
  M6: decorations.M6,
  T1: targets.T1,
  T2: targets.T2,
  T3: targets.T3,
  T4: targets.T4,
  T5: targets.T5,
  enemySubmarines: enemy.ENEMY_SUBMARINES,
  specialAbilities: abilities.SPECIAL_ABILITY_CHART,
  kommandantCards: cards.KOMMANDANT_CARDS,
  wolfpackNames: history.WOLFPACK_NAMES,
  historicalUBoatIds: history.HISTORICAL_UBOAT_IDS,
  flotillas: history.FLOTILLAS,
  uboatBoards: boards.BOARDS,
  patrolRoutes: routes.ROUTES,
  reconstructedSources: boards.RECONSTRUCTED_SOURCES,
} satisfies ChartPack);
