import { evolve as evolveCareer, initialState as newCareer } from '@periscope/rules';
import type { GameEvent, PlayerRecord } from './events';
import type { Seat } from './seats';
import { seatOf, type GameState, type Manoeuvres, type SeatState } from './state';

const newSeat = (player: PlayerRecord): SeatState => ({
  player,
  seed: null,
  career: newCareer(),
});

const withSeat = (state: GameState, seat: Seat, change: Partial<SeatState>): GameState => ({
  ...state,
  seats: { ...state.seats, [seat]: { ...seatOf(state, seat), ...change } },
});

const noManoeuvres: Manoeuvres = { hashes: {}, numbers: {} };

/** Total and pure: the game's state after one of its events. */
export function evolve(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'GameCreated':
      return {
        ...state,
        phase: 'open',
        settings: event.data.settings,
        seats: { a: newSeat(event.data.player), b: null },
      };
    case 'GameJoined':
      return { ...state, phase: 'seeding', seats: { ...state.seats, b: newSeat(event.data.player) } };
    case 'SeedRevealed':
      return withSeat(state, event.data.seat, { seed: event.data.seed });
    case 'GameStarted':
      return { ...state, phase: 'playing', playerSeed: event.data.playerSeed, turn: event.data.firstPatrol };
    case 'CareerAdvanced': {
      const { seat, events, dice } = event.data;
      const career = events.reduce(evolveCareer, seatOf(state, seat).career);
      return {
        ...withSeat(state, seat, { career }),
        nextNonce: dice.nextNonce,
        held: null,
        manoeuvres: null,
      };
    }
    case 'OpponentRollAwaited': {
      const { seat, command, roll } = event.data;
      return { ...state, held: { seat: event.data.for, roller: seat, command, roll } };
    }
    case 'TurnPassed':
      return { ...state, turn: event.data.to };
    case 'SeatForfeited':
      return { ...state, forfeited: [...state.forfeited, event.data.seat] };
    case 'GameEnded':
      return { ...state, phase: 'over', turn: null, result: event.data };
    case 'ManoeuvreCommitted': {
      const m = state.manoeuvres ?? noManoeuvres;
      return { ...state, manoeuvres: { ...m, hashes: { ...m.hashes, [event.data.seat]: event.data.hash } } };
    }
    case 'ManoeuvreRevealed':
    case 'ManoeuvreForfeited':
    case 'ManoeuvreRolled': {
      const m = state.manoeuvres ?? noManoeuvres;
      const number = event.type === 'ManoeuvreRolled' ? event.data.roll.value : event.data.number;
      const nextNonce = event.type === 'ManoeuvreRolled' ? event.data.dice.nextNonce : state.nextNonce;
      return {
        ...state,
        nextNonce,
        manoeuvres: { ...m, numbers: { ...m.numbers, [event.data.seat]: number } },
      };
    }
  }
}

/** Rebuilds a game from its events (reading a stream, or an audit). */
export const fold = (events: readonly GameEvent[], from: GameState): GameState => events.reduce(evolve, from);
