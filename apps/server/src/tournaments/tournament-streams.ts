import { tournamentNotFound } from './tournaments.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A tournament's events: `tournament-<uuid>`, public. */
export const TOURNAMENT_CATEGORY = 'tournament';

/**
 * A tournament's secret: `tournamentkey-<uuid>`, the organiser token's hash. Never served to a client (no live
 * view, no projection reads it). It belongs with careers' SECRET_CATEGORIES (careers/career-streams.ts).
 */
export const TOURNAMENT_SECRET_CATEGORY = 'tournamentkey';

export const isTournamentId = (id: string): boolean => UUID.test(id);

export function tournamentStream(tournamentId: string): string {
  if (!isTournamentId(tournamentId)) throw tournamentNotFound(tournamentId);
  return `${TOURNAMENT_CATEGORY}-${tournamentId}`;
}

export const tournamentSecretStream = (tournamentId: string): string =>
  `${TOURNAMENT_SECRET_CATEGORY}-${tournamentId}`;
