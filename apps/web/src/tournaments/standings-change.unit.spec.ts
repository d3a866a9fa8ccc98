import { tournament } from '@periscope/play';
import type { Standings } from './api';
import { applyUpdate, type LeaderboardUpdate } from './standings-change';
import { careerOf, careerIdOf, runningTournament } from './tournaments.fixtures';

// The browser applies the server's leaderboard changes itself (docs/tournaments.md "Live leaderboards").
describe('a leaderboard update applied in the browser', () => {
  const state = runningTournament('top-tonnage', 12);
  const before = tournament.standings(state, careerOf);
  // Entrant 12 sinks 9,000 t more and takes the lead; entrant 5 (sunk) is unchanged.
  const after = tournament.standings(state, (id) =>
    id === careerIdOf(12) ? { ...careerOf(id), tonnage: 12_000, shipsSunk: 4 } : careerOf(id),
  );
  const change = tournament.standingsChange(before, after, 40, 57);
  const update = { id: 't-web', updatedAt: '', sentAt: '', ...change } as unknown as LeaderboardUpdate;

  it('gives the standings the server computed, rows and order', () => {
    const { survival: _s, ...expected } = after;
    expect(applyUpdate(before as unknown as Standings, update)).toEqual(expected);
    expect(applyUpdate(before as unknown as Standings, update).individual[0].name).toBe('Kptlt. Entrant 12');
  });

  it('agrees with the server library on the same change', () => {
    const theirs = tournament.applyStandingsChange(before, change);
    const { survival: _s, ...expected } = theirs;
    expect(applyUpdate(before as unknown as Standings, update)).toEqual(expected);
  });

  it('refuses a change that names a row it does not hold', () => {
    const empty = { ...before, individual: [] } as unknown as Standings;
    expect(() => applyUpdate(empty, update)).toThrow(/without it/);
  });
});
