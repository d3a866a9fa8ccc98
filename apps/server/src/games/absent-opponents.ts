import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { seatDeadline, type GameState } from '@periscope/play/duel';
import { Clock } from '../common/clock';
import { lastDecidedAt, type GameEventRecord } from './game-record';

/**
 * TP-TIMEOUT: every seat the game waits for has a deadline (libs/play seatDeadline: the game's timeout from its
 * last event's time); when it passes, the server sends RollForAbsentOpponent and the decider applies the stated
 * consequence (a roll, a forfeit manoeuvre, or the game lost, TP-FORFEIT). One timer per game in this process,
 * set again after every command and every read of the game, so a restarted server catches up at the next visit.
 */
@Injectable()
export class AbsentOpponents implements OnApplicationShutdown {
  private readonly logger = new Logger('AbsentOpponents');
  private readonly timers = new Map<string, () => void>();

  constructor(private readonly clock: Clock) {}

  /** After the game's last event: a timer when the game waits for its opponent, none otherwise. */
  watch(
    gameId: string,
    stream: readonly GameEventRecord[],
    state: GameState,
    roll: (gameId: string, revision: number) => Promise<unknown>,
  ): void {
    this.timers.get(gameId)?.();
    this.timers.delete(gameId);
    const deadline = seatDeadline(state, lastDecidedAt(stream));
    if (!deadline) return;
    const revision = stream.length - 1;
    const wait = Math.max(0, Date.parse(deadline.at) - this.clock.now().getTime());
    const cancel = this.clock.after(wait, () => {
      this.timers.delete(gameId);
      roll(gameId, revision).catch((error: Error) =>
        this.logger.warn(`deadline of game ${gameId} at ${revision}: ${error.message}`),
      );
    });
    this.timers.set(gameId, cancel);
  }

  onApplicationShutdown(): void {
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }
}
