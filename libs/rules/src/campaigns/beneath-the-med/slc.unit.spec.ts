import { ChartPackInvalid } from '../../charts';
import { loadMedChartPack, medChart } from './charts';
import { MED_PACK } from './pack.data';
import { BENEATH_THE_MED } from './ruleset';
import { slcHarbourOf } from './slc';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const pack = BENEATH_THE_MED.charts.builtIn;
const refused = (change: (p: Json) => void): string => {
  const broken = JSON.parse(JSON.stringify(MED_PACK)) as Json;
  change(broken);
  try {
    loadMedChartPack(broken);
  } catch (error) {
    expect(error).toBeInstanceOf(ChartPackInvalid);
    return (error as Error).message;
  }
  return 'accepted';
};

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
    const refs = JSON.stringify(['D3', 'D4', 'D5'].map((id) => (pack as Json)[id])).match(
      /designed D\d+|hist H\d+/g,
    );
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
