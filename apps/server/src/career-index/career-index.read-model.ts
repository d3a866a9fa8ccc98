import { CAREER_CATEGORY } from '../common/streams';
import type { ShardableProjection } from '@periscope/projections';
import {
  foldIndex,
  indexedCareer,
  initialIndexFold,
  type CareerIndexFold,
  type IndexedCareer,
} from './career-index.projection';

/** Its documents: the fold of a career (`fold/<id>`, never served) and its row (`row/<id>`, listed). */
export type CareerIndexDoc = CareerIndexFold | IndexedCareer;

export const FOLD_PREFIX = 'fold/';
export const ROW_PREFIX = 'row/';

/**
 * The careers' index (discovery): a read model of the generic projector over the career streams, so
 * tournaments' careers are in it and games' streams are not. Two documents per career: the engine's fold, and
 * the small row that GET /api/careers lists. It shards by career: both keys end with the career's id.
 */
export const CAREER_INDEX_PROJECTION: ShardableProjection<CareerIndexDoc> = {
  view: { name: 'career-index', version: 1 },
  categories: [CAREER_CATEGORY],
  partitionOf: (key) => key.slice(key.indexOf('/') + 1),
  async apply(event, context) {
    const careerId = event.stream.slice(CAREER_CATEGORY.length + 1);
    const before = ((await context.get(FOLD_PREFIX + careerId)) as CareerIndexFold) ?? initialIndexFold();
    const after = foldIndex(before, event);
    if (after === before) context.warn(`${event.stream}@${event.revision}: ${event.type} skipped`);
    context.set(FOLD_PREFIX + careerId, after);
    context.set(ROW_PREFIX + careerId, indexedCareer(careerId, after, event));
  },
};
