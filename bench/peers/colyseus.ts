import WebSocket from 'ws';
import { sentAtOf } from './payload';
import type { OnMessage, Peer } from './peer';

const ROOM = 'hunted';

/* eslint-disable @typescript-eslint/no-require-imports -- each part loads Colyseus only in the process that runs it */

/**
 * A Colyseus room whose state (a schema with one string field) carries the update as JSON text; the room sends
 * the patch as soon as the player's message set it (broadcastPatch, no 50 ms patch clock), so its latency is
 * the fan-out's alone. The player is an @colyseus/sdk client; spectators join the room as the SDK does
 * (joinLean) and read each patch's bytes without decoding them, as periscope's spectators read its frames.
 */
export const colyseus: Peer = {
  serve: async (port) => {
    const { Room, Server, matchMaker } = require('@colyseus/core') as typeof import('@colyseus/core');
    const { WebSocketTransport } =
      require('@colyseus/ws-transport') as typeof import('@colyseus/ws-transport');
    const { schema, t } = require('@colyseus/schema') as typeof import('@colyseus/schema');
    const State = schema({ update: t.string() });
    class Hunted extends Room {
      override maxClients = 1_000_000;
      override autoDispose = false;
      override patchRate = null;
      override state = new State();
      override onCreate() {
        this.onMessage('update', (_client, update: string) => {
          this.state.update = update;
          this.broadcastPatch();
        });
      }
    }
    const server = new Server({
      transport: new WebSocketTransport({ perMessageDeflate: false }),
      greet: false,
    });
    server.define(ROOM, Hunted);
    await server.listen(port, '127.0.0.1');
    return (await matchMaker.createRoom(ROOM, {})).roomId;
  },

  spectate: async (url, target, onMessage) => {
    let socket = await joinLean(url, target, onMessage);
    return {
      follow: async (next) => {
        socket.close();
        socket = await joinLean(url, next, onMessage);
      },
      close: () => socket.close(),
    };
  },

  drive: async (url, target) => {
    const { Client } = require('@colyseus/sdk') as typeof import('@colyseus/sdk');
    const room = await new Client(url).joinById(target);
    room.reconnection.enabled = false; // the server stops after the run: no retries then
    return {
      target,
      tick: async (message) => void room.send('update', JSON.stringify(message)),
      close: () => void room.leave().catch(() => undefined),
    };
  },
};

/** Colyseus's protocol codes (@colyseus/shared-types): the join handshake, the full state and a patch. */
const JOIN_ROOM = 10;
const ROOM_STATE_PATCH = 15;
const CODE_MASK = 0x1f;

/**
 * A spectator as @colyseus/sdk joins: the matchmaker's seat reservation over HTTP, the room's websocket with the
 * session id, JOIN_ROOM acknowledged; then every state patch is a receipt, its send time read from its bytes (the
 * state's string holds the update's JSON as it is). One process holding a thousand SDK clients would decode every
 * patch a thousand times, where each real spectator decodes it once on his own machine.
 */
async function joinLean(url: string, roomId: string, onMessage: OnMessage): Promise<WebSocket> {
  const reserved = await fetch(`${url}/matchmake/joinById/${roomId}`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: '{}',
  });
  if (!reserved.ok) throw new Error(`colyseus joinById: ${reserved.status} ${await reserved.text()}`);
  const seat = (await reserved.json()) as { processId: string; roomId: string; sessionId: string };
  const endpoint = `${url.replace(/^http/, 'ws')}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`;
  const ws = new WebSocket(endpoint, { perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', (data: Buffer) => {
      const code = data[0] & CODE_MASK;
      if (code === ROOM_STATE_PATCH) onMessage(sentAtOf(data.toString('latin1')), data.length);
      else if (code === JOIN_ROOM) {
        ws.send(Uint8Array.of(JOIN_ROOM));
        resolve(ws);
      }
    });
  });
}
