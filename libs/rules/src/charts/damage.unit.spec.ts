import { E4 } from './damage';
import { assertCoverage, rowFor } from './dice';

describe('[E4] U-boat damage, d66 (002 L2627-2641)', () => {
  it('has 36 rows covering d66', () => {
    expect(E4.rows).toHaveLength(36);
    expect(E4.die).toBe('d66');
    assertCoverage(E4, 'E4');
    assertCoverage(E4.extraFlooding, 'E4.extraFlooding');
  });
  it('matches the seed rows', () => {
    expect(rowFor(E4, 11)).toMatchObject({
      result: { damage: 'batteries', times: 1 },
      provenance: '002 L2628',
    });
    expect(rowFor(E4, 24).result.damage).toBe('flakGuns'); // "Cann(i). Flak"
    expect(rowFor(E4, 53).result).toEqual({ damage: 'crewInjury', times: 2 }); // "Ferita Equ. x2"
    expect(rowFor(E4, 54).result).toEqual({ damage: 'flooding', times: 2 }); // "Falla x 2"
    expect(rowFor(E4, 65).result).toEqual({ damage: 'hull', times: 2 });
    expect(rowFor(E4, 62).result.damage).toBe('aftTorpedoTube');
    expect(rowFor(E4, 66)).toMatchObject({ result: { damage: 'fuelTanks' }, provenance: '002 L2633' });
    expect(rowFor(E4, 56).result.readAsByType).toEqual({
      'IXD-2': 'autogiro',
      'IXD/42': 'autogiro',
      XIV: 'oven',
    });
    expect(rowFor(E4, 36).result.readAsByType).toEqual({ XIV: 'oven' });
  });
  it('counts 6+1 hull and 6+1 flooding cells', () => {
    const cells = (damage: string, times: number) =>
      E4.rows.filter((r) => r.result.damage === damage && r.result.times === times).map((r) => r.roll.min);
    expect(cells('hull', 1)).toEqual([33, 35, 41, 45, 52, 55]);
    expect(cells('flooding', 1)).toEqual([12, 21, 31, 43, 44, 51]);
    expect(cells('crewInjury', 1)).toEqual([34]);
  });
  it('floods again on 5-6 after a flooding result (000 L1376)', () => {
    expect(rowFor(E4.extraFlooding, 4).result).toBe('noExtraFlooding');
    expect(rowFor(E4.extraFlooding, 5).result).toBe('extraFlooding');
    expect(E4.extraFlooding.modifiers.map((m) => m.value)).toEqual([-1, 1]);
  });
});
