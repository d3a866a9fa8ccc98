import type { Modifier } from '../../charts';
import type { UBoatHit } from '../model/events-damage';
import { boatWith } from '../model/copies';
import type { AppliedModifier } from '../model/rolls';
import type { AirCombat, Boat } from '../model/state';

// The air combat's pure helpers, shared by the parts that start one or take its hits (9.8, 12.1, 11.4.10).

/** The air combat an [E1] aircraft result starts; the crash-dive roll comes first (9.8.1). */
export const startAirCombat = (escortsArrive: boolean, additionalRoundChain = 0): AirCombat => ({
  next: 'crashDiveRoll',
  round: 1,
  weapon: 'normal',
  attacksDue: 0,
  maxAttacks: 0,
  attacksMade: 0,
  aircraft: 'undamaged',
  hitsToRoll: 0,
  staySurfacedRule: null,
  stayedSurfaced: false,
  floodingThisRound: false,
  escortsArrive,
  escortsAfterFlakMiss: false,
  additionalRoundChain,
});

/** Marks one [E4] result on the boat (10.1, 10.3, 10.7). */
export const applyHit = (boat: Boat, hit: UBoatHit['data']): Boat =>
  boatWith(boat, {
    hullDamage: hit.hull,
    flooding: hit.flooding,
    hullHoled: boat.hullHoled || hit.hullHoled,
    damagedSystems: hit.systems.length > 0 ? boat.damagedSystems.concat(hit.systems) : boat.damagedSystems,
  });

/**
 * The crash-dive chart's modifiers that apply now, both campaigns' ([A1] 9.8.1, [A4] 7.3.1): each modifier the
 * chart prints whose condition holds, with its rule (`rule` when the chart names none).
 */
export const crashDiveModifiersThatApply = <Id extends string>(
  modifiers: readonly Modifier<Id>[],
  applies: Partial<Record<Id, boolean>>,
  rule: string,
): AppliedModifier[] =>
  modifiers
    .filter((m) => applies[m.id])
    .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? m.optionalRule ?? rule }));

/** The attacks a crash-dive result brings, both campaigns (9.8.1, 7.3.3): one or two, none after a clean dive. */
export const attacksAfterCrashDive = (result: string): number =>
  result === 'twoAttacks' ? 2 : result === 'oneAttack' ? 1 : 0;
