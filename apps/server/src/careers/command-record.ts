import { createHash } from 'node:crypto';
import type { EventMetadata, NewEvent, RecordedEvent } from '@periscope/event-store';
import type { CareerCommand, CareerEvent } from '@periscope/rules';
import { eventIdFor } from './event-ids';

/** The one seat of a solo career. */
export const PLAYER_SEAT = 'seat:player';

/** The dice nonces a command consumed: [firstNonce, nextNonce). The next command's dice start at nextNonce. */
export interface NonceRange {
  readonly firstNonce: number;
  readonly nextNonce: number;
}

/** The metadata of every career event (ARCHITECTURE.md "Commands are recorded"). No secret is ever put here. */
export interface CareerEventMetadata extends EventMetadata {
  commandId: string;
  /** The command is the conversation: every event it produced shares its id. */
  correlationId: string;
  actor: string;
  /** The command as decided, so that an auditor can re-run decide with it. */
  command: { type: string; data: unknown };
  dice: NonceRange;
}

/** JSON with object keys sorted at every depth: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const fingerprintOf = (command: CareerCommand): string =>
  createHash('sha256')
    .update(canonicalJson({ type: command.type, data: command.data }))
    .digest('hex');

/** Whether a recorded event was produced by exactly this command (same type and data). */
export const sameCommand = (event: RecordedEvent, command: CareerCommand): boolean =>
  canonicalJson((event.metadata as CareerEventMetadata).command) ===
  canonicalJson({ type: command.type, data: command.data });

/** A value as JSON carries it (undefined fields dropped), which is what the store keeps and readers get back. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The decided events as the store takes them: deterministic ids, the command and its dice in the metadata. */
export function toNewEvents(
  careerId: string,
  commandId: string,
  command: CareerCommand,
  events: readonly CareerEvent[],
  dice: NonceRange,
  actor: string = PLAYER_SEAT,
): NewEvent[] {
  const fingerprint = fingerprintOf(command);
  const metadata: CareerEventMetadata = {
    commandId,
    correlationId: commandId,
    actor,
    command: asJson({ type: command.type, data: command.data }),
    dice: { firstNonce: dice.firstNonce, nextNonce: dice.nextNonce },
  };
  return events.map((event, index) => ({
    id: eventIdFor(careerId, commandId, fingerprint, index),
    type: event.type,
    data: asJson(event.data),
    metadata,
  }));
}

/** The events a command produced (one append, so consecutive), or none. */
export const eventsOfCommand = (stream: readonly RecordedEvent[], commandId: string): RecordedEvent[] =>
  stream.filter((event) => event.metadata.commandId === commandId);

/** Where the dice resume: the last event's nextNonce (no roll is scanned). */
export function nextNonceOf(stream: readonly RecordedEvent[]): number {
  const last = stream.at(-1);
  if (!last) return 0;
  const next = (last.metadata as Partial<CareerEventMetadata>).dice?.nextNonce;
  if (!Number.isSafeInteger(next) || (next as number) < 0)
    throw new Error(`${last.stream}@${last.revision}: metadata.dice.nextNonce is missing`);
  return next as number;
}
