import { E1_COLUMNS } from '../../charts/encounter-columns.data';
import { ChartPackInvalid, sinkPointsFor, type Provenance, type TargetList } from '../../charts';
import { mainlyReconstructed } from '../../reference/provenance';
import { U4 } from '../../charts/attack-damage';
import { T1, T2, T3, T4, T5 } from '../../charts/targets';
import type { E1ColumnId } from '../../charts/encounter.types';
import type { MedArea } from './assignment';
import { loadMedChartPack, medChart } from './charts';
import { BENEATH_THE_MED } from './ruleset';
import type { MedList } from './targets';

// The reasoning of Beneath the Med's designed target lists (MED_SOURCES D10-D13), recomputed from The Hunted's printed
// charts: where the lists sit is checked against what they are said to be modelled on.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
const pack = BENEATH_THE_MED.charts.builtIn;
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const median = (values: readonly number[]): number => {
  const s = sorted(values);
  const mid = s.length / 2;
  return s.length % 2 ? s[Math.floor(mid)] : (s[mid - 1] + s[mid]) / 2;
};
const round100 = (tons: number) => Math.round(tons / 100) * 100;
/** D10: the median of each tenth of a list sorted by tonnage, rounded to 100 t. */
const tenths = (list: TargetList): number[] => {
  const s = sorted(list.rows.map((r) => r.tonnage));
  const size = s.length / 10;
  return Array.from({ length: 10 }, (_, k) => round100(median(s.slice(k * size, (k + 1) * size))));
};
const tons = (list: MedList<{ tonnage: number } & Json>) => list.rows.map((r) => r.tonnage);

describe("Beneath the Med's target lists, designed on The Hunted's printed ones (MED_SOURCES D10-D13)", () => {
  it.each([
    ['T1', 1000, 5000],
    ['T2', 5200, 8700],
    ['T3', 3800, 10300],
  ] as const)(
    'D10 [%s]: ten rows on 1d10, row k the k-th tenth of The Hunted’s list, from %i t to %i t, its median near its model’s',
    (id, low, high) => {
      const list = medChart(pack, id);
      const hunted = { T1, T2, T3 }[id];
      expect(list.die).toBe('1d10');
      expect(hunted.rows.every((r) => r.tonnage % 100 === 0)).toBe(true); // the printed lists round to 100 t
      expect(tons(list)).toEqual(tenths(hunted));
      expect([Math.min(...tons(list)), Math.max(...tons(list))]).toEqual([low, high]);
      const model = median(hunted.rows.map((r) => r.tonnage));
      expect(Math.abs(median(tons(list)) - model) / model).toBeLessThan(0.05);
      for (const row of list.rows) {
        expect(row.name).toBe(`${id}-${row.roll}`);
        expect(row.sinkPoints).toBe(sinkPointsFor(U4, row.tonnage));
      }
    },
  );

  it('D11 the bottom of [T4]: the capital ships 6.7.4 names, each with its 004 line, and The Hunted’s values for the ship, its sister or its class', () => {
    const list = medChart(pack, 'T4');
    const named = (r: { provenance: Provenance }) =>
      [r.provenance].flat().find((ref) => ref.startsWith('004'));
    expect(list.rows.map((r) => [r.name, named(r), mainlyReconstructed(r.provenance)])).toEqual([
      ['HMS Ark Royal', '004 L1367', true],
      ['HMS Renown', '004 L1367', true],
      ['HMS Nelson', '004 L1367', false],
      ['HMS Rodney', '004 L1369', false],
      ['HMS Prince of Wales', '004 L1369', true],
      ['Queen Elizabeth-class battleship', undefined, true],
    ]);
    const hunted = (name: string) => T5.rows.find((r) => r.name === name);
    const values = (r?: { tonnage: number; sinkPoints: number; fast: boolean }) =>
      r && [r.tonnage, r.sinkPoints, r.fast];
    const row = (name: string) => list.rows.find((r) => r.name === name);
    expect(values(row('HMS Nelson'))).toEqual(values(hunted('HMS Nelson')));
    expect(values(row('HMS Rodney'))).toEqual(values(hunted('HMS Rodney')));
    expect(values(row('HMS Prince of Wales'))).toEqual(values(hunted('HMS Duke of York')));
    expect(values(row('Queen Elizabeth-class battleship'))).toEqual(values(hunted('HMS Warspite')));
    expect(row('HMS Renown')?.tonnage).toBe(hunted('HMS Warspite')?.tonnage);
    for (const r of list.rows) {
      expect(r.sinkPoints).toBeGreaterThanOrEqual(5); // 004 L1644-1646
      expect(r.knightsCross).toBe(r.shipClass === 'BB'); // 004 L2333-2334
      expect(r.medal).toBe('gold');
    }
  });

  it('D12 [T5]: the escort types and tonnages of 11.6 and a submarine of The Hunted’s median British submarine, every one fast', () => {
    const list = medChart(pack, 'T5');
    expect(list.rows.map((r) => [r.name, r.warshipClass, r.tonnage])).toEqual([
      ['Sloop', 'sloop', 1300],
      ['Corvette', 'corvette', 900],
      ['Frigate', 'FF', 1400],
      ['Escort destroyer', 'DE', 1100],
      ['Destroyer', 'DD', 1200],
      ['Submarine', 'submarine', median(T4.rows.map((r) => r.tonnage))],
    ]);
    for (const r of list.rows) {
      expect(r.fast).toBe(true);
      expect(r.sinkPoints).toBe(r.type === 'submarine' ? 1 : sinkPointsFor(U4, r.tonnage));
    }
  });

  it('D13: one or two ships with an escort on an even 1d6, as likely as The Hunted’s columns that A3’s areas model make them', () => {
    const modelledOn: Record<Exclude<MedArea, 'singapore'>, E1ColumnId> = {
      // a Singapore run has no area box
      westernMed: 'mediterranean',
      centralMed: 'mediterranean',
      easternMed: 'mediterranean',
      spanishCoast: 'spanishCoast',
      northAtlantic: 'atlantic',
      westAfrica: 'westAfricanCoast',
      brazil: 'brazilianCoast',
      caribbean: 'caribbean',
    };
    const ways = (total: number) => 6 - Math.abs(total - 7);
    const count = (result: string) =>
      Object.values(modelledOn)
        .flatMap((id) => E1_COLUMNS[id].rows)
        .filter((r) => r.result === result)
        .reduce((sum, r) => sum + ways(r.roll.min as number), 0);
    const [one, two] = [count('shipWithEscort'), count('twoShipsWithEscort')];
    expect([one, two]).toEqual([25, 24]);
    expect(
      Object.values(modelledOn)
        .flatMap((id) => E1_COLUMNS[id].rows)
        .some((r) => r.result === 'twoShips'),
    ).toBe(false);
    const twoOnSixes = Math.round((two / (one + two)) * 6);
    const table = medChart(pack, 'A3').shipsAndEscort;
    expect(table.rows.filter((r) => r.result === 2).map((r) => r.roll)).toEqual([
      { min: 7 - twoOnSixes, max: 6 },
    ]);
  });

  it('badges as reconstructed (first source hist or designed) every row whose values the project chose: the screens read the same sources', () => {
    const badged = (['T1', 'T2', 'T3', 'T4', 'T5'] as const).map(
      (id) =>
        (medChart(pack, id).rows as readonly { provenance: Provenance }[]).filter((r) =>
          mainlyReconstructed(r.provenance),
        ).length,
    );
    expect(badged).toEqual([10, 10, 10, 4, 1]); // [T5]: the submarine; its escorts' tonnages are 11.6's (004 L2698-2703)
  });

  it('refuses a pack with a hole in [T2]’s 1d10, naming the chart, the row and the roll not covered', () => {
    const broken: Json = JSON.parse(JSON.stringify(pack));
    broken.T2.rows[4].roll = 6;
    expect(() => loadMedChartPack(broken)).toThrow(ChartPackInvalid);
    expect(() => loadMedChartPack(broken)).toThrow('T2 row 5: 5 is not covered (gap after row 4)');
  });

  it('refuses a row of the wrong type, sink points outside 5-6 for a capital ship, and a name twice', () => {
    const refused = (change: (p: Json) => void) => {
      const broken: Json = JSON.parse(JSON.stringify(pack));
      change(broken);
      return () => loadMedChartPack(broken);
    };
    expect(refused((p) => (p.T1.rows[0].type = 'tanker'))).toThrow(
      /^T1 row 1: type must be one of smallFreighter$/,
    );
    expect(refused((p) => (p.T4.rows[0].sinkPoints = 4))).toThrow('T4 row 1: sinkPoints must be at least 5');
    expect(refused((p) => (p.T5.rows[1].name = 'Sloop'))).toThrow('T5 row 2: name Sloop appears twice');
  });
});
