import { careerNotFound } from './careers.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A career's events: `career-<uuid>`, public (spectators read it). */
export const CAREER_CATEGORY = 'career';

/**
 * A career's secrets: `seed-<uuid>`, one event holding the server seed and the seat token's hash. Nothing may
 * serve this category to a client: live views, projections and exports must filter it out (subscribeToAll's
 * `filter.categories`, readAll) until the career is over, when GET /careers/:id/seed reveals the seed only.
 */
export const SEED_CATEGORY = 'seed';

/** Every category no client may read directly (`gameseed`: a two-player game's secrets, games/game-streams.ts). */
export const SECRET_CATEGORIES: readonly string[] = [SEED_CATEGORY, 'gameseed'];

export const isCareerId = (id: string): boolean => UUID.test(id);

/** The career's stream; an id that is not a lowercase UUID names no career (404, never a store error). */
export function careerStream(careerId: string): string {
  if (!isCareerId(careerId)) throw careerNotFound(careerId);
  return `${CAREER_CATEGORY}-${careerId}`;
}

export const seedStream = (careerId: string): string => `${SEED_CATEGORY}-${careerId}`;
