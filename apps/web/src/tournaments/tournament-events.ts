import { signal } from '@preact/signals';
import type { TournamentEvent } from '@periscope/play/tournament/events';
import { fold } from '@periscope/play/tournament/evolve';
import {
  rulingRows,
  stateOfView,
  tournamentView,
  type RulingRow,
  type TournamentView,
} from '@periscope/play/tournament/view';
import { LiveFeed, type LiveUpdate } from '../api/live';

interface Snapshot {
  readonly tournament: TournamentView;
  readonly rulings: readonly RulingRow[];
}

/**
 * The tournament's own events, live (docs/live.md, stream `tournament`): the snapshot of the join, then every
 * entrant, pause and ruling folded with the library's evolve and view, so the page reads nothing once open.
 */
export class TournamentEvents {
  readonly tournament = signal<TournamentView | null>(null);
  readonly rulings = signal<readonly RulingRow[] | null>(null);
  private readonly feed: LiveFeed;

  constructor(id: string) {
    this.feed = new LiveFeed(
      'tournament',
      id,
      null,
      (updates) => this.fold(updates),
      undefined,
      (snapshot) => this.start(snapshot as Snapshot | undefined),
    );
  }

  private start(snapshot: Snapshot | undefined) {
    if (!snapshot) return;
    this.tournament.value = snapshot.tournament;
    this.rulings.value = snapshot.rulings;
  }

  private fold(updates: readonly LiveUpdate[]) {
    const view = this.tournament.value;
    if (!view || updates.length === 0) return;
    const state = fold(updates as unknown as TournamentEvent[], stateOfView(view));
    this.tournament.value = tournamentView(view.tournamentId, updates[updates.length - 1].revision, state);
    const filed = rulingRows(updates);
    if (filed.length > 0) this.rulings.value = [...(this.rulings.value ?? []), ...filed];
  }

  close() {
    this.feed.close();
  }
}
