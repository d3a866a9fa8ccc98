import type { ChartPack, E2ModifierId, E3ModifierId, Modifier, U1ModifierId } from '../charts';
import type { AppliedModifier } from './rolls';
import { boatOf, careerOf, type CareerState, type TargetShip, type TorpedoType, encounterOf } from './state';

// Which chart modifiers apply now. Not in play yet (Rules engine II): crew quality and wounds (Green crew, 1WO/2WO
// in command, Experte officers), the Oak Leaves and higher grades (11.3), refit fittings (Alberich 9.6.8), optional
// rules (14.x: escort quality, Nibelung, special abilities) and the wolfpack tournament (13.5.4).

const applied = <Id extends string>(
  modifiers: readonly Modifier<Id>[],
  applies: Partial<Record<Id, boolean>>,
  rule: string,
): AppliedModifier[] =>
  modifiers.filter((m) => applies[m.id]).map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? rule }));

const damaged = (state: CareerState, system: string) =>
  boatOf(state).damagedSystems.filter((s) => s === system).length;

export interface ShotContext {
  readonly weapon: TorpedoType | 'deckGun';
  readonly target: TargetShip;
  readonly salvo: 1 | 2;
}

/** [U1] modifiers for one torpedo or ammunition point (9.2.3, 9.4.2, 9.5, 9.9.3, 9.10, 11.3.6). */
export function u1Modifiers(state: CareerState, charts: ChartPack, shot: ShotContext): AppliedModifier[] {
  const { attack, range } = encounterOf(state).approach ?? { attack: 'submerged', range: 'medium' };
  const torpedo = shot.weapon !== 'deckGun';
  const knightsCross = careerOf(state).knightsCross;
  const escorted = encounterOf(state).escorted;
  const applies: Partial<Record<U1ModifierId, boolean>> = {
    // Q-UZO: a night surface attack, or surfaced torpedoes vs unescorted ships (9.4.2, 9.5.1).
    nightOrSurfacedVsUnescorted:
      torpedo && (attack === 'nightSurface' || (attack === 'surfaced' && !escorted)),
    knightsCross: torpedo && knightsCross,
    attackingEscort: shot.target.type === 'escort',
    secondSalvo: torpedo && shot.salvo === 2 && !knightsCross, // 9.5.2
    g7eFatMediumRange: shot.weapon === 'g7eFat' && range === 'medium',
    g7eFatLongRange: shot.weapon === 'g7eFat' && range === 'long',
    fastCapitalShip: torpedo && shot.target.type === 'capitalShip' && shot.target.fast,
    enemySubmarine: shot.target.type === 'submarine',
  };
  return applied(charts.U1.modifiers, applies, '9.2.3');
}

export interface Evasion {
  readonly exceededTestDepth: boolean;
  readonly bold: boolean;
}

/** [E2] modifiers (9.6.3), all cumulative. */
export function e2Modifiers(state: CareerState, charts: ChartPack, evasion: Evasion): AppliedModifier[] {
  const encounter = encounterOf(state);
  const hunt = encounter.hunt;
  const approach = encounter.approach;
  const firstRound = (hunt?.detectionRolls ?? 0) === 0;
  // 9.4.6: escorts that arrive without a shot fired roll regardless of range.
  const ranged = approach !== null && hunt?.origin !== 'arrived';
  const area = state.patrol?.area;
  const applies: Partial<Record<E2ModifierId, boolean>> = {
    fuelTanksDamaged: damaged(state, 'fuelTanks') > 0,
    divePlanesDamaged: damaged(state, 'divePlanes') > 0,
    capitalShip: encounter.ships.some((s) => s.type === 'capitalShip'),
    escortSurvivedSalvoUndamaged: encounter.escortTarget === 'unharmed',
    escortSunkOrDamaged: encounter.escortTarget === 'hit',
    g7aByDay: encounter.g7aByDay,
    previouslyDetected: hunt?.previouslyDetected ?? false,
    closeRangeAfterFiring: ranged && approach.range === 'close', // Q-CLOSE-PERSIST
    nightSurfaceAttack: approach?.attack === 'nightSurface',
    bowAndSternFired: encounter.bothEnds && firstRound,
    wolfpackEscortsBusy: approach?.wolfpack === 'busy',
    wolfpackEscortsFocused: approach?.wolfpack === 'focused',
    longRange: ranged && approach.range === 'long',
    exceededTestDepth: evasion.exceededTestDepth,
    indianOcean: area === 'indianOcean',
    bold: evasion.bold,
    typeXXI: careerOf(state).uboatType === 'XXI',
    aircraftSpottedBoat: hunt?.aircraftSpotted ?? false,
  };
  return applied(charts.E2.modifiers, applies, '9.6.3');
}

/** [E3] modifiers for the escorts' depth charges (9.6.3, 9.6.9, 9.5.1). */
export function e3Modifiers(state: CareerState, charts: ChartPack): AppliedModifier[] {
  const encounter = encounterOf(state);
  const hunt = encounter.hunt;
  const batteries = damaged(state, 'batteries');
  const motors = damaged(state, 'electricMotor1') + damaged(state, 'electricMotor2');
  const applies: Partial<Record<E3ModifierId, boolean>> = {
    fuelTanksHit: damaged(state, 'fuelTanks') > 0,
    hydrophonesInoperative: damaged(state, 'hydrophones') > 0,
    batteriesDamaged: careerOf(state).uboatType === 'XXI' ? batteries >= 3 : batteries > 0, // Q-BATTERY
    oneElectricMotorOut: motors === 1,
    bothElectricMotorsOut: motors >= 2,
    nightSurfaceAttackFirstRound:
      encounter.approach?.attack === 'nightSurface' && (hunt?.detectionRolls ?? 0) <= 1,
    detectionRolled12: hunt?.lastRoll12 ?? false,
  };
  return applied(charts.E3.modifiers, applies, '9.6.10');
}
