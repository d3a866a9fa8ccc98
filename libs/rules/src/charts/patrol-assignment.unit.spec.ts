import { assertCoverage, rowFor } from './dice';
import { P1, P1_COLUMNS } from './patrol-assignment';

const cell = (column: (typeof P1_COLUMNS)[number], roll: number) => rowFor(P1.columns[column], roll);

describe('[P1] patrol assignment (002 L2375-2396)', () => {
  it('has 5 date columns of 11 rows (2d6), each covering 2-12', () => {
    expect(Object.keys(P1.columns)).toEqual([...P1_COLUMNS]);
    for (const column of P1_COLUMNS) {
      expect(P1.columns[column].rows).toHaveLength(11);
      expect(P1.columns[column].die).toBe('2d6');
      assertCoverage(P1.columns[column], `P1.${column}`);
    }
    expect(P1.columns.jun1944toJul1944).toMatchObject({ from: '1944-06', to: '1944-07' });
  });

  it('matches the seed rows', () => {
    // 002 L2378: "3  Atlantico (W) ⁴ | Caraibi ³ | Atlantico (W) | …"
    expect(cell('jul1943toDec1943', 3)).toMatchObject({
      result: { area: 'atlantic', wolfpack: true, notes: [4] },
      provenance: '002 L2378',
    });
    expect(cell('jan1944toMay1944', 3).result).toEqual({
      area: 'caribbean',
      wolfpack: false,
      mission: null,
      notes: [3],
    });
    expect(cell('jun1944toJul1944', 3).result).toEqual({
      area: 'atlantic',
      wolfpack: true,
      mission: null,
      notes: [],
    });
    // 002 L2384: "9 … Invasione ⁵ | Nord America (A) | Atlantico ⁴"
    expect(cell('jun1944toJul1944', 9).result.area).toBe('invasion');
    expect(cell('aug1944toDec1944', 9).result).toEqual({
      area: 'northAmerica',
      wolfpack: false,
      mission: 'abwehr',
      notes: [],
    });
    // 002 L2385: "10 Mediterraneo ¹ | Artico ¹ …"
    expect(cell('jul1943toDec1943', 10).result).toMatchObject({ area: 'mediterranean', notes: [1] });
    expect(cell('jan1945toApr1945', 10).result.area).toBe('arctic');
    // 002 L2377 / L2387: every column opens with Indian Ocean and ends with West African Coast
    for (const column of P1_COLUMNS) {
      expect(cell(column, 2).result.area).toBe('indianOcean');
      expect(cell(column, 12)).toMatchObject({
        result: { area: 'westAfricanCoast' },
        provenance: '002 L2387',
      });
    }
    // the ES log example: 7/43 roll 8 = Atlantic, 11/43 roll 10 = Mediterranean (000 L2358-2366)
    expect(cell('jul1943toDec1943', 8).result.area).toBe('atlantic');
  });

  it('prints five Invasion results in 6-7/44', () => {
    expect(P1.columns.jun1944toJul1944.rows.filter((r) => r.result.area === 'invasion')).toHaveLength(5);
  });

  it('resolves the type notes by area (C-2) with the Spanish clarifications', () => {
    const note1 = P1.substitutions.find((s) => s.note === 1);
    expect(note1).toMatchObject({ from: ['mediterranean', 'arctic'], to: 'westAfricanCoast', rule: '7.3.1' });
    expect(P1.substitutions.find((s) => s.from.includes('invasion'))).toMatchObject({
      to: 'indianOcean',
      provenance: '000 L822',
    });
    expect(P1.substitutions.find((s) => s.types.includes('VIIC Flak') && s.to === null)?.from).toEqual([
      'mediterranean',
    ]);
    expect(P1.minelaying.find((m) => m.type === 'XB')?.areas).toBe('allButAtlantic');
  });
});
