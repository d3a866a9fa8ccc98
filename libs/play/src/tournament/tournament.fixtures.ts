import { DeciderSpecification } from '@periscope/rules/testing/decider-specification';
import type { TournamentActor, TournamentCommand, TournamentTermsChoice } from './commands';
import { decide } from './decide';
import type { EntrantRegistered, TournamentEvent } from './events';
import { evolve } from './evolve';
import { termsOf } from './decide';
import { initialState, type TournamentState } from './state';

export const spec = DeciderSpecification.for<TournamentState, TournamentCommand, TournamentEvent>({
  decide: (state, command) => decide(state, command),
  evolve,
  initialState,
});

export const AT = '2025-03-01T12:00:00.000Z';
export const TOURNAMENT_ID = 't-1';

export const TERMS: TournamentTermsChoice = {
  name: 'Biscay Cup',
  organiser: 'BdU',
  format: 'top-tonnage',
  uboatTypes: ['VIIC'],
  startDate: '1943-07',
};

export const command = <C extends TournamentCommand>(
  type: C['type'],
  data: C['data'],
  actor: TournamentActor = 'organiser',
  at = AT,
): TournamentCommand => ({ type, data, actor, at }) as TournamentCommand;

export const create = (terms: Partial<TournamentTermsChoice> = {}) =>
  command('CreateTournament', { tournamentId: TOURNAMENT_ID, terms: { ...TERMS, ...terms } });

export const created = (terms: Partial<TournamentTermsChoice> = {}): TournamentEvent => ({
  type: 'TournamentCreated',
  data: { tournamentId: TOURNAMENT_ID, terms: termsOf({ ...TERMS, ...terms }), at: AT },
});

export const careerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const registered = (n: number, uboatType = 'VIIC' as const): EntrantRegistered => ({
  type: 'EntrantRegistered',
  data: { careerId: careerId(n), name: `Kptlt. ${n}`, uboatType, number: n, at: AT },
});

export const started: TournamentEvent = { type: 'TournamentStarted', data: { at: AT } };
