import type { EventMetadata, RecordedEvent } from '@periscope/event-store';

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

/** Where the dice resume: the last event's nextNonce (no roll is scanned). */
export function nextNonceOf(stream: readonly Pick<RecordedEvent, 'metadata' | 'revision'>[]): number {
  const last = stream.at(-1);
  if (!last) return 0;
  const next = (last.metadata as Partial<CareerEventMetadata>).dice?.nextNonce;
  if (!Number.isSafeInteger(next) || (next as number) < 0)
    throw new Error(`career@${last.revision}: metadata.dice.nextNonce is missing`);
  return next as number;
}
