import { assertCoverage, exactly } from './dice';
import { T1, T2, T3, T4, T5, TargetList } from './targets';

const row = (list: TargetList, roll: number) => list.rows.find((r) => r.roll === roll);
const covered = (list: TargetList, name: string) =>
  assertCoverage(
    { die: list.die, modified: false, rows: list.rows.map((r) => ({ roll: exactly(r.roll) })) },
    name,
  );
const tons = (list: TargetList) => list.rows.reduce((sum, r) => sum + r.tonnage, 0);

describe('[T1]-[T3] ship lists, d100 (002 L2911-3077)', () => {
  it('have 100 rows each covering d100', () => {
    for (const [name, list] of Object.entries({ T1, T2, T3 })) {
      expect(list.rows).toHaveLength(100);
      expect(list.die).toBe('d100');
      covered(list, name);
    }
  });
  it('match the seed rows', () => {
    expect(row(T1, 1)).toEqual({
      roll: 1,
      name: 'Henzada',
      type: 'smallFreighter',
      tonnage: 4200,
      provenance: '002 L2914',
    });
    expect(row(T1, 51)).toMatchObject({ name: 'Fjordheim', tonnage: 4100, provenance: '002 L2914' });
    expect(row(T1, 47)).toMatchObject({ name: 'Noreen Mary', tonnage: 200, provenance: '002 L2960' });
    expect(row(T1, 100)).toMatchObject({ name: 'Mimosa', tonnage: 3100, provenance: '002 L2963' });
    expect(row(T2, 1)).toMatchObject({ name: 'De la Salle', type: 'largeFreighter', tonnage: 8400 });
    expect(row(T2, 86)).toMatchObject({ name: 'Dempo', tonnage: 17000, provenance: '002 L3005' });
    expect(row(T2, 54)).toMatchObject({ name: "Pierre Soule'", tonnage: 7200 });
    expect(row(T3, 34)).toMatchObject({
      name: 'Empire Heritage',
      type: 'tanker',
      tonnage: 15700,
      provenance: '002 L3059',
    });
    expect(row(T3, 42)).toMatchObject({ name: 'Solør', tonnage: 8300 });
    expect(row(T3, 100)).toMatchObject({ name: 'Egero', tonnage: 7600, provenance: '002 L3075' });
  });
  it('add up to the printed totals', () => {
    expect([tons(T1), tons(T2), tons(T3)]).toEqual([305900, 696900, 794900]);
    expect(T1.rows.filter((r) => r.tonnage <= 1000).map((r) => r.roll)).toEqual([47, 50, 69, 76, 81]);
    expect(T3.rows.filter((r) => r.tonnage <= 5000)).toHaveLength(8);
  });
});

describe('[T4] submarines, 1d10 (002 L3079-3093)', () => {
  it('has 10 rows covering 1d10, as printed', () => {
    covered(T4, 'T4');
    expect(row(T4, 1)).toMatchObject({ name: 'HMS Trenchant', tonnage: 1600 });
    expect(row(T4, 9)).toMatchObject({ name: 'HMS Venturer', tonnage: 400 });
    expect(row(T4, 10)).toMatchObject({ name: 'HMS Tuna', tonnage: 1100, provenance: '002 L3091' });
  });
});

describe('[T5] capital ships, 1d20 (002 L3095-3123)', () => {
  it('has 20 rows covering 1d20', () => {
    expect(T5.rows).toHaveLength(20);
    covered(T5, 'T5');
  });
  it('matches the seed rows', () => {
    expect(row(T5, 2)).toMatchObject({
      name: 'HMS Duke of York',
      shipClass: 'BB',
      tonnage: 35000,
      sinkPoints: 6,
      fast: true,
    });
    expect(row(T5, 4)).toMatchObject({
      name: 'HMS Nelson',
      tonnage: 34000,
      sinkPoints: 6,
      fast: false,
      provenance: '002 L3101',
    });
    expect(row(T5, 18)).toMatchObject({ name: 'USS Augusta', shipClass: 'CA', sinkPoints: 4, fast: true });
    expect(T5.rows.filter((r) => r.fast)).toHaveLength(7);
    expect(T5.alreadySunk.value).toBe('noEncounter');
  });
});
