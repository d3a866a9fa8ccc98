import { gameNotFound } from './games.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A two-player game's events: `game-<uuid>`, public (spectators follow it). */
export const GAME_CATEGORY = 'game';

/**
 * A game's secrets: `gameseed-<uuid>`, the server seed, the invite code's hash and the seat tokens' hashes. Never
 * served to a client (it is one of careers' SECRET_CATEGORIES); GET /games/:id/seeds reveals the seed at the end.
 */
export const GAME_SECRET_CATEGORY = 'gameseed';

export const isGameId = (id: string): boolean => UUID.test(id);

/** The game's stream; an id that is not a lowercase UUID names no game (404, never a store error). */
export function gameStream(gameId: string): string {
  if (!isGameId(gameId)) throw gameNotFound(gameId);
  return `${GAME_CATEGORY}-${gameId}`;
}

export const gameSecretStream = (gameId: string): string => `${GAME_SECRET_CATEGORY}-${gameId}`;
