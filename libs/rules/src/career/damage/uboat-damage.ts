import type { A2ModifierId, ChartPack, E4Damage, UBoatBoard } from '../../charts';
import type { DiceSource } from '../../dice';
import type { UBoatHit } from '../model/events-damage';
import { expertOnDuty } from '../model/crew';
import { rollOn, type AppliedModifier } from '../model/rolls';
import type { AircraftWeapon, Boat, BoatSystem, Crew } from '../model/state';

/** The flak guns of a board, by the caliber an [E4] result names (10.7.3, 10.7.4, 11.4.7). */
export interface FlakFit {
  readonly cm2: number;
  readonly cm37: number;
  /** The Extra Flak marker (10.11.8): -1 on [A2] while undamaged; a 'Flak gun(s)' hit damages it. */
  readonly extraFlak: boolean;
}

/** The boards' flak descriptions read as guns (a test checks every board against its flakSystems count). */
const FLAK_FITS: Readonly<Record<string, FlakFit>> = {
  '2 cm': { cm2: 1, cm37: 0, extraFlak: false },
  '2 cm + Extra Flak': { cm2: 1, cm37: 0, extraFlak: true },
  '2 quad 2 cm + 3.7 cm': { cm2: 2, cm37: 1, extraFlak: false },
  '3.7 cm + 2 cm': { cm2: 1, cm37: 1, extraFlak: false },
  'two 3.7 cm + one 2 cm': { cm2: 1, cm37: 2, extraFlak: false },
  'two twin 2 cm': { cm2: 2, cm37: 0, extraFlak: false },
};

export function flakFit(board: UBoatBoard): FlakFit {
  const fit = FLAK_FITS[board.guns.flakDescription];
  if (!fit) throw new RangeError(`no flak fit for '${board.guns.flakDescription}' (${board.type})`);
  return fit;
}

const count = (boat: Boat, system: BoatSystem) => boat.damagedSystems.filter((s) => s === system).length;

/** Flak guns that still fire (9.8.4: none = no flak). */
export function flakGunsWorking(board: UBoatBoard, boat: Boat): number {
  const fit = flakFit(board);
  return fit.cm2 - count(boat, 'flak2cm') + fit.cm37 - count(boat, 'flak37mm');
}

/** [A2] modifiers (9.8.5, 11.4.7, 10.11.8, 9.8.9, 11.1) for the guns working now and the crew manning them. */
export function flakModifiers(
  board: UBoatBoard,
  boat: Boat,
  crew: Crew,
  charts: ChartPack,
  groupInBiscay: boolean,
): AppliedModifier[] {
  const guns = flakGunsWorking(board, boat);
  const applies: Partial<Record<A2ModifierId, boolean>> = {
    threeGunsFiring: guns >= 3,
    twoGunsFiring: guns === 2, // 9.8.5: Type IX both guns -1; one knocked out, none
    typeVIICFlak: board.guns.flakFiresTwice && guns > 0, // 11.4.7: -3 with all three, -1 less per system out
    extraFlak: boxes('extraFlak', board, boat) > 0 && count(boat, 'extraFlak') === 0, // 10.11.8
    fightBackGroupInBiscay: groupInBiscay,
    veteranOrEliteCrew: crew.quality === 'veteran' || crew.quality === 'elite',
    secondWatchOfficerExperte: expertOnDuty(crew.secondWatchOfficer),
    // The other boat's flak while resupplying (11.4.10.7) comes from special/replenishment-mission.ts.
  };
  return charts.A2.modifiers
    .filter((m) => applies[m.id])
    .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '9.8.5' }));
}

/** How many boxes of a system the boat has (10.7.3: a result for a system it lacks has no effect). */
function boxes(system: BoatSystem, board: UBoatBoard, boat: Boat): number {
  const fit = flakFit(board);
  switch (system) {
    case 'flak2cm':
      return fit.cm2;
    case 'flak37mm':
      return fit.cm37;
    case 'extraFlak':
      return fit.extraFlak || boat.fittings.deckGunRemoved ? 1 : 0; // 10.11.8
    case 'naxos':
    case 'schnorchel':
      return boat.fittings[system] ? 1 : 0; // refit fittings (10.11.10, Q-EQUIP)
    case 'deckGun':
      return board.guns.deckGun.value && !boat.fittings.deckGunRemoved ? 1 : 0;
    case 'aftTorpedoTube':
      return board.torpedoes.sternTubes.value > 0 ? 1 : 0;
    case 'forwardTorpedoTubeOdd':
      return board.torpedoes.bowTubes.value >= 1 ? 1 : 0;
    case 'forwardTorpedoTubeEven':
      return board.torpedoes.bowTubes.value >= 2 ? 1 : 0;
    case 'autogiro':
      return board.equipment.fa330.value ? 1 : 0;
    case 'batteries':
      return board.type === 'XXI' ? 3 : 1; // 10.5: the XXI has three batteries
    default:
      return 1;
  }
}

/** The systems one result damages now: none when already damaged or absent (10.7.3); 'Flak gun(s)' all (10.7.4). */
function systemsHit(damage: BoatSystem | 'flakGuns', board: UBoatBoard, boat: Boat): BoatSystem[] {
  if (damage !== 'flakGuns') return count(boat, damage) < boxes(damage, board, boat) ? [damage] : [];
  const flak: BoatSystem[] = ['flak2cm', 'flak37mm', 'extraFlak'];
  return flak.flatMap((s) => Array<BoatSystem>(Math.max(0, boxes(s, board, boat) - count(boat, s))).fill(s));
}

/** 9.6.11: one d66 roll on [E4] for one hit, applied at once (10.1, 10.3, 10.7). */
export function rollHit(
  boat: Boat,
  board: UBoatBoard,
  weapon: AircraftWeapon,
  dice: DiceSource,
  charts: ChartPack,
): UBoatHit {
  const { roll, result } = rollOn(dice, charts.E4, 'E4', { purpose: 'U-boat damage', rule: '9.6.11' });
  const damage: E4Damage | 'autogiro' | 'oven' = result.readAsByType?.[board.type] ?? result.damage;
  const times = result.times;
  const hullBoxes = board.tracks.hullBoxes.value;
  const floodingBoxes = board.tracks.floodingBoxes.value;
  let effect: UBoatHit['data']['effect'];
  let systems: BoatSystem[] = [];
  let hull = boat.hullDamage;
  let flooding = boat.flooding;
  let hullHoled = false;
  let crewInjuries = 0;
  if (damage === 'hull') {
    effect = 'hull';
    hull = Math.min(boat.hullDamage + times, hullBoxes); // 10.3.1, 10.7.1
    // 9.8.8.2, 9.8.8.3: a hull hit from a 57 mm gun or rockets holes the hull.
    hullHoled = charts.E3a.holesHull.some((w) => w === weapon);
  } else if (damage === 'flooding') {
    effect = 'flooding';
    flooding = Math.min(boat.flooding + times, floodingBoxes); // 10.1, 10.7.1
  } else if (damage === 'crewInjury') {
    effect = 'crewInjury';
    crewInjuries = times; // 10.6.1: each rolled on [E5a] at once
  } else {
    systems = systemsHit(damage, board, boat);
    effect = systems.length > 0 ? 'systemDamaged' : 'noEffect';
  }
  const sunk = damage === 'hull' && hull >= hullBoxes; // 10.3.2
  const forcedToSurface = damage === 'flooding' && flooding >= floodingBoxes; // 10.1.2
  // Keys in the order events have always stored them.
  const data = {
    roll,
    damage,
    times,
    systems,
    hull,
    flooding,
    hullHoled,
    crewInjuries,
    sunk,
    forcedToSurface,
    effect,
  };
  return { type: 'UBoatHit', data };
}
