import type { ChartPack, E2ModifierId, E3ModifierId, Modifier, U1ModifierId } from '../../charts';
import { expertOnDuty, inCommand } from '../model/crew';
import { kommandantHolds } from '../port/decorations';
import type { AppliedModifier } from '../model/rolls';
import { boatOf, careerOf, type CareerState, encounterOf, type ShotContext } from '../model/state';
import { e2OptionalRules, u1OptionalRules } from '../options/modifiers';
import { packDetection } from '../special/wolfpack-battle';

// Which chart modifiers apply now (the optional rules' own in options/modifiers.ts).

function applied<Id extends string>(
  modifiers: readonly Modifier<Id>[],
  applies: Partial<Record<Id, boolean>>,
  rule: string,
): AppliedModifier[] {
  const found: AppliedModifier[] = [];
  for (const m of modifiers) {
    if (applies[m.id]) found.push({ id: m.id, value: m.value, rule: m.rule ?? m.optionalRule ?? rule });
  }
  return found;
}

const damaged = (state: CareerState, system: string) =>
  boatOf(state).damagedSystems.filter((s) => s === system).length;

/** 10.6.3, Q-1WO-CMD (E-COMMAND): who commands when it costs: the 1WO (not an Experte), or someone below him. */
function standIn(state: CareerState): 'firstWatchOfficer' | 'below' | null {
  const crew = careerOf(state).crew;
  const command = inCommand(crew);
  if (command === 'kommandant') return null;
  if (command === 'firstWatchOfficer') return crew.firstWatchOfficer.expert ? null : 'firstWatchOfficer';
  return 'below';
}

/** [U1] modifiers for one torpedo or ammunition point (9.2.3, 9.4.2, 9.5, 9.9.3, 9.10, 11.3.6). */
export function u1Modifiers(state: CareerState, charts: ChartPack, shot: ShotContext): AppliedModifier[] {
  const { attack, range } = encounterOf(state).approach ?? { attack: 'submerged', range: 'medium' };
  const torpedo = shot.weapon !== 'deckGun';
  const crew = careerOf(state).crew;
  // the Kommandant's decorations count only while he is neither SW nor KIA.
  const knightsCross = kommandantHolds(state, charts, 'knightsCross');
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
    greenCrew: crew.quality === 'green',
    kommandantSeverelyWounded: standIn(state) === 'firstWatchOfficer',
    kommandantAndFirstWatchOfficerOut: standIn(state) === 'below',
    firstWatchOfficerExperteSurfacedTorpedoes:
      torpedo && attack !== 'submerged' && expertOnDuty(crew.firstWatchOfficer),
    secondWatchOfficerExperteDeckGun: !torpedo && expertOnDuty(crew.secondWatchOfficer), // 11.1
    ...u1OptionalRules(state, charts, shot), // 14.12, 14.13, 14.15
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
    indianOcean: area === 'indianOcean' || area === 'australia', // E-INDIAN-OCEAN: Australia from Penang (4.7.5)
    bold: evasion.bold,
    typeXXI: careerOf(state).uboatType === 'XXI',
    oakLeaves: kommandantHolds(state, charts, 'oakLeaves'), // 11.3.6
    alberich: boatOf(state).fittings.alberich, // 9.6.8
    aircraftSpottedBoat: hunt?.aircraftSpotted ?? false,
    firstWatchOfficerInCommand: standIn(state) === 'firstWatchOfficer',
    secondWatchOfficerInCommand: standIn(state) === 'below',
    tournamentWolfpackFocused: packDetection(state) === 'focused', // 13.5.4
    tournamentWolfpackBusy: packDetection(state) === 'busy',
    ...e2OptionalRules(state, evasion.bold), // 14.6, 14.12
  };
  return applied(charts.E2.modifiers, applies, '9.6.3');
}

/** 9.5.1, 9.6.6, E-SURFACED: in the first round of a night surface attack the escorts catch the boat on the surface. */
export function surfacedUnderAttack(state: CareerState): boolean {
  const encounter = encounterOf(state);
  return encounter.approach?.attack === 'nightSurface' && (encounter.hunt?.detectionRolls ?? 0) <= 1;
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
    nightSurfaceAttackFirstRound: surfacedUnderAttack(state),
    detectionRolled12: hunt?.lastRoll12 ?? false,
  };
  return applied(charts.E3.modifiers, applies, '9.6.10');
}
