import {
  commitment,
  decide as decideCareer,
  evolve as evolveCareer,
  initialState as newCareer,
  SeededDice,
  ScriptedDice,
  type CareerCommand,
  type CareerEvent,
  type DiceScript,
  type DiceSource,
} from '@periscope/rules';
import { sighted, started, target } from '@periscope/rules/career/career.fixtures';
import { DeciderSpecification } from '@periscope/rules/testing';
import type { GameCommand, GameTerms, PlayerEntry } from './commands';
import { decide } from './decide';
import type { GameEvent } from './events';
import { evolve, fold } from './evolve';
import type { GameDice } from './game-dice';
import type { Seat } from './seats';
import { initialState, type GameState } from './state';

export const SERVER_SEED = 'duel-server-seed';
export const SEEDS: Record<Seat, string> = { a: 'seed of seat a', b: 'seed of seat b' };

/** The game's dice as the server opens them. */
export const seeded: GameDice = (playerSeed, firstNonce) =>
  new SeededDice({ serverSeed: SERVER_SEED, playerSeed }, firstNonce);

/** The scripted dice numbered from where the game's dice stream stands, as the seeded dice would be. */
const renumbered = (dice: DiceSource, firstNonce: number): DiceSource => {
  let nonce = firstNonce;
  return { roll: (kind, purpose) => ({ ...dice.roll(kind, purpose), nonce: nonce++ }) };
};

/** The game decider in the shape DeciderSpecification takes: the scripted dice stand for the game's stream. */
export const spec = DeciderSpecification.for<GameState, GameCommand, GameEvent>({
  decide: (state, command, dice) => decide(state, command, (_, firstNonce) => renumbered(dice, firstNonce)),
  evolve,
  initialState,
});

export const player = (seat: Seat, change: Partial<PlayerEntry> = {}): PlayerEntry => ({
  kommandant: `Kptlt. ${seat.toUpperCase()}`,
  seedCommitment: commitment(SEEDS[seat]),
  ...change,
});

export const terms = (change: Partial<GameTerms> = {}): GameTerms => ({
  uboatType: 'VIIC',
  startDate: '1943-07',
  serverCommitment: commitment(SERVER_SEED),
  ...change,
});

export const create = (change: Partial<GameTerms> = {}): GameCommand => ({
  type: 'CreateGame',
  data: { ...terms(change), player: player('a') },
});
export const join: GameCommand = { type: 'JoinGame', data: { player: player('b') } };
export const reveal = (seat: Seat, seed = SEEDS[seat]): GameCommand => ({
  type: 'RevealSeed',
  seat,
  data: { seed },
});
export const playFor = (seat: Seat, command: CareerCommand): GameCommand => ({
  type: 'Play',
  seat,
  data: { command },
});
export const rollBy = (seat: Seat): GameCommand => ({ type: 'Roll', seat, data: {} });
export const absentRoll: GameCommand = { type: 'RollForAbsentOpponent', data: {} };

/** Runs commands through the decider on the seeded dice: the events of each, in order. */
export function run(commands: readonly GameCommand[], from: GameEvent[] = []): GameEvent[] {
  const events = [...from];
  let state = fold(events, initialState());
  for (const command of commands) {
    const decided = decide(state, command, seeded);
    events.push(...decided);
    state = fold(decided, state);
  }
  return events;
}

/** A game created, joined and started on the seeded dice: both careers in port, seat a's patrol first. */
export const startedGame = (change: Partial<GameTerms> = {}): GameEvent[] =>
  run([create(change), join, reveal('a'), reveal('b')]);

/** Career events put where a test needs them, as one recorded command of the seat (fixture dice, no rolls). */
export const advanced = (
  seat: Seat,
  events: readonly CareerEvent[],
  command: CareerCommand = { type: 'AssignPatrol', data: {} },
  nonce = 0,
): GameEvent => ({
  type: 'CareerAdvanced',
  data: { seat, command, events, dice: { firstNonce: nonce, nextNonce: nonce }, rolledBy: null },
});

/** The game up to the start, with fixture careers (no dice): both VIIC in port, seat a's patrol first. */
export function fixtureGame(change: Partial<GameTerms> = {}): GameEvent[] {
  const [created, joined, revealedA, revealedB, gameStarted] = run([
    create(change),
    join,
    reveal('a'),
    reveal('b'),
  ]);
  const start = (seat: Seat) =>
    advanced(seat, [started()], { type: 'StartCareer', data: {} } as unknown as CareerCommand);
  return [created, joined, revealedA, revealedB, gameStarted, start('a'), start('b')];
}

export const FREIGHTER = target('Freighter', 7000, 3);

/** Seat's boat facing a freighter with escort, about to choose its approach (sighted, without its CareerStarted). */
export const escortedSighting = (seat: Seat): GameEvent =>
  advanced(seat, sighted({ kind: 'shipWithEscort', ships: [FREIGHTER], escorted: true }).slice(1));

export const approach: CareerCommand = {
  type: 'ChooseApproach',
  data: { attack: 'submerged', range: 'medium' },
};
export const fireBow: CareerCommand = {
  type: 'FireTorpedoes',
  data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
};
/** [U1] 2 hits, [U2] 6 no dud, [U3] 1: the freighter sinks. */
export const SINKING: DiceScript = { '2d6': [[1, 1]], '1d6': [6, 1] };
export const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
/** [E2] 12 detected (+1 on [E3]), 9.6.10 check 3: depth charges, [E3] 12+1: the boat is sunk. */
export const SUNK: DiceScript = {
  '2d6': [
    [6, 6],
    [6, 6],
  ],
  '1d6': [3],
};
/** [E2] natural 2: never detected (9.6.9). */
export const UNDETECTED: DiceScript = { '2d6': [[1, 1]] };

/**
 * Seat's career sunk with nothing sunk, as the career decider plays it (approach, a missed torpedo, the escorts'
 * depth charges): one recorded command of fixture dice, to put a career out of the game where a test needs it.
 */
export function careerSunk(seat: Seat): GameEvent {
  const sighting = sighted({ kind: 'shipWithEscort', ships: [FREIGHTER], escorted: true });
  let career = sighting.reduce(evolveCareer, newCareer());
  const events: CareerEvent[] = [];
  const steps: [CareerCommand, DiceScript][] = [
    [approach, []],
    [fireBow, { '2d6': [[6, 6]] }],
    [evade, SUNK],
  ];
  for (const [command, script] of steps) {
    const decided = decideCareer(career, command, new ScriptedDice(script));
    events.push(...decided);
    career = decided.reduce(evolveCareer, career);
  }
  return advanced(seat, [...sighting.slice(1), ...events]);
}

/** The state the given events fold to. */
export const stateOf = (events: readonly GameEvent[]): GameState => fold(events, initialState());
