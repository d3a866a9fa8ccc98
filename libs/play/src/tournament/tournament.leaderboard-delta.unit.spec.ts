import type { EntrantCareer } from './career-tally';
import type { TournamentEvent } from './events';
import { fold } from './evolve';
import { applyStandingsChange, standingsChange } from './leaderboard-delta';
import { initialState } from './state';
import { standings } from './standings';
import { careerId, created, registered, tournamentStarted } from '../play.fixtures';

const entrants = Array.from({ length: 20 }, (_, i) => registered(i + 1));
const events: TournamentEvent[] = [created(), ...entrants, tournamentStarted];

const boardOf = (tonnage: (n: number) => number, more: TournamentEvent[] = []) =>
  standings(fold([...events, ...more], initialState()), (id): EntrantCareer => {
    const n = Number(id.slice(-12));
    return {
      tonnage: tonnage(n),
      shipsSunk: tonnage(n) > 0 ? 1 : 0,
      patrolsCompleted: 1,
      patrol: 2,
      fate: 'atSea',
      endReason: null,
      date: '1943-09',
    };
  });

describe('leaderboard updates carry the changed rows and the order', () => {
  it('one boat sinks a ship: only the rows whose rank or tally moved travel; applied, the update gives the new board', () => {
    const before = boardOf((n) => n * 1_000);
    const after = boardOf((n) => (n === 3 ? 15_500 : n * 1_000));
    const change = standingsChange(before, after, 10, 11);
    // 3 passes 15…4: its row and the twelve it passes change rank; the other seven rows stay home.
    expect(change.individual.changed.map((r) => r.number).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    expect(change.individual.order).toEqual(after.individual.map((r) => r.number));
    // Only the fields that changed travel: 3's tally and rank, the others' rank.
    expect(change.individual.changed.find((r) => r.number === 3)).toEqual({
      number: 3,
      rank: 6,
      tonnage: 15_500,
    });
    expect(change.individual.changed.find((r) => r.number === 4)).toEqual({
      number: 4,
      rank: 18,
    });
    expect(applyStandingsChange(before, change)).toEqual(after);
  });

  it('a withdrawal and the finish change the head and the rows; nothing changed sends no rows', () => {
    const before = boardOf((n) => n * 100);
    const out: TournamentEvent[] = [
      { type: 'EntrantWithdrew', data: { careerId: careerId(20), reason: 'ill', by: 'organiser', at: 'x' } },
      { type: 'TournamentFinished', data: { at: 'x' } },
    ];
    const after = boardOf((n) => n * 100, out);
    const change = standingsChange(before, after, 1, 2);
    expect(change.head).toMatchObject({ phase: 'finished', winner: careerId(19) });
    expect(applyStandingsChange(before, change)).toEqual(after);
    const none = standingsChange(after, after, 2, 3);
    expect(none.individual).toEqual({ changed: [] }); // no rows and no order
    expect(none.packs).toEqual({ changed: [] });
    expect(applyStandingsChange(after, none)).toEqual(after);
  });

  it('an update that names a row the board does not have is refused (join again)', () => {
    const small = standings(fold([created(), registered(1)], initialState()), () => undefined);
    const change = standingsChange(
      boardOf(() => 0),
      boardOf((n) => n),
      1,
      2,
    );
    expect(() => applyStandingsChange(small, change)).toThrow(/without its row/);
  });
});
