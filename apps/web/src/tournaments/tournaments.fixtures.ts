import { tournament } from '@periscope/play';
import type { Standings } from './api';

// Fixtures from the real deciders of libs/play (tests only).

const AT = '2026-11-20T12:00:00.000Z';
export const careerIdOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function decideAll(commands: readonly tournament.TournamentCommand[]): tournament.TournamentState {
  let state = tournament.initialState();
  for (const command of commands) state = tournament.fold(tournament.decide(state, command), state);
  return state;
}

const register = (n: number): tournament.TournamentCommand => ({
  type: 'Register',
  data: { careerId: careerIdOf(n), name: `Kptlt. ${n === 7 ? 'Prien' : `Entrant ${n}`}`, uboatType: 'VIIC' },
  actor: `entrant:${careerIdOf(n)}`,
  at: AT,
});

/** A running tournament of `count` entrants, as the decider folds it; entrant 3 disqualified. */
export function runningTournament(format: tournament.TournamentFormat = 'survival', count = 45) {
  return decideAll([
    {
      type: 'CreateTournament',
      data: {
        tournamentId: 't-web',
        terms: { name: 'Biscay Cup', organiser: 'BdU', format, uboatTypes: ['VIIC'], startDate: '1943-07' },
      },
      actor: 'organiser',
      at: AT,
    },
    ...Array.from({ length: count }, (_, i) => register(i + 1)),
    { type: 'StartTournament', data: {}, actor: 'organiser', at: AT },
    {
      type: 'Disqualify',
      data: { careerId: careerIdOf(3), reason: 'sailed two boats' },
      actor: 'organiser',
      at: AT,
    },
  ]);
}

/** Entrant n's career: tonnage 1,000 × (n mod 9), every fifth sunk, every fourth at sea. */
export function careerOf(careerId: string): tournament.EntrantCareer {
  const n = Number(careerId.slice(-12));
  const fate: tournament.Fate = n % 5 === 0 ? 'sunk' : n % 4 === 0 ? 'atSea' : 'inPort';
  return {
    tonnage: 1000 * (n % 9),
    shipsSunk: n % 9,
    patrolsCompleted: 1,
    patrol: fate === 'atSea' ? 2 : null,
    fate,
    endReason: null,
    date: '1943-09',
  };
}

/** The standings of a running tournament, from the real standings function. */
export const standingsOf = (format: tournament.TournamentFormat = 'survival', count = 45): Standings =>
  tournament.standings(runningTournament(format, count), careerOf) as unknown as Standings;

/** A fetch that answers the API's paths from a table (path without /api → body, or an Error status). */
export function fakeFetch(answers: Record<string, unknown>) {
  const calls: { path: string; method: string; body: unknown; authorization?: string }[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.replace(/^\/api/, '');
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      path,
      method: init.method ?? 'GET',
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      authorization: headers.authorization,
    });
    const key = Object.keys(answers).find((k) => path === k || path.startsWith(`${k}?`));
    const body =
      key === undefined ? { statusCode: 404, code: 'http/404', message: `no ${path}` } : answers[key];
    const status = key === undefined ? 404 : 200;
    return {
      ok: status < 400,
      status,
      statusText: '',
      headers: { get: () => null },
      text: async () => JSON.stringify(body),
    };
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}
