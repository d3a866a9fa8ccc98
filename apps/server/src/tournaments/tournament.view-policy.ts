import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '@periscope/event-store';
import { tournament } from '@periscope/play';
import { TOURNAMENT_CATEGORY } from '../common/streams';
import { LiveViews } from '../live/live-views';
import { SPECTATOR, type LiveUpdate, type ViewPolicy, type ViewerRole } from '../live/view-policy';
import { TournamentsService } from './tournaments.service';

/**
 * A tournament, live: its events (terms, entrants, the organiser's pauses, rulings and disqualifications) are
 * public, as GET /api/tournaments/:id shows them; everyone follows as a spectator. The page folds them with the
 * library's own evolve and view, so a ruling or a new entrant needs no read (docs/tournaments.md).
 */
@Injectable()
export class TournamentViewPolicy implements ViewPolicy, OnModuleInit {
  readonly category = TOURNAMENT_CATEGORY;

  constructor(
    private readonly views: LiveViews,
    private readonly tournaments: TournamentsService,
  ) {}

  onModuleInit(): void {
    this.views.register(this.category, this);
  }

  /** A spectator, always (the organiser's commands go over HTTP with his token); 404 for no tournament. */
  async roleOf(id: string): Promise<ViewerRole> {
    await this.tournaments.read(id);
    return SPECTATOR;
  }

  update(event: RecordedEvent): LiveUpdate {
    const { position, revision, type, data, recordedAt } = event;
    return { position, revision, type, data, recordedAt };
  }

  /** The tournament as GET /api/tournaments/:id shows it, and every ruling filed so far. */
  snapshot(id: string, events: readonly RecordedEvent[]) {
    const state = tournament.fold(
      events as unknown as tournament.TournamentEvent[],
      tournament.initialState(),
    );
    return {
      tournament: tournament.tournamentView(id, events.length - 1, state),
      rulings: tournament.rulingRows(events),
    };
  }

  spectatorDelayMs(): number {
    return 0;
  }
}
