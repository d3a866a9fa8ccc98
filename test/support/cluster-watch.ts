import type { ClusterProcess } from './cluster';
import { LiveClient, type LiveUpdate } from './live-client';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A connection that its process never answers is given up after this, and the spectator joins again: a WORKERS
 * primary may leave one open, handed to a worker as it died (docs/failover.md "On WORKERS").
 */
const CONNECT_MS = 5000;

/** `promise`, or a rejection once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * A spectator of one career on one process of /live, as the web client behaves: when its socket drops (its process
 * killed, an outage), it joins again — on `next()`'s process — with the last position it holds, and keeps every
 * update it got, so that a gap or a duplicate across the rejoin shows.
 */
export class CareerWatcher {
  readonly updates: LiveUpdate[] = [];
  rejoins = 0;
  /** How many followed the career on the process that answered the last join, this spectator included. */
  viewers?: number;
  private client?: LiveClient;
  private position?: number;
  private closed = false;
  private url?: string;

  constructor(
    readonly careerId: string,
    private readonly next: () => ClusterProcess,
  ) {}

  /** Joins on `on`, or on `next()`'s process. */
  async open(on?: ClusterProcess): Promise<void> {
    this.url = (on ?? this.next()).server.url;
    const client = new LiveClient(this.url);
    this.client = client;
    try {
      await within(client.connected(), CONNECT_MS);
      const ack = await client.join('career', this.careerId, this.position);
      if (!ack.ok) throw new Error(`join refused: ${JSON.stringify(ack.error)}`);
      this.position ??= ack.snapshot?.position ?? ack.position;
      this.viewers = ack.viewers;
    } catch {
      client.close();
      if (!this.closed) return this.again();
      return;
    }
    client.socket.on('disconnect', () => void this.again());
    client.socket.on('updates', () => this.take(client));
    this.take(client);
  }

  /** The revision of the last update held (-1 before any update: a snapshot may stand for what came before). */
  get revision(): number {
    return this.updates.at(-1)?.revision ?? -1;
  }

  /** The store position this spectator is up to: its join's snapshot, or its last update's (0 before a join). */
  get reached(): number {
    return this.position ?? 0;
  }

  /** Where this spectator stands, for a failure's message: its revision, its rejoins, its socket and process. */
  state(): string {
    const socket = this.client?.socket;
    const where = socket ? `${socket.connected ? 'connected' : 'not connected'} to ${this.url}` : 'no socket';
    return `position ${this.reached} (revision ${this.revision}) after ${this.rejoins} rejoins, ${where}`;
  }

  /** Updates held twice or missing: positions must rise and revisions follow one another. */
  faults(): string[] {
    const faults: string[] = [];
    for (let i = 1; i < this.updates.length; i++) {
      const [a, b] = [this.updates[i - 1], this.updates[i]];
      if (b.position <= a.position) faults.push(`duplicate or reordered at position ${b.position}`);
      if (b.revision !== a.revision + 1) faults.push(`revision ${a.revision} then ${b.revision}`);
    }
    return faults;
  }

  close(): void {
    this.closed = true;
    this.client?.close();
  }

  /** Moves what the client got since the last call into `updates`. */
  private take(client: LiveClient): void {
    const fresh = client.updates.splice(0);
    for (const update of fresh) {
      this.updates.push(update);
      this.position = Math.max(this.position ?? 0, update.position);
    }
  }

  private async again(): Promise<void> {
    if (this.closed) return;
    if (this.client) this.take(this.client);
    this.client?.close();
    this.rejoins++;
    await pause(250);
    if (!this.closed) await this.open();
  }
}
