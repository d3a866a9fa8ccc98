import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, ChartPackInvalid, SOURCE_REF_PATTERN } from '../../charts';
import { RuleNotImplemented } from '../../errors';
import { chartPackFile, chartPackFileSchema, readChartPackFile } from '../pack-file';
import { loadMedChartPack, MED_CHART_IDS, MED_CHARTS, medChart } from './charts';
import { BENEATH_THE_MED } from './ruleset';
import { slcHarbourOf } from './slc';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const pack = BENEATH_THE_MED.charts.builtIn;
const copy = (): Json => JSON.parse(JSON.stringify(pack));
const refused = (change: (p: Json) => void): string => {
  const broken = copy();
  change(broken);
  try {
    loadMedChartPack(broken);
  } catch (error) {
    expect(error).toBeInstanceOf(ChartPackInvalid);
    return (error as Error).message;
  }
  throw new Error('the pack was accepted');
};

describe("Beneath the Med's pack (004 L429-434: the charts the rules name)", () => {
  const BUILT = [
    ...['A1a', 'A1b', 'A2', 'A3', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B8', 'B10'],
    ...['T1', 'T2', 'T3', 'T4', 'T5', 'D1', 'D2', 'D3', 'D4', 'D5', 'statusBoards'],
  ];
  it('names every chart the rules call by id, built or not', () => {
    expect(MED_CHART_IDS).toEqual([
      ...['A1a', 'A1b', 'A2', 'A3', 'A4', 'A5'],
      ...['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B10'],
      ...['T1', 'T2', 'T3', 'T4', 'T5', 'D1', 'D2', 'D3', 'D4', 'D5', 'statusBoards'],
    ]);
    for (const id of MED_CHART_IDS) expect(pack[id]).toBeDefined();
  });

  const provenanceOf = (ids: readonly string[]): string[] =>
    (JSON.stringify(ids.map((id) => pack[id])).match(/"provenance":("[^"]*"|\[[^\]]*\])/g) ?? []).flatMap(
      (source) => [JSON.parse(source.slice('"provenance":'.length)) as string | string[]].flat(),
    );

  it('builds the charts the rule text states, every value with its 004 line, and the designed ones it needs', () => {
    const built = MED_CHART_IDS.filter((id) => (pack[id] as { built: boolean }).built);
    expect(built).toEqual(BUILT);
    const sources =
      JSON.stringify(['A4', 'D1', 'D2'].map((id) => pack[id])).match(/"provenance":("[^"]*"|\[[^\]]*\])/g) ??
      [];
    expect(sources.length).toBeGreaterThan(8);
    for (const source of sources) {
      const refs = JSON.parse(source.slice('"provenance":'.length)) as string | string[];
      for (const ref of [refs].flat()) expect(ref).toMatch(/^004 L\d+(-\d+)?$/);
      for (const ref of [refs].flat()) expect(ref).toMatch(SOURCE_REF_PATTERN);
    }
  });

  it('cites for every designed or historical value a source the pack itself explains (no value from another digital version)', () => {
    const refs = provenanceOf([
      ...[
        'A1a',
        'A1b',
        'A3',
        'statusBoards',
        'T1',
        'T2',
        'T3',
        'T4',
        'T5',
        'B1',
        'B2',
        'B3',
        'B4',
        'B5',
        'B6',
        'D3',
        'D4',
        'D5',
      ],
    ]);
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of refs) {
      // 002 L…: a printed chart of The Hunted that a designed value keeps (MED_SOURCES D11, D12)
      expect(ref).toMatch(/^(004 L\d+(-\d+)?|002 L\d+|hist H\d+|designed D\d+)$/);
      const [kind, id] = ref.split(' ');
      if (kind === 'hist') expect(pack.sources.historical[id]?.address).toMatch(/^https:\/\//);
      if (kind === 'designed') expect(pack.sources.designed[id]).toMatch(/004 L\d+/);
    }
    expect(refs.filter((r) => r.startsWith('designed')).length).toBeGreaterThan(0);
  });

  it('4.5, 4.6, 6.2.2 (status boards): every class once, its tubes and reloads making its load, the two-month classes of the rule', () => {
    const boards = medChart(pack, 'statusBoards').boards;
    expect(boards.filter((b) => b.patrolMonths.value === 2).map((b) => b.class)).toEqual([
      ...['Brin', 'Cagni', 'Calvi', 'Flutto', 'Glauco', 'Liuzzi', 'Marcello', 'Marconi'],
    ]);
    const adua = boards.find((b) => b.class === 'Adua');
    expect([adua?.bowTubes, adua?.sternTubes, adua?.deckGuns].map((v) => v?.provenance)).toEqual([
      '004 L1635-1638',
      '004 L1635-1638',
      '004 L557-558',
    ]);
    expect(refused((p) => (p.statusBoards.boards[0].bowReloads.value += 1))).toBe(
      'statusBoards board 1: tubes and reloads make 13, not the torpedo load 12',
    );
    expect(refused((p) => (p.statusBoards.boards[1].class = 'Adua'))).toBe(
      'statusBoards: boards must have one board for each class',
    );
  });

  it('6.2.1 [A1a] [A1b]: every column covers 2d6 2-12 and the months 6/40 to 8/43 without a gap; the Caribbean only from 1/42', () => {
    for (const id of ['A1a', 'A1b'] as const) {
      const columns = Object.values(medChart(pack, id).columns);
      expect(columns[0].from).toBe('1940-06');
      expect(columns[columns.length - 1].to).toBe('1943-08');
      for (const c of columns) expect(c.die).toBe('2d6');
      const after = (month: string) => {
        const [y, m] = month.split('-').map(Number);
        return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
      };
      columns.slice(1).forEach((c, i) => expect(c.from).toBe(after(columns[i].to)));
    }
    const caribbean = Object.values(medChart(pack, 'A1b').columns).filter((c) =>
      c.rows.some((r) => r.result.area === 'caribbean'),
    );
    expect(caribbean.every((c) => c.from >= '1942-01')).toBe(true);
    expect(refused((p) => p.A1a.columns['1941'].rows.pop())).toBe(
      'A1a.columns.1941 row 10: 12 is not covered',
    );
  });

  it.each(MED_CHART_IDS.filter((id) => !BUILT.includes(id)))(
    'stops the engine at chart %s, naming the first rule that reads it, rather than invent its values',
    (id) => {
      expect(() => medChart(pack, id)).toThrow(RuleNotImplemented);
      expect(() => medChart(pack, id)).toThrow(
        `RuleNotImplemented: ${MED_CHARTS[id].rules[0]} (Beneath the Med chart ${id} is not built)`,
      );
    },
  );

  it('7.3 [A4]: 2d6 modified, a modified 1 two air attacks, 2-6 one at +2 on B4, 7 or more a clean crash-dive', () => {
    const a4 = medChart(pack, 'A4');
    expect(a4.rows.map((r) => [r.roll, r.result])).toEqual([
      [{ min: null, max: 1 }, 'twoAttacks'],
      [{ min: 2, max: 6 }, 'oneAttack'],
      [{ min: 7, max: null }, 'crashDive'],
    ]);
    expect(a4.attackOnB4.value).toBe(2);
    expect(a4.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['conningTowerNotRebuilt', -1],
      ['noviceCrew', -1],
      ['eliteCrew', 1],
      ['allGenericCrewOut', -1],
      ['shallowWater', -1],
    ]);
  });

  it('6.7.5.1-6.7.5.2 [D1] [D2]: launch range and penetration on 1d6 4+, the medium-range -2 only once detected (Q-BTM-SLC-MEDIUM)', () => {
    expect(
      medChart(pack, 'D1').ranges.map((r) => [r.range, r.penetration, r.detectedOn, r.penetrationIfDetected]),
    ).toEqual([
      ['short', 1, 10, -2],
      ['medium', 0, 11, -2],
      ['long', -1, null, null],
    ]);
    expect(medChart(pack, 'D2').rows.map((r) => [r.roll, r.result])).toEqual([
      [{ min: null, max: 3 }, 'fails'],
      [{ min: 4, max: null }, 'penetrates'],
    ]);
    const doc = readFileSync(join(__dirname, '../../../../../docs/interpretations.md'), 'utf8');
    expect(doc).toMatch(/^\| Q-BTM-SLC-MEDIUM \|/m);
  });

  it('7.2.1, 7.2.3 [B1] [B6] [B2]: a hit on 8 or less at close range down to 4 at extreme, a dud on 1, a good hit 4 to 1 points (designed D14-D16, Q-BTM-RANGES)', () => {
    const b1 = medChart(pack, 'B1');
    expect(
      Object.entries(b1.ranges).map(([range, t]) => [range, t.rows[0].roll.max, t.rows[0].result]),
    ).toEqual([
      ['close', 8, 'hit'],
      ['standard', 7, 'hit'],
      ['medium', 6, 'hit'],
      ['long', 5, 'hit'],
      ['extreme', 4, 'hit'],
    ]);
    expect(b1.modifiers.map((m) => [m.id, m.value])).toEqual([
      ['warship', 1],
      ['smallWarship', 2],
      ['smallWarshipDamaged', 1],
      ['fastCapitalShip', 1],
      ['secondSalvo', 1],
      ['secondoInCommand', 1],
      ['ufficialeAlleArmiInCommand', 2],
      ['noviceCrew', 1],
      ['g7eLongRange', 1],
    ]);
    // every one the rule text's; the G7e's, which the text names without a number, designed D95
    for (const m of b1.modifiers)
      for (const ref of [m.provenance].flat()) expect(ref).toMatch(/^(004 L\d+(-\d+)?|designed D95)$/);
    expect(medChart(pack, 'B6').rows.map((r) => [r.roll, r.result])).toEqual([
      [{ min: 1, max: 1 }, 'dud'],
      [{ min: 2, max: 6 }, 'runsTrue'],
    ]);
    expect(medChart(pack, 'B2').rows.map((r) => r.result.torpedo)).toEqual([4, 3, 2, 1]);
    const doc = readFileSync(join(__dirname, '../../../../../docs/interpretations.md'), 'utf8');
    expect(doc).toMatch(/^\| Q-BTM-RANGES \|/m);
    expect(refused((p) => delete p.B1.ranges.standard)).toBe('B1: ranges.standard is missing');
    expect(refused((p) => p.B6.rows.pop())).toMatch(/^B6 row 1: /);
    expect(refused((p) => (p.B2.rows[0].result.torpedo = 0))).toMatch(
      /^B2 row 1: result.torpedo must be at least 1/,
    );
  });

  it('7.2.1, 7.2.5 [B3]: before firing detected on 10-12 at close range and 11-12 at standard (the text), the year +1 to +3 (designed D22, Q-BTM-B3-YEAR); after the salvo The Hunted’s rows (designed D21), not detected to 7 (designed D150)', () => {
    const b3 = medChart(pack, 'B3');
    const detectedFrom = (range: 'close' | 'standard') =>
      b3.beforeFiring[range].rows.find((r) => r.result === 'detected')?.roll.min;
    expect([detectedFrom('close'), detectedFrom('standard')]).toEqual([10, 11]);
    expect(b3.beforeFiring.close.rows.map((r) => r.provenance)).toEqual(['004 L1589-1592', '004 L1589-1592']);
    expect(b3.yearModifiers.map((m) => [m.from, m.value])).toEqual([
      ['1940-06', 0],
      ['1941-01', 1],
      ['1942-01', 2],
      ['1943-01', 3],
    ]);
    expect(b3.rows.map((r) => [r.roll, r.result, r.provenance])).toEqual([
      [{ min: null, max: 7 }, 'notDetected', 'designed D150'],
      [{ min: 8, max: 11 }, 'detected', 'designed D150'],
      [{ min: 12, max: null }, 'detectedAttackPlusOne', 'designed D21'],
    ]);
    const values = Object.fromEntries(b3.modifiers.map((m) => [m.id, m.value]));
    expect(values).toMatchObject({
      previouslyDetected: 1,
      steamTorpedoesByDay: 1,
      capitalShip: 1,
      warship: 1,
    });
    expect(values).toMatchObject({
      escortSunkOrDamaged: -1,
      exceededTestDepth: -1,
      ufficialeAlleArmiInCommand: 2,
    });
    expect(refused((p) => delete p.B3.beforeFiring.standard)).toBe('B3: beforeFiring.standard is missing');
  });

  it('7.2.5 [B4] [B5]: The Hunted’s depth-charge hits and d66 damage read for an Italian boat (designed D23-D25), the flooding check on 5-6 the text’s', () => {
    const b4 = medChart(pack, 'B4');
    expect(b4.rows.map((r) => (r.result.uboatSunk ? 'sunk' : r.result.hits))).toEqual([
      0,
      1,
      2,
      3,
      4,
      5,
      'sunk',
    ]);
    expect(b4.modifiers.find((m) => m.id === 'nightSurfaceAttackFirstTurn')?.provenance).toBe(
      '004 L1608-1610',
    );
    const b5 = medChart(pack, 'B5');
    expect(b5.rows).toHaveLength(36);
    const read = (d66: number) => b5.rows.find((r) => r.roll.min === d66)?.result.damage;
    expect([read(13), read(24), read(26), read(32), read(46), read(33)]).toEqual([
      ...['noEffect', 'aaMachineGuns', 'aaMachineGuns', 'noEffect', 'aaMachineGuns', 'hull'],
    ]);
    expect(b5.extraFlooding.rows.map((r) => [r.roll.min, r.result])).toEqual([
      [null, 'noExtraFlooding'],
      [5, 'extraFlooding'],
    ]);
    expect([b5.hullBoxes.value, b5.floodingBoxes.value]).toEqual([8, 6]);
    expect(refused((p) => (p.B5.rows[0].result.damage = 'naxos'))).toMatch(
      /^B5 row 1: result.damage must be one of/,
    );
    expect(refused((p) => (p.B4.rows[0].result.hits = -1))).toMatch(
      /^B4 row 1: result.hits must be at least 0/,
    );
  });

  it('refuses a missing chart, a hole in a dice range, a value out of range and a wrong type, naming where', () => {
    expect(refused((p) => delete p.B3)).toBe('B3: is missing');
    expect(refused((p) => p.A4.rows.splice(1, 1))).toMatch(/^A4 row 2: /);
    expect(refused((p) => (p.D1.ranges[0].detectedOn = 13))).toBe(
      'D1 range 1: detectedOn must be at most 12',
    );
    expect(refused((p) => (p.A4.attackOnB4.value = '2'))).toBe('A4: attackOnB4.value must be an integer');
    expect(refused((p) => (p.T5 = { built: true }))).toMatch(/^T5: /);
  });

  it('round-trips as a pack file, and is described by docs/chart-packs/beneath-the-med.schema.json', () => {
    const read = readChartPackFile(JSON.parse(JSON.stringify(chartPackFile(BENEATH_THE_MED, pack))));
    expect(read.campaign).toBe(BENEATH_THE_MED);
    expect(read.hash).toBe(BENEATH_THE_MED.charts.hash(pack));
    const file = readFileSync(
      join(__dirname, '../../../../../docs/chart-packs/beneath-the-med.schema.json'),
      'utf8',
    );
    expect(canonicalJson(JSON.parse(file))).toBe(
      canonicalJson(JSON.parse(JSON.stringify(chartPackFileSchema(BENEATH_THE_MED)))),
    );
  });
});

describe("Beneath the Med's S.L.C. charts [D3]-[D5] (6.7.5.3-6.7.5.5), designed", () => {
  it('6.7.5.3 [D3]: three S.L.C.s; Gibraltar from the Western Mediterranean, Alexandria otherwise (004 L1376-1377); each harbour six ships on 1d6, two of them capital ships', () => {
    const d3 = medChart(pack, 'D3');
    expect(d3.slcsCarried.value).toBe(3);
    expect(slcHarbourOf(d3, 'westernMed')).toBe('gibraltar');
    expect(slcHarbourOf(d3, 'easternMed')).toBe('alexandria');
    expect(slcHarbourOf(d3, 'centralMed')).toBe('alexandria');
    for (const harbour of ['alexandria', 'gibraltar'] as const) {
      const rows = d3.harbours[harbour].rows;
      expect(rows).toHaveLength(6);
      expect(rows.filter((r) => r.result.capital).map((r) => r.result.type)).toEqual(
        harbour === 'alexandria' ? ['battleship', 'battleship'] : ['aircraftCarrier', 'battleship'],
      );
    }
  });

  it('6.7.5.4 [D4]: no detonation on 1-2, damaged on 3-4, sunk on 5-6; 6.7.5.5 [D5]: each harbour its own escape', () => {
    expect(medChart(pack, 'D4').rows.map((r) => [r.roll.min, r.roll.max, r.result])).toEqual([
      [1, 2, 'fails'],
      [3, 4, 'damaged'],
      [5, 6, 'sunk'],
    ]);
    const d5 = medChart(pack, 'D5').harbours;
    expect(d5.alexandria.rows.map((r) => r.result)).toContain('safeHouseInEgypt');
    expect(d5.gibraltar.rows.map((r) => r.result)).toContain('escapedToSpain');
  });

  it('every value of [D3]-[D5] is designed with its reasoning in the pack (D40-D45) or historical (H20)', () => {
    const refs = JSON.stringify(['D3', 'D4', 'D5'].map((id) => pack[id])).match(/designed D\d+|hist H\d+/g);
    for (const ref of new Set(refs)) {
      const [kind, id] = ref.split(' ');
      expect(kind === 'hist' ? pack.sources.historical[id] : pack.sources.designed[id]).toBeDefined();
    }
  });

  it('a pack with a gap in [D4] or a harbour missing from [D3] is refused', () => {
    expect(refused((p) => p.D4.rows.pop())).toMatch(/^D4 .*not covered/);
    expect(refused((p) => delete p.D3.harbours.gibraltar)).toMatch(/^D3: harbours.gibraltar is missing/);
    expect(refused((p) => (p.D5.harbours.alexandria.rows[0].result = 'drowned'))).toMatch(/^D5/);
  });
});
