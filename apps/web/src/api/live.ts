import { signal, type Signal } from '@preact/signals';
import { io, type Socket } from 'socket.io-client';
import { ApiError } from './http';

/** One stored event as the live view sends it to this viewer (docs/live.md "An update"). */
export interface LiveUpdate {
  readonly position: number;
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
  readonly recordedAt: string;
  /** Who sent which command (docs/live.md "An update"); a game's event also says when it was decided (`at`). */
  readonly metadata?: { readonly commandId?: string; readonly actor?: string; readonly at?: string };
}

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'failed';

export interface JoinAnswer {
  readonly role: string;
  readonly position: number;
  readonly viewers?: number;
  readonly delaySeconds?: number;
  readonly updates: readonly LiveUpdate[];
  /** A join without `after`: the view at `position` (docs/live.md "Join"). */
  readonly snapshot?: { readonly position: number; readonly view: unknown };
}

interface Ack {
  readonly ok: boolean;
  readonly error?: LiveError;
  readonly [key: string]: unknown;
}

/** An error as a join's ack carries it (docs/live.md): the HTTP API's body, and Retry-After as `retryAfter`. */
export interface LiveError {
  readonly code: string;
  readonly message: string;
  readonly statusCode?: number;
  readonly retryAfter?: number;
}

const RETRY_MS = 1000;
const MAX_RETRY_MS = 10_000;
/** How long a command's answer is awaited on the socket before the caller sends it over HTTP instead. */
const COMMAND_ACK_MS = 10_000;
/** A refusal whose ack carries no error (never from this server; a client-side guard). */
const LOST: LiveError = { code: 'live/no-answer', message: 'The server gave no answer.' };

/**
 * How long to wait before joining again after a refused or unanswered join; null when asking again cannot help
 * (a 4xx but 429). The server or its store unreachable (503) is waited out, never a dead end.
 */
export function rejoinDelayMs(error: LiveError | undefined): number | null {
  if (!error) return RETRY_MS; // no answer in time
  const status = error.statusCode ?? 0;
  if (status !== 429 && status < 500) return null;
  return Math.min(MAX_RETRY_MS, Math.max(RETRY_MS, (error.retryAfter ?? 0) * 1000));
}

/**
 * After a disconnect: socket.io reconnects by itself after a network drop, not after the server closed the socket
 * (a restart, a shutdown); then it is asked to, a second later.
 */
export function reconnectIfClosedByServer(socket: Socket, reason: string): void {
  if (reason === 'io server disconnect') setTimeout(() => socket.connect(), RETRY_MS);
}

/**
 * Follows one career or game on the `/live` namespace with resume (docs/live.md): it joins after the last
 * position it has, so after a network drop it receives exactly what it missed, once; updates at or before that
 * position are dropped, whatever the server sends. While the server or its store cannot be reached it shows
 * `reconnecting` and tries again by itself.
 */
export class LiveFeed {
  readonly status: Signal<LiveStatus> = signal('connecting');
  readonly viewers = signal<number | null>(null);
  readonly delaySeconds = signal(0);
  readonly role = signal<string | null>(null);
  private readonly socket: Socket;
  private position: number | null;

  /**
   * `after` null: the first join asks for the stream's snapshot (docs/live.md "Join"), given to `onSnapshot` before
   * the updates that follow it.
   */
  constructor(
    private readonly stream: 'career' | 'game' | 'tournament' | 'halloffame',
    private readonly id: string,
    after: number | null,
    private readonly onUpdates: (updates: readonly LiveUpdate[]) => void,
    token?: string,
    private readonly onSnapshot: (snapshot: unknown) => void = () => undefined,
  ) {
    this.position = after;
    this.socket = io('/live', {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnectionDelayMax: 4000,
    });
    this.socket.on('connect', () => void this.join());
    this.socket.on('disconnect', (reason: string) => {
      this.status.value = 'reconnecting';
      reconnectIfClosedByServer(this.socket, reason);
    });
    this.socket.on('connect_error', () => (this.status.value = 'reconnecting'));
    this.socket.on('updates', (message: { stream: string; id: string; updates: LiveUpdate[] }) => {
      if (message.id === this.id) this.deliver(message.updates);
    });
    this.socket.on('viewers', (message: { id: string; count: number }) => {
      if (message.id === this.id) this.viewers.value = message.count;
    });
  }

  private async join() {
    const answer = (await this.socket
      .timeout(10_000)
      .emitWithAck('join', { stream: this.stream, id: this.id, after: this.position ?? undefined })
      .catch(() => ({ ok: false }))) as Ack;
    if (!answer.ok) {
      const wait = rejoinDelayMs(answer.error);
      this.status.value = wait === null ? 'failed' : 'reconnecting';
      if (wait !== null) setTimeout(() => this.socket.connected && void this.join(), wait);
      return;
    }
    const joined = answer as unknown as JoinAnswer;
    if (this.position === null) {
      this.position = joined.snapshot?.position ?? joined.position;
      this.onSnapshot(joined.snapshot?.view);
    }
    this.role.value = joined.role;
    if (typeof joined.viewers === 'number') this.viewers.value = joined.viewers;
    this.delaySeconds.value = joined.delaySeconds ?? 0;
    this.deliver(joined.updates ?? []);
    this.status.value = 'live';
  }

  /**
   * A seat's command over this socket (docs/live.md, `command`), the cheap route: the server does the same checks
   * and gives the same answer as over HTTP, without the HTTP layers. Undefined when this feed cannot carry it (not
   * live, not a seat, no answer in time): the caller sends it over HTTP with the same commandId, which the server
   * answers once. A refusal is thrown as the HTTP API's error.
   */
  async command<T>(body: { commandId: string; type: string; data: unknown }): Promise<T | undefined> {
    if (this.status.value !== 'live' || !this.role.value?.startsWith('seat')) return undefined;
    const ack = (await this.socket
      .timeout(COMMAND_ACK_MS)
      .emitWithAck('command', { stream: this.stream, id: this.id, ...body })
      .catch(() => undefined)) as Ack | undefined;
    if (!ack) return undefined;
    if (ack.ok) return ack.answer as T;
    const { statusCode = 400, code, message, retryAfter, ...details } = ack.error ?? LOST;
    const retry = retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter };
    throw new ApiError(statusCode, code, message, { ...details, ...retry });
  }

  private deliver(updates: readonly LiveUpdate[]) {
    const from = this.position ?? Infinity;
    const fresh = updates.filter((u) => u.position > from);
    if (fresh.length === 0) return;
    this.position = fresh[fresh.length - 1].position;
    performance.mark('periscope:live-update', { detail: { position: this.position } }); // bench:web
    this.onUpdates(fresh);
  }

  close() {
    this.socket.close();
  }
}
