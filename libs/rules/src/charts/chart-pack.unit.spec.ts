import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CHART_KEYS,
  CHART_PACK_VERSION,
  canonicalJson,
  chartPackHash,
  defaultChartPack,
  loadChartPack,
} from './chart-pack';
import { ChartPackInvalid } from './chart-pack-invalid';
import { assertCoverage, RollTable } from './dice';
import { INTERPRETATION_ID_PATTERN, SOURCE_REF_PATTERN } from './provenance';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const copy = (): Json => JSON.parse(JSON.stringify(defaultChartPack));
const loadBroken = (breakIt: (pack: Json) => void): string => {
  const pack = copy();
  breakIt(pack);
  try {
    loadChartPack(pack);
  } catch (e) {
    expect(e).toBeInstanceOf(ChartPackInvalid);
    return String(e);
  }
  throw new Error('the broken pack loaded');
};

/** Every [path, value] in the pack. */
function walk(value: unknown, path: string[] = [], out: [string[], unknown][] = []): [string[], unknown][] {
  out.push([path, value]);
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walk(v, [...path, k], out);
  return out;
}
const isRollTable = (v: unknown): v is RollTable<unknown> =>
  typeof v === 'object' && v !== null && 'die' in v && 'rows' in v && 'modified' in v;

describe('loadChartPack', () => {
  it('accepts the default pack and its JSON round trip', () => {
    expect(() => loadChartPack(defaultChartPack)).not.toThrow();
    const loaded = loadChartPack(copy());
    expect(loaded.version).toBe(CHART_PACK_VERSION);
    expect(Object.isFrozen(loaded.E2.rows[0])).toBe(true);
  });

  it('holds every chart of the issue', () => {
    expect(CHART_KEYS).toHaveLength(46);
    expect(CHART_KEYS).toEqual(
      expect.arrayContaining(['P1', 'E1', 'E3e', 'M6', 'T5', 'uboatBoards', 'patrolRoutes']),
    );
  });

  it('names the chart and row when a row is removed', () => {
    expect(loadBroken((p) => p.E2.rows.splice(1, 1))).toBe(
      'ChartPackInvalid: E2 row 2: 6 is not covered (gap after row 1)',
    );
    expect(loadBroken((p) => p.T1.rows.splice(46, 1))).toBe(
      'ChartPackInvalid: T1 row 47: 47 is not covered (gap after row 46)',
    );
    expect(loadBroken((p) => p.E1.columns.atlantic.rows.splice(4, 1))).toMatch(
      /^ChartPackInvalid: E1\.columns\.atlantic row 5: /,
    );
  });

  it('names the chart, row and field of a bad value', () => {
    expect(loadBroken((p) => (p.E2.rows[1].result = 'spotted'))).toBe(
      'ChartPackInvalid: E2 row 2: result must be one of notDetected, detected, detectedAttackPlusOne',
    );
    expect(loadBroken((p) => (p.T3.rows[6].tonnage = '3,700'))).toBe(
      'ChartPackInvalid: T3 row 7: tonnage must be an integer',
    );
    expect(loadBroken((p) => (p.A1.rows[0].provenance = 'L1238'))).toMatch(
      /^ChartPackInvalid: A1 row 1: provenance must be a source/,
    );
    expect(loadBroken((p) => (p.E2.modifiers[3].value = 1.5))).toBe(
      'ChartPackInvalid: E2 modifier 4: value must be an integer',
    );
    expect(loadBroken((p) => (p.E4.rows[5].roll = { min: 17, max: 17 }))).toBe(
      'ChartPackInvalid: E4 row 6: roll 17 matches no d66 total',
    );
  });

  it('rejects missing and unknown charts and a non-object', () => {
    expect(loadBroken((p) => delete p.M3)).toBe('ChartPackInvalid: M3: is missing');
    expect(loadBroken((p) => (p.Z9 = {}))).toBe('ChartPackInvalid: Z9: is not a known chart');
    expect(() => loadChartPack([])).toThrow(ChartPackInvalid);
  });

  it('checks the consistency rules of the reconstructed data', () => {
    expect(loadBroken((p) => (p.uboatBoards.boards.VIIC.torpedoes.load.value = 13))).toMatch(
      /must equal load/,
    );
    expect(loadBroken((p) => (p.patrolRoutes.routes[0].totals.rolls = 3))).toMatch(
      /^ChartPackInvalid: patrolRoutes route 1: totals/,
    );
    expect(loadBroken((p) => (p.patrolRoutes.access.atlantic.VIIC.route = 'VII-NOWHERE'))).toMatch(
      /unknown route VII-NOWHERE/,
    );
  });
});

describe('the default pack', () => {
  const entries = walk(defaultChartPack);

  it('covers the die of every roll table with no gap and no overlap', () => {
    const tables = entries.filter(([, v]) => isRollTable(v));
    expect(tables.length).toBeGreaterThan(80);
    for (const [path, table] of tables) assertCoverage(table as RollTable<unknown>, path.join('.'));
  });

  it('gives every provenance as a seed line, hist or designed', () => {
    const refs = entries
      .filter(([path]) => path.includes('provenance'))
      .map(([, v]) => v)
      .filter((v) => typeof v === 'string');
    expect(refs.length).toBeGreaterThan(1000);
    for (const ref of refs) expect(ref).toMatch(SOURCE_REF_PATTERN);
  });

  it('documents every interpretation it uses in docs/interpretations.md', () => {
    const doc = readFileSync(join(__dirname, '../../../../docs/interpretations.md'), 'utf8');
    const ids = new Set(
      entries.filter(([path]) => path[path.length - 1] === 'interpretation').map(([, v]) => v as string),
    );
    expect(ids.size).toBeGreaterThan(30);
    for (const id of ids) {
      expect(id).toMatch(INTERPRETATION_ID_PATTERN);
      expect(doc).toMatch(new RegExp(`^\\| *${id.replace(/[.]/g, '\\.')} *\\|`, 'm'));
    }
  });
});

describe('chartPackHash', () => {
  it('is a sha256 of the canonical JSON, independent of key order', () => {
    const hash = chartPackHash(defaultChartPack);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(chartPackHash(loadChartPack(copy()))).toBe(hash);
    expect(canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] })).toBe('{"a":[2,{"c":4,"d":3}],"b":1}');
  });

  it('changes when a value changes', () => {
    const pack = copy();
    pack.T1.rows[0].tonnage += 100;
    expect(chartPackHash(loadChartPack(pack))).not.toBe(chartPackHash(defaultChartPack));
  });
});
