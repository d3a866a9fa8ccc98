import { createHash } from 'node:crypto';
import type { EventMetadata, NewEvent, RecordedEvent } from '@periscope/event-store';
import { fold, initialState, type GameCommand, type GameEvent, type GameState } from '@periscope/play/duel';
import { canonicalJson } from '../careers/command-record';
import { eventIdFor } from '../careers/event-ids';

/** Who sent a command: a seat (`seat:a`, `seat:b`), or the server (the absent-opponent roll). */
export type Actor = 'seat:a' | 'seat:b' | 'server';

/** The metadata of every game event (ARCHITECTURE.md "Commands are recorded"). No secret is ever put here. */
export interface GameEventMetadata extends EventMetadata {
  commandId: string;
  correlationId: string;
  actor: Actor;
  /** The command as decided (its seat included), so that an auditor can re-run the decider with it. */
  command: GameCommand;
  /** When the server decided it (its clock): the absent-opponent timeout counts from the last event's `at`. */
  at: string;
}

const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const fingerprintOf = (command: GameCommand): string =>
  createHash('sha256').update(canonicalJson(command)).digest('hex');

/** Whether a recorded event was produced by exactly this command (same type, seat and data). */
export const sameCommand = (event: RecordedEvent, command: GameCommand): boolean =>
  canonicalJson((event.metadata as GameEventMetadata).command) === canonicalJson(command);

/** The decided events as the store takes them: deterministic ids, the command and its actor in the metadata. */
export function toNewEvents(
  gameId: string,
  commandId: string,
  command: GameCommand,
  actor: Actor,
  events: readonly GameEvent[],
  at: Date,
): NewEvent[] {
  const fingerprint = fingerprintOf(command);
  const metadata: GameEventMetadata = {
    commandId,
    correlationId: commandId,
    actor,
    command: asJson(command),
    at: at.toISOString(),
  };
  return events.map((event, index) => ({
    id: eventIdFor(gameId, commandId, fingerprint, index),
    type: event.type,
    data: asJson(event.data),
    metadata,
  }));
}

/** An event of a game stream as the views show it: read back, or just appended. */
export type GameEventRecord = Pick<RecordedEvent, 'id' | 'revision' | 'type' | 'data' | 'metadata'>;

export const foldGame = (stream: readonly GameEventRecord[]): GameState =>
  fold(stream as unknown as GameEvent[], initialState());

/** When the last event was decided (ms since the epoch, the server's clock). */
export const lastEventAt = (stream: readonly GameEventRecord[]): number =>
  Date.parse(String((stream.at(-1)?.metadata as Partial<GameEventMetadata>).at));
