import type { Socket as TcpSocket } from 'node:net';
import type { Socket } from 'socket.io';

/**
 * A socket.io event as socket.io writes it: an engine.io v4 message packet (4) holding a socket.io v5 event
 * packet (2) of the namespace. `payload` is JSON (no binary attachments).
 */
export function eventPacket(namespace: string, event: string, payload: unknown): string {
  const nsp = namespace === '/' ? '' : `${namespace},`;
  return `2${nsp}${JSON.stringify([event, payload])}`;
}

const OPEN = 1; // a websocket's readyState once the handshake is done, until a close frame
const FIN_TEXT = 0x81;

/** `4<packet>` as one unmasked websocket text frame (RFC 6455 §5.2): the same bytes for every socket. */
export function textFrame(packet: string): Buffer {
  const text = `4${packet}`;
  const length = Buffer.byteLength(text);
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = FIN_TEXT;
  if (header === 2) frame[1] = length;
  else if (header === 4) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  frame.write(text, header, 'utf8');
  return frame;
}

/** What a member is written through: engine.io's queue, its websocket (ws) and that one's TCP socket. */
interface Wire {
  transport: {
    name: string;
    socket?: { readyState: number; extensions: string; _socket?: TcpSocket | null };
  };
  writeBuffer: unknown[];
  readyState: string;
  write(packet: string): unknown;
}

/** A socket in a room, with the TCP socket under its websocket when it may be written directly. */
interface Member {
  readonly wire: Wire;
  readonly ws?: { readyState: number };
  readonly tcp?: TcpSocket;
}

function memberOf(socket: Socket): Member {
  const wire = socket.conn as unknown as Wire;
  const ws = wire.transport.socket;
  // Only a websocket without extensions (no permessage-deflate: socket.io's default) frames as textFrame does.
  const direct = wire.transport.name === 'websocket' && ws?.extensions === '' && ws._socket;
  return direct ? { wire, ws, tcp: direct } : { wire };
}

/**
 * The live rooms of this process and their fan-out. A message to a room is encoded once and framed once; each
 * member's TCP socket then gets that one buffer, as a Colyseus room writes its patch: no socket.io packet, no
 * engine.io packet, no write callback per socket. A member whose engine.io socket still queues packets (an ack
 * waiting on its last write) or that is not on a plain websocket gets the same packet through engine.io, after
 * what it queued: each socket receives its messages in the order they were sent. Local only: every process tails
 * the store and feeds its own sockets (a socket.io adapter between processes would deliver twice).
 */
export class LiveFanout {
  private readonly rooms = new Map<string, Map<string, Member>>();

  constructor(private readonly namespace: string) {}

  join(room: string, socket: Socket): void {
    let members = this.rooms.get(room);
    if (!members) this.rooms.set(room, (members = new Map()));
    members.set(socket.id, memberOf(socket));
  }

  leave(room: string, socket: Pick<Socket, 'id'>): void {
    const members = this.rooms.get(room);
    if (!members?.delete(socket.id) || members.size > 0) return;
    this.rooms.delete(room);
  }

  size(room: string): number {
    return this.rooms.get(room)?.size ?? 0;
  }

  /** One event to every socket of the rooms (a socket in several gets it once per room). */
  send(rooms: readonly string[], event: string, payload: unknown): void {
    const audiences = rooms.flatMap((room) => this.rooms.get(room) ?? []);
    if (audiences.length === 0) return;
    const packet = eventPacket(this.namespace, event, payload);
    const frame = textFrame(packet);
    for (const members of audiences) for (const member of members.values()) write(member, packet, frame);
  }
}

function write({ wire, ws, tcp }: Member, packet: string, frame: Buffer): void {
  if (tcp && ws?.readyState === OPEN && tcp.writable && wire.writeBuffer.length === 0) tcp.write(frame);
  else if (wire.readyState === 'open') wire.write(packet);
}
