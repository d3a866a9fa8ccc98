import { STREAMS, streamName, type StreamKind, type StreamKindName } from '@periscope/audit';
import { notFound } from './app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The categories are the one table's (libs/audit/src/streams.ts, ARCHITECTURE.md "Streams").

/** Every category no client may read directly: derived from the table, so none can be forgotten. */
export const SECRET_CATEGORIES: readonly string[] = Object.values(STREAMS)
  .filter((kind: StreamKind) => kind.secret)
  .map((kind) => kind.category);

export const CAREER_CATEGORY = STREAMS.career.category;
export const GAME_CATEGORY = STREAMS.game.category;
export const TOURNAMENT_CATEGORY = STREAMS.tournament.category;

/** Ids are lowercase UUIDs; anything else names nothing. */
export const isId = (id: string): boolean => UUID.test(id);

/** The stream of `id`; an id that is not a lowercase UUID names none (404 of its noun, never a store error). */
export function streamOf(kind: StreamKindName, id: string): string {
  if (!isId(id)) throw notFound(STREAMS[kind].noun, id);
  return streamName(kind, id);
}

export const careerStream = (careerId: string) => streamOf('career', careerId);
export const careerSeedStream = (careerId: string) => streamOf('careerSeed', careerId);
export const gameStream = (gameId: string) => streamOf('game', gameId);
export const gameSecretStream = (gameId: string) => streamOf('gameSecret', gameId);
export const tournamentStream = (tournamentId: string) => streamOf('tournament', tournamentId);
export const tournamentSecretStream = (tournamentId: string) => streamOf('tournamentSecret', tournamentId);

/** The coordinator stream of the tournament's pack n (0-based, the order of its `WolfpackFormed` events). */
export const packStream = (tournamentId: string, n: number) => `${streamOf('wolfpack', tournamentId)}-${n}`;

/** The id in a stream name: `career-<id>` → `<id>`. */
export const idOfStream = (stream: string) => stream.slice(stream.indexOf('-') + 1);
