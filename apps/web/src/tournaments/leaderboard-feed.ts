import { signal } from '@preact/signals';
import { io, type Socket } from 'socket.io-client';
import { reconnectIfClosedByServer, rejoinDelayMs, type LiveError } from '../api/live';
import type { Standings } from './api';
import { applyStandingsChange, type StandingsChange } from '@periscope/play/tournament/leaderboard-delta';

/** One `leaderboard` message (docs/tournaments.md "Live leaderboards"): the library's change, for one board. */
type LeaderboardUpdate = StandingsChange & { readonly id: string; readonly updatedAt: string };

export type FeedStatus = 'connecting' | 'live' | 'reconnecting' | 'failed';

interface JoinAck {
  readonly ok: boolean;
  readonly position?: number;
  readonly standings?: Standings;
  readonly updatedAt?: string;
  readonly error?: LiveError;
}

/**
 * The live leaderboard of one tournament on the socket.io namespace `/tournaments` (docs/tournaments.md): a
 * snapshot, then each change at most once a second. Updates that come before the join's answer wait for it; an
 * update that does not start where the board stands (a missed one, a reconnection) joins again with `after`, and
 * the server answers the whole board only when it moved on; a join answered with no board (the standings not
 * projected yet) joins again at the first update. What the board cannot tell (new entrants, rulings)
 * comes with the tournament's own events (tournament-events.ts).
 */
export class LeaderboardFeed {
  readonly status = signal<FeedStatus>('connecting');
  readonly board = signal<Standings | null>(null);
  readonly updatedAt = signal<string | null>(null);
  /** How many changes came live since the page opened. */
  readonly changes = signal(0);
  private readonly socket: Socket;
  private position: number | null = null;
  private joined = false;
  private early: LeaderboardUpdate[] = [];

  constructor(private readonly id: string) {
    this.socket = io('/tournaments', { transports: ['websocket'], reconnectionDelayMax: 4000 });
    this.socket.on('connect', () => void this.join());
    this.socket.on('disconnect', (reason: string) => {
      this.lost();
      reconnectIfClosedByServer(this.socket, reason);
    });
    this.socket.on('connect_error', () => this.lost());
    this.socket.on('leaderboard', (update: LeaderboardUpdate) => {
      if (update.id !== this.id) return;
      if (this.joined) this.receive(update);
      else this.early.push(update);
    });
  }

  private lost() {
    this.joined = false;
    this.status.value = 'reconnecting';
  }

  private async join() {
    this.joined = false;
    const after = this.position ?? undefined;
    const ack = (await this.socket
      .timeout(10_000)
      .emitWithAck('join', { id: this.id, after })
      .catch(() => ({ ok: false }))) as JoinAck;
    if (!ack.ok) {
      const wait = rejoinDelayMs(ack.error);
      this.status.value = wait === null ? 'failed' : 'reconnecting';
      if (wait !== null) setTimeout(() => this.socket.connected && void this.join(), wait);
      return;
    }
    if (ack.standings) this.show(ack.standings, ack.position ?? 0, ack.updatedAt ?? null);
    this.joined = true;
    this.status.value = 'live';
    for (const update of this.early.splice(0)) this.receive(update);
  }

  private receive(update: LeaderboardUpdate) {
    if (this.position !== null && update.position <= this.position) return;
    // A gap, or no board yet (joined before the standings were projected): join again for the board.
    if (update.from !== this.position || !this.board.value) return void this.join();
    this.show(applyStandingsChange(this.board.value, update), update.position, update.updatedAt);
    this.changes.value++;
    performance.mark?.('periscope:leaderboard', { detail: { position: update.position } });
  }

  private show(board: Standings, position: number, updatedAt: string | null) {
    this.board.value = board;
    this.position = position;
    this.updatedAt.value = updatedAt;
  }

  close() {
    this.socket.close();
  }
}
