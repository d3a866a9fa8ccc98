import { BENEATH_THE_MED, medChart } from '../../campaigns';
import { medBoardOf, type MedRange } from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type { DiceSource } from '../../dice';
import { damageShip } from '../common/ship-hits';
import type { CareerCommand } from '../model/commands';
import type { AttackDeclined, CareerEvent, CombatRoundEnded, DeckGunFired } from '../model/events';
import type { PatrolAborted } from '../model/events-damage';
import type { MedCareer, MedRepairsAttempted } from '../model/med';
import { rollOn } from '../model/rolls';
import type { Encounter, MedState, TargetShip } from '../model/state';
import { requireAllowed, requireStep, violation } from '../model/violations';
import { b1Modifiers } from './attack-modifiers';
import { damageOf } from './escorts';
import { roundEndRepairs } from './repairs';

/*
 * The deck gun against unescorted ships (7.2.3.2, 4.6) and letting the ships pass (7.2.3, Q-BTM-GUN-1): two shots per
 * gun in the first combat round besides the torpedoes, each an ammunition point, rolled on [B1] at the range of the
 * approach and, on a hit, on [B2]'s deck-gun column, the damage procedure both games play (common/ship-hits.ts).
 */

type FireDeckGun = Extract<CareerCommand, { type: 'FireDeckGun' }>;

const SHOTS_PER_GUN = 2; // 7.2.3.2 (004 L1652-1656), 4.6.3

const encounterOf = (state: MedState): Encounter => state.encounter as Encounter;
const sunk = (ship: TargetShip): boolean => ship.damage >= ship.sinkPoints;

/** 4.6.4: the guns the class carries. */
const gunsOf = (career: MedCareer, pack: MedChartPack): number =>
  medBoardOf(medChart(pack, 'statusBoards'), career.uboatType).deckGuns.value;

/**
 * 7.2.3.2, Q-BTM-GUN-1: the guns may fire this round: unescorted ships (no enemy submarine, 7.2.10.2), a gun aboard
 * and not damaged (7.5.8), ammunition left (4.6), not fired yet this round.
 */
export function medGunReady(state: MedState, pack: MedChartPack = BENEATH_THE_MED.charts.builtIn): boolean {
  const encounter = encounterOf(state);
  const career = state.career as MedCareer;
  return (
    !encounter.escorted &&
    encounter.submarine === null &&
    gunsOf(career, pack) > 0 &&
    !damageOf(state).systems.includes('deckGun') &&
    career.deckGunAmmo > 0 &&
    !encounter.firedThisRound.includes('deckGun')
  );
}

/** 4.6.3-4.6.4: two shots per gun in the round, one ammunition point each, as far as the points last. */
export const medGunShots = (state: MedState, pack: MedChartPack = BENEATH_THE_MED.charts.builtIn): number =>
  Math.min(SHOTS_PER_GUN * gunsOf(state.career as MedCareer, pack), (state.career as MedCareer).deckGunAmmo);

/** 7.2.3: a torpedo in a tube the salvo of this round has not fired yet. */
export function medTorpedoesReady(state: MedState): boolean {
  const { bowTubes, sternTubes } = (state.career as MedCareer).torpedoes;
  const fired = encounterOf(state).firedThisRound;
  return bowTubes.length + sternTubes.length > 0 && !fired.includes('bow') && !fired.includes('stern');
}

/** 7.2.3.2: the shots, each at a ship afloat, each on [B1] and a hit on [B2]. */
export function fireMedDeckGun(
  state: MedState,
  command: FireDeckGun,
  dice: DiceSource,
  pack: MedChartPack,
): CareerEvent[] {
  requireAllowed(state, ['firing', '7.2.3.2', 'FireDeckGun'], () => medGunReady(state, pack), [
    'combat/deck-gun-not-allowed',
    'The deck gun fires at unescorted ships, once a round',
  ]);
  const targets = command.data.targets;
  const ships = [...encounterOf(state).ships];
  if (targets.length < 1 || targets.length > medGunShots(state, pack))
    throw violation('4.6.3', 'combat/too-many-gun-points', `Fire 1 to ${medGunShots(state, pack)} shots`);
  if (targets.some((t) => !ships[t] || sunk(ships[t])))
    throw violation('7.2.3.2', 'combat/no-such-target', 'Fire at ships afloat');
  return targets.flatMap((target) => medShell(state, target, ships, dice, pack));
}

function medShell(
  state: MedState,
  target: number,
  ships: TargetShip[],
  dice: DiceSource,
  pack: MedChartPack,
): CareerEvent[] {
  const fired = (roll: DeckGunFired['data']['roll'], hit: boolean): DeckGunFired => ({
    type: 'DeckGunFired',
    data: { target, roll, hit },
  });
  if (sunk(ships[target])) return [fired(null, false)]; // sunk by an earlier shot: the point is spent all the same
  const range = (encounterOf(state).approach?.range ?? 'medium') as MedRange;
  const b1 = medChart(pack, 'B1');
  const career = state.career as MedCareer;
  const toHit = rollOn(dice, b1.ranges[range], `B1 ${range}`, {
    purpose: `deck gun at ${ships[target].name}`,
    rule: '7.2.3.2',
    modifiers: b1Modifiers(b1, { career, target: ships[target], salvo: 1, pack, torpedo: null, range }),
  });
  const event = fired(toHit.roll, toHit.result === 'hit');
  if (toHit.result !== 'hit') return [event];
  const damage = { table: medChart(pack, 'B2'), chart: 'B2', rule: '7.2.3.2', modifiers: [] };
  return [event, ...damageShip(target, 'deckGun', ships, dice, damage)];
}

type RoundEnd = (CombatRoundEnded | MedRepairsAttempted | PatrolAborted)[];

/** 7.2.3: done firing at the unescorted ships this round (the torpedoes or the gun left unfired). */
export function endMedRound(state: MedState, dice: DiceSource, pack: MedChartPack): RoundEnd {
  requireStep(state, 'firing', '7.2.3', 'EndRound');
  if (encounterOf(state).escorted || encounterOf(state).firedThisRound.length === 0)
    throw violation('7.2.3', 'command/not-pending', 'Fire first, at unescorted ships');
  return roundEnded(state, dice, pack);
}

/** 7.2.3: the round is over; 7.5.1: its repairs on [B8] in the same command. */
const roundEnded = (state: MedState, dice: DiceSource, pack: MedChartPack): RoundEnd => [
  { type: 'CombatRoundEnded', data: { rule: '7.2.3' } },
  ...roundEndRepairs(state, '7.2.3', dice, pack),
];

/** Automatic: the round against unescorted ships ends once neither the torpedoes nor the gun can fire. */
export const medRoundOver = (state: MedState, dice: DiceSource, pack: MedChartPack): RoundEnd => {
  const encounter = encounterOf(state);
  const fired = encounter.firedThisRound.length > 0;
  const afloat = encounter.ships.some((s) => !sunk(s));
  const more = afloat && (medTorpedoesReady(state) || medGunReady(state, pack));
  return !encounter.escorted && fired && !more ? roundEnded(state, dice, pack) : [];
};

/** 7.2.3, Q-BTM-GUN-1: the Comandante lets the ships pass; the encounter ends and the boat sails on. */
export function letMedShipsPass(state: MedState): AttackDeclined[] {
  requireStep(state, 'shipsSighted', '7.2.3', 'DeclineAttack');
  return [{ type: 'AttackDeclined', data: {} }];
}
