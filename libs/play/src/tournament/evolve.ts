import type { TournamentEvent } from './events';
import type { Entrant, TournamentState } from './state';

const update = (state: TournamentState, careerId: string, change: Partial<Entrant>): TournamentState => ({
  ...state,
  entrants: state.entrants.map((e) => (e.careerId === careerId ? { ...e, ...change } : e)),
});

export function evolve(state: TournamentState, event: TournamentEvent): TournamentState {
  switch (event.type) {
    case 'TournamentCreated':
      return {
        ...state,
        tournamentId: event.data.tournamentId,
        phase: 'registration',
        terms: event.data.terms,
      };
    case 'EntrantRegistered': {
      const { careerId, name, uboatType, number, playerId } = event.data;
      const entrant: Entrant = {
        careerId,
        name,
        uboatType,
        number,
        status: 'in',
        reason: null,
        pack: null,
        ...(playerId !== undefined && { playerId }),
      };
      return { ...state, entrants: [...state.entrants, entrant] };
    }
    case 'EntrantWithdrew':
      return update(state, event.data.careerId, { status: 'withdrawn', reason: event.data.reason });
    case 'EntrantDisqualified':
      return update(state, event.data.careerId, { status: 'disqualified', reason: event.data.reason });
    case 'TournamentStarted':
      return { ...state, phase: 'running' };
    case 'WolfpackFormed': {
      // The packs are numbered as formed; bots are seats, not entrants.
      const number = state.packs.length + 1;
      const name = event.data.pack;
      const members = event.data.seats.filter((s) => !s.bot).map((s) => s.entrant);
      const packed = members.reduce((s, careerId) => update(s, careerId, { pack: number }), state);
      return { ...packed, packs: [...state.packs, { number, name, members }] };
    }
    case 'TournamentPaused':
      return { ...state, phase: 'paused', pausedFor: event.data.reason };
    case 'TournamentResumed':
      return { ...state, phase: 'running', pausedFor: null };
    case 'EntrantAdjudicated':
      return state;
    case 'TournamentFinished':
      return { ...state, phase: 'finished', pausedFor: null };
  }
}

export const fold = (events: readonly TournamentEvent[], state: TournamentState): TournamentState =>
  events.reduce(evolve, state);
