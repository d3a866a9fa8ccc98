import { winnersBoard, type TournamentWin } from './tournament-winners';

const win = (n: number, tonnage: number | null, admittedAt: string): TournamentWin => ({
  tournamentId: `tournament-${n}`,
  tournament: `Cup ${n}`,
  entrants: 4,
  winner:
    tonnage === null
      ? null
      : { careerId: `career-${n}`, name: `Kptlt. ${n}`, uboatType: 'VIIC', tonnage, shipsSunk: 1 },
  admittedAt,
});

const ADMITTED = [
  win(1, 5_000, '2026-10-30T12:00:00.000Z'),
  win(2, 9_000, '2026-11-02T12:00:00.000Z'),
  win(3, 9_000, '2026-11-01T12:00:00.000Z'),
  win(4, null, '2026-11-03T12:00:00.000Z'),
];
const ranked = (board: ReturnType<typeof winnersBoard>) => [
  board.total,
  board.entries.map((e) => `${e.rank}:${e.tournamentId}`),
];

describe('the tournament winners board (docs/accounts.md "Hall of fame")', () => {
  it("all-time: the winner's tonnage first, the earlier admission among equals; no row without a winner", () => {
    expect(ranked(winnersBoard(ADMITTED, { period: 'all', page: 1, size: 20 }))).toEqual([
      3,
      ['1:tournament-3', '2:tournament-2', '3:tournament-1'],
    ]);
  });

  it('monthly: only the tournaments admitted in that month', () => {
    expect(ranked(winnersBoard(ADMITTED, { period: '2026-10', page: 1, size: 20 }))).toEqual([
      1,
      ['1:tournament-1'],
    ]);
    expect(winnersBoard(ADMITTED, { period: '2026-09', page: 1, size: 20 })).toEqual({
      total: 0,
      entries: [],
    });
  });

  it('paged: a rank counts over the whole board, and a page past the end is empty', () => {
    expect(ranked(winnersBoard(ADMITTED, { period: 'all', page: 2, size: 2 }))).toEqual([
      3,
      ['3:tournament-1'],
    ]);
    expect(ranked(winnersBoard(ADMITTED, { period: 'all', page: 3, size: 2 }))).toEqual([3, []]);
  });
});
