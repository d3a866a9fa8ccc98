import { fameBoards } from './fame-boards';
import type { FameEntry } from './fame-verdicts';

const entry = (n: number, tonnage: number, admittedAt: string, uboatType = 'VIIC'): FameEntry => ({
  careerId: `career-${n}`,
  kommandant: `Kptlt. ${n}`,
  uboatType,
  startDate: '1943-07',
  patrols: 1,
  tonnage,
  shipsSunk: 1,
  victoryLevel: null,
  admittedAt,
});

const ADMITTED = [
  entry(1, 5_000, '2026-10-30T12:00:00.000Z'),
  entry(2, 9_000, '2026-11-02T12:00:00.000Z'),
  entry(3, 9_000, '2026-11-01T12:00:00.000Z'),
  entry(4, 2_000, '2026-11-03T12:00:00.000Z', 'IXC'),
];
const ranked = (boards: ReturnType<typeof fameBoards>) =>
  boards.map((b) => [b.uboatType, b.total, b.entries.map((e) => `${e.rank}:${e.careerId}`)]);

describe('the hall of fame boards (docs/accounts.md "Hall of fame")', () => {
  it('all-time: one board per boat type and start month, the most tonnage first, the earlier admission among equals', () => {
    expect(ranked(fameBoards(ADMITTED, { period: 'all', page: 1, size: 20 }))).toEqual([
      ['VIIC', 3, ['1:career-3', '2:career-2', '3:career-1']],
      ['IXC', 1, ['1:career-4']],
    ]);
  });

  it('monthly: only the careers admitted in that month', () => {
    expect(ranked(fameBoards(ADMITTED, { period: '2026-10', page: 1, size: 20 }))).toEqual([
      ['VIIC', 1, ['1:career-1']],
    ]);
    expect(fameBoards(ADMITTED, { period: '2026-09', page: 1, size: 20 })).toEqual([]);
  });

  it('paged: a rank counts over the whole board, and a page past the end is empty', () => {
    expect(ranked(fameBoards(ADMITTED, { period: 'all', page: 2, size: 2 }))).toEqual([
      ['VIIC', 3, ['3:career-1']],
      ['IXC', 1, []],
    ]);
  });
});
