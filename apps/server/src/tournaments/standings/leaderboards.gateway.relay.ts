import type { tournament } from '@periscope/play';
import type { Namespace } from 'socket.io';
import type { Clock } from '../../common/clock';

/** The board a room's spectators hold: the last one sent, or the one the room's first spectator joined at. */
export interface Board {
  readonly position: number;
  readonly updatedAt: string;
  readonly standings: tournament.Standings;
}

/** A `leaderboard` message as spectators get it. */
export type LeaderboardMessage = tournament.StandingsChange & {
  readonly id: string;
  readonly updatedAt: string;
  readonly sentAt: string;
};

/**
 * A `leaderboard` message as the writer passes it on, with the board it leads to: a process whose board is not the
 * message's `from` (read while no writer answered, or kept from a former writer) bridges its spectators to it.
 */
export type RelayedLeaderboard = LeaderboardMessage & { readonly standings?: tournament.Standings };

/** What the relay asks of the gateway. */
export interface RelayHost {
  /** This process writes the standings (it holds their lease): its messages are the ones every process sends. */
  writes(): boolean;
  /** The writer's board of a tournament, made from the read model when it has none yet. */
  boardOf(id: string): Promise<Board | undefined>;
  /** A message from the writer, for this process's spectators. */
  received(message: RelayedLeaderboard): void;
  /** The tournaments this process's spectators watch. */
  watched(): Iterable<string>;
}

const RELAYED = 'leaderboard:relayed';
const ASKED = 'leaderboard:board';
const WATCHED = 'leaderboard:watched';
/** How long a join on another process waits for the writer's board before it reads the read model. */
const ASK_MS = 1000;
/** How often the other processes say which tournaments their spectators watch (the writer keeps those boards). */
const WATCH_MS = 5000;

/**
 * Leaderboards across processes through the Redis adapter: the process holding the standings' lease
 * computes each update once and passes the message on; every other process answers its joins from the writer's
 * board (asked once, then kept by the messages) and sends the writer's messages as they are. So every process's
 * spectators get the same messages, at most one a second.
 */
export class LeaderboardRelay {
  /** On the writer: when another process last said its spectators watch a tournament. */
  private readonly elsewhere = new Map<string, number>();
  /** On the others: a tournament's board being asked for (a message meanwhile waits for it). */
  private readonly asking = new Map<string, Promise<unknown>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly server: Namespace,
    private readonly host: RelayHost,
    private readonly clock: Clock,
  ) {
    server.on(RELAYED, (message: RelayedLeaderboard) => this.relayed(message));
    server.on(ASKED, (id: unknown, answer: (board: Board | null) => void) => void this.answer(id, answer));
    server.on(WATCHED, (ids: unknown) => this.watchedThere(ids));
    this.timer = setInterval(() => this.sayWatched(), WATCH_MS).unref();
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** On the writer: whether another process's spectators watch the tournament (said within three periods). */
  watchedElsewhere(id: string): boolean {
    return this.clock.now().getTime() - (this.elsewhere.get(id) ?? -Infinity) < 3 * WATCH_MS;
  }

  /** On the writer: the message and the board it leads to, to every other process. */
  send(message: RelayedLeaderboard): void {
    this.server.serverSideEmit(RELAYED, message);
  }

  /** On the others: the writer's board (undefined when no writer answers within ASK_MS). */
  ask(id: string): Promise<Board | undefined> {
    const asked = new Promise<Board | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), ASK_MS);
      this.server.serverSideEmit(ASKED, id, (_error: unknown, boards: (Board | null)[] = []) => {
        clearTimeout(timer);
        const found = boards.filter((b): b is Board => !!b?.standings);
        resolve(found.sort((a, b) => b.position - a.position)[0]);
      });
    });
    const settled = asked.finally(() => this.asking.get(id) === settled && this.asking.delete(id));
    this.asking.set(id, settled);
    return asked;
  }

  private relayed(message: RelayedLeaderboard): void {
    if (typeof message?.id !== 'string' || this.host.writes()) return;
    const asking = this.asking.get(message.id);
    if (asking) void asking.then(() => this.host.received(message));
    else this.host.received(message);
  }

  private async answer(id: unknown, answer: (board: Board | null) => void): Promise<void> {
    if (typeof id !== 'string' || typeof answer !== 'function') return;
    if (!this.host.writes()) return answer(null);
    this.elsewhere.set(id, this.clock.now().getTime());
    answer((await this.host.boardOf(id).catch(() => undefined)) ?? null);
  }

  /** On the writer: keeps a board for each tournament watched there (a new writer after a failover makes it). */
  private watchedThere(ids: unknown): void {
    if (!Array.isArray(ids) || !this.host.writes()) return;
    for (const id of ids) {
      if (typeof id !== 'string') continue;
      this.elsewhere.set(id, this.clock.now().getTime());
      void this.host.boardOf(id).catch(() => undefined);
    }
  }

  private sayWatched(): void {
    if (this.host.writes()) return;
    const ids = [...this.host.watched()];
    if (ids.length > 0) this.server.serverSideEmit(WATCHED, ids);
  }
}
