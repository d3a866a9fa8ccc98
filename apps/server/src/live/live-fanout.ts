import type { Socket } from 'socket.io';
import { eventPacket, memberOf, queuedBytes, textFrame, writeTo, type Member } from './live-wire';

export { eventPacket, textFrame } from './live-wire';

export interface FanoutLimits {
  /** Sockets written in one go before the fan-out yields to I/O (setImmediate): commands, other rooms. */
  readonly chunk: number;
  /**
   * Bytes that may wait for one socket that reads too slowly; beyond, it is disconnected, and its client resumes
   * with `after` (docs/live.md "Resume") instead of the server holding an unbounded backlog for it.
   */
  readonly maxQueuedBytes: number;
}

export const FANOUT_LIMITS: FanoutLimits = { chunk: 500, maxQueuedBytes: 1024 * 1024 };

/** One message on its way to a room's members; `next` is the first member not yet written. */
interface Delivery {
  readonly members: Member[];
  next: number;
  readonly packet: string;
  readonly frame: Buffer;
}

/**
 * The live rooms of this process and their fan-out. A message to a room is encoded once and framed once; each
 * member's TCP socket then gets that one buffer, as a Colyseus room writes its patch: no socket.io packet, no
 * engine.io packet, no write callback per socket (live-wire.ts). A large room is written `chunk` sockets at a
 * time: between two chunks the event loop runs, so a command's answer and the other rooms' updates go out
 * meanwhile; a room's messages still leave in order (one queue per room, taken in turn). Local only: every
 * process tails the store and feeds its own sockets (a socket.io adapter between processes would deliver twice).
 */
export class LiveFanout {
  private readonly rooms = new Map<string, Map<string, Member>>();
  /** The rooms with messages still under way, each its queue, in the order they are taken. */
  private readonly queues = new Map<string, Delivery[]>();
  private draining = false;

  constructor(
    private readonly namespace: string,
    private readonly limits: FanoutLimits = FANOUT_LIMITS,
  ) {}

  join(room: string, socket: Socket): void {
    let members = this.rooms.get(room);
    if (!members) this.rooms.set(room, (members = new Map()));
    members.set(socket.id, memberOf(socket));
  }

  leave(room: string, socket: Pick<Socket, 'id'>): void {
    const members = this.rooms.get(room);
    const member = members?.get(socket.id);
    if (!member || !members) return;
    member.left = true;
    members.delete(socket.id);
    if (members.size === 0) this.rooms.delete(room);
  }

  size(room: string): number {
    return this.rooms.get(room)?.size ?? 0;
  }

  /** One event to every socket of the rooms (a socket in several gets it once per room). */
  send(rooms: readonly string[], event: string, payload: unknown): void {
    let encoded: { packet: string; frame: Buffer } | undefined;
    for (const room of rooms) {
      const members = this.rooms.get(room);
      if (!members) continue;
      if (!encoded) {
        const packet = eventPacket(this.namespace, event, payload);
        encoded = { packet, frame: textFrame(packet) };
      }
      const delivery: Delivery = { members: [...members.values()], next: 0, ...encoded };
      const queue = this.queues.get(room);
      if (queue) queue.push(delivery);
      else if (!this.deliver(delivery, this.limits.chunk)) this.queues.set(room, [delivery]);
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.draining || this.queues.size === 0) return;
    this.draining = true;
    setImmediate(() => this.drain());
  }

  /** One chunk of writes shared by the waiting rooms in turn; the rest after the event loop's next turn. */
  private drain(): void {
    this.draining = false;
    const share = Math.max(1, Math.ceil(this.limits.chunk / this.queues.size));
    for (const [room, queue] of [...this.queues]) {
      if (this.deliver(queue[0], share)) queue.shift();
      this.queues.delete(room);
      if (queue.length > 0) this.queues.set(room, queue); // to the back of the turn
    }
    this.schedule();
  }

  /** Writes up to `count` more members; true once every member has it. */
  private deliver(delivery: Delivery, count: number): boolean {
    const { members, packet, frame } = delivery;
    const end = Math.min(members.length, delivery.next + count);
    for (; delivery.next < end; delivery.next++) {
      const member = members[delivery.next];
      if (member.left) continue;
      if (queuedBytes(member, frame.length) + frame.length > this.limits.maxQueuedBytes) this.drop(member);
      else writeTo(member, packet, frame);
    }
    return delivery.next === members.length;
  }

  /** A socket too slow to read what it is sent: disconnected (its client resumes with `after`). */
  private drop(member: Member): void {
    member.left = true;
    member.socket.disconnect(true);
    member.tcp?.destroy(); // what it holds is freed now, not after a close handshake it cannot read
  }
}
