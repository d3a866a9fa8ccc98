import type { PeerUpdates } from './payload';
import type { CommandRoute } from '../support/seat-commands';

/**
 * The systems `bench live --vs` runs, alternating. `ws-floor` (plain ws, a frame built once and written to each
 * socket) is what each figure is divided by; `socketio` is socket.io's own room broadcast, a baseline.
 */
export const SYSTEMS = ['periscope', 'boardgame.io', 'colyseus', 'socketio', 'ws-floor'] as const;
export const FLOOR: SystemName = 'ws-floor';
export type SystemName = (typeof SYSTEMS)[number];

/** A spectator's receipt of one broadcast: its send time (ms since the epoch) and its size on the wire. */
export type OnMessage = (sentAt: number, bytes: number) => void;

/** One spectator, in a spectators' process. */
export interface Spectator {
  /** Follows another game (periscope's bot starts a new career when one stops). */
  follow(target: string): Promise<void>;
  close(): void;
}

/** What plays the game: sends one update (or one command) a tick; answers the new target when the game changed. */
export interface Driver {
  /** The game spectators follow now. */
  target: string;
  tick(message: PeerUpdates): Promise<string | undefined>;
  close(): void;
}

/** A peer's three parts: its server (in a child process), a spectator and the player driving the game. */
export interface Peer {
  /** Serves on 127.0.0.1:port, in the server's process; resolves with the target (match, room) to play. */
  serve(port: number): Promise<string>;
  spectate(url: string, target: string, onMessage: OnMessage): Promise<Spectator>;
  /** `botVia`: how periscope's bot sends its commands; the peers' players have one way. */
  drive(url: string, target: string, botVia: CommandRoute): Promise<Driver>;
}
