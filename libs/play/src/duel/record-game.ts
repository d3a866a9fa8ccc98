import type { SourceEvent } from '@periscope/audit';
import { defaultChartPack, SeededDice, type ChartPack } from '@periscope/rules';
import type { GameCommand } from './commands';
import { decide } from './decide';
import { evolve } from './evolve';
import type { GameDice } from './game-dice';
import { initialState } from './state';

/** Who sends a command, as the server records it: the seat that sent it, or the server for an absent opponent. */
const actorOf = (command: GameCommand): string =>
  command.type === 'CreateGame'
    ? 'seat:a'
    : command.type === 'JoinGame'
      ? 'seat:b'
      : command.type === 'RollForAbsentOpponent'
        ? 'server'
        : `seat:${command.seat}`;

/**
 * The events a server stores for these game commands, decided offline on the seeded dice: each event with the
 * metadata the server gives it (commandId, correlationId, actor, the command as decided). A command that
 * decides nothing stores nothing. Throws what decide throws.
 */
export function recordGame(
  commands: readonly GameCommand[],
  serverSeed: string,
  charts: ChartPack = defaultChartPack,
): SourceEvent[] {
  const dice: GameDice = (playerSeed, firstNonce) => new SeededDice({ serverSeed, playerSeed }, firstNonce);
  const events: SourceEvent[] = [];
  let state = initialState();
  for (const [n, command] of commands.entries()) {
    const commandId = n === 0 ? 'create' : `cmd-${n}`;
    const metadata = {
      commandId,
      correlationId: commandId,
      actor: actorOf(command),
      command: asJson(command),
    };
    for (const event of decide(state, command, dice, charts)) {
      events.push({ revision: events.length, type: event.type, data: asJson(event.data), metadata });
      state = evolve(state, event);
    }
  }
  return events;
}

const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
