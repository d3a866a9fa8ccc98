import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import { bothDieselsOut, forcedAbort, forcedAbortReason } from './abort';
import { evolveDamage } from './evolve-damage';
import type { CareerEvent } from '../model/events';
import type { PatrolAborted, RepairsAttempted } from '../model/events-damage';
import { boatOf, type CareerState } from '../model/state';
import { attemptRepairs, repairsOwed } from './repairs';
import { towOrScuttle } from './scuttle';

/**
 * Automatic, after all combat rounds of the encounter and before any follow (10.8, 9.7): repairs, then the aborts
 * they force (10.9.1), then a boat with both diesels out is towed in or scuttled (10.10.4).
 */
export function damageControl(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const events: CareerEvent[] = [];
  // Only the boat and the patrol's abort are read between the parts: the damage half of evolve folds them.
  const add = (event: RepairsAttempted | PatrolAborted) => {
    events.push(event);
    state = evolveDamage(state, event);
  };
  if (repairsOwed(boatOf(state))) add(attemptRepairs(state, dice, charts));
  const reason = state.patrol?.abort ? null : forcedAbortReason(state);
  if (reason) add(forcedAbort(state, reason));
  if (bothDieselsOut(boatOf(state))) events.push(...towOrScuttle(state, dice));
  return events;
}
