import type { CareerState } from '@periscope/rules';
import type { GameEventView, GamePending, GameView, ManoeuvresView, Seat } from './game-view';

// Real games for the component tests: two bots play a two-player game (13.1) with libs/play's decider on seeded
// dice, and the view at any event is the state folded to there, as the server shows it to a seat or a spectator
// (apps/server/src/games/game-view.ts). libs/play's runtime is Node's: loaded by jest only, never bundled.

interface DuelState {
  readonly phase: GameView['phase'];
  readonly turn: Seat | null;
  readonly settings: GameView['settings'];
  readonly seats: Record<
    Seat,
    { player: { kommandant: string }; seed: string | null; career: CareerState } | null
  >;
  readonly held: GameView['held'];
  readonly manoeuvres: {
    hashes: Partial<Record<Seat, string>>;
    numbers: Partial<Record<Seat, number>>;
  } | null;
  readonly nextNonce: number;
  readonly result: GameView['result'];
}
interface Duel {
  playGame(bots: unknown[], options: object): { events: { type: string; data: unknown }[]; stopped: string };
  fold(events: readonly unknown[], from: DuelState): DuelState;
  initialState(): DuelState;
  pending(state: DuelState): GamePending;
  seatDeadline(state: DuelState, since: string | null): GameView['deadline'];
}
const duel = jest.requireActual('@periscope/play/duel') as Duel;
const rules = jest.requireActual('@periscope/rules') as { POLICIES: Record<string, unknown> };

export const GAME_ID = 'game-1';
const TERMS = {
  endDate: '1943-07',
  opponentTimeoutSeconds: 600,
  options: { evasiveManoeuvres: 'escortChosen' },
};
const bot = (seat: Seat, n: number) => ({
  seat,
  policy: seat === 'a' ? rules.POLICIES.aggressive : rules.POLICIES.cautious,
  seed: `${'5eed'.repeat(8)}${seat}${n}`,
  secret: `fixture-secret-${seat}-${n}`,
});

export interface PlayedGame {
  readonly events: readonly GameEventView[];
}

let cached: PlayedGame | null = null;

/** The first seeded game that ends (13.1.3) after at least one evasive manoeuvre (14.8.3); always the same. */
export function playedGame(): PlayedGame {
  if (cached) return cached;
  for (let n = 0; n < 60; n++) {
    const game = duel.playGame([bot('a', n), bot('b', n)], { serverSeed: 'web-game-fixtures', terms: TERMS });
    if (game.stopped === 'over' && game.events.some((e) => e.type === 'ManoeuvreCommitted'))
      return (cached = { events: stored(game.events) });
  }
  throw new Error('no seeded game ended after a manoeuvre');
}

/** A game's events as the server stores them, one a second from the first. */
function stored(events: readonly { type: string; data: unknown }[]): GameEventView[] {
  const start = Date.parse('1943-07-01T08:00:00Z');
  // The server decides an event (metadata.at, its clock) a little before the store records it.
  return events.map((e, revision) => ({
    ...e,
    revision,
    position: revision + 1,
    recordedAt: new Date(start + revision * 1000).toISOString(),
    metadata: { at: new Date(start + revision * 1000 - 250).toISOString() },
  }));
}

const MED_TERMS = { campaign: 'beneath-the-med', uboatType: 'Adua', startDate: '1940-06' };

/** A game of Beneath the Med (10.1), Aduas from June 1940: created, joined, both seeds revealed, both careers started. */
export function startedMedGame(): PlayedGame {
  const game = duel.playGame([bot('a', 0), bot('b', 0)], {
    serverSeed: 'web-med-game',
    terms: MED_TERMS,
    maxCommands: 4,
  });
  return { events: stored(game.events) };
}

/** The same game played to its agreed end (12/40): the opponent rolls for the enemy on the way (10.1). */
export function playedMedGame(): PlayedGame {
  const game = duel.playGame([bot('a', 0), bot('b', 0)], {
    serverSeed: 'web-med-game',
    terms: { ...MED_TERMS, endDate: '1940-12' },
  });
  return { events: stored(game.events) };
}

/** The same game under its evasive manoeuvres (11.3), both numbers chosen face hidden, to its agreed end (6/41). */
export function medManoeuvreGame(): PlayedGame {
  const game = duel.playGame([bot('a', 0), bot('b', 0)], {
    serverSeed: 'web-med-game',
    terms: { ...MED_TERMS, endDate: '1941-06', options: { evasiveManoeuvres: 'escortRolled' } },
  });
  return { events: stored(game.events) };
}

/** 14.8.3: a number shows to the other seat and spectators once both are known (the server's sealedNumber). */
function manoeuvresView(state: DuelState, viewer: Seat | 'spectator'): ManoeuvresView | null {
  const m = state.manoeuvres;
  if (!m) return null;
  const numbers: Partial<Record<Seat, number>> = {};
  for (const seat of ['a', 'b'] as const) {
    const other = seat === 'a' ? 'b' : 'a';
    const known = viewer === seat || m.numbers[other] !== undefined;
    if (m.numbers[seat] !== undefined && known) numbers[seat] = m.numbers[seat];
  }
  return { hashes: m.hashes, numbers, revealed: Object.keys(m.numbers) };
}

/** The game as `viewer` sees it after its first `count` events. */
export function viewAt(game: PlayedGame, count: number, viewer: Seat | 'spectator'): GameView {
  const state = duel.fold(game.events.slice(0, count), duel.initialState());
  const seat = (s: Seat) => {
    const held = state.seats[s];
    return held && { player: held.player, seedRevealed: held.seed !== null, career: held.career };
  };
  return {
    gameId: GAME_ID,
    revision: count - 1,
    viewer,
    phase: state.phase,
    turn: state.turn,
    settings: state.settings,
    seats: { a: seat('a'), b: seat('b') } as GameView['seats'],
    held: state.held,
    manoeuvres: manoeuvresView(state, viewer),
    nextNonce: state.nextNonce,
    result: state.result,
    pending: duel.pending(state),
    deadline: duel.seatDeadline(state, game.events[count - 1]?.metadata?.at ?? null),
  };
}

/** The number of events after which the game first stands as `wanted` says. */
export function countWhere(game: PlayedGame, wanted: (view: GameView) => boolean): number {
  for (let count = 1; count <= game.events.length; count++)
    if (wanted(viewAt(game, count, 'a'))) return count;
  throw new Error('the game never stood as wanted');
}
