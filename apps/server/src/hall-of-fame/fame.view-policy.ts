import { Injectable, type OnModuleInit } from '@nestjs/common';
import { STREAMS } from '@periscope/audit';
import type { RecordedEvent } from '@periscope/event-store';
import { notFound } from '../common/app-error';
import { LiveViews } from '../live/live-views';
import { SPECTATOR, type LiveUpdate, type ViewerRole, type ViewPolicy } from '../live/view-policy';

/** The boards' streams: `halloffame-careers`, `halloffame-games`, `halloffame-tournaments`. */
const BOARDS = ['careers', 'games', 'tournaments'];

/**
 * The hall of fame, live (docs/accounts.md "Hall of fame"): a page of the boards joins `halloffame`/`careers` (and `games`, `tournaments`) after
 * the position its read answered and hears of each verdict as it is appended. Everyone is a spectator of a public
 * stream; an update is the verdict as stored, a join answers no snapshot (the page reads the boards over HTTP).
 */
@Injectable()
export class FameViewPolicy implements ViewPolicy, OnModuleInit {
  readonly category = STREAMS.hallOfFame.category;

  constructor(private readonly views: LiveViews) {}

  onModuleInit(): void {
    this.views.register(this.category, this);
  }

  async roleOf(id: string): Promise<ViewerRole> {
    if (!BOARDS.includes(id)) throw notFound(STREAMS.hallOfFame.noun, id);
    return SPECTATOR;
  }

  update(event: RecordedEvent): LiveUpdate {
    const { position, revision, type, data, recordedAt } = event;
    return { position, revision, type, data, recordedAt };
  }

  snapshot(): null {
    return null;
  }

  spectatorDelayMs(): number {
    return 0;
  }
}
