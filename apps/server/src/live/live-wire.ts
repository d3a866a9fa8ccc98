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

/**
 * `4<packet>` as one unmasked websocket text frame (RFC 6455 §5.2): the same bytes for every socket. The packet
 * may come in parts, some already encoded (a snapshot's JSON, encoded once for every joiner).
 */
export function textFrame(...packet: readonly (string | Buffer)[]): Buffer {
  return Buffer.concat(textFrameParts(...packet));
}

/**
 * The same frame as textFrame, in parts to be written together (writeParts): the frame's header, then the text
 * up to each buffer given, and that buffer as it is, not copied, then the text after.
 */
export function textFrameParts(...packet: readonly (string | Buffer)[]): Buffer[] {
  const parts: Buffer[] = [];
  let text = '4';
  for (const part of packet) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    parts.push(Buffer.from(text, 'utf8'), part);
    text = '';
  }
  if (text !== '') parts.push(Buffer.from(text, 'utf8'));
  return [frameHeader(parts.reduce((n, p) => n + p.length, 0)), ...parts];
}

function frameHeader(length: number): Buffer {
  const header = Buffer.allocUnsafe(length < 126 ? 2 : length < 65536 ? 4 : 10);
  header[0] = FIN_TEXT;
  if (header.length === 2) header[1] = length;
  else if (header.length === 4) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return header;
}

/** Buffers written as one (a writev): a frame whose shared parts are written without a copy for each socket. */
export function writeParts(tcp: TcpSocket, parts: readonly Buffer[]): void {
  tcp.cork();
  for (const part of parts) tcp.write(part);
  tcp.uncork();
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
export interface Member {
  readonly socket: Pick<Socket, 'id' | 'disconnect'>;
  readonly wire: Wire;
  readonly ws?: { readyState: number };
  readonly tcp?: TcpSocket;
  /** Set when it leaves the room: a delivery still under way skips it. */
  left?: boolean;
}

export function memberOf(socket: Socket): Member {
  const wire = socket.conn as unknown as Wire;
  const ws = wire.transport.socket;
  // Only a websocket without extensions (no permessage-deflate: socket.io's default) frames as textFrame does.
  const direct = wire.transport.name === 'websocket' && ws?.extensions === '' && ws._socket;
  return direct ? { socket, wire, ws, tcp: direct } : { socket, wire };
}

/**
 * The bytes waiting to go out to a member: its TCP socket's buffer, and engine.io's queue (counted as packets of
 * `packetBytes`: engine.io does not keep their sizes).
 */
export const queuedBytes = ({ wire, tcp }: Member, packetBytes: number): number =>
  (tcp?.writableLength ?? 0) + wire.writeBuffer.length * packetBytes;

/** The TCP socket to write a frame to, when nothing waits in engine.io's queue (an ack not yet written). */
export const directTcp = ({ wire, ws, tcp }: Member): TcpSocket | undefined =>
  tcp && ws?.readyState === OPEN && tcp.writable && wire.writeBuffer.length === 0 ? tcp : undefined;

/**
 * Writes the frame (one or more messages' frames, back to back) straight to the TCP socket when it may
 * (directTcp), else the messages' packets through engine.io, after what it queued: each socket gets its messages
 * in order.
 */
export function writeTo(member: Member, packets: readonly string[], frame: Buffer): void {
  const tcp = directTcp(member);
  if (tcp) tcp.write(frame);
  else if (member.wire.readyState === 'open') for (const packet of packets) member.wire.write(packet);
}
