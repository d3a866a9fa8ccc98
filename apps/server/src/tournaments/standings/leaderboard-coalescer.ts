import type { Clock } from '../../common/clock';

/** At most one leaderboard update a second per tournament. */
export const LEADERBOARD_INTERVAL_MS = 1000;

/**
 * Coalesces changes per tournament: the first change after a quiet second is sent at once; changes within the
 * second after a send wait for its end and go out as one (the latest standings).
 */
export class LeaderboardCoalescer {
  private readonly lastSent = new Map<string, number>();
  /** Per tournament: what cancels the update that is due. */
  private readonly timers = new Map<string, () => void>();

  constructor(
    /** `releasedAt`: the coalescer's clock at the release (the once-a-second rule counts from it). */
    private readonly send: (tournamentId: string, releasedAt: number) => void,
    /** The server's one clock (common/clock.ts; a test's moves by hand). */
    private readonly clock: Clock,
    private readonly intervalMs = LEADERBOARD_INTERVAL_MS,
  ) {}

  changed(tournamentId: string): void {
    if (this.timers.has(tournamentId)) return; // an update is due: it will carry this change
    const wait =
      (this.lastSent.get(tournamentId) ?? -Infinity) + this.intervalMs - this.clock.now().getTime();
    if (wait <= 0) return this.fire(tournamentId);
    // A timer may fire a millisecond before the wall clock says the second is over: look again then.
    const again = () => {
      this.timers.delete(tournamentId);
      this.changed(tournamentId);
    };
    this.timers.set(tournamentId, this.clock.after(wait, again));
  }

  close(): void {
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }

  private fire(tournamentId: string): void {
    this.timers.delete(tournamentId);
    const now = this.clock.now().getTime();
    this.lastSent.set(tournamentId, now);
    this.send(tournamentId, now);
  }
}
