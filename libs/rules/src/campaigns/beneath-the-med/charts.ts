import type { InterpretationId, Modifier, Provenance, RollTable, Sourced } from '../../charts';
import { loadPackWith, packJsonSchema } from '../../charts/chart-pack';
import { RuleNotImplemented } from '../../errors';
import {
  arr,
  described,
  int,
  jsonOf,
  modifiers,
  nullable,
  obj,
  oneOf,
  record,
  rollTable,
  sourced,
  str,
  type Check,
} from '../../charts/schema';
import { a2Check, b10Check, type MedAaChart, type MedRandomEventChart } from './air-events';
import { assignmentCheck, type AssignmentChart } from './assignment';
import { statusBoardsCheck, type StatusBoardsChart } from './boards';
import {
  b1Check,
  b2Check,
  b6Check,
  type MedDamageChart,
  type MedDudChart,
  type MedTorpedoAttackChart,
} from './combat';
import { b8Check, type MedDamageRepairChart } from './damage';
import { encountersCheck, type EncounterChart } from './encounters';
import {
  b3Check,
  b4Check,
  b5Check,
  type MedDepthChargeDamageChart,
  type MedDetectionChart,
  type MedEscortAttackChart,
} from './escort';
import {
  d3Check,
  d4Check,
  d5Check,
  type FrogmenFateChart,
  type SlcDetonationChart,
  type SlcTargetChart,
} from './slc';
import {
  capitalListCheck,
  merchantListCheck,
  warshipListCheck,
  type MedCapitalRow,
  type MedList,
  type MedWarshipRow,
} from './targets';

/** The pack's own references: `hist Hn` (a public source) and `designed Dn` (the reasoning of a chosen value). */
export interface MedSources {
  readonly historical: Readonly<Record<string, { readonly description: string; readonly address: string }>>;
  readonly designed: Readonly<Record<string, string>>;
}

/**
 * The charts *Beneath the Med* names (004 L429-434), each with the rules that read it. Their values are printed on
 * the player aids, not in the rule text; a chart is built here only from what the rule text states (`004 L…`),
 * and every other chart is `built: false`, so that the engine stops with RuleNotImplemented instead of inventing.
 */
export const MED_CHARTS = {
  A1a: { name: 'Patrol assignment, Mediterranean', rules: ['6.2', '6.7'] },
  A1b: { name: 'Patrol assignment, BETASOM', rules: ['6.2', '6.5', '6.7.6'] },
  A2: { name: 'AA fire against aircraft', rules: ['7.3.4'] },
  A3: {
    name: 'Encounters (Transit, Bay of Biscay, areas, Special Mission, Extra round / Gibraltar)',
    rules: ['6.1', '7.1', '7.2.7', '7.3.6'],
  },
  A4: { name: 'Aircraft encounter', rules: ['7.3'] },
  A5: { name: 'Commander and crew status', rules: ['7.5.6'] },
  B1: { name: 'Torpedo and deck-gun attack', rules: ['7.2.3'] },
  B2: { name: 'Damage to target ships', rules: ['7.2.3'] },
  B3: { name: 'Escort detection', rules: ['7.2.5', '7.2.1', '7.2.2'] },
  B4: { name: 'Escort and air attack', rules: ['7.2.5', '7.3.3'] },
  B5: { name: 'Depth-charge damage', rules: ['7.2.5'] },
  B6: { name: 'Torpedo duds', rules: ['7.2.3'] },
  B7: { name: 'Combat board', rules: ['7.2'] },
  B8: { name: 'Damage, repair and crew injuries', rules: ['7.5'] },
  B10: { name: 'Random events', rules: ['9.0'] },
  T1: { name: 'Targets: small freighters', rules: ['7.1.3', '7.1.6'] },
  T2: { name: 'Targets: large freighters', rules: ['7.1.3', '7.1.6'] },
  T3: { name: 'Targets: tankers', rules: ['7.1.3', '7.1.6', '7.1.8'] },
  T4: { name: 'Targets: capital ships (bottom of T4)', rules: ['7.1.4'] },
  T5: { name: 'Targets: warships and enemy submarines', rules: ['7.1.5', '7.2.10'] },
  D1: { name: 'S.L.C. launch range', rules: ['6.7.5.1'] },
  D2: { name: 'S.L.C. port penetration', rules: ['6.7.5.2'] },
  D3: { name: 'S.L.C. targets', rules: ['6.7.5.3'] },
  D4: { name: 'S.L.C. detonation', rules: ['6.7.5.4'] },
  D5: { name: 'Fate of the frogmen', rules: ['6.7.5.5'] },
  statusBoards: { name: 'Status boards of the twelve classes', rules: ['4.2', '4.5', '4.6'] },
} as const;
export type MedChartId = keyof typeof MED_CHARTS;
export const MED_CHART_IDS = Object.keys(MED_CHARTS) as MedChartId[];

/** A chart the rule text does not give: which rules wait for it, and why it is not here. */
export interface NotBuilt {
  readonly built: false;
  readonly awaiting: string;
}

/** A4's results: a clean crash dive (7.3.2), one or two air attacks (7.3.3). */
export type A4Result = 'crashDive' | 'oneAttack' | 'twoAttacks';

/** A4 (7.3): 2d6 modified; 7 or more the boat crash-dives clean, 6 or less one air attack on B4, a modified 1 two. */
export interface AircraftChart extends RollTable<A4Result> {
  readonly built: true;
  readonly modifiers: readonly Modifier[];
  /** 7.3.3: the modifier of each air attack on B4. */
  readonly attackOnB4: Sourced<number>;
}

/** D1 (6.7.5.1): the range the S.L.C.s are launched at. */
export interface SlcLaunchChart {
  readonly built: true;
  readonly ranges: readonly {
    readonly provenance: Provenance;
    readonly interpretation?: InterpretationId;
    readonly range: 'short' | 'medium' | 'long';
    readonly penetration: number;
    /** 2d6 the defenders detect the boat on, at or above; null: no roll. */
    readonly detectedOn: number | null;
    /** The penetration modifier instead, once the boat is detected. */
    readonly penetrationIfDetected: number | null;
  }[];
}

/** D2 (6.7.5.2): each S.L.C. penetrates the harbour on 1d6 4 or more, modified by D1. */
export interface SlcPenetrationChart extends RollTable<'penetrates' | 'fails'> {
  readonly built: true;
}

export interface MedChartPack {
  readonly version: string;
  /** What the pack's `hist Hn` and `designed Dn` refer to. */
  readonly sources: MedSources;
  readonly A1a: AssignmentChart | NotBuilt;
  readonly A1b: AssignmentChart | NotBuilt;
  readonly statusBoards: StatusBoardsChart | NotBuilt;
  readonly A3: EncounterChart | NotBuilt;
  readonly A4: AircraftChart | NotBuilt;
  readonly A2: MedAaChart | NotBuilt;
  readonly B10: MedRandomEventChart | NotBuilt;
  readonly D1: SlcLaunchChart | NotBuilt;
  readonly D2: SlcPenetrationChart | NotBuilt;
  readonly D3: SlcTargetChart | NotBuilt;
  readonly D4: SlcDetonationChart | NotBuilt;
  readonly D5: FrogmenFateChart | NotBuilt;
  readonly T1: MedList | NotBuilt;
  readonly T2: MedList | NotBuilt;
  readonly T3: MedList | NotBuilt;
  /** The bottom of T4, its capital ships (7.1.4): no rule of the rulebook reads its top. */
  readonly T4: MedList<MedCapitalRow> | NotBuilt;
  readonly T5: MedList<MedWarshipRow> | NotBuilt;
  readonly B1: MedTorpedoAttackChart | NotBuilt;
  readonly B2: MedDamageChart | NotBuilt;
  readonly B6: MedDudChart | NotBuilt;
  readonly B3: MedDetectionChart | NotBuilt;
  readonly B4: MedEscortAttackChart | NotBuilt;
  readonly B5: MedDepthChargeDamageChart | NotBuilt;
  readonly B8: MedDamageRepairChart | NotBuilt;
  readonly [id: string]: unknown;
}

const notBuilt: Check = obj({ built: oneOf([false]), awaiting: str });

/** A chart slot: either its data (checked by `check`) or `built: false` with the reason. */
const slot = (check: Check): Check =>
  described((v, p) => ((v as { built?: unknown })?.built === false ? notBuilt(v, p) : check(v, p)), {
    anyOf: [jsonOf(notBuilt), jsonOf(check)],
  });

const BUILT = { built: oneOf([true]) };

const SCHEMAS: Record<string, Check> = {
  version: str,
  sources: obj({
    historical: record(null, obj({ description: str, address: str })),
    designed: record(null, str),
  }),
  ...Object.fromEntries(MED_CHART_IDS.map((id) => [id, notBuilt])),
  A1a: slot(assignmentCheck(BUILT)),
  A1b: slot(assignmentCheck(BUILT)),
  statusBoards: slot(statusBoardsCheck(BUILT)),
  A3: slot(encountersCheck(BUILT)),
  A4: slot(
    rollTable(
      oneOf(['crashDive', 'oneAttack', 'twoAttacks']),
      {},
      {
        ...BUILT,
        modifiers: modifiers([
          'conningTowerNotRebuilt',
          'noviceCrew',
          'eliteCrew',
          'allGenericCrewOut',
          'shallowWater',
        ]),
        attackOnB4: obj({ value: int({ min: 0, max: 6 }), ...sourced }),
      },
    ),
  ),
  D1: slot(
    obj({
      ...BUILT,
      ranges: arr(
        obj({
          range: oneOf(['short', 'medium', 'long']),
          penetration: int({ min: -3, max: 3 }),
          detectedOn: nullable(int({ min: 2, max: 12 })),
          penetrationIfDetected: nullable(int({ min: -3, max: 3 })),
          ...sourced,
        }),
        'range',
        { length: 3 },
      ),
    }),
  ),
  D2: slot(rollTable(oneOf(['penetrates', 'fails']), {}, BUILT)),
  A2: slot(a2Check),
  B10: slot(b10Check),
  D3: slot(d3Check),
  D4: slot(d4Check),
  D5: slot(d5Check),
  T1: slot(merchantListCheck('smallFreighter')),
  T2: slot(merchantListCheck('largeFreighter')),
  T3: slot(merchantListCheck('tanker')),
  T4: slot(capitalListCheck),
  T5: slot(warshipListCheck),
  B1: slot(b1Check),
  B2: slot(b2Check),
  B6: slot(b6Check),
  B3: slot(b3Check),
  B4: slot(b4Check),
  B5: slot(b5Check),
  B8: slot(b8Check),
};

/** Checks a Beneath the Med pack: every chart of MED_CHARTS present, built or not, each built one cell by cell. */
export const loadMedChartPack = (raw: unknown): MedChartPack =>
  loadPackWith(SCHEMAS, raw) as unknown as MedChartPack;

export const medChartPackJsonSchema = () => packJsonSchema(SCHEMAS);

/** What RuleNotImplemented says of a chart the pack does not build. */
export const notBuiltReason = (id: MedChartId): string => `(Beneath the Med chart ${id} is not built)`;

/**
 * A chart of the pack, or RuleNotImplemented naming the rule that reads it (by default the first of MED_CHARTS)
 * when it is not built.
 */
export function medChart<K extends MedChartId>(
  pack: MedChartPack,
  id: K,
  rule: string = MED_CHARTS[id].rules[0],
): Exclude<MedChartPack[K], NotBuilt> {
  const chart = (pack as Readonly<Record<string, unknown>>)[id] as { built?: boolean } | undefined;
  if (!chart || chart.built !== true) throw new RuleNotImplemented(rule, notBuiltReason(id), { chart: id });
  return chart as Exclude<MedChartPack[K], NotBuilt>;
}
