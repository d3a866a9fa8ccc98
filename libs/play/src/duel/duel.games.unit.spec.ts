import { isDeepStrictEqual } from 'node:util';
import { POLICIES, type CareerEvent, type CareerState } from '@periscope/rules';
import { auditGame } from './audit';
import type { BotSeat } from './bots';
import type { GameEvent } from './events';
import { evolve } from './evolve';
import { firstOpponentRoll } from './opponent-rolls';
import { playGame } from './play-game';
import { otherSeat } from './seats';
import { initialState, type GameState } from './state';

// Whole games played by bots on seeded dice: whatever happens, the game keeps its rules and its dice are honest.

const SERVER_SEED = 'duel-games-server-seed';
const bots = (i: number): [BotSeat, BotSeat] => [
  { seat: 'a', policy: POLICIES.aggressive, seed: `a-${i}`, secret: `secret-a-${i}` },
  { seat: 'b', policy: POLICIES.cautious, seed: `b-${i}`, secret: `secret-b-${i}` },
];
const GAMES = Array.from({ length: 12 }, (_, i) => i);
/** Every other game with evasive manoeuvres (14.8), chosen face hidden by both seats. */
const terms = (i: number) => (i % 2 ? { options: { evasiveManoeuvres: 'escortChosen' as const } } : {});
const played = GAMES.map((i) => playGame(bots(i), { serverSeed: SERVER_SEED, terms: terms(i) }));

/** Each event with the state before it. */
const withStates = (events: readonly GameEvent[]): [GameState, GameEvent][] => {
  let state = initialState();
  return events.map((event) => {
    const before = state;
    state = evolve(state, event);
    return [before, event];
  });
};

const patrolOver = (career: CareerState) => career.step.kind === 'inPort' || career.step.kind === 'ended';

describe.each(GAMES)('a two-player game played by bots (game %i)', (i) => {
  const { events, state, stopped } = played[i];

  it('stops only when it is over, or on a rule not played yet', () => {
    expect(['over', 'waiting', 'notImplemented']).toContain(stopped);
    if (stopped === 'over') expect(state.result?.rule).toBe('13.1.3');
    if (stopped === 'waiting')
      expect(state.turn && state.seats[state.turn]?.career.step.kind).toBe('blocked');
  });

  it('TP-SEEDS: every commitment holds, every decision and roll recomputes from the seeds (auditGame)', () => {
    expect(auditGame(events, SERVER_SEED)).toEqual([]);
  });

  it('13.1.2: only the active player’s career moves; the turn passes only when his patrol is over', () => {
    for (const [before, event] of withStates(events)) {
      const started = event.type === 'CareerAdvanced' && event.data.command.type === 'StartCareer';
      if (event.type === 'CareerAdvanced' && !started) expect(event.data.seat).toBe(before.turn);
      if (event.type === 'TurnPassed') {
        const active = before.turn as 'a' | 'b';
        expect(event.data.to).toBe(otherSeat(active));
        expect(patrolOver(before.seats[active]?.career as CareerState)).toBe(true);
      }
    }
  });

  it('13.1.2, TP-HOLD: every decision with the opponent’s rolls was held for him, and released by him', () => {
    for (const [before, event] of withStates(events)) {
      if (event.type !== 'CareerAdvanced' || event.data.command.type === 'StartCareer') continue;
      const needsOpponent = firstOpponentRoll(event.data.events, event.data.dice.firstNonce) !== null;
      expect(event.data.rolledBy).toBe(needsOpponent ? otherSeat(event.data.seat) : null);
      if (needsOpponent) expect(isDeepStrictEqual(before.held?.command, event.data.command)).toBe(true);
    }
  });
});

it('14.8.3: in the games with evasive manoeuvres both seats choose, and the career takes both numbers', () => {
  const manoeuvres = played.flatMap(({ events }) =>
    events
      .flatMap((e) => (e.type === 'CareerAdvanced' ? e.data.events : []))
      .filter((e) => e.type === 'EvasiveManoeuvreMade'),
  );
  expect(manoeuvres.length).toBeGreaterThan(0);
  for (const { data } of manoeuvres as Extract<CareerEvent, { type: 'EvasiveManoeuvreMade' }>[])
    expect(data.escortRoll).toBeNull();
});

it('some of these games end, with a winner by tonnage or a draw (13.1.3)', () => {
  const over = played.filter((game) => game.stopped === 'over');
  expect(over.length).toBeGreaterThan(0);
  for (const { state } of over) {
    const { a, b } = state.result?.tonnage ?? { a: -1, b: -1 };
    expect(state.result?.winner).toBe(a === b ? null : a > b ? 'a' : 'b');
  }
});

it('13.1.1, TP-END: with an end date agreed, each career ends when its next patrol would start after it', () => {
  const games = [0, 1, 2, 3].map((i) =>
    playGame(bots(i), { serverSeed: SERVER_SEED, terms: { endDate: '1943-08' } }),
  );
  for (const { stopped, state, events } of games) {
    expect(stopped).toBe('over');
    expect(auditGame(events, SERVER_SEED)).toEqual([]);
    for (const seat of ['a', 'b'] as const) {
      const career = state.seats[seat]?.career as CareerState;
      const ended = events
        .flatMap((e) => (e.type === 'CareerAdvanced' && e.data.seat === seat ? e.data.events : []))
        .find((e) => e.type === 'CareerEnded') as Extract<CareerEvent, { type: 'CareerEnded' }>;
      expect(career.step.kind).toBe('ended');
      if (ended.data.reason === 'endDate') expect(String(career.career?.date) > '1943-08').toBe(true);
    }
  }
  const reasons = games.flatMap(({ events }) =>
    events
      .flatMap((e) => (e.type === 'CareerAdvanced' ? e.data.events : []))
      .filter((e) => e.type === 'CareerEnded'),
  );
  expect(
    reasons.some((e) => (e as Extract<CareerEvent, { type: 'CareerEnded' }>).data.reason === 'endDate'),
  ).toBe(true);
});
