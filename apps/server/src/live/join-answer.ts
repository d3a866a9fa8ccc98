import type { Socket } from 'socket.io';
import { directTcp, memberOf, textFrameParts, writeParts } from './live-wire';

/** JSON text in parts: strings, and bytes already encoded (a snapshot's view, once for every joiner). */
export type EncodedJson = readonly (string | Buffer)[];

/**
 * `{ ok: true, …answer }` as JSON, around the snapshot's view already encoded: the parts that change from one
 * socket to the next (its updates, the viewers) are encoded for it, the view never again.
 */
export function encodeJoinAnswer(
  answer: object & { snapshot?: { position: number; view: unknown } },
  view?: Buffer,
): EncodedJson {
  const { snapshot, ...rest } = answer;
  const body = JSON.stringify({ ok: true, ...rest });
  if (!snapshot) return [body];
  const encodedView = view ?? JSON.stringify(snapshot.view) ?? 'null';
  return [`${body.slice(0, -1)},"snapshot":{"position":${snapshot.position},"view":`, encodedView, '}}'];
}

/** socket.io's ack callback, with the id of the packet it answers (see withAckIds). */
export type AckWithId = ((...args: unknown[]) => void) & { ackId?: number };

/**
 * Gives each ack callback of the socket its packet id, so that an answer may be written as a frame built here
 * (socket.io keeps the id in the callback's closure; `ack` is its own method that makes those callbacks).
 */
export function withAckIds(socket: Socket): void {
  const made = socket as unknown as { ack(id: number): AckWithId };
  const ack = made.ack.bind(socket);
  made.ack = (id) => Object.assign(ack(id), { ackId: id });
}

/**
 * Answers an acked request with JSON already encoded: as one websocket frame straight to the socket (a
 * socket.io ack packet, `3<namespace>,<id>[<answer>]`) when it may be written so; false when it may not (the
 * caller then answers through socket.io). The encoded buffers go out as they are, in one writev: a crowd that
 * joins at one revision shares one snapshot's bytes however many wait to be written.
 */
export function writeAck(socket: Socket, ack: AckWithId | undefined, json: EncodedJson): boolean {
  const id = ack?.ackId;
  const tcp = id === undefined ? undefined : directTcp(memberOf(socket));
  if (!tcp) return false;
  const nsp = socket.nsp.name === '/' ? '' : `${socket.nsp.name},`;
  writeParts(tcp, textFrameParts(`3${nsp}${id}[`, ...json, ']')); // the snapshot's bytes, shared, not copied
  return true;
}
