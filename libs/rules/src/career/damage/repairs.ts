import type { ChartPack, E5System } from '../../charts';
import type { DiceSource } from '../../dice';
import { bothDieselsOut, forcedAbortReason } from './abort';
import type { RepairsAttempted } from '../model/events-damage';
import { engineerModifiers } from './flooding';
import { onChart, roll } from '../model/rolls';
import { boatOf, careerOf, type Boat, type BoatSystem, type CareerState } from '../model/state';

// Repairs (10.8) after the encounter's combat, and what they leave: forced aborts (10.9.1), tow or scuttle (10.10.4).

/** The [E5] row of each system box; the XIV's oven is not on [E5] (E-OVEN). */
const E5_ROW: Record<Exclude<BoatSystem, 'oven'>, E5System> = {
  batteries: 'batteries',
  naxos: 'naxos',
  periscope: 'periscope',
  divePlanes: 'divePlanes',
  electricMotor1: 'electricMotor',
  electricMotor2: 'electricMotor',
  diesel1: 'dieselEngine',
  diesel2: 'dieselEngine',
  flak37mm: 'flakGuns',
  flak2cm: 'flakGuns',
  extraFlak: 'flakGuns', // 10.11.8: a "Flak gun(s)" hit damages it (E-EXTRA-FLAK)
  schnorchel: 'schnorchel',
  deckGun: 'deckGun',
  radio: 'radio',
  hydrophones: 'hydrophones',
  aftTorpedoTube: 'torpedoTubes',
  forwardTorpedoTubeOdd: 'torpedoTubes',
  forwardTorpedoTubeEven: 'torpedoTubes',
  fuelTanks: 'fuelTanks',
  autogiro: 'autogiro',
};

/** 10.8.8, Q-08: the repair number on [E5]; E-OVEN: the oven's from the reconstructed boards. */
function repairNumber(system: BoatSystem, charts: ChartPack): number {
  const n =
    system === 'oven'
      ? charts.uboatBoards.systems.find((s) => s.system.startsWith('Oven'))?.repairOnOrBelow
      : charts.E5.systems.find((s) => s.system === E5_ROW[system])?.repairOnOrBelow;
  if (!n) throw new RangeError(`no repair number for ${system}`);
  return n;
}

/** Without the systems listed (one box each: two 2 cm flak are two entries). */
function without(systems: readonly BoatSystem[], taken: readonly BoatSystem[]): BoatSystem[] {
  const left = [...taken];
  return systems.filter((s) => {
    const i = left.indexOf(s);
    if (i >= 0) left.splice(i, 1);
    return i < 0;
  });
}

/** 10.8.1: the systems damaged in this encounter — marked, not yet inoperative (10.8.5: those are not retried). */
const toRepair = (boat: Boat): BoatSystem[] => without(boat.damagedSystems, boat.inoperativeSystems);

/** 10.8: something to pump out or to repair. */
export const repairsOwed = (boat: Boat): boolean => boat.flooding > 0 || toRepair(boat).length > 0;

/** 10.8 step 1, 10.8.1-10.8.3: pump out the flooding; 1d6 for every damaged system, success on ≤ its [E5] number. */
export function attemptRepairs(state: CareerState, dice: DiceSource, charts: ChartPack): RepairsAttempted {
  const boat = boatOf(state);
  const modifiers = engineerModifiers(careerOf(state).crew, charts.E5.repairModifiers, '10.8.3');
  const repairs = toRepair(boat).map((system) => {
    const n = repairNumber(system, charts);
    const r = roll(dice, charts.E5.repairDie, {
      purpose: `repair ${system} (1-${n})`,
      rule: '10.8.2',
      modifiers,
    });
    return { system, roll: onChart(r, 'E5', `≤${n}`), repaired: r.total <= n };
  });
  return { type: 'RepairsAttempted', data: { floodingPumped: boat.flooding, repairs } };
}

/** 10.8.4 the marker removed, 10.8.5 flipped to inoperative; the flooding marker removed. */
export function repaired(boat: Boat, d: RepairsAttempted['data']): Boat {
  const fixed = d.repairs.filter((r) => r.repaired).map((r) => r.system);
  const failed = d.repairs.filter((r) => !r.repaired).map((r) => r.system);
  return {
    ...boat,
    flooding: 0,
    damagedSystems: without(boat.damagedSystems, fixed),
    inoperativeSystems: [...boat.inoperativeSystems, ...failed],
  };
}

/** What the end of the encounter's combat still owes: repairs, a forced abort, both diesels' fate. */
export function damageControlOwed(state: CareerState): boolean {
  const patrol = state.patrol;
  if (!patrol || !state.boat) return false;
  if (repairsOwed(state.boat)) return true;
  if (!patrol.abort) return forcedAbortReason(state) !== null;
  return bothDieselsOut(state.boat) && !patrol.abort.towed;
}
