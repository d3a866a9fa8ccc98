import { peerModule } from './peer-module';
import { floor } from './floor';
import type { Peer, SystemName } from './peer';
import { periscope } from './periscope';

/** The systems a `bench:live -- --vs` run compares. */
export function peerOf(system: SystemName): Peer {
  if (system === 'periscope') return periscope;
  if (system === 'floor') return floor;
  if (system === 'colyseus') return peerModule<{ colyseus: Peer }>('colyseus').colyseus;
  return peerModule<{ boardgameIo: Peer }>('boardgame-io').boardgameIo;
}
