import { join } from 'node:path';

/**
 * A module of bench/peers that needs a peer's packages (boardgame.io, Colyseus, Emmett), loaded only when a
 * benchmark compares with that peer: they are installed by `npm run bench:peers:install` (bench/peers/package.json),
 * never by the project's `npm ci`. Required by a computed path, so that type-checking the project without them
 * does not reach it (bench/peers/tsconfig.json checks these files).
 */
export function peerModule<T>(file: 'boardgame-io' | 'colyseus' | 'emmett'): T {
  try {
    return require(join(__dirname, file)) as T; // eslint-disable-line @typescript-eslint/no-require-imports
  } catch (error) {
    if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error(`${file}: the benchmarks' peers are not installed (npm run bench:peers:install)`, {
      cause: error,
    });
  }
}
