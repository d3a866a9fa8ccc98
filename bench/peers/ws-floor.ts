import { createServer } from 'node:http';
import type { Socket as TcpSocket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { textFrame } from '../../apps/server/src/live/live-fanout';
import { openLeanSocket } from '../support/lean-socket';
import { sentAtOf } from './payload';
import type { Peer } from './peer';
import { emittingPlayer } from './socketio-baseline';

const NAMESPACE = '/ws-floor';
const EVENT = `42${NAMESPACE},`;
const UPDATE = `${EVENT}["update",`;

/** The TCP socket under a `ws` websocket (the library keeps it there; there is no public getter). */
const tcpOf = (ws: WebSocket) => (ws as unknown as { _socket: TcpSocket })._socket;

/**
 * The floor: plain `ws`, no socket.io, no store, no rules. It speaks just enough of socket.io's wire protocol for
 * the bench's spectators (open, connect, one acked `follow`, `updates`) and fans an update out as a Node server
 * cannot do cheaper: the frame is built once, then one `write` of that one buffer to each spectator's TCP socket.
 */
export const wsFloor: Peer = {
  serve: (port) => {
    const http = createServer();
    const wss = new WebSocketServer({ server: http, path: '/socket.io/', perMessageDeflate: false });
    const rooms = new Map<string, Set<TcpSocket>>();
    const follow = (ws: WebSocket, target: string, from?: string) => {
      if (from) rooms.get(from)?.delete(tcpOf(ws));
      let room = rooms.get(target);
      if (!room) rooms.set(target, (room = new Set()));
      room.add(tcpOf(ws));
    };
    wss.on('connection', (ws) => {
      let following: string | undefined;
      ws.send('0{"sid":"floor","upgrades":[],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000}');
      ws.on('close', () => following && rooms.get(following)?.delete(tcpOf(ws)));
      ws.on('message', (data: Buffer) => {
        const text = data.toString();
        if (text.startsWith(UPDATE)) {
          const { id } = JSON.parse(text.slice(UPDATE.length, -1)) as { id: string };
          const frame = textFrame(`2${NAMESPACE},["updates",${text.slice(UPDATE.length)}`);
          for (const tcp of rooms.get(id) ?? []) tcp.write(frame);
        } else if (text.startsWith(EVENT)) {
          const args = text.indexOf('[', EVENT.length);
          const [, target] = JSON.parse(text.slice(args)) as [string, string];
          follow(ws, target, following);
          following = target;
          ws.send(`43${NAMESPACE},${text.slice(EVENT.length, args)}[{"ok":true}]`);
        } else if (text === `40${NAMESPACE},`) ws.send(`40${NAMESPACE},{"sid":"floor"}`);
      });
    });
    return new Promise((resolve) => http.listen(port, '127.0.0.1', () => resolve('floor-game')));
  },

  spectate: async (url, target, onMessage) => {
    const socket = await openLeanSocket(url, NAMESPACE, {
      updates: (frame) => onMessage(sentAtOf(frame), frame.length),
    });
    await socket.request('follow', target);
    return {
      follow: (next) => socket.request('follow', next),
      close: () => socket.close(),
    };
  },

  drive: (url, target) => emittingPlayer(url, NAMESPACE, target),
};
