import { medChart } from '../../campaigns';
import { medBoardOf } from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import type {
  B3ModifierId,
  B4ModifierId,
  DetectedFirst,
  MedDepthChargeDamageChart,
  MedSystem,
} from '../../campaigns/beneath-the-med/escort';
import type { DiceSource } from '../../dice';
import { belowTestDepth, detectionOn, floodingChecked } from '../common/escort-hunt';
import type { CareerCommand } from '../model/commands';
import type { AdditionalFloodingChecked } from '../model/events-damage';
import type { DepthCharged, EscortDetectionRolled, TestDepthExceeded, UBoatSunk } from '../model/events';
import {
  NO_MED_DAMAGE,
  type MedBoatDamage,
  type MedCareer,
  type MedHit,
  type MedPatrol,
  type MedRepairsAttempted,
  type MedTorpedoLoad,
} from '../model/med';
import { roundEndRepairs } from './repairs';
import { medAbort } from './abort';
import { rollOn, type AppliedModifier } from '../model/rolls';
import { engineerHolds, medInCommand } from './crew';
import { medCrewInjuries, type MedInjuryEvent } from './crew-injuries';
import type { Encounter, EscortHunt, MedState } from '../model/state';
import { requireStep, ruleProblem, throwIf, type RuleProblem } from '../model/violations';
import type { MedQualityRolled } from '../model/med-options';
import type { MedForceQuality } from '../../campaigns/beneath-the-med/option-rules';
import { eliteEscortDetection, escortQualityFor, escortQualityHits, medAdjustedAttack } from './quality';

// The escorts' answer (7.2.1, 7.2.5-7.2.6): their detection on [B3], their depth charges on [B4], each hit on [B5].

type EvadeEscorts = Extract<CareerCommand, { type: 'EvadeEscorts' }>;

/** TubesReloaded in Beneath the Med (4.5): The Hunted's stored type, the load in the Med's words. */
interface MedTubesReloaded {
  readonly type: 'TubesReloaded';
  readonly data: { readonly rule: '4.5'; readonly torpedoes: MedTorpedoLoad };
}

/** The events of the escorts' hunt in Beneath the Med: The Hunted's stored types, a hit in [B5]'s words. */
export type MedHuntEvent =
  | EscortDetectionRolled
  | TestDepthExceeded
  | DepthCharged
  | MedHit
  | AdditionalFloodingChecked
  | MedTubesReloaded
  | MedQualityRolled
  | UBoatSunk
  | MedInjuryEvent
  | MedRepairsAttempted;

export const damageOf = (state: MedState): MedBoatDamage =>
  (state.patrol as MedPatrol).damage ?? NO_MED_DAMAGE;
const encounterOf = (state: MedState): Encounter => state.encounter as Encounter;
const huntOf = (state: MedState): EscortHunt => encounterOf(state).hunt as EscortHunt;

/** Applied modifiers of a chart, those whose id holds. */
const holding = <Id extends string>(
  chart: { readonly modifiers: readonly { id: Id; value: number; rule?: string }[] },
  holds: Partial<Record<Id, boolean>>,
  rule: string,
): AppliedModifier[] =>
  chart.modifiers
    .filter((m) => holds[m.id] === true)
    .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? rule }));

/** 7.2.1: before the salvo at close or standard range, 2d6 on [B3] with the year's modifier, the only one. */
export function detectionBeforeFiring(
  state: MedState,
  range: DetectedFirst,
  dice: DiceSource,
  pack: MedChartPack,
): EscortDetectionRolled {
  const b3 = medChart(pack, 'B3', '7.2.1');
  const date = (state.career as MedCareer).date;
  const year = [...b3.yearModifiers].reverse().find((m) => m.from <= date);
  const modifiers = year && year.value !== 0 ? [{ id: 'year', value: year.value, rule: '7.2.1' }] : [];
  const { roll, result } = rollOn(dice, b3.beforeFiring[range], `B3 ${range}`, {
    purpose: 'escort detection',
    rule: '7.2.1',
    modifiers,
  });
  return { type: 'EscortDetectionRolled', data: { rule: '7.2.1', roll, result, bold: false } };
}

/** 7.2.6: not in the first detection after a night surface attack; no BOLD in Beneath the Med (digest §1.4). */
function evasionProblem(state: MedState, evasion: EvadeEscorts['data']): RuleProblem | null {
  if (evasion.bold) return ruleProblem('7.2.5', 'combat/no-bold', 'Beneath the Med has no BOLD decoy');
  const firstNight =
    encounterOf(state).approach?.attack === 'nightSurface' && huntOf(state).detectionRolls === 0;
  if (evasion.exceedTestDepth && firstNight)
    return ruleProblem(
      '7.2.6',
      'combat/no-test-depth-dive',
      'Not in the first detection after a night surface attack',
    );
  return null;
}

export const medEvasionChoices = (state: MedState): EvadeEscorts[] =>
  [false, true]
    .map((exceedTestDepth): EvadeEscorts => ({
      type: 'EvadeEscorts',
      data: { exceedTestDepth, bold: false },
    }))
    .filter((c) => evasionProblem(state, c.data) === null);

/** 7.2.5-7.2.6: the dive below test depth if declared, then the escorts' [B3] (their quality first, 11.4). */
export function evadeMedEscorts(
  state: MedState,
  command: EvadeEscorts,
  dice: DiceSource,
  pack: MedChartPack,
): MedHuntEvent[] {
  requireStep(state, 'evading', '7.2.5', 'EvadeEscorts');
  throwIf(evasionProblem(state, command.data));
  const track = medChart(pack, 'B5').hullBoxes.value;
  const dive: TestDepthExceeded[] = command.data.exceedTestDepth
    ? [{ type: 'TestDepthExceeded', data: belowTestDepth(damageOf(state).hull, track, dice, '7.2.6') }]
    : [];
  if (dive[0]?.data.imploded) return [...dive, sunk('7.2.6', 'testDepth')];
  const { rolled, quality } = escortQualityFor(state, dice);
  const detection = detectionAfterSalvo(state, dice, pack, { exceededTestDepth: dive.length > 0, quality });
  if (detection.data.result !== 'notDetected') return [...dive, ...rolled, detection];
  const after = roundEndRepairs(state, '7.2.5', dice, pack); // 7.5.1, 7.5.3: the round is over
  return [...dive, ...rolled, detection, ...after, ...medTubesReloaded(state.career as MedCareer, pack)];
}

/** 4.5: once the combat is over, each end's empty tubes are loaded from its own reloads (004 L600-629). */
export function medTubesReloaded(career: MedCareer, pack: MedChartPack): MedTubesReloaded[] {
  const board = medBoardOf(medChart(pack, 'statusBoards'), career.uboatType);
  const t = career.torpedoes;
  const bow = t.bowReloads.slice(0, Math.max(0, board.bowTubes.value - t.bowTubes.length));
  const stern = t.sternReloads.slice(0, Math.max(0, board.sternTubes.value - t.sternTubes.length));
  if (bow.length + stern.length === 0) return [];
  const torpedoes = {
    bowTubes: [...t.bowTubes, ...bow],
    sternTubes: [...t.sternTubes, ...stern],
    bowReloads: t.bowReloads.slice(bow.length),
    sternReloads: t.sternReloads.slice(stern.length),
  };
  return [{ type: 'TubesReloaded', data: { rule: '4.5', torpedoes } }];
}

export const sunk = (rule: string, cause: UBoatSunk['data']['cause']): UBoatSunk => ({
  type: 'UBoatSunk',
  data: { rule, cause },
});

/** 7.2.5: 2d6 on [B3] with every modifier that holds (11.4: +1 for elite escorts); an unmodified 2 is never detected. */
function detectionAfterSalvo(
  state: MedState,
  dice: DiceSource,
  pack: MedChartPack,
  { exceededTestDepth, quality }: { exceededTestDepth: boolean; quality: MedForceQuality | null },
): EscortDetectionRolled {
  const b3 = medChart(pack, 'B3', '7.2.5');
  const encounter = encounterOf(state);
  const systems = damageOf(state).systems;
  const types = encounter.ships.map((s) => s.type);
  const holds: Partial<Record<B3ModifierId, boolean>> = {
    previouslyDetected: huntOf(state).previouslyDetected,
    steamTorpedoesByDay: encounter.g7aByDay,
    nightSurfaceAttack:
      encounter.approach?.attack === 'nightSurface' && (state.career as MedCareer).date >= '1941-01',
    capitalShip: types.includes('capitalShip'),
    warship: ['escort', 'submarine'].includes(types[0]), // a warship met (7.1.5), not the escort attacked (7.2.4)
    escortUnharmed: encounter.escortTarget === 'unharmed',
    escortSunkOrDamaged: encounter.escortTarget === 'hit',
    exceededTestDepth,
    divePlanesDamaged: systems.includes('divePlanes'),
    fuelTanksDamaged: systems.includes('fuelTanks'),
    goldMedal: ((state.career as MedCareer).awards.goldMedal ?? 0) > 0, // 7.8.9
    ...commandModifiers(state.career as MedCareer),
  };
  const unmodified = b3.unmodified.map((u) => ({ roll: u.roll, result: u.value }));
  const elite = eliteEscortDetection(quality)?.value ?? 0;
  const rolled = detectionOn(dice, b3, unmodified, 'B3', {
    rule: '7.2.5',
    modifiers: [
      ...holding(b3, holds, '7.2.5'),
      ...(elite !== 0 ? [{ id: 'eliteEscort', value: elite, rule: '11.4' }] : []),
    ],
  });
  return { type: 'EscortDetectionRolled', data: { rule: '7.2.5', ...rolled, bold: false } };
}

/** 7.5.6: the Secondo in command +1, the Ufficiale alle Armi +2, on [B1] and on [B3] after the salvo. */
export function commandModifiers(career: MedCareer) {
  const commander = medInCommand(career.wounds);
  return { secondoInCommand: commander === 'secondo', ufficialeAlleArmiInCommand: commander === 'armi' };
}

/**
 * Automatic while the boat is detected (7.2.5): the attack on [B4], then each of its hits on [B5], then the additional
 * flooding check of a turn with new flooding (7.5.2).
 */
export function medDepthChargeStep(state: MedState, dice: DiceSource, pack: MedChartPack): MedHuntEvent[] {
  const hunt = huntOf(state);
  const b5 = medChart(pack, 'B5');
  if (hunt.hitsToRoll > 0) {
    const hit = medHit(damageOf(state), b5, dice);
    if (hit.data.sunk) return [hit, sunk('7.5.4', 'hull')];
    const leaking = hit.data.systems.includes('fuelTanks') && !(state.patrol as MedPatrol).abort;
    const abort = leaking ? [medAbort('7.5.5', 'fuelTanks')] : []; // 7.5.5: abort at once
    return [hit, ...abort, ...medCrewInjuries(state, hit.data.crewInjuries, '7.2.5', dice, pack)]; // 7.5.6 on [B8]
  }
  if (hunt.floodingThisRound) return [extraFlooding(state, b5, dice)];
  return medDepthCharges(state, dice, pack);
}

/**
 * 7.2.5: the escorts' [B4] attack, their quality rolled first when due (11.4), its hits changed by that quality and
 * by the Comandante's `evasion` (11.3); the boat sunk outright ends it.
 */
export function medDepthCharges(
  state: MedState,
  dice: DiceSource,
  pack: MedChartPack,
  evasion?: { readonly rule: string; readonly hits: number },
): MedHuntEvent[] {
  const { rolled, quality } = escortQualityFor(state, dice);
  const attack = depthCharges(state, dice, pack, [
    ...escortQualityHits(quality),
    ...(evasion ? [evasion] : []),
  ]);
  return [...rolled, attack, ...(attack.data.sunk ? [sunk('7.2.5', 'attack')] : [])];
}

/** 7.2.2: the first turn of the combat, the salvo's or, detected before firing, the approach's (7.2.1). */
const firstTurn = (hunt: EscortHunt): boolean => hunt.detectionRolls === (hunt.origin === 'detected' ? 0 : 1);

/** 7.2.5: 2d6 on [B4], its hits (with the optional rules' `adjustments`, §11) or the boat sunk outright. */
function depthCharges(
  state: MedState,
  dice: DiceSource,
  pack: MedChartPack,
  adjustments: readonly { readonly rule: string; readonly hits: number }[],
): DepthCharged {
  const b4 = medChart(pack, 'B4', '7.2.5');
  const hunt = huntOf(state);
  const systems = damageOf(state).systems;
  const motors = ['electricMotor1', 'electricMotor2'].filter((m) => systems.includes(m as MedSystem)).length;
  const holds: Partial<Record<B4ModifierId, boolean>> = {
    nightSurfaceAttackFirstTurn: encounterOf(state).approach?.attack === 'nightSurface' && firstTurn(hunt),
    detectionRolled12: hunt.lastRoll12,
    oneElectricMotorOut: motors === 1,
    bothElectricMotorsOut: motors === 2,
    batteriesDamaged: systems.includes('batteries'),
    fuelTanksDamaged: systems.includes('fuelTanks'),
    hydrophonesDamaged: systems.includes('hydrophones'),
  };
  const { roll, result } = rollOn(dice, b4, 'B4', {
    purpose: 'depth charges',
    rule: '7.2.5',
    modifiers: holding(b4, holds, '7.2.5'),
  });
  const data = { specialCheck: null, weapon: 'depthCharges' as const, weaponRoll: null, hedgehogHit: null };
  const { hits, sunk, rulesApplied } = medAdjustedAttack(
    { hits: result.hits, sunk: result.uboatSunk },
    adjustments,
  );
  const applied = rulesApplied.length > 0 ? { rulesApplied } : {};
  return { type: 'DepthCharged', data: { ...data, roll, hits, sunk, ...applied } };
}

/** 7.2.5: one d66 on [B5]; hull and flooding accumulate, a system damaged or absent takes no effect (7.5.8). */
export function medHit(damage: MedBoatDamage, b5: MedDepthChargeDamageChart, dice: DiceSource): MedHit {
  const { roll, result } = rollOn(dice, b5, 'B5', { purpose: 'damage to the submarine', rule: '7.2.5' });
  const { damage: what, times } = result;
  const hull = what === 'hull' ? Math.min(damage.hull + times, b5.hullBoxes.value) : damage.hull;
  const flooding =
    what === 'flooding' ? Math.min(damage.flooding + times, b5.floodingBoxes.value) : damage.flooding;
  const isSystem = !['hull', 'flooding', 'crewInjury', 'noEffect'].includes(what);
  const systems = isSystem && !damage.systems.includes(what as MedSystem) ? [what as MedSystem] : [];
  const effect = isSystem
    ? systems.length > 0
      ? 'systemDamaged'
      : 'noEffect'
    : (what as MedHit['data']['effect']);
  const data = {
    ...{ roll, damage: what, times, systems, hull, flooding, hullHoled: false as const },
    crewInjuries: what === 'crewInjury' ? times : 0,
    sunk: what === 'hull' && hull >= b5.hullBoxes.value, // 7.5.4
    forcedToSurface: what === 'flooding' && flooding >= b5.floodingBoxes.value, // 7.5.2
    effect,
  };
  return { type: 'UBoatHit', data };
}

/** 7.5.2: 1d6 after a turn with new flooding, 5-6 one more box; the Direttore di Macchina −1 expert, +1 SW or KIA. */
export function extraFlooding(
  state: MedState,
  b5: MedDepthChargeDamageChart,
  dice: DiceSource,
): AdditionalFloodingChecked {
  const track = { flooding: damageOf(state).flooding, boxes: b5.floodingBoxes.value };
  const holds = engineerHolds(state.career as MedCareer);
  const how = { rule: '7.5.2', modifiers: holding(b5.extraFlooding, holds, '7.5.2') };
  return {
    type: 'AdditionalFloodingChecked',
    data: floodingChecked(dice, b5.extraFlooding, 'B5 extra flooding', how, track),
  };
}
