/** A packet as engine.io's transport hands it on (`message` packets carry socket.io's packet text). */
export interface EnginePacket {
  type: string;
  data?: unknown;
}

/** What is paced: an engine.io transport, whose `onPacket` hands each packet on to its socket. */
export interface PacedTransport {
  onPacket(packet: EnginePacket): void;
}

/** A socket.io `join` or `leave` event, in any namespace, with or without an ack id. */
const CROWD_MESSAGE = /^2(?:\/[^,]*,)?\d*\["(?:join|leave)"/;

const isCrowdMessage = (packet: EnginePacket) =>
  packet.type === 'message' && typeof packet.data === 'string' && CROWD_MESSAGE.test(packet.data);

export interface PacingClock {
  now(): number;
  /** Runs `then` on the event loop's next turn, after its I/O (setImmediate). */
  nextTurn(then: () => void): void;
}

const realClock: PacingClock = { now: () => performance.now(), nextTurn: (then) => void setImmediate(then) };

/**
 * Joins and leaves beyond a turn's budget wait for the next turns (docs/live.md "Crowd re-joins, paced"). A crowd that
 * re-joins at once sends thousands of them, all read in one poll phase of the event loop; handled there, they
 * would hold every update and command landing meanwhile for the whole crowd. Past `budgetMs` of the turn, a join
 * or leave is queued as engine.io handed it on, before socket.io decodes it, and the queue is handled
 * `budgetMs` at a time on the turns after, in arrival order. Any other message passes at once, unless its socket
 * has messages queued: a socket's messages keep their order.
 */
export class CrowdPacing {
  private readonly queue: [
    transport: PacedTransport,
    packet: EnginePacket,
    handle: (p: EnginePacket) => void,
  ][] = [];
  private readonly queued = new Map<PacedTransport, number>();
  private turnStartedAt?: number;
  private draining = false;

  constructor(
    private readonly budgetMs: number,
    private readonly clock: PacingClock = realClock,
  ) {}

  /** How many messages wait for a later turn. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Paces what the transport hands on from now. */
  pace(transport: PacedTransport): void {
    const handle = transport.onPacket.bind(transport);
    transport.onPacket = (packet) => this.admit(transport, packet, handle);
  }

  private admit(transport: PacedTransport, packet: EnginePacket, handle: (p: EnginePacket) => void): void {
    const behind = this.queued.has(transport);
    if (!behind && !(isCrowdMessage(packet) && this.turnSpent())) return handle(packet);
    this.queued.set(transport, (this.queued.get(transport) ?? 0) + 1);
    this.queue.push([transport, packet, handle]);
    if (this.draining) return;
    this.draining = true;
    this.clock.nextTurn(() => this.drain());
  }

  /** Whether this turn has run past the budget since its first message (a turn ends with the next check phase). */
  private turnSpent(): boolean {
    const now = this.clock.now();
    if (this.turnStartedAt === undefined) {
      this.turnStartedAt = now;
      this.clock.nextTurn(() => (this.turnStartedAt = undefined));
      return false;
    }
    return now - this.turnStartedAt >= this.budgetMs;
  }

  private drain(): void {
    const until = this.clock.now() + this.budgetMs;
    let handled = 0;
    try {
      while (handled < this.queue.length && (handled === 0 || this.clock.now() < until)) {
        const [transport, packet, handle] = this.queue[handled++];
        const left = (this.queued.get(transport) ?? 1) - 1;
        if (left > 0) this.queued.set(transport, left);
        else this.queued.delete(transport);
        handle(packet);
      }
    } finally {
      this.queue.splice(0, handled);
      if (this.queue.length > 0) this.clock.nextTurn(() => this.drain());
      else this.draining = false;
    }
  }
}
