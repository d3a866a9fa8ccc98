import type { RecordedEvent } from '@periscope/event-store';

/** Who is looking: `spectator`, or a seat of the stream (`seat:player` for a career, `seat:<side>` in a game). */
export type ViewerRole = 'spectator' | `seat:${string}`;

export const SPECTATOR: ViewerRole = 'spectator';

/** One event as a role may see it (socket event `updates`). */
export interface LiveUpdate {
  /** The store's global position: what a client sends back as `after` to resume. */
  position: number;
  revision: number;
  type: string;
  data: unknown;
  /** When the store appended it (the store's clock). */
  recordedAt: string;
  metadata?: Record<string, unknown>;
}

/** A command sent over the socket: the HTTP command body, for the stream named in `join`. */
export interface LiveCommand {
  commandId: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * What a stream category shows to whom (README "Live views"): the live module asks it who a viewer is, what he
 * may see of each event and of the whole stream, and how long spectators wait. Registered with
 * `LiveViews.register` in a module's `onModuleInit`.
 */
export interface ViewPolicy {
  /** The category of the streams it governs: `career` for `career-<id>`. */
  readonly category: string;
  /**
   * The viewer's role in the stream `<category>-<id>` for the handshake's seat token (none: a spectator; a token
   * that is not a seat of this stream: a spectator too). Throws an AppError (not-found) when there is no such stream.
   */
  roleOf(id: string, token: string | undefined): Promise<ViewerRole>;
  /** What a role sees of one event; undefined: nothing (the event is hidden from that role). */
  update(event: RecordedEvent, role: ViewerRole): LiveUpdate | undefined;
  /** The view a role gets on joining, from the stream's events up to the snapshot position (maybe none). */
  snapshot(id: string, events: readonly RecordedEvent[], role: ViewerRole): unknown;
  /** Milliseconds a spectator sees events after they were appended (0: live). Seats are never delayed. */
  spectatorDelayMs(id: string): number;
  /**
   * A seat's command, decided and appended; the answer is sent back in the ack. `role` is the sender's, as
   * `roleOf` found it for the handshake's token (the gateway refuses a spectator before asking).
   */
  command?(id: string, command: LiveCommand, role: ViewerRole): Promise<unknown>;
}
