import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { pending, type GameState } from '@periscope/play/duel';
import { Clock } from '../common/clock';
import { lastEventAt, type GameEventRecord } from './game-record';

/**
 * TP-TIMEOUT: in a game with a timeout, the opponent has that many seconds from the game's last event to roll
 * (or to choose his evasive number); then the server rolls for him, or declares forfeit a number he committed to
 * and did not reveal (TP-FORFEIT). One timer per game in this process, set
 * again after every command and every read of the game, so a restarted server catches up at the next visit.
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
    const seconds = state.settings?.opponentTimeoutSeconds;
    if (!seconds || !pending(state).absentOpponentRoll) return;
    const revision = stream.length - 1;
    const wait = Math.max(0, lastEventAt(stream) + seconds * 1000 - this.clock.now().getTime());
    const cancel = this.clock.after(wait, () => {
      this.timers.delete(gameId);
      roll(gameId, revision).catch((error: Error) =>
        this.logger.warn(`absent-opponent roll of game ${gameId} at ${revision}: ${error.message}`),
      );
    });
    this.timers.set(gameId, cancel);
  }

  onApplicationShutdown(): void {
    for (const cancel of this.timers.values()) cancel();
    this.timers.clear();
  }
}
