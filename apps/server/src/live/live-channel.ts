import type { RecordedEvent } from '@periscope/event-store';
import type { LiveUpdate, ViewerRole } from './view-policy';

/** A join's view of the stream, and its JSON, encoded once. */
export interface Snapshot {
  readonly view: unknown;
  readonly json: Buffer;
}

/** Sends updates to every socket in a socket.io room, in one message. */
export type Broadcast = (room: string, updates: LiveUpdate[]) => void;

/**
 * What one role sees of one stream: the sockets in its socket.io room get every update, rendered once and
 * broadcast once. A socket that is joining collects what is published meanwhile (see LiveHub.join), so that
 * nothing falls between its snapshot and its first broadcast.
 */
export class Channel {
  /** Every event of the stream at or before this position has been published here, or was before it existed. */
  released: number;
  readonly members = new Set<string>();
  private readonly joiners = new Set<LiveUpdate[]>();
  private pending: LiveUpdate[] = [];
  private flushing = false;
  private lastRead?: Promise<RecordedEvent[]>;
  /** Every event of the stream up to `released`, once a read has covered them: each one published is added. */
  private kept?: RecordedEvent[];
  private lastSnapshot?: { events: RecordedEvent[]; released: number; snapshot: Snapshot };

  constructor(
    readonly room: string,
    readonly role: ViewerRole,
    private readonly render: (event: RecordedEvent) => LiveUpdate | undefined,
    private readonly broadcast: Broadcast,
    released: number,
  ) {
    this.released = released;
  }

  get idle(): boolean {
    return this.members.size === 0 && this.joiners.size === 0;
  }

  /**
   * Renders the event for this role. The updates delivered in one run of the microtask queue (one page of the
   * subscription: an append's events) go out as one message, on the next tick: before timers and I/O.
   */
  publish(event: RecordedEvent): void {
    this.released = event.position;
    this.lastRead = undefined;
    this.kept?.push(event);
    this.lastSnapshot = undefined;
    const update = this.render(event);
    if (!update) return;
    for (const buffer of this.joiners) buffer.push(update);
    this.pending.push(update);
    if (this.flushing) return;
    this.flushing = true;
    process.nextTick(() => this.flush());
  }

  /** A buffer that receives every update published until `leaveJoining`. */
  startJoining(): LiveUpdate[] {
    const buffer: LiveUpdate[] = [];
    this.joiners.add(buffer);
    return buffer;
  }

  leaveJoining(buffer: LiveUpdate[]): void {
    this.joiners.delete(buffer);
  }

  /**
   * The stream up to at least the released position. The first read that covers it is kept, and every event
   * published is added to it, so that later joiners read nothing and a joiner answered after a publish is
   * answered from the newest revision, with no updates collected meanwhile to encode for it (a crowd re-joining
   * while a game goes on). Until then, one read serves every socket that starts joining until the next event is
   * published here: each joiner collects what comes after. A crowd shares one read, and one snapshot (below).
   */
  read(readStream: () => Promise<RecordedEvent[]>): Promise<RecordedEvent[]> {
    if (this.kept) return Promise.resolve(this.kept);
    if (!this.lastRead) {
      const read: Promise<RecordedEvent[]> = readStream().then((events) => this.keep(read, events));
      this.lastRead = read;
      read.catch(() => {
        if (this.lastRead === read) this.lastRead = undefined;
      });
    }
    return this.lastRead;
  }

  /** Keeps a read that nothing was published during: it holds every released event (see `read`). */
  private keep(read: Promise<RecordedEvent[]>, events: RecordedEvent[]): RecordedEvent[] {
    if (this.lastRead !== read) return events;
    this.kept = events.filter((e) => e.position <= this.released);
    return this.kept;
  }

  /**
   * The snapshot of these events at the released position, computed and encoded (JSON, UTF-8) once for every
   * socket of a shared read: a crowd joining at one revision costs one fold and one JSON.stringify.
   */
  snapshotOf(events: RecordedEvent[], compute: () => unknown): Snapshot {
    const cached = this.lastSnapshot;
    if (cached?.events === events && cached.released === this.released) return cached.snapshot;
    const view = compute();
    const snapshot = { view, json: Buffer.from(JSON.stringify(view) ?? 'null', 'utf8') };
    this.lastSnapshot = { events, released: this.released, snapshot };
    return snapshot;
  }

  /** Sends what is pending now: before a socket enters the room, so that it does not get it twice. */
  flush(): void {
    this.flushing = false;
    if (this.pending.length === 0) return;
    const updates = this.pending;
    this.pending = [];
    if (this.members.size > 0) this.broadcast(this.room, updates);
  }

  close(): void {
    this.pending = [];
    this.lastRead = undefined;
    this.kept = undefined;
    this.lastSnapshot = undefined;
  }
}
