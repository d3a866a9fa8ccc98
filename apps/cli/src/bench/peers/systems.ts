import { boardgameIo } from './boardgame-io';
import { colyseus } from './colyseus';
import { floor } from './floor';
import type { Peer, SystemName } from './peer';
import { periscope } from './periscope';

export const PEERS: Readonly<Record<SystemName, Peer>> = {
  periscope,
  'boardgame.io': boardgameIo,
  colyseus,
  floor,
};
