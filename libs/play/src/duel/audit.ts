import { isDeepStrictEqual } from 'node:util';
import {
  combinePlayerSeeds,
  decide as decideCareer,
  defaultChartPack,
  rollsIn,
  SeededDice,
  verifyCommitment,
  verifyRoll,
  type ChartPack,
  type DiceRoll,
} from '@periscope/rules';
import type { GameEvent } from './events';
import { evolve } from './evolve';
import { manoeuvreHash } from './manoeuvres';
import { seatOf, initialState, type GameState } from './state';

/**
 * The audit of a finished game, from its events and the revealed server seed (TP-SEEDS): every commitment holds,
 * the dice's player seed combines both players' seeds, the nonces chain from decision to decision with no gap,
 * every career decision recomputes byte for byte, every roll recomputes, a held command is the one decided, each
 * evasive number matches its commitment (14.8.3), and the winner is the one with the most tonnage. Returns the problems found: none means the game is honest.
 */
export function auditGame(
  events: readonly GameEvent[],
  serverSeed: string,
  charts: ChartPack = defaultChartPack,
): string[] {
  const problems: string[] = [];
  let state = initialState();
  events.forEach((event, at) => {
    const problem = (text: string) => problems.push(`#${at} ${event.type}: ${text}`);
    checkEvent(state, event, serverSeed, charts).forEach(problem);
    state = evolve(state, event);
  });
  return problems;
}

function checkEvent(state: GameState, event: GameEvent, serverSeed: string, charts: ChartPack): string[] {
  switch (event.type) {
    case 'GameCreated':
      return verifyCommitment(serverSeed, event.data.settings.serverCommitment)
        ? []
        : ['the server seed does not match its commitment'];
    case 'SeedRevealed':
      return verifyCommitment(event.data.seed, seatOf(state, event.data.seat).player.seedCommitment)
        ? []
        : [`seat ${event.data.seat}'s seed does not match its commitment`];
    case 'GameStarted': {
      const seeds = [seatOf(state, 'a').seed, seatOf(state, 'b').seed];
      if (seeds.includes(null)) return ['started before both seeds were revealed'];
      return event.data.playerSeed === combinePlayerSeeds(seeds[0] as string, seeds[1] as string)
        ? []
        : ['the player seed is not combinePlayerSeeds(a, b)'];
    }
    case 'CareerAdvanced':
      return checkCareer(state, event, serverSeed, charts);
    case 'ManoeuvreRevealed':
      return manoeuvreHash(event.data.number, event.data.salt) === state.manoeuvres?.hashes[event.data.seat]
        ? []
        : [`seat ${event.data.seat}'s evasive number does not match its commitment`];
    case 'ManoeuvreRolled':
      return [
        ...chained(state, event.data.dice),
        ...checkRolls(state, serverSeed, [event.data.roll], event.data.dice),
      ];
    case 'GameEnded': {
      const tonnage = { a: seatOf(state, 'a').career.tonnage, b: seatOf(state, 'b').career.tonnage };
      const winner = tonnage.a === tonnage.b ? null : tonnage.a > tonnage.b ? 'a' : 'b';
      return isDeepStrictEqual(event.data.tonnage, tonnage) && event.data.winner === winner
        ? []
        : [`the careers give tonnage ${JSON.stringify(tonnage)} and winner ${winner}`];
    }
    default:
      return [];
  }
}

const chained = (state: GameState, dice: { firstNonce: number }): string[] =>
  dice.firstNonce === state.nextNonce ? [] : [`dice start at ${dice.firstNonce}, not ${state.nextNonce}`];

function checkCareer(
  state: GameState,
  event: Extract<GameEvent, { type: 'CareerAdvanced' }>,
  serverSeed: string,
  charts: ChartPack,
): string[] {
  const { seat, command, events, dice, rolledBy } = event.data;
  const problems = chained(state, dice);
  if (state.held && (state.held.seat !== seat || !isDeepStrictEqual(state.held.command, command)))
    problems.push('the command decided is not the one held for the opponent’s roll');
  if (state.held && rolledBy === null)
    problems.push('a held command was decided without the opponent’s roll');
  const playerSeed = state.playerSeed ?? '';
  const seeded = new SeededDice({ serverSeed, playerSeed }, dice.firstNonce);
  try {
    const decided = decideCareer(seatOf(state, seat).career, command, seeded, charts);
    if (JSON.stringify(decided) !== JSON.stringify(events))
      problems.push('the career decides other events than the ones stored');
    if (seeded.nextNonce !== dice.nextNonce)
      problems.push(`nextNonce ${dice.nextNonce}, recomputed ${seeded.nextNonce}`);
  } catch (error) {
    problems.push(`the career refuses the command: ${(error as Error).message}`);
  }
  const rolls = rollsIn(events).map((r): DiceRoll => ({
    kind: r.dice,
    purpose: r.purpose,
    nonce: r.nonce,
    faces: r.faces,
    value: r.natural,
  }));
  return [...problems, ...checkRolls(state, serverSeed, rolls, dice)];
}

function checkRolls(
  state: GameState,
  serverSeed: string,
  rolls: readonly DiceRoll[],
  dice: { nextNonce: number },
): string[] {
  const playerSeed = state.playerSeed ?? '';
  return rolls.flatMap((roll) => {
    const verdict = verifyRoll({ serverSeed, playerSeed, roll });
    // A roll may be carried again from an earlier decision (the 9.6.10 check before 14.8), never from a later one.
    const future = roll.nonce >= dice.nextNonce;
    return [
      ...(verdict.ok ? [] : [verdict.mismatch]),
      ...(future ? [`nonce ${roll.nonce} is not rolled yet (next ${dice.nextNonce})`] : []),
    ];
  });
}
