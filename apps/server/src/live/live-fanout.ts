import type { Socket } from 'socket.io';
import { eventPacket, memberOf, queuedBytes, textFrame, writeTo, type Member } from './live-wire';

export { eventPacket, textFrame } from './live-wire';

export interface FanoutLimits {
  /** Sockets written in one go before the fan-out yields to I/O (setImmediate): commands, other rooms. */
  readonly chunk: number;
  /**
   * Join answers written in one turn of the event loop, after the rooms' writes of that turn: the most a room's
   * message waits behind a crowd that re-joins.
   */
  readonly answers: number;
  /**
   * Bytes that may wait for one socket that reads too slowly; beyond, it is disconnected, and its client resumes
   * with `after` (docs/live.md "Resume") instead of the server holding an unbounded backlog for it.
   */
  readonly maxQueuedBytes: number;
}

export const FANOUT_LIMITS: FanoutLimits = { chunk: 2000, answers: 50, maxQueuedBytes: 1024 * 1024 };

/** One message to a room, numbered in the room's order. */
interface Message {
  readonly number: number;
  readonly packet: string;
  readonly frame: Buffer;
}

/** A socket in a room, and the number of the room's last message it was written (or joined after). */
interface Reader {
  readonly member: Member;
  upTo: number;
}

/** What a socket that is behind is written: the messages it lacks, as packets and as one frame after another. */
interface Backlog {
  readonly packets: string[];
  readonly frame: Buffer;
}

/**
 * A pass over a room's readers, in the order they joined: each gets every message it lacks in one write. `from`:
 * the room's last message when the pass began; once it is over, every reader has that one.
 */
interface Pass {
  readonly readers: Iterator<Reader>;
  readonly from: number;
}

class Room {
  readonly readers = new Map<string, Reader>();
  /** The messages some reader may still lack, oldest first. */
  messages: Message[] = [];
  last = 0;
  pass?: Pass;
  /** The backlogs built in this pass, by the last message their readers had: one buffer for them all. */
  private readonly backlogs = new Map<number, Backlog>();

  add(packet: string, frame: Buffer): void {
    this.messages.push({ number: ++this.last, packet, frame });
    this.backlogs.clear();
  }

  backlogAfter(upTo: number): Backlog {
    let backlog = this.backlogs.get(upTo);
    if (!backlog) {
      const lacking = this.messages.filter((m) => m.number > upTo);
      const frame = lacking.length === 1 ? lacking[0].frame : Buffer.concat(lacking.map((m) => m.frame));
      backlog = { packets: lacking.map((m) => m.packet), frame };
      this.backlogs.set(upTo, backlog);
    }
    return backlog;
  }

  begin(): void {
    this.pass = { readers: this.readers.values(), from: this.last };
  }

  /** Every reader has the pass's messages: they are dropped; a message sent meanwhile needs another pass. */
  end(pass: Pass): void {
    this.messages = this.messages.filter((m) => m.number > pass.from);
    this.backlogs.clear();
    if (this.last > pass.from) this.begin();
    else this.pass = undefined;
  }
}

/**
 * The live rooms of this process and their fan-out. A message to a room is encoded once and framed once; each
 * member's TCP socket then gets that one buffer, as a Colyseus room writes its patch: no socket.io packet, no
 * engine.io packet, no write callback per socket (live-wire.ts). A room is written in passes over its members,
 * `chunk` sockets at a time: between two chunks the event loop runs, so a command's answer and the other rooms'
 * messages go out meanwhile (the rooms take turns). A message sent while a pass is under way goes to the members
 * the pass has not reached yet, and to the others in the next pass, together with anything else they lack: one
 * write per socket and pass, however many messages wait, so a backlog costs a pass, not a pass per message. Each
 * socket still gets its messages in order, each once.
 *
 * Join answers (`answerInTurn`) wait for the event loop's next turn and go out after the rooms' writes of that
 * turn, at most `answers` of them a turn: a crowd re-joining holds a room's message back by one chunk of answers
 * at most. Local only: every process tails the store and feeds its own sockets (a socket.io adapter between
 * processes would deliver twice).
 */
export class LiveFanout {
  private readonly rooms = new Map<string, Room>();
  /** The rooms with a pass under way, in the order they are taken. */
  private readonly waiting = new Set<Room>();
  private readonly queuedAnswers: (() => void)[] = [];
  private draining = false;

  constructor(
    private readonly namespace: string,
    private readonly limits: FanoutLimits = FANOUT_LIMITS,
  ) {}

  /** The socket gets the room's messages sent from now on (not those sent before, even if still under way). */
  join(name: string, socket: Socket): void {
    let room = this.rooms.get(name);
    if (!room) this.rooms.set(name, (room = new Room()));
    room.readers.set(socket.id, { member: memberOf(socket), upTo: room.last });
  }

  leave(name: string, socket: Pick<Socket, 'id'>): void {
    const room = this.rooms.get(name);
    const reader = room?.readers.get(socket.id);
    if (!reader || !room) return;
    reader.member.left = true;
    room.readers.delete(socket.id);
    if (room.readers.size > 0) return;
    this.rooms.delete(name);
    this.waiting.delete(room);
  }

  size(name: string): number {
    return this.rooms.get(name)?.readers.size ?? 0;
  }

  /** One event to every socket of the rooms (a socket in several gets it once per room). */
  send(names: readonly string[], event: string, payload: unknown): void {
    let encoded: { packet: string; frame: Buffer } | undefined;
    for (const name of names) {
      const room = this.rooms.get(name);
      if (!room) continue;
      if (!encoded) {
        const packet = eventPacket(this.namespace, event, payload);
        encoded = { packet, frame: textFrame(packet) };
      }
      room.add(encoded.packet, encoded.frame);
      if (room.pass) continue; // the pass under way takes it
      room.begin();
      if (!this.write(room, this.limits.chunk)) this.waiting.add(room);
    }
    this.schedule();
  }

  /**
   * Runs `answer` (a join's answer and its entering a room, in one synchronous step) in the event loop's next
   * turn, after the rooms' writes of that turn; at most `answers` of them a turn, in the order they came.
   */
  answerInTurn(answer: () => void): void {
    this.queuedAnswers.push(answer);
    this.schedule();
  }

  private schedule(): void {
    if (this.draining || (this.waiting.size === 0 && this.queuedAnswers.length === 0)) return;
    this.draining = true;
    setImmediate(() => this.drain());
  }

  /** One chunk of writes shared by the waiting rooms in turn, then one chunk of answers; the rest next turn. */
  private drain(): void {
    this.draining = false;
    const share = Math.max(1, Math.ceil(this.limits.chunk / Math.max(1, this.waiting.size)));
    for (const room of [...this.waiting]) {
      this.waiting.delete(room);
      if (!this.write(room, share)) this.waiting.add(room); // to the back of the turn
    }
    for (const answer of this.queuedAnswers.splice(0, this.limits.answers)) answer();
    this.schedule();
  }

  /** Writes up to `count` more sockets of the room's passes; true once no reader lacks a message. */
  private write(room: Room, count: number): boolean {
    let written = 0;
    while (room.pass && written < count) {
      const next = room.pass.readers.next();
      if (next.done) room.end(room.pass);
      else if (this.catchUp(room, next.value)) written++;
    }
    return room.pass === undefined;
  }

  /** Writes the reader what it lacks in one write; false when it lacks nothing (or left). */
  private catchUp(room: Room, reader: Reader): boolean {
    const { member, upTo } = reader;
    if (member.left || upTo === room.last) return false;
    reader.upTo = room.last;
    const { packets, frame } = room.backlogAfter(upTo);
    if (queuedBytes(member, frame.length / packets.length) + frame.length > this.limits.maxQueuedBytes)
      this.drop(member);
    else writeTo(member, packets, frame);
    return true;
  }

  /** A socket too slow to read what it is sent: disconnected (its client resumes with `after`). */
  private drop(member: Member): void {
    member.left = true;
    member.socket.disconnect(true);
    member.tcp?.destroy(); // what it holds is freed now, not after a close handshake it cannot read
  }
}
