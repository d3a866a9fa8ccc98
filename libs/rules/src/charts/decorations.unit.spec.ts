import { M5, M6 } from './decorations';
import { assertCoverage, rowFor } from './dice';

describe('[M5] decorations (000 L1703-1743; chart 002 L2834-2839 overruled, C-23)', () => {
  it("sets the Knight's Cross tonnage by date", () => {
    expect(M5.knightsCrossTons.map((p) => [p.from, p.tons])).toEqual([
      ['1943-07', 75000],
      ['1944-01', 50000],
      ['1944-07', 25000],
    ]);
    expect(M5.nextGradeTons.value).toBe(25000);
    expect(M5.order).toEqual(['knightsCross', 'oakLeaves', 'swords', 'diamonds']);
    expect(M5.maxGradesPerPatrol.value).toBe(1);
  });
});

describe('[M6] newer U-boat (002 L2841-2846, 000 L1811-1821)', () => {
  it('covers 1d6 and the limited-type roll', () => {
    assertCoverage(M6, 'M6');
    assertCoverage(M6.limitedRoll, 'M6.limitedRoll');
    expect(rowFor(M6, 3).result).toBe('chooseNewerBoat');
    expect(rowFor(M6, 4).result).toBe('noEffect');
    expect(rowFor(M6.limitedRoll, 2).result).toBe('granted');
  });
  it('lists the Spanish limited types (C-24)', () => {
    expect(M6.limitedTypes).toEqual(['VIID', 'IXD/42', 'XB', 'XII', 'XIV', 'VIIC Flak']);
    expect(M6.kptLtOrHigherFor).toEqual(['XB', 'XIV', 'IXD-2', 'IXD/42', 'XII', 'XXI']);
  });
});
