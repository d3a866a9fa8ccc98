import { peerModule } from './peer-module';
import { socketioBaseline } from './socketio-baseline';
import type { Peer, SystemName } from './peer';
import { periscope } from './periscope';
import { wsFloor } from './ws-floor';

/** The systems a `bench:live -- --vs` run compares. */
export function peerOf(system: SystemName): Peer {
  if (system === 'periscope') return periscope;
  if (system === 'socketio') return socketioBaseline;
  if (system === 'ws-floor') return wsFloor;
  if (system === 'colyseus') return peerModule<{ colyseus: Peer }>('colyseus').colyseus;
  return peerModule<{ boardgameIo: Peer }>('boardgame-io').boardgameIo;
}
