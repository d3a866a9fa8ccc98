import { ChartPackInvalid } from './chart-pack-invalid';
import { assertCoverage, atLeast, atMost, between, dieOutcomes, exactly, RollTable, rowFor } from './dice';

const table = (
  die: RollTable<string>['die'],
  modified: boolean,
  ...spans: ReturnType<typeof between>[]
): RollTable<string> => ({
  die,
  modified,
  rows: spans.map((roll, i) => ({ roll, result: `r${i + 1}`, provenance: 'designed' })),
});

describe('dieOutcomes', () => {
  it('lists every face of each die', () => {
    expect(dieOutcomes('1d6')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dieOutcomes('2d6')).toHaveLength(11);
    expect(dieOutcomes('3d6')).toEqual(Array.from({ length: 16 }, (_, i) => i + 3));
    expect(dieOutcomes('1d10')).toHaveLength(10);
    expect(dieOutcomes('1d20')).toHaveLength(20);
    expect(dieOutcomes('d100')[99]).toBe(100);
  });

  it('reads d66 as tens and units, 11..66 without 17-20', () => {
    const d66 = dieOutcomes('d66');
    expect(d66).toHaveLength(36);
    expect(d66.slice(0, 7)).toEqual([11, 12, 13, 14, 15, 16, 21]);
    expect(d66).not.toContain(17);
  });
});

describe('assertCoverage', () => {
  it('accepts rows that cover the die exactly', () => {
    expect(() => assertCoverage(table('1d6', false, between(1, 3), between(4, 6)))).not.toThrow();
    expect(() => assertCoverage(table('d66', false, between(11, 16), between(21, 66)))).not.toThrow();
  });

  it('names the row after a gap', () => {
    expect(() => assertCoverage(table('2d6', false, between(2, 5), between(7, 12)), 'X')).toThrow(
      'X row 2: 6 is not covered (gap after row 1)',
    );
  });

  it('names the row that overlaps', () => {
    expect(() => assertCoverage(table('1d6', false, between(1, 4), between(4, 6)), 'X')).toThrow(
      /X row 2: .*overlaps row 1/,
    );
  });

  it('rejects a table that stops short of the die', () => {
    expect(() => assertCoverage(table('1d6', false, between(1, 5)), 'X')).toThrow(
      'X row 1: 6 is not covered',
    );
    expect(() => assertCoverage(table('1d6', false, between(2, 6)), 'X')).toThrow(
      'X row 1: 1 is not covered',
    );
  });

  it('allows open bounds only on the ends of a modified roll', () => {
    expect(() => assertCoverage(table('2d6', true, atMost(5), between(6, 11), atLeast(12)))).not.toThrow();
    expect(() => assertCoverage(table('2d6', false, atMost(5), atLeast(6)), 'X')).toThrow(ChartPackInvalid);
    expect(() => assertCoverage(table('2d6', true, between(2, 5), atLeast(6), atLeast(8)), 'X')).toThrow(
      /row 2/,
    );
  });

  it('treats a d66 row that matches no total as an error', () => {
    expect(() =>
      assertCoverage(table('d66', false, between(11, 16), exactly(17), between(21, 66)), 'X'),
    ).toThrow('X row 2: roll 17 matches no d66 total');
  });

  it('requires the rows to reach every total the listed modifiers can produce', () => {
    const closed = { ...table('2d6', true, between(2, 5), atLeast(6)), modifiers: [{ value: -2 }] };
    expect(() => assertCoverage(closed, 'X')).toThrow(
      'X row 1: modifiers can bring the total down to 0, which no row covers',
    );
  });
});

describe('rowFor', () => {
  const t = table('2d6', true, atMost(5), between(6, 11), atLeast(12));
  it('finds the row of a modified total, open bounds included', () => {
    expect(rowFor(t, -3).result).toBe('r1');
    expect(rowFor(t, 6).result).toBe('r2');
    expect(rowFor(t, 15).result).toBe('r3');
  });
  it('throws when no row covers the total', () => {
    expect(() => rowFor(table('1d6', false, between(1, 6)), 7)).toThrow(RangeError);
  });
});
