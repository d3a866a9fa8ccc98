import type { EventStore, RecordedEvent } from '@periscope/event-store';
import { tournament, type wolfpack } from '@periscope/play';
import { tournamentStream } from '../common/streams';

/** A tournament folded so far, and its packs' formations (13.5.3) in the order formed. */
export interface FoldedTournament {
  readonly revision: number;
  readonly state: tournament.TournamentState;
  readonly formed: readonly wolfpack.WolfpackFormed[];
}

const NOT_READ: FoldedTournament = { revision: -1, state: tournament.initialState(), formed: [] };

/**
 * Tournaments folded incrementally: a read takes only the events appended since the last one. For what reads a
 * tournament on every career move (the packs' coordinators, the pause's gate).
 */
export class FoldedTournaments {
  readonly #known = new Map<string, FoldedTournament>();

  constructor(private readonly store: EventStore) {}

  async read(tournamentId: string): Promise<FoldedTournament> {
    const before = this.#known.get(tournamentId) ?? NOT_READ;
    const news = await this.store.readStream(tournamentStream(tournamentId), {
      fromRevision: before.revision + 1,
    });
    if (news.length === 0) return before;
    const known: FoldedTournament = {
      revision: (news.at(-1) as RecordedEvent).revision,
      state: tournament.fold(news as unknown as tournament.TournamentEvent[], before.state),
      formed: [
        ...before.formed,
        ...(news.filter((e) => e.type === 'WolfpackFormed') as unknown as wolfpack.WolfpackFormed[]),
      ],
    };
    const latest = this.#known.get(tournamentId);
    if (!latest || latest.revision < known.revision) this.#known.set(tournamentId, known);
    return known;
  }

  forget(tournamentId: string): void {
    this.#known.delete(tournamentId);
  }
}
