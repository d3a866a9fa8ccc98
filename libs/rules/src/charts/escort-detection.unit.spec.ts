import { assertCoverage, rowFor } from './dice';
import { E2 } from './escort-detection';
import { sourceRefs } from './provenance';

describe('[E2] escort detection (002 L2551-2575, 000 L1158)', () => {
  it('has 3 rows covering any modified 2d6', () => {
    expect(E2.rows).toHaveLength(3);
    assertCoverage(E2, 'E2');
    for (const t of [E2.closeRangeBeforeFiring, E2.extremeRange, E2.extremeRangeSecondSalvo])
      assertCoverage(t, 'E2 sub-table');
  });
  it('matches the seed rows (≤5 / 6-11 / 12+)', () => {
    expect(rowFor(E2, 5).result).toBe('notDetected');
    expect(rowFor(E2, 6).result).toBe('detected');
    expect(rowFor(E2, 11).result).toBe('detected');
    expect(rowFor(E2, 12).result).toBe('detectedAttackPlusOne');
    expect(E2.unmodified).toEqual([{ roll: 2, result: 'notDetected', provenance: '000 L1158' }]);
  });
  it('lists all 17 chart modifiers and the rule-only ones', () => {
    expect(E2.modifiers).toHaveLength(26);
    const value = (id: string) => E2.modifiers.find((m) => m.id === id)?.value;
    expect(value('typeXXI')).toBe(-2); // 002 L2573
    expect(value('bowAndSternFired')).toBe(1); // 002 L2566
    expect(value('indianOcean')).toBe(-1); // 002 L2570
    expect(value('oakLeaves')).toBe(-1); // 000 L1727 (C-13)
    expect(value('escortSunkOrDamaged')).toBe(-1); // 000 L1344
    expect(E2.modifiers.filter((m) => sourceRefs(m.provenance).includes('002 L2567'))).toHaveLength(2);
  });
  it('detects a close-range approach on 7+ before firing (000 L1002)', () => {
    expect(rowFor(E2.closeRangeBeforeFiring, 6).result).toBe('notDetected');
    expect(rowFor(E2.closeRangeBeforeFiring, 7).result).toBe('detected');
    expect(E2.closeRangeBeforeFiring.modifiers.map((m) => m.id)).toEqual(['oakLeaves']);
    expect(rowFor(E2.extremeRange, 11).result).toBe('detected'); // 000 L2266
    expect(rowFor(E2.extremeRangeSecondSalvo, 10).result).toBe('detected');
  });
});
