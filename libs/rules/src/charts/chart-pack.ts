import { createHash } from 'node:crypto';
import { A1, A1_SCHEMA, A2, A2_SCHEMA, AircraftEncounterChart, FlakChart } from './aircraft';
import { AttackDamageChart, CombatMat, TorpedoAttackChart, TorpedoDudChart, U1, U1_SCHEMA, U2, U2_SCHEMA, U3, U3_SCHEMA, U4, U4_SCHEMA } from './attack';
import { ChartPackInvalid } from './chart-pack-invalid';
import { CrewInjuryChart, DamageRepairChart, E4, E4_SCHEMA, E5, E5_SCHEMA, E5a, E5A_SCHEMA, UBoatDamageChart } from './damage';
import { RollTable } from './dice';
import { E1, E1_SCHEMA, EncounterChart } from './encounter';
import * as escort from './escort';
import { FlotillaList, FLOTILLAS, FLOTILLAS_SCHEMA, HISTORICAL_IDS_SCHEMA, HISTORICAL_UBOAT_IDS, HistoricalUBoatIds, WOLFPACK_NAMES, WOLFPACK_NAMES_SCHEMA, WolfpackName } from './history';
import { KOMMANDANT_CARDS, KOMMANDANT_CARDS_SCHEMA, KommandantCard, SPECIAL_ABILITIES_SCHEMA, SPECIAL_ABILITY_CHART, SpecialAbilityChart } from './kommandants';
import * as assignment from './patrol-assignment';
import { PatrolRoutes, ROUTES, ROUTES_SCHEMA } from './patrol-routes';
import * as post from './post-patrol';
import { AIRCRAFT_QUALITY, ESCORT_QUALITY, QUALITY_SCHEMA, QualityChart } from './quality';
import { R1, R2, RANDOM_EVENTS_SCHEMA, RandomEventChart } from './random-events';
import { B10, B10_SCHEMA, B12, B12_SCHEMA, EvasiveManoeuvresChart, ResupplyChart } from './resupply-evasion';
import { Check, str } from './schema';
import * as targets from './targets';
import { BOARDS, BOARDS_SCHEMA, RECONSTRUCTED_SOURCES, RECONSTRUCTED_SOURCES_SCHEMA, ReconstructedSources, UBoatBoards } from './uboat-boards';

/** Bumped whenever a chart value changes; events record the pack version and hash they were decided with. */
export const CHART_PACK_VERSION = '1.0.0';

/** Every chart of the game as data. Keys are the chart ids printed on the player aids where they have one. */
export interface ChartPack {
  readonly version: string;
  readonly P1: assignment.PatrolAssignmentChart;
  readonly penang: assignment.PenangChart;
  readonly portAirRaid: assignment.PortAirRaidChart;
  readonly A1: AircraftEncounterChart;
  readonly A2: FlakChart;
  readonly E1: EncounterChart;
  readonly E2: escort.EscortDetectionChart;
  readonly E3: escort.EscortAttackChart;
  readonly E3a: escort.AircraftSpecialAttackChart;
  readonly E3b: escort.EscortSpecialAttackChart;
  readonly E3c: escort.HedgehogChart;
  readonly E3d: RollTable<escort.AttackResult>;
  readonly E3e: RollTable<escort.AttackResult>;
  readonly E4: UBoatDamageChart;
  readonly E5: DamageRepairChart;
  readonly E5a: CrewInjuryChart;
  readonly U1: TorpedoAttackChart;
  readonly U2: TorpedoDudChart;
  readonly U3: AttackDamageChart;
  readonly U4: CombatMat;
  readonly R1: RandomEventChart;
  readonly R2: RandomEventChart;
  readonly escortQuality: QualityChart;
  readonly aircraftQuality: QualityChart;
  readonly B10: ResupplyChart;
  readonly B12: EvasiveManoeuvresChart;
  readonly M1: post.RefitChart;
  readonly M2: post.RecoveryChart;
  readonly M3: post.CrewImprovementChart;
  readonly M4: post.PromotionChart;
  readonly M5: post.DecorationsChart;
  readonly M6: post.NewBoatChart;
  readonly T1: targets.TargetList;
  readonly T2: targets.TargetList;
  readonly T3: targets.TargetList;
  readonly T4: targets.TargetList;
  readonly T5: targets.TargetList<targets.CapitalShipRow>;
  readonly enemySubmarines: targets.EnemySubmarineChart;
  readonly specialAbilities: SpecialAbilityChart;
  readonly kommandantCards: readonly KommandantCard[];
  readonly wolfpackNames: readonly WolfpackName[];
  readonly historicalUBoatIds: readonly HistoricalUBoatIds[];
  readonly flotillas: FlotillaList;
  readonly uboatBoards: UBoatBoards;
  readonly patrolRoutes: PatrolRoutes;
  readonly reconstructedSources: ReconstructedSources;
}

export type ChartKey = Exclude<keyof ChartPack, 'version'>;

const SCHEMAS: Record<keyof ChartPack, Check> = {
  version: str,
  P1: assignment.P1_SCHEMA,
  penang: assignment.PENANG_SCHEMA,
  portAirRaid: assignment.PORT_AIR_RAID_SCHEMA,
  A1: A1_SCHEMA,
  A2: A2_SCHEMA,
  E1: E1_SCHEMA,
  E2: escort.E2_SCHEMA,
  E3: escort.E3_SCHEMA,
  E3a: escort.E3A_SCHEMA,
  E3b: escort.E3B_SCHEMA,
  E3c: escort.E3C_SCHEMA,
  E3d: escort.E3D_SCHEMA,
  E3e: escort.E3E_SCHEMA,
  E4: E4_SCHEMA,
  E5: E5_SCHEMA,
  E5a: E5A_SCHEMA,
  U1: U1_SCHEMA,
  U2: U2_SCHEMA,
  U3: U3_SCHEMA,
  U4: U4_SCHEMA,
  R1: RANDOM_EVENTS_SCHEMA,
  R2: RANDOM_EVENTS_SCHEMA,
  escortQuality: QUALITY_SCHEMA,
  aircraftQuality: QUALITY_SCHEMA,
  B10: B10_SCHEMA,
  B12: B12_SCHEMA,
  M1: post.M1_SCHEMA,
  M2: post.M2_SCHEMA,
  M3: post.M3_SCHEMA,
  M4: post.M4_SCHEMA,
  M5: post.M5_SCHEMA,
  M6: post.M6_SCHEMA,
  T1: targets.TARGET_LIST_SCHEMA,
  T2: targets.TARGET_LIST_SCHEMA,
  T3: targets.TARGET_LIST_SCHEMA,
  T4: targets.TARGET_LIST_SCHEMA,
  T5: targets.T5_SCHEMA,
  enemySubmarines: targets.ENEMY_SUBMARINES_SCHEMA,
  specialAbilities: SPECIAL_ABILITIES_SCHEMA,
  kommandantCards: KOMMANDANT_CARDS_SCHEMA,
  wolfpackNames: WOLFPACK_NAMES_SCHEMA,
  historicalUBoatIds: HISTORICAL_IDS_SCHEMA,
  flotillas: FLOTILLAS_SCHEMA,
  uboatBoards: BOARDS_SCHEMA,
  patrolRoutes: ROUTES_SCHEMA,
  reconstructedSources: RECONSTRUCTED_SOURCES_SCHEMA,
};

export const CHART_KEYS = Object.keys(SCHEMAS).filter((k) => k !== 'version') as ChartKey[];

/**
 * Validates a chart pack (e.g. parsed JSON) and returns it deep-frozen. Throws ChartPackInvalid naming the chart
 * and the row: `ChartPackInvalid: E2 row 7: result must be one of …`.
 */
export function loadChartPack(raw: unknown): ChartPack {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ChartPackInvalid([], 'must be an object');
  const pack = raw as Record<string, unknown>;
  for (const [key, check] of Object.entries(SCHEMAS)) {
    if (pack[key] === undefined) throw new ChartPackInvalid([key], 'is missing');
    check(pack[key], [key]);
  }
  for (const key of Object.keys(pack)) if (!(key in SCHEMAS)) throw new ChartPackInvalid([key], 'is not a known chart');
  return deepFreeze(pack) as unknown as ChartPack;
}

/** sha256 (hex) of the pack's canonical JSON: keys sorted, no whitespace. */
export function chartPackHash(pack: ChartPack): string {
  return createHash('sha256').update(canonicalJson(pack)).digest('hex');
}

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
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

/** The pack built from the seeds (with the interpretations of docs/interpretations.md). */
export const defaultChartPack: ChartPack = deepFreeze({
  version: CHART_PACK_VERSION,
  P1: assignment.P1,
  penang: assignment.PENANG,
  portAirRaid: assignment.PORT_AIR_RAID,
  A1,
  A2,
  E1,
  E2: escort.E2,
  E3: escort.E3,
  E3a: escort.E3a,
  E3b: escort.E3b,
  E3c: escort.E3c,
  E3d: escort.E3d,
  E3e: escort.E3e,
  E4,
  E5,
  E5a,
  U1,
  U2,
  U3,
  U4,
  R1,
  R2,
  escortQuality: ESCORT_QUALITY,
  aircraftQuality: AIRCRAFT_QUALITY,
  B10,
  B12,
  M1: post.M1,
  M2: post.M2,
  M3: post.M3,
  M4: post.M4,
  M5: post.M5,
  M6: post.M6,
  T1: targets.T1,
  T2: targets.T2,
  T3: targets.T3,
  T4: targets.T4,
  T5: targets.T5,
  enemySubmarines: targets.ENEMY_SUBMARINES,
  specialAbilities: SPECIAL_ABILITY_CHART,
  kommandantCards: KOMMANDANT_CARDS,
  wolfpackNames: WOLFPACK_NAMES,
  historicalUBoatIds: HISTORICAL_UBOAT_IDS,
  flotillas: FLOTILLAS,
  uboatBoards: BOARDS,
  patrolRoutes: ROUTES,
  reconstructedSources: RECONSTRUCTED_SOURCES,
});
