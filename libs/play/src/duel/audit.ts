import { isDeepStrictEqual } from 'node:util';
import { foundRolls, type Finding } from '@periscope/audit';
import {
  commitment,
  combinePlayerSeeds,
  decide as decideCareer,
  defaultChartPack,
  facesProblem,
  isDiceKind,
  seededRoll,
  SeededDice,
  verifyRoll,
  type ChartPack,
  type DiceRoll,
  type DiceSeeds,
} from '@periscope/rules';
import { twoPlayerRule } from '../campaign-terms';
import type { GameEvent } from './events';
import { evolve } from './evolve';
import { forfeitManoeuvre, manoeuvreHash } from './manoeuvres';
import { awaitedSeats } from './deadlines';
import { seatOf, initialState, winnerOf, type GameState } from './state';

/** What is wrong with one event of a game: the audit's check it fails, and where in the event. */
export interface GameProblem {
  readonly check: 'rolls' | 'replay' | 'results';
  readonly message: string;
  /** The sentence in any language (libs/audit FINDING_CODES) and the values it names. */
  readonly code?: Finding['code'];
  readonly params?: Finding['params'];
  readonly rule?: string;
  /** Where in the event, e.g. `data.events[2].data.roll.faces`. */
  readonly path?: string;
  readonly expected?: unknown;
  readonly found?: unknown;
}

export interface GameCheckOptions {
  /** The revealed server seed, or null while it is sealed (its commitment and the rolls are then not checked). */
  readonly serverSeed: string | null;
  readonly charts: ChartPack;
  /** Re-decide each career command on the seeded dice (false when the game's own decide is replayed instead). */
  readonly decisions: boolean;
}

/**
 * The audit of a finished game, from its events and the revealed server seed (TP-SEEDS): every commitment holds,
 * the dice's player seed combines both players' seeds, the nonces chain from decision to decision with no gap,
 * every career decision recomputes byte for byte, every roll recomputes, a held command is the one decided, each
 * evasive number matches its commitment (14.8.3), and the winner is the one with the most tonnage. Returns the
 * problems found: none means the game is honest.
 */
export function auditGame(
  events: readonly GameEvent[],
  serverSeed: string,
  charts: ChartPack = defaultChartPack,
): string[] {
  const problems: string[] = [];
  let state = initialState();
  events.forEach((event, at) => {
    for (const { message } of checkGameEvent(state, event, { serverSeed, charts, decisions: true }))
      problems.push(`#${at} ${event.type}: ${message}`);
    state = evolve(state, event);
  });
  return problems;
}

/** auditGame's checks of one event, on the state folded from the events before it. */
export function checkGameEvent(state: GameState, event: GameEvent, options: GameCheckOptions): GameProblem[] {
  const { serverSeed } = options;
  switch (event.type) {
    case 'GameCreated': {
      const published = event.data.settings.serverCommitment;
      return serverSeed === null || commitment(serverSeed) === published.toLowerCase()
        ? []
        : [
            {
              check: 'rolls',
              rule: twoPlayerRule(event.data.settings, 'start'),
              path: 'data.settings.serverCommitment',
              expected: commitment(serverSeed),
              found: published,
              message: 'the server seed does not match its commitment',
              code: 'wrongSeed',
            },
          ];
    }
    case 'SeedRevealed': {
      const { seat, seed } = event.data;
      const committed = seatOf(state, seat).player.seedCommitment;
      return commitment(seed) === committed.toLowerCase()
        ? []
        : [
            {
              check: 'rolls',
              rule: twoPlayerRule(state.settings, 'start'),
              path: 'data.seed',
              expected: committed,
              found: commitment(seed),
              message: `seat ${seat}'s seed does not match its commitment`,
              code: 'seatSeed',
              params: { seat },
            },
          ];
    }
    case 'GameStarted':
      return gameStarted(state, event);
    case 'CareerAdvanced':
      return careerAdvanced(state, event, options);
    case 'ManoeuvreRevealed': {
      const { seat, number, salt, rule } = event.data;
      const committed = state.manoeuvres?.hashes[seat];
      return manoeuvreHash(number, salt) === committed
        ? []
        : [
            {
              check: 'replay',
              rule,
              path: 'data.number',
              expected: committed,
              found: manoeuvreHash(number, salt),
              message: `seat ${seat}'s evasive number does not match its commitment`,
              code: 'seatManoeuvre',
              params: { seat },
            },
          ];
    }
    case 'ManoeuvreRolled': {
      const { roll, dice, rule } = event.data;
      return [
        ...chained(state, dice),
        ...checkRolls(
          serverSeed,
          state.playerSeed,
          [{ path: 'data.roll', roll, rule, value: 'value' }],
          dice,
        ),
      ];
    }
    case 'ManoeuvreForfeited': {
      const revealed = state.turn !== null && state.manoeuvres?.numbers[state.turn] !== undefined;
      const expected = revealed
        ? (forfeitManoeuvre(state, options.charts).data as { number: number }).number
        : null;
      return event.data.number === expected
        ? []
        : [
            {
              check: 'replay',
              rule: 'TP-FORFEIT',
              path: 'data.number',
              expected,
              found: event.data.number,
              message: "the forfeit escort number is not the lowest outside the U-boat's direction",
              code: 'forfeitNumber',
            },
          ];
    }
    case 'GameEnded':
      return gameEnded(state, event);
    case 'SeatForfeited':
      return awaitedSeats(state)[event.data.seat] === 'forfeit-game'
        ? []
        : [
            {
              check: 'replay',
              rule: 'TP-FORFEIT',
              path: 'data.seat',
              message: `seat ${event.data.seat} owed no seed, command or number it could forfeit the game for`,
              code: 'forfeitOwed',
              params: { seat: event.data.seat },
            },
          ];
    default:
      return [];
  }
}

function gameStarted(state: GameState, event: Extract<GameEvent, { type: 'GameStarted' }>): GameProblem[] {
  const seeds = [seatOf(state, 'a').seed, seatOf(state, 'b').seed];
  const rule = twoPlayerRule(state.settings, 'start');
  if (seeds.includes(null))
    return [
      {
        check: 'replay',
        rule,
        message: 'started before both seeds were revealed',
        code: 'startedEarly',
      },
    ];
  const combined = combinePlayerSeeds(seeds[0] as string, seeds[1] as string);
  return event.data.playerSeed === combined
    ? []
    : [
        {
          check: 'rolls',
          rule,
          path: 'data.playerSeed',
          expected: combined,
          found: event.data.playerSeed,
          message: 'the player seed is not combinePlayerSeeds(a, b)',
          code: 'playerSeedCombined',
        },
      ];
}

/** 13.1.3: the most tonnage wins; TP-TIE: equal tonnage is a draw. */
function gameEnded(state: GameState, event: Extract<GameEvent, { type: 'GameEnded' }>): GameProblem[] {
  const tonnage = { a: seatOf(state, 'a').career.tonnage, b: seatOf(state, 'b').career.tonnage };
  const winner = winnerOf(tonnage, state.forfeited);
  if (isDeepStrictEqual(event.data.tonnage, tonnage) && event.data.winner === winner) return [];
  const tonnageWrong = !isDeepStrictEqual(event.data.tonnage, tonnage);
  return [
    {
      check: 'results',
      rule: twoPlayerRule(state.settings, 'winner'),
      path: tonnageWrong ? 'data.tonnage' : 'data.winner',
      expected: tonnageWrong ? tonnage : winner,
      found: tonnageWrong ? event.data.tonnage : event.data.winner,
      message: `the careers give tonnage ${JSON.stringify(tonnage)} and winner ${winner}`,
      code: 'gameResult',
    },
  ];
}

const chained = (state: GameState, dice: { firstNonce: number }): GameProblem[] =>
  dice.firstNonce === state.nextNonce
    ? []
    : [
        {
          check: 'replay',
          path: 'data.dice.firstNonce',
          expected: state.nextNonce,
          found: dice.firstNonce,
          message: `dice start at ${dice.firstNonce}, not ${state.nextNonce}`,
          code: 'diceStart',
          params: { found: dice.firstNonce, expected: state.nextNonce },
        },
      ];

function careerAdvanced(
  state: GameState,
  event: Extract<GameEvent, { type: 'CareerAdvanced' }>,
  options: GameCheckOptions,
): GameProblem[] {
  const { seat, command, dice, rolledBy } = event.data;
  const problems = chained(state, dice);
  const rule = twoPlayerRule(state.settings, 'turns');
  if (state.held && (state.held.seat !== seat || !isDeepStrictEqual(state.held.command, command)))
    problems.push({
      check: 'replay',
      rule,
      path: 'data.command',
      expected: state.held.command,
      found: command,
      message: 'the command decided is not the one held for the opponent’s roll',
      code: 'heldCommand',
    });
  if (state.held && rolledBy === null)
    problems.push({
      check: 'replay',
      rule,
      path: 'data.rolledBy',
      expected: state.held.roller,
      found: null,
      message: 'a held command was decided without the opponent’s roll',
      code: 'heldWithoutRoll',
    });
  if (options.decisions && options.serverSeed !== null)
    problems.push(...recomputed(state, event, options.serverSeed, options.charts));
  const rolls = foundRolls(event.data).map(({ path, roll }): PlacedRoll => ({
    path,
    rule: roll.rule,
    roll: {
      kind: roll.dice,
      purpose: roll.purpose,
      nonce: roll.nonce,
      faces: roll.faces,
      value: roll.natural,
    },
    value: 'natural',
  }));
  return [...problems, ...checkRolls(options.serverSeed, state.playerSeed, rolls, dice)];
}

/** The seat's career command decided again on the seeded dice: the same events, the dice ending where recorded. */
function recomputed(
  state: GameState,
  event: Extract<GameEvent, { type: 'CareerAdvanced' }>,
  serverSeed: string,
  charts: ChartPack,
): GameProblem[] {
  const { seat, command, events, dice } = event.data;
  const seeded = new SeededDice({ serverSeed, playerSeed: state.playerSeed ?? '' }, dice.firstNonce);
  try {
    const decided = decideCareer(seatOf(state, seat).career, command, seeded, charts);
    const problems: GameProblem[] = [];
    if (JSON.stringify(decided) !== JSON.stringify(events))
      problems.push({
        check: 'replay',
        path: 'data.events',
        message: 'the career decides other events than the ones stored',
        code: 'otherCareerEvents',
      });
    if (seeded.nextNonce !== dice.nextNonce)
      problems.push({
        check: 'replay',
        path: 'data.dice.nextNonce',
        expected: seeded.nextNonce,
        found: dice.nextNonce,
        message: `nextNonce ${dice.nextNonce}, recomputed ${seeded.nextNonce}`,
        code: 'diceEnd',
        params: { expected: seeded.nextNonce, found: dice.nextNonce },
      });
    return problems;
  } catch (error) {
    const message = `the career refuses the command: ${(error as Error).message}`;
    const rule = (error as { rule?: string }).rule;
    return [{ check: 'replay', path: 'data.command', rule, message, code: 'commandRefused' }];
  }
}

interface PlacedRoll {
  readonly path: string;
  readonly rule: string;
  readonly roll: DiceRoll;
  /** The field of the roll's value: a career event's RecordedRoll says `natural`, a DiceRoll `value`. */
  readonly value: 'natural' | 'value';
}

/** Each roll recomputes from the seeds; a roll may be carried again from an earlier decision, never from a later one. */
function checkRolls(
  serverSeed: string | null,
  playerSeed: string | null,
  rolls: readonly PlacedRoll[],
  dice: { nextNonce: number },
): GameProblem[] {
  return rolls.flatMap((placed) => {
    const { path, rule, roll } = placed;
    const problems: GameProblem[] = [];
    if (serverSeed !== null) {
      const seeds = { serverSeed, playerSeed: playerSeed ?? '' };
      const verdict = verifyRoll({ ...seeds, roll });
      if (!verdict.ok)
        problems.push({
          check: 'rolls',
          rule,
          ...unfair(seeds, placed),
          message: verdict.mismatch,
          code: 'rollMismatch',
          params: { nonce: roll.nonce },
        });
    }
    if (roll.nonce >= dice.nextNonce)
      problems.push({
        check: 'rolls',
        rule,
        path: `${path}.nonce`,
        expected: `nonce < ${dice.nextNonce}`,
        found: roll.nonce,
        message: `nonce ${roll.nonce} is not rolled yet (next ${dice.nextNonce})`,
        code: 'notRolledYet',
        params: { nonce: roll.nonce, next: dice.nextNonce },
      });
    return problems;
  });
}

/** Where a roll that does not recompute differs: its faces, else its value; the roll itself when it is malformed. */
function unfair(seeds: DiceSeeds, { path, roll, value }: PlacedRoll) {
  const { kind, nonce, faces } = roll;
  if (!isDiceKind(kind) || !Number.isSafeInteger(nonce) || nonce < 0 || facesProblem(kind, faces))
    return { path };
  const fair = seededRoll(seeds, kind, nonce);
  return isDeepStrictEqual(fair.faces, faces)
    ? { path: `${path}.${value}`, expected: fair.value, found: roll.value }
    : { path: `${path}.faces`, expected: fair.faces, found: faces };
}
