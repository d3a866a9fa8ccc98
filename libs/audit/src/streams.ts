/**
 * Every stream category, in one table that every layer reads: the server (apps/server/src/common/streams.ts), the
 * read models (libs/projections), the exports (here and libs/play). A stream is `<category>-<id>`
 * (ARCHITECTURE.md "Streams"). It lives in the audit because it is the lowest library all of them import.
 */

/** A kind of stream: its category, what it is the stream of, and whether any client may read it. */
export interface StreamKind {
  readonly category: string;
  /** The thing it is the stream of, as error codes and messages name it (`career/not-found`). */
  readonly noun: string;
  /** A secret stream is never served: no live view, projection or export reads it (L-1). */
  readonly secret: boolean;
}

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
  /** The organiser's rulings on a subject (a career): `rulings-<subject id>`, public. */
  rulings: { category: 'rulings', noun: 'ruling', secret: false },
  /** The hall of fame's admitted careers, each after the server audited its export: `halloffame-careers`, public. */
  hallOfFame: { category: 'halloffame', noun: 'hall of fame', secret: false },
  /** A player's account: passkeys' public keys, sessions' and the recovery code's hashes, claimed seats (docs/accounts.md). */
  account: { category: 'account', noun: 'account', secret: true },
  /** A player name's owner: `accountname-<sha256 of the name folded to lower case>`, written once. */
  accountName: { category: 'accountname', noun: 'account', secret: true },
  /** One WebAuthn ceremony: the challenge the server drew, answered once before it lapses. */
  ceremony: { category: 'ceremony', noun: 'ceremony', secret: true },
  /** Which account claimed a seat: `seatclaim-<career, tournament or game id>[-<game seat>]`, written once. */
  seatClaim: { category: 'seatclaim', noun: 'seat', secret: true },
} as const satisfies Record<string, StreamKind>;

export type StreamKindName = keyof typeof STREAMS;

/** The stream of `id` in the category of `kind`, unchecked (the server checks the id first). */
export const streamName = (kind: StreamKindName, id: string): string => `${STREAMS[kind].category}-${id}`;
