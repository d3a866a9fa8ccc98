import { notFound } from './app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A kind of stream: its category (`<category>-<id>`), what it holds, and whether any client may read it. */
interface StreamKind {
  readonly category: string;
  /** The thing it is the stream of, as error codes and messages name it (`career/not-found`). */
  readonly noun: string;
  /** A secret stream is never served: no live view, projection or export reads it (L-1). */
  readonly secret: boolean;
}

/** Every stream category of the server, in one table (ARCHITECTURE.md "Streams"). */
export const STREAMS = {
  /** A career's events, public (spectators read it). */
  career: { category: 'career', noun: 'career', secret: false },
  /** A career's server seed and seat token hash; GET /careers/:id/seed reveals the seed once it is over. */
  careerSeed: { category: 'seed', noun: 'career', secret: true },
  /** A two-player game's events, public. */
  game: { category: 'game', noun: 'game', secret: false },
  /** A game's server seed, invite code hash and seat token hashes; GET /games/:id/seeds at the end. */
  gameSecret: { category: 'gameseed', noun: 'game', secret: true },
  /** A tournament's events, public. */
  tournament: { category: 'tournament', noun: 'tournament', secret: false },
  /** A tournament's organiser token hash and server seed. */
  tournamentSecret: { category: 'tournamentkey', noun: 'tournament', secret: true },
  /** A wolfpack's convoy-battle coordinator (13.5.4, 13.5.5): `wolfpack-<tournament>-<n>`, public. */
  wolfpack: { category: 'wolfpack', noun: 'tournament', secret: false },
} as const satisfies Record<string, StreamKind>;

export type StreamKindName = keyof typeof STREAMS;

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
  const { category, noun } = STREAMS[kind];
  if (!isId(id)) throw notFound(noun, id);
  return `${category}-${id}`;
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
