import { assertCoverage, rowFor } from './dice';
import { RANGES, U1 } from './torpedo-attack';

describe('[U1] torpedo / deck-gun attack (002 L2519-2533)', () => {
  it('has a hit/miss table per range covering any modified 2d6', () => {
    for (const range of RANGES) {
      expect(U1.ranges[range].rows).toHaveLength(2);
      assertCoverage(U1.ranges[range], `U1.${range}`);
    }
    assertCoverage(U1.extremeRange, 'U1.extremeRange');
    assertCoverage(U1.fatConvoyReroll, 'U1.fatConvoyReroll');
  });
  it('hits on 8 / 7 / 6 or less (002 L2522)', () => {
    expect(rowFor(U1.ranges.close, 8).result).toBe('hit');
    expect(rowFor(U1.ranges.close, 9).result).toBe('miss');
    expect(rowFor(U1.ranges.medium, 7).result).toBe('hit');
    expect(rowFor(U1.ranges.medium, 8).result).toBe('miss');
    expect(rowFor(U1.ranges.long, 6).result).toBe('hit');
    expect(rowFor(U1.ranges.long, 7).result).toBe('miss');
  });
  it('lists the chart modifiers and the rule ones', () => {
    const value = (id: string) => U1.modifiers.find((m) => m.id === id)?.value;
    expect(U1.modifiers).toHaveLength(20);
    expect(value('nightOrSurfacedVsUnescorted')).toBe(-1); // 002 L2525
    expect(value('g7eFatLongRange')).toBe(2); // 002 L2532
    expect(value('attackingEscort')).toBe(2); // 000 L1342 over 002 L2528 (C-8)
    expect(value('fastCapitalShip')).toBe(1); // 002 L3121
  });
  it('gives the homing floors 5 / 6 / 7 (000 L1024)', () => {
    expect([
      U1.homingFloors.falke.value,
      U1.homingFloors.zaunkoenig.value,
      U1.homingFloors.zaunkoenigII.value,
    ]).toEqual([5, 6, 7]);
    expect(rowFor(U1.fatConvoyReroll, 3).result).toBe('hit');
    expect(rowFor(U1.fatConvoyReroll, 4).result).toBe('miss');
  });
});
