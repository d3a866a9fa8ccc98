import { openLeanSocket } from '../support/lean-socket';
import { sentAtOf, type PeerUpdates } from './payload';
import type { Peer } from './peer';

/** The game: one move that puts the update in G (boardgame.io sends G and the move's log to every client). */
const GAME = {
  name: 'hunted',
  setup: () => ({ update: null as PeerUpdates | null }),
  moves: { update: (_: unknown, update: PeerUpdates) => ({ update }) },
};
const NAMESPACE = `/${GAME.name}`;
const MATCH = 'bench-match';

/**
 * A boardgame.io server (its socket.io transport, in-memory storage). Spectators are clients without a
 * playerID: boardgame.io's `sync` with a null playerID, then its `update` messages (matchID, state, log), read
 * with lean-socket as periscope's spectators are. The player, playerID 0, sends the move as boardgame.io's client
 * does (`update` with the action, the state's id, the match and the player).
 */
export const boardgameIo: Peer = {
  serve: async (port) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only in its own server process
    const { Server } = require('boardgame.io/server') as typeof import('boardgame.io/server');
    const server = Server({ games: [GAME], origins: ['http://127.0.0.1'] });
    await server.run({ port });
    return MATCH;
  },

  spectate: async (url, target, onMessage) => {
    const socket = await openLeanSocket(url, NAMESPACE, {
      update: (frame) => onMessage(sentAtOf(frame), frame.length),
    });
    socket.emitArgs(['sync', target, null, null, 2]);
    return {
      follow: async (next) => socket.emitArgs(['sync', next, null, null, 2]),
      close: () => socket.close(),
    };
  },

  drive: async (url, target) => {
    let synced: () => void = () => {};
    const ready = new Promise<void>((resolve) => (synced = resolve));
    const socket = await openLeanSocket(url, NAMESPACE, { sync: () => synced() });
    socket.emitArgs(['sync', target, '0', null, 2]);
    await ready;
    let stateID = 0;
    return {
      target,
      tick: async (message) => {
        const action = { type: 'MAKE_MOVE', payload: { type: 'update', args: [message], playerID: '0' } };
        socket.emitArgs(['update', action, stateID++, target, '0']);
        return undefined;
      },
      close: () => socket.close(),
    };
  },
};
