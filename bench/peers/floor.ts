import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { openLeanSocket } from '../support/lean-socket';
import { sentAtOf, type PeerUpdates } from './payload';
import type { Peer } from './peer';

const NAMESPACE = '/floor';

/**
 * The floor of this stack: a socket.io server that only puts spectators in a room and broadcasts to it what the
 * player sends, encoded once per broadcast. No store, no rules, no state: nothing can fan out cheaper on socket.io.
 */
export const floor: Peer = {
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
    return new Promise((resolve) => http.listen(port, '127.0.0.1', () => resolve('floor-game')));
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

  drive: async (url, target) => {
    const socket = await openLeanSocket(url, NAMESPACE, {});
    return {
      target,
      tick: async (message) => void socket.emit('update', message),
      close: () => socket.close(),
    };
  },
};
