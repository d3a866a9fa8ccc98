import type { GameState } from '@periscope/play/duel';
import type { ShardableProjection } from '@periscope/projections';
import { GAME_CATEGORY } from '../common/streams';
import { foldGameIndex, indexedGame, type IndexedGame } from './game-index.projection';

/** Its documents: the fold of a game (`fold/<id>`, never served) and its row (`row/<id>`, listed). */
export type GameIndexDoc = GameState | IndexedGame;

const FOLD_PREFIX = 'fold/';
export const ROW_PREFIX = 'row/';

/**
 * The games' index (the lobby's "Games in progress"): a read model of the generic projector over the game
 * streams, folded with the duel's own evolve. Two documents per game: the fold, and the row GET /api/games lists.
 * It shards by game (READ_MODEL_SHARDS): both keys end with the game's id.
 */
export const GAME_INDEX_PROJECTION: ShardableProjection<GameIndexDoc> = {
  view: { name: 'game-index', version: 1 },
  categories: [GAME_CATEGORY],
  partitionOf: (key) => key.slice(key.indexOf('/') + 1),
  async apply(event, context) {
    const gameId = event.stream.slice(GAME_CATEGORY.length + 1);
    const before = (await context.get(FOLD_PREFIX + gameId)) as GameState | undefined;
    const after = foldGameIndex(before, event);
    if (after === before) context.warn(`${event.stream}@${event.revision}: ${event.type} skipped`);
    context.set(FOLD_PREFIX + gameId, after);
    context.set(ROW_PREFIX + gameId, indexedGame(gameId, after, event));
  },
};
