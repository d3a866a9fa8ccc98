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

/** A wolfpack's convoy-battle coordinator (13.5.4, 13.5.5): `wolfpack-<uuid>-<n>`, public. */
export const WOLFPACK_CATEGORY = 'wolfpack';

/** The coordinator stream of the tournament's pack n (0-based, the order of its `WolfpackFormed` events). */
export function packStream(tournamentId: string, n: number): string {
  if (!isTournamentId(tournamentId)) throw tournamentNotFound(tournamentId);
  return `${WOLFPACK_CATEGORY}-${tournamentId}-${n}`;
}
