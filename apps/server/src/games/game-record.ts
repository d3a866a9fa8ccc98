import type { EventMetadata } from '@periscope/event-store';
import { fold, initialState, type GameCommand, type GameEvent, type GameState } from '@periscope/play/duel';
import type { EventRecord } from '../common/command-handler';

/** Who sent a command: a seat (`seat:a`, `seat:b`), or the server (the absent-opponent roll). */
export type Actor = 'seat:a' | 'seat:b' | 'server';

/** The metadata of every game event (ARCHITECTURE.md "Commands are recorded"). No secret is ever put here. */
export interface GameEventMetadata extends EventMetadata {
  commandId: string;
  correlationId: string;
  actor: Actor;
  /** The command as decided (its seat included), so that an auditor can re-run the decider with it. */
  command: GameCommand;
  /** When the server decided it (its clock): the seats' deadline (TP-TIMEOUT) counts from the last event's `at`. */
  at: string;
}

/** An event of a game stream as the views show it: read back, or just appended. */
export type GameEventRecord = EventRecord;

export const foldGame = (stream: readonly Pick<GameEventRecord, 'type' | 'data'>[]): GameState =>
  fold(stream as unknown as GameEvent[], initialState());

/** When the game's last event was decided (the server's clock, ISO 8601): the seats' deadline counts from it. */
export const lastDecidedAt = (stream: readonly GameEventRecord[]): string | null => {
  const at = (stream.at(-1)?.metadata as Partial<GameEventMetadata> | undefined)?.at;
  return typeof at === 'string' ? at : null;
};
