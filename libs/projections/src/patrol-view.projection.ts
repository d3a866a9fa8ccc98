import { foldPatrol, initialPatrolFold, type PatrolFold } from '@periscope/rules/career/views';
import { CAREER_CATEGORY } from './categories';
import type { ShardableProjection } from './shards';

/**
 * The patrol view as a read model of the generic projector: one document per career, its fold (the log, and so
 * the rolls it keeps, starts again at each PatrolAssigned). It shards by career: a document's key is its career's id.
 */
export const PATROL_VIEW_PROJECTION: ShardableProjection<PatrolFold> = {
  view: { name: 'patrol-view', version: 2 },
  categories: [CAREER_CATEGORY],
  partitionOf: (careerId) => careerId,
  async apply(event, context) {
    const careerId = event.stream.slice(CAREER_CATEGORY.length + 1);
    const before = (await context.get(careerId)) ?? initialPatrolFold();
    const after = foldPatrol(before, event);
    context.set(careerId, after);
    if (after.log.ignored.count > before.log.ignored.count)
      context.warn(`${event.stream}@${event.revision}: unknown event type ${event.type} skipped`);
  },
};
