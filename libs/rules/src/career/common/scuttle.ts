import type { DiceSource } from '../../dice';
import type { CrewLostAtSea, CrewRescued } from '../model/events-damage';
import { roll, type AppliedModifier, type RecordedRoll } from '../model/rolls';

// Scuttling and the crew's rescue, the same two rolls in both rulebooks (The Hunted 10.10.2, 10.10.4; Beneath the
// Med 7.6.3, 004 L2214-2230): the rules differ only in their numbers' names and modifiers, given by the caller.

const CAPTURED_ON = 12; // 2-11 scuttled, 12 the boat captured
const RESCUED_ON_OR_BELOW = 10; // 2-10 rescued, 11-12 lost at sea

/** 2d6 to scuttle: on 12 (modified) the boat falls into the enemy's hands. */
export function scuttleRoll(
  dice: DiceSource,
  rule: string,
  modifiers: AppliedModifier[],
): { readonly roll: RecordedRoll; readonly captured: boolean } {
  const r = roll(dice, '2d6', { purpose: `scuttle (${CAPTURED_ON} captured)`, rule, modifiers });
  return { roll: r, captured: r.total >= CAPTURED_ON };
}

/** 2d6 for the crew of a boat scuttled at sea: 2-10 (modified) picked up, 11-12 lost at sea. */
export function crewRescue(
  dice: DiceSource,
  rule: CrewRescued['data']['rule'],
  modifiers: AppliedModifier[],
): CrewRescued | CrewLostAtSea {
  const r = roll(dice, '2d6', { purpose: `crew rescue (2-${RESCUED_ON_OR_BELOW})`, rule, modifiers });
  const data = { rule, roll: r };
  return r.total <= RESCUED_ON_OR_BELOW ? { type: 'CrewRescued', data } : { type: 'CrewLostAtSea', data };
}
