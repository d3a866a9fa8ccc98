import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { openLeanSocket } from '../support/lean-socket';
import { sentAtOf, type PeerUpdates } from './payload';
import type { Driver, Peer } from './peer';

const NAMESPACE = '/baseline';

/**
 * The socket.io baseline: a socket.io server that only puts spectators in a room and broadcasts to it what the
 * player sends, encoded once per broadcast, with socket.io's and engine.io's work for each socket. No store, no
 * rules, no state. Not a floor: a frame written straight to each socket skips that work (ws-floor.ts is the floor).
 */
export const socketioBaseline: Peer = {
  serve: (port) => {
    const http = createServer();
    const io = new Server(http, { transports: ['websocket'], serveClient: false, perMessageDeflate: false });
    io.of(NAMESPACE).on('connection', (socket) => {
      socket.on('follow', (target: string, ack?: (answer: object) => void) => {
        void socket.join(target);
        ack?.({ ok: true });
      });
      socket.on('update', (message: PeerUpdates) => io.of(NAMESPACE).to(message.id).emit('updates', message));
    });
    return new Promise((resolve) => http.listen(port, '127.0.0.1', () => resolve('baseline-game')));
  },

  spectate: async (url, target, onMessage) => {
    const socket = await openLeanSocket(url, NAMESPACE, {
      updates: (frame) => onMessage(sentAtOf(frame), frame.length),
    });
    let following = target;
    await socket.request('follow', following);
    return {
      follow: async (next) => {
        following = next;
        await socket.request('follow', following);
      },
      close: () => socket.close(),
    };
  },

  drive: (url, target) => emittingPlayer(url, NAMESPACE, target),
};

/** The player of a peer that forwards payloads: each tick emits `update` with the message on the namespace. */
export async function emittingPlayer(url: string, namespace: string, target: string): Promise<Driver> {
  const socket = await openLeanSocket(url, namespace, {});
  return {
    target,
    tick: async (message) => void socket.emit('update', message),
    close: () => socket.close(),
  };
}
