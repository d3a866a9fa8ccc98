import { signal, type Signal } from '@preact/signals';
import { io, type Socket } from 'socket.io-client';

/** One stored event as the live view sends it to this viewer (docs/live.md "An update"). */
export interface LiveUpdate {
  readonly position: number;
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
  readonly recordedAt: string;
  readonly metadata?: unknown;
}

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'failed';

export interface JoinAnswer {
  readonly role: string;
  readonly position: number;
  readonly viewers?: number;
  readonly delaySeconds?: number;
  readonly updates: readonly LiveUpdate[];
}

interface Ack {
  readonly ok: boolean;
  readonly error?: { code: string; message: string };
  readonly [key: string]: unknown;
}

/**
 * Follows one career or game on the `/live` namespace with resume (docs/live.md): it joins after the last
 * position it has, so after a network drop it receives exactly what it missed, once; updates at or before that
 * position are dropped, whatever the server sends.
 */
export class LiveFeed {
  readonly status: Signal<LiveStatus> = signal('connecting');
  readonly viewers = signal<number | null>(null);
  readonly delaySeconds = signal(0);
  readonly role = signal<string | null>(null);
  private readonly socket: Socket;
  private position: number;

  constructor(
    private readonly stream: 'career' | 'game',
    private readonly id: string,
    after: number,
    private readonly onUpdates: (updates: readonly LiveUpdate[]) => void,
    token?: string,
  ) {
    this.position = after;
    this.socket = io('/live', {
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnectionDelayMax: 4000,
    });
    this.socket.on('connect', () => void this.join());
    this.socket.on('disconnect', () => (this.status.value = 'reconnecting'));
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
      .emitWithAck('join', { stream: this.stream, id: this.id, after: this.position })
      .catch(() => ({ ok: false }))) as Ack;
    if (!answer.ok) {
      this.status.value = answer.error ? 'failed' : 'reconnecting';
      if (!answer.error) setTimeout(() => this.socket.connected && void this.join(), 1000);
      return;
    }
    const joined = answer as unknown as JoinAnswer;
    this.role.value = joined.role;
    if (typeof joined.viewers === 'number') this.viewers.value = joined.viewers;
    this.delaySeconds.value = joined.delaySeconds ?? 0;
    this.deliver(joined.updates ?? []);
    this.status.value = 'live';
  }

  private deliver(updates: readonly LiveUpdate[]) {
    const fresh = updates.filter((u) => u.position > this.position);
    if (fresh.length === 0) return;
    this.position = fresh[fresh.length - 1].position;
    performance.mark('periscope:live-update', { detail: { position: this.position } }); // bench:web
    this.onUpdates(fresh);
  }

  close() {
    this.socket.close();
  }
}
