import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventStore, Subscription } from '@periscope/event-store';
import { AuditRunner } from '../audit/audit-runner';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { CAREER_CATEGORY, idOfStream } from '../common/streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import { HallOfFameService } from './hall-of-fame.service';

/** How long the watcher waits before it follows the store again after a failure. */
const RETRY_MS = 1000;

/**
 * Admits each career at its end (docs/accounts.md "Hall of fame"): every process follows the careers' ends in
 * their order and judges each (the full audit, then the one verdict); the verdicts' stream's expected revision
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
        this.cursor ??= await this.fame.verdicts.lastJudgedEnd();
        await this.judgeEnds(this.cursor ?? 'start');
      } catch (error) {
        if (this.stopped) return;
        this.logger.warn(`the careers' ends cannot be followed, again in ${RETRY_MS} ms: ${String(error)}`);
        await new Promise<void>((resolve) => this.clock.after(RETRY_MS, resolve));
      }
    }
  }

  private async judgeEnds(from: number | 'start'): Promise<void> {
    const subscription = this.store.subscribeToAll({
      fromPosition: from,
      filter: { categories: [CAREER_CATEGORY], eventTypes: ['CareerEnded'] },
    });
    this.subscription = subscription;
    if (this.stopped) await subscription.close(); // stopped while this one was being opened
    for await (const end of subscription) {
      const careerId = idOfStream(end.stream);
      try {
        await this.fame.judge(careerId, end.position);
      } catch (error) {
        if (!(error instanceof AppError)) throw error; // the store: judged again once it answers
        this.logger.warn(`career ${careerId} cannot be judged: ${error.code}`);
      }
      this.cursor = end.position;
    }
  }
}
