import { io, type Socket } from 'socket.io-client';

export interface LiveUpdate {
  position: number;
  revision: number;
  type: string;
  data: unknown;
  recordedAt: string;
  metadata?: Record<string, unknown>;
}

export interface JoinAck {
  ok: boolean;
  error?: { statusCode: number; code: string; message: string };
  role?: string;
  position?: number;
  snapshot?: { position: number; view: Record<string, unknown> };
  updates?: LiveUpdate[];
  viewers?: number;
  delaySeconds?: number;
}

/** `viewers`: how many follow a stream on the server's process. */
export interface ViewersMessage {
  stream: string;
  id: string;
  count: number;
}

/** A socket.io client of /live that keeps every message it received, raw, in order. */
export class LiveClient {
  readonly socket: Socket;
  /** Every message: acks and `updates`, as received. */
  readonly messages: unknown[] = [];
  /** Every update, from acks and `updates` messages, in the order received. */
  readonly updates: LiveUpdate[] = [];
  /** Every `viewers` message, in the order received. */
  readonly viewers: ViewersMessage[] = [];

  constructor(url: string, token?: string) {
    this.socket = io(`${url}/live`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      ...(token !== undefined && { auth: { token } }),
    });
    this.socket.onAny((event: string, ...args: unknown[]) => {
      if (event === 'viewers') return void this.viewers.push(...(args as ViewersMessage[]));
      this.messages.push(...args);
      for (const arg of args) this.updates.push(...((arg as { updates?: LiveUpdate[] }).updates ?? []));
    });
  }

  connected(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.connected) return resolve();
      this.socket.once('connect', () => resolve());
      this.socket.once('connect_error', reject);
    });
  }

  /** Emits with an ack; the ack is recorded with the messages. */
  request<T = JoinAck>(event: string, body: unknown): Promise<T> {
    // The ack callback runs as the packet is read, so acks and updates are recorded in the order received.
    return new Promise((resolve, reject) =>
      this.socket.timeout(10000).emit(event, body, (error: Error | null, answer: T) => {
        if (error) return reject(error);
        this.messages.push(answer);
        this.updates.push(...((answer as { updates?: LiveUpdate[] }).updates ?? []));
        resolve(answer);
      }),
    );
  }

  join(stream: string, id: string, after?: number): Promise<JoinAck> {
    return this.request('join', { stream, id, ...(after !== undefined && { after }) });
  }

  /** The last position received (snapshot or update). */
  get position(): number {
    const acks = this.messages as { position?: number; updates?: unknown }[];
    return Math.max(0, ...acks.map((m) => m.position ?? 0), ...this.updates.map((u) => u.position));
  }

  /** Resolves once the client is up to `position` (an ack or an update). */
  async until(position: number, ms = 20000): Promise<void> {
    const end = Date.now() + ms;
    while (this.position < position) {
      if (Date.now() > end) throw new Error(`no update at ${position} within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Resolves once the last `viewers` message received says `count`. */
  async untilViewers(count: number, ms = 10000): Promise<void> {
    const end = Date.now() + ms;
    while (this.viewers.at(-1)?.count !== count) {
      if (Date.now() > end)
        throw new Error(`no viewers ${count} within ${ms} ms: ${JSON.stringify(this.viewers)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  close(): void {
    this.socket.close();
  }
}
