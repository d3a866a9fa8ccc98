import type { Ruling } from '@periscope/audit';
import type { EntrantAdjudicated } from './events';
import type { TournamentState } from './state';

// A tournament as every viewer sees it (GET /api/tournaments/:id, the live join's snapshot) and its rulings: the
// server and the browser, which folds the tournament's live events, read it the same way.

/** The tournament at its last revision: terms, phase, entrants and packs. */
export const tournamentView = (tournamentId: string, revision: number, state: TournamentState) => ({
  tournamentId,
  revision,
  phase: state.phase,
  pausedFor: state.pausedFor,
  terms: state.terms,
  entrants: state.entrants,
  packs: state.packs,
});

export type TournamentView = ReturnType<typeof tournamentView>;

/** The state a view was made of: what the next events fold onto. */
export const stateOfView = ({
  tournamentId,
  phase,
  pausedFor,
  terms,
  entrants,
  packs,
}: TournamentView): TournamentState => ({
  tournamentId,
  phase,
  pausedFor,
  terms,
  entrants,
  packs,
});

/** T-ADJUDICATE: a ruling the organiser filed on an entrant's career. */
export interface RulingRow {
  readonly careerId: string;
  readonly rulingId: string;
  readonly ruling: Ruling;
  readonly reason: string;
}

/** The rulings among a tournament's events, in the order filed. */
export const rulingRows = (
  events: readonly { readonly type: string; readonly data: unknown }[],
): RulingRow[] =>
  events
    .filter((e) => e.type === 'EntrantAdjudicated')
    .map((e) => {
      const { careerId, rulingId, ruling, reason } = e.data as EntrantAdjudicated['data'];
      return { careerId, rulingId, ruling, reason };
    });
