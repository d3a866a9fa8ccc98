import type { MedBoxKind } from '../../campaigns/beneath-the-med';
import type { PatrolAborted } from '../model/events-damage';
import type { MedPatrol, MedRouteBox } from '../model/med';
import type { AbortReason } from '../model/vocabulary';

// Aborting a patrol (7.5.3, 7.5.5, 7.5.6): the boat turns for home at once (Q-BTM-B8-ABORT).

export const medAbort = (rule: string, reason: AbortReason): PatrolAborted => ({
  type: 'PatrolAborted',
  data: { rule, reason, voluntary: false, direction: 'back' },
});

/**
 * Q-BTM-B8-ABORT: the boxes home from the box the boat is in: on the way out, back the way it came; on station or
 * after, the route's boxes after its last on-station box. Its rolls doubled where `twice` says (7.5.3 a diesel down:
 * every box; 7.5.5 the fuel tanks: Transit and Bay of Biscay boxes).
 */
export function homeward(patrol: MedPatrol, twice: (kind: MedBoxKind) => boolean): MedRouteBox[] {
  const here = Math.max(patrol.boxIndex, 0);
  const areas = patrol.boxes.flatMap((b, i) => (b.kind === 'area' ? [i] : []));
  const home =
    areas.length > 0 && here < areas[0]
      ? patrol.boxes.slice(0, here).reverse()
      : patrol.boxes.slice(Math.max(here, areas.at(-1) ?? here) + 1);
  const doubled = home.map((b) => (twice(b.kind) ? { ...b, rolls: b.rolls * 2 } : b));
  return [...patrol.boxes.slice(0, here + 1), ...doubled];
}

/** What an abort makes of the route: 7.5.5 fuel tanks roll twice in Transit and Biscay boxes, 7.5.3 a diesel everywhere. */
const TWICE: Partial<Record<AbortReason, (kind: MedBoxKind) => boolean>> = {
  fuelTanks: (kind) => kind === 'transit' || kind === 'biscay',
  diesel: () => true,
};

export const abortedPatrol = (patrol: MedPatrol, d: PatrolAborted['data']): MedPatrol => ({
  ...patrol,
  abort: { rule: d.rule, reason: d.reason },
  boxes: homeward(patrol, TWICE[d.reason] ?? (() => false)),
});
