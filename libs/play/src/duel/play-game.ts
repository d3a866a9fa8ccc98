import {
  commitment,
  defaultChartPack,
  RuleNotImplemented,
  SeededDice,
  type ChartPack,
} from '@periscope/rules';
import { botCommand, botViewOf, type BotSeat } from './bots';
import type { GameCommand, GameTerms } from './commands';
import { decide } from './decide';
import type { GameEvent } from './events';
import { evolve } from './evolve';
import type { GameDice } from './game-dice';
import { initialState, type GameState } from './state';

export interface PlayedGame {
  readonly state: GameState;
  readonly events: readonly GameEvent[];
  readonly commands: readonly GameCommand[];
  /** 'over': the game ended; 'waiting': no seat has a command (a career blocked on a rule not played yet); … */
  readonly stopped: 'over' | 'waiting' | 'notImplemented' | 'maxCommands';
  readonly notImplemented?: RuleNotImplemented;
}

/**
 * Two bots play a whole game on the seeded dice, as the server would run it: seat a creates, seat b joins, both
 * reveal, then each sends what its seat is offered until the game is over or waits on a rule not played yet.
 */
export function playGame(
  bots: readonly [BotSeat, BotSeat],
  options: { serverSeed: string; terms?: Partial<GameTerms>; maxCommands?: number; charts?: ChartPack },
): PlayedGame {
  const { serverSeed, maxCommands = 5_000, charts = defaultChartPack } = options;
  const dice: GameDice = (playerSeed, firstNonce) => new SeededDice({ serverSeed, playerSeed }, firstNonce);
  const events: GameEvent[] = [];
  const commands: GameCommand[] = [];
  let state = initialState();
  const send = (command: GameCommand) => {
    const decided = decide(state, command, dice, charts);
    events.push(...decided);
    commands.push(command);
    state = decided.reduce(evolve, state);
  };
  const [a, b] = bots;
  const player = (bot: BotSeat) => ({ kommandant: `Bot ${bot.seat}`, seedCommitment: commitment(bot.seed) });
  send({
    type: 'CreateGame',
    data: {
      uboatType: 'VIIC',
      startDate: '1943-07',
      ...options.terms,
      serverCommitment: commitment(serverSeed),
      player: player(a),
    },
  });
  send({ type: 'JoinGame', data: { player: player(b) } });
  while (commands.length < maxCommands) {
    const command = bots
      .map((bot) => botCommand(botViewOf(state, bot.seat, charts), bot, charts))
      .find(Boolean);
    if (!command) return { state, events, commands, stopped: state.phase === 'over' ? 'over' : 'waiting' };
    try {
      send(command);
    } catch (error) {
      if (!(error instanceof RuleNotImplemented)) throw error;
      return { state, events, commands, stopped: 'notImplemented', notImplemented: error };
    }
  }
  return { state, events, commands, stopped: 'maxCommands' };
}
