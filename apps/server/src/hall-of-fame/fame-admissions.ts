import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { categoryOf, type EventStore, type Subscription } from '@periscope/event-store';
import { AuditRunner } from '../audit/audit-runner';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { CAREER_CATEGORY, GAME_CATEGORY, idOfStream, TOURNAMENT_CATEGORY } from '../common/streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import { GameRecords } from './game-records';
import { HallOfFameService } from './hall-of-fame.service';
import { TournamentWinners } from './tournament-winners';

/** How long the watcher waits before it follows the store again after a failure. */
const RETRY_MS = 1000;

/**
 * Admits each career, two-player game and tournament at its end (docs/accounts.md "Hall of fame"): every process follows their
 * ends in order and judges each (the full audit, then the one verdict); the verdicts' stream's expected revision
 * makes the judgements of several processes one. After a restart it carries on from the last judged end.
 */
@Injectable()
export class FameAdmissions implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('FameAdmissions');
  private subscription: Subscription | undefined;
  private loop: Promise<void> | undefined;
  private stopped = false;
  /** The last end judged here. */
  private cursor: number | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly fame: HallOfFameService,
    private readonly games: GameRecords,
    private readonly tournaments: TournamentWinners,
    private readonly clock: Clock,
    private readonly runner: AuditRunner,
  ) {}

  onApplicationBootstrap(): void {
    this.runner.warm(); // a career's end is judged within a second, not after the thread's start
    this.loop = this.follow();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.subscription?.close();
    await this.loop;
  }

  private async follow(): Promise<void> {
    while (!this.stopped) {
      try {
        this.cursor ??= await this.lastJudgedEnd();
        await this.judgeEnds(this.cursor ?? 'start');
      } catch (error) {
        if (this.stopped) return;
        this.logger.warn(`the careers' ends cannot be followed, again in ${RETRY_MS} ms: ${String(error)}`);
        await new Promise<void>((resolve) => this.clock.after(RETRY_MS, resolve));
      }
    }
  }

  /** The latest end any board judged: both are followed in one order, so each end before it was judged. */
  private async lastJudgedEnd(): Promise<number | undefined> {
    const ends = await Promise.all(
      [this.fame, this.games, this.tournaments].map((board) => board.verdicts.lastJudgedEnd()),
    );
    const known = ends.filter((end) => end !== undefined);
    return known.length ? Math.max(...known) : undefined;
  }

  private async judgeEnds(from: number | 'start'): Promise<void> {
    const subscription = this.store.subscribeToAll({
      fromPosition: from,
      filter: {
        categories: [CAREER_CATEGORY, GAME_CATEGORY, TOURNAMENT_CATEGORY],
        eventTypes: ['CareerEnded', 'GameEnded', 'TournamentFinished'],
      },
    });
    this.subscription = subscription;
    if (this.stopped) await subscription.close(); // stopped while this one was being opened
    for await (const end of subscription) {
      const id = idOfStream(end.stream);
      try {
        await this.judgeOne(categoryOf(end.stream), id, end.position);
      } catch (error) {
        // The store, or standings not yet caught up with a finish: judged again once it answers.
        if (!(error instanceof AppError) || error.kind === 'unavailable') throw error;
        this.logger.warn(`${end.stream} cannot be judged: ${error.code}`);
      }
      this.cursor = end.position;
    }
  }

  private judgeOne(category: string, id: string, position: number): Promise<unknown> {
    if (category === GAME_CATEGORY) return this.games.judge(id, position);
    if (category === TOURNAMENT_CATEGORY) return this.tournaments.judge(id, position);
    return this.fame.judge(id, position);
  }
}
