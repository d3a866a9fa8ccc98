import { playedTournament, publishedStandings, TOURNAMENT_SEED } from '../play.fixtures';
import { exportTournament, exportTournamentLines } from './export-tournament';

/** The careers' events behind getters that count how many of them were read. */
function counted(played: ReturnType<typeof playedTournament>) {
  let reads = 0;
  const careers = played.careers.map((career) => ({
    ...career,
    events: career.events.map((event, i) =>
      i === 0
        ? event // CareerStarted: the header names its chart pack
        : Object.defineProperty({ ...event }, 'data', {
            enumerable: true,
            get: () => (reads++, event.data),
          }),
    ),
  }));
  return { careers, reads: () => reads };
}

describe("a tournament's export, line by line", () => {
  const played = playedTournament(4);
  const input = {
    tournamentId: 't-audit',
    events: played.tournament.events,
    serverSeed: TOURNAMENT_SEED,
    careers: played.careers,
    published: { ...publishedStandings(played) },
  };

  it('makes each line when it is asked for: the header reads no career event, the rest one line at a time', () => {
    const { careers, reads } = counted(played);
    const lines = exportTournamentLines({ ...input, careers });
    lines.next(); // the header
    expect(reads()).toBe(0);
    for (let n = 0; n < played.tournament.events.length; n++) lines.next(); // the tournament's own stream
    expect(reads()).toBe(0);
    lines.next(); // the first career's CareerStarted
    lines.next();
    expect(reads()).toBe(1);
  });

  it('gives the same lines as the whole export', () => {
    expect([...exportTournamentLines(input)]).toEqual(exportTournament(input));
  });
});
