import type { ChartPack, UBoatBoard } from '../../../charts';
import type { DiceSource } from '../../../dice';
import { applyHit } from '../../common/air';
import { rollFlak } from '../../common/flak';
import { injuries } from '../../damage/crew-injuries';
import type { AircraftAttacked, CareerEvent, FlakFired, RuleApplied } from '../../model/events';
import { roll, rollOn, type RecordedRoll } from '../../model/rolls';
import {
  boardOf,
  boatOf,
  boxOf,
  careerOf,
  type AirCombat,
  type AircraftWeapon,
  type CareerState,
  type Patrol,
} from '../../model/state';
import { otherBoatsFlak } from '../../special/replenishment-mission';
import { flakGunsWorking, flakModifiers, rollHit } from '../../damage/uboat-damage';
import { flakOptionalModifiers } from '../../options/modifiers';
import { adjustedAttack, aircraftQualityOf, automaticCrewInjuries } from '../../options/quality';

// One pass of an aircraft (9.8.2, 9.8.3, 9.8.8): the flak fired at the same time, the attack, its [E4] hits.

const BISCAY_DIRECTIVE = { from: '1943-05', to: '1943-07' }; // 9.8.9: "fight back with flak", rescinded 8/43
const GROUP_ATTACKS_YOU_ON = 3; // 9.8.9: 1d6 1-3 the aircraft attacks you, 4-6 another boat of the group
const BOMBS_AGAIN_ON = 3; // 11.4.7: in the VIIC Flak's second round bombs fall only on 1d6 1-3

/** 9.8.9: in the Bay of Biscay from 5/43 to 7/43 the boats sail in groups. */
export function inBiscayGroup(state: CareerState): boolean {
  const date = careerOf(state).date;
  const { from, to } = BISCAY_DIRECTIVE;
  return boxOf(state).kind === 'transitBayOfBiscay' && from <= date && date <= to;
}

/**
 * One attack of the aircraft with the flak fired at the same time (9.8.2, 9.8.3, 9.8.8), then its automatic crew
 * injury (E-INJURY-ORDER) and its hits, every crew injury resolved at once (10.0 step 4; Q-05: severity rolled).
 */
export function attack(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const air = state.air as AirCombat;
  const boat = boatOf(state);
  const board = boardOf(charts, careerOf(state).uboatType);
  const firstPass = air.round === 1 && air.attacksMade === 0;
  const schnorchelling = schnorchels(state);
  // The boat dives after the first attack unless it stays up (9.8.7, 9.8.9) or cannot dive (9.8.8.4); 8.1.3: a
  // schnorchelling boat is never on the surface, unless a holed hull forces it up (9.8.8.4).
  const surfaced = (firstPass && !schnorchelling) || air.stayedSurfaced || boat.hullHoled;
  // Q-AIR-WEAPON: FIDO and rockets are spent in the first pass, later passes are normal (9.8.8.3); Tsetse reloads.
  const weapon: AircraftWeapon = air.attacksMade === 0 || air.weapon === 'tsetse' ? air.weapon : 'normal';
  const events: CareerEvent[] = surfaced ? [fireFlak(state, board, dice, charts, firstPass)] : [];
  const attacked = aircraftAttacks(state, board, dice, charts, {
    firstPass,
    surfaced,
    weapon,
    schnorchelling,
  });
  events.push(attacked);
  let damaged = boat;
  let crew = careerOf(state).crew;
  const hurt = (n: number, rule: string) => {
    const injured = injuries(state, n, { rule, lightWoundOnly: false }, dice, charts, crew);
    events.push(...injured.events);
    crew = injured.crew;
    return injured.kommandantKilled; // 10.6.2: nothing more happens
  };
  const strafed = attacked.data.automaticCrewInjuries ?? 1; // 14.7.3: two by an Elite aircraft
  if (attacked.data.automaticCrewInjury && !attacked.data.sunk && hurt(strafed, '9.8.2')) return events;
  for (let i = 0; i < attacked.data.hits; i++) {
    const hit = rollHit(damaged, board, weapon, dice, charts);
    events.push(hit);
    damaged = applyHit(damaged, hit.data);
    if (hit.data.sunk) events.push({ type: 'UBoatSunk', data: { rule: '10.3.2', cause: 'hull' } });
    if (hit.data.sunk || hit.data.forcedToSurface) break; // 10.1.2: the remaining hits are ignored
    if (hurt(hit.data.crewInjuries, '9.6.11')) return events;
  }
  if (attacked.data.sunk) {
    const fido = weapon === 'fido';
    events.push({
      type: 'UBoatSunk',
      data: { rule: fido ? '9.8.8.1' : '9.6.10', cause: fido ? 'fido' : 'attack' },
    });
  }
  return events;
}

/** Flak with the first attack (9.8.3), in a second round up top (11.4.7, 9.8.9), or from a holed boat (9.8.8.4). */
function flakRule(air: AirCombat, firstPass: boolean): string {
  if (air.stayedSurfaced) return air.staySurfacedRule === '9.8.7' ? '11.4.7' : '9.8.9';
  return firstPass ? '9.8.3' : '9.8.8.4';
}

/**
 * 9.8.3-9.8.5: flak fires with the attack; 11.4.7: the VIIC Flak rolls twice (Q-FLAK-TWICE); 9.8.4: with no gun
 * working it counts as a miss.
 */
function fireFlak(
  state: CareerState,
  board: UBoatBoard,
  dice: DiceSource,
  charts: ChartPack,
  firstPass: boolean,
): FlakFired {
  const air = state.air as AirCombat;
  const boat = boatOf(state);
  const rule = flakRule(air, firstPass);
  const gunsWorking = flakGunsWorking(board, boat);
  if (gunsWorking === 0)
    return { type: 'FlakFired', data: { rule: '9.8.4', gunsWorking, rolls: [], result: 'missed' } };
  // Q-BISCAY-GROUP: the group's -1 on every flak roll in a Biscay box in 5-7/43 (9.8.9).
  const own = [
    ...flakModifiers(board, boat, careerOf(state).crew, charts, inBiscayGroup(state)),
    ...otherBoatsFlak(state, charts), // 11.4.10.7
  ];
  const modifiers = [...own, ...flakOptionalModifiers(state, charts, own)]; // 14.15 #10
  const shots = board.guns.flakFiresTwice ? 2 : 1;
  const { rolls, result } = rollFlak(dice, charts.A2, { purpose: 'flak', rule, modifiers }, shots);
  return { type: 'FlakFired', data: { rule, gunsWorking, rolls, result } };
}

interface Pass {
  readonly firstPass: boolean;
  readonly surfaced: boolean;
  readonly weapon: AircraftWeapon;
  readonly schnorchelling: boolean;
}

/** 8.1.3 (000 L868): the aircraft met a schnorchelling boat that has not come up to fight (9.8.9). */
const schnorchels = (state: CareerState): boolean =>
  (state.patrol as Patrol).posture === 'schnorchel' && !(state.air as AirCombat).stayedSurfaced;

/** [E3]: +1 against a schnorchelling boat (002 L2421, L2594), +2 against every other (9.8.2); nothing else. */
const E3_AIR_MODIFIER = (surfaced: boolean, schnorchelling: boolean) =>
  schnorchelling && !surfaced ? 'aircraftVsSchnorchel' : 'aircraftVsSurfaced';

function aircraftAttacks(
  state: CareerState,
  board: UBoatBoard,
  dice: DiceSource,
  charts: ChartPack,
  { firstPass, surfaced, weapon, schnorchelling }: Pass,
): AircraftAttacked {
  const air = state.air as AirCombat;
  const group = air.stayedSurfaced && inBiscayGroup(state);
  const targetRoll = group
    ? roll(dice, '1d6', { purpose: 'which boat the aircraft attacks (1-3 this one)', rule: '9.8.9' })
    : null;
  const attacksThisBoat = !targetRoll || targetRoll.total <= GROUP_ATTACKS_YOU_ON;
  const bombsRoll =
    attacksThisBoat && air.stayedSurfaced && board.guns.flakFiresTwice
      ? roll(dice, '1d6', { purpose: 'bombs again (1-3)', rule: '11.4.7' })
      : null;
  const bombs = attacksThisBoat && (!bombsRoll || bombsRoll.total <= BOMBS_AGAIN_ON);
  const manned = flakGunsWorking(board, boatOf(state)) > 0;
  // 9.8.2: strafing injures a crewman; not FIDO (9.8.8.1); later passes only on deck at manned flak (9.8.8.4,
  // Q-AIR-SECOND: not a dived boat's second attack, nor a new aircraft's attack on a submerged boat).
  const automaticCrewInjury = attacksThisBoat && weapon !== 'fido' && surfaced && (firstPass || manned);
  let attackRoll: RecordedRoll | null = null;
  let hits = 0;
  let sunk = false;
  let rulesApplied: readonly RuleApplied[] = [];
  const quality = aircraftQualityOf(state, charts); // 14.7.3
  if (bombs) {
    const rolled =
      weapon === 'fido'
        ? rollOn(dice, charts.E3e, 'E3e', { purpose: 'FIDO homing torpedo', rule: '9.8.8.1' })
        : rollOn(dice, charts.E3, 'E3', {
            purpose: 'air attack',
            rule: '9.8.2',
            modifiers: charts.E3.modifiers
              .filter((m) => m.id === E3_AIR_MODIFIER(surfaced, schnorchelling))
              .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '8.1.3' })),
          });
    attackRoll = rolled.roll;
    ({ hits, uboatSunk: sunk } = rolled.result);
    if (weapon !== 'fido') ({ hits, sunk, rulesApplied } = adjustedAttack(rolled.result, quality, null));
  }
  const strafing = automaticCrewInjury ? automaticCrewInjuries(quality) : 1;
  return {
    type: 'AircraftAttacked',
    data: {
      rule: ATTACK_RULE[weapon],
      attack: air.attacksMade + 1,
      weapon,
      surfaced,
      targetRoll,
      bombsRoll,
      roll: attackRoll,
      hits,
      sunk,
      automaticCrewInjury,
      ...(strafing > 1 ? { automaticCrewInjuries: strafing } : {}),
      ...(rulesApplied.length > 0 ? { rulesApplied } : {}),
    },
  };
}

const ATTACK_RULE: Record<AircraftWeapon, string> = {
  normal: '9.8.2',
  fido: '9.8.8.1',
  tsetse: '9.8.8.2',
  rockets: '9.8.8.3',
};
