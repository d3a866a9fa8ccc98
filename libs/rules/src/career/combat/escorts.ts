import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import { e2Modifiers, surfacedUnderAttack } from './combat-modifiers';
import type { CareerCommand } from '../model/commands';
import { injuries } from '../damage/crew-injuries';
import type { CareerEvent, DepthCharged, EscortDetectionRolled, TestDepthExceeded } from '../model/events';
import { checkFlooding } from '../damage/flooding';
import { rollOn } from '../model/rolls';
import { belowTestDepth, detectionOn } from '../common/escort-hunt';
import { boardOf, boatOf, careerOf, type CareerState, encounterOf, huntOf } from '../model/state';
import { rollHit } from '../damage/uboat-damage';
import { requireStep, ruleProblem, throwIf, type RuleProblem } from '../model/violations';
import type { EvasiveManoeuvreDue } from '../model/events-options';
import { evasiveManoeuvreDue, evasiveManoeuvresDue } from './evasive-manoeuvres';
import { extremeDetectionTable } from '../options/extreme-range';
import { keenJudgement } from '../options/kommandant';
import { escortQualityDue, rollEscortQuality, withEscortQuality } from '../options/quality';
import { depthChargesOnE3 } from './depth-charges';

// The escorts' hunt (9.6): the evasion the Kommandant declares, [E2], and the depth-charge attack with its hits.

type EvadeEscorts = Extract<CareerCommand, { type: 'EvadeEscorts' }>;
type Evasion = EvadeEscorts['data'];

/** Why this evasion is not allowed now, or null (9.6.5-9.6.7, 9.8.8.2). */
function evasionProblem(state: CareerState, evasion: Evasion, charts: ChartPack): RuleProblem | null {
  const encounter = encounterOf(state);
  const firstNightRound = encounter.approach?.attack === 'nightSurface' && huntOf(state).detectionRolls === 0;
  if (evasion.exceedTestDepth && (firstNightRound || boatOf(state).hullHoled))
    return ruleProblem(
      '9.6.6',
      'combat/no-test-depth-dive',
      'Not in the first round of a night surface attack',
    );
  const boldInService = careerOf(state).date >= boardOf(charts, careerOf(state).uboatType).equipment.boldFrom;
  if (evasion.bold && (huntOf(state).boldUsed || boatOf(state).boldDecoys < 1 || !boldInService))
    return ruleProblem('9.6.7', 'combat/no-bold', 'One BOLD per encounter, while decoys remain');
  return null;
}

export function evasionChoices(state: CareerState, charts: ChartPack): EvadeEscorts[] {
  return [false, true]
    .flatMap((exceedTestDepth) => [false, true].map((bold) => ({ exceedTestDepth, bold })))
    .filter((e) => evasionProblem(state, e, charts) === null)
    .map((data) => ({ type: 'EvadeEscorts', data }));
}

/** 9.6.4-9.6.9, E-EVASION: the declared evasion, then the escorts' detection roll. */
export function evadeEscorts(
  state: CareerState,
  command: EvadeEscorts,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  requireStep(state, 'evading', '9.6.3', 'EvadeEscorts');
  throwIf(evasionProblem(state, command.data, charts));
  const dive = command.data.exceedTestDepth ? [exceedTestDepth(state, dice, charts)] : [];
  if (dive[0]?.data.imploded)
    return [...dive, { type: 'UBoatSunk', data: { rule: '9.6.4', cause: 'testDepth' } }];
  const evasion = { exceededTestDepth: dive.length > 0, bold: command.data.bold };
  const quality = escortQualityDue(state) ? [rollEscortQuality(dice, charts)] : []; // 14.6.1, 9.6.7
  const hunted = quality.length > 0 ? withEscortQuality(state, quality[0]) : state;
  return [...dive, ...quality, detection(hunted, dice, charts, evasion)];
}

/** 9.6.9: 2d6 on [E2]; an unmodified 2 is never detected. */
function detection(
  state: CareerState,
  dice: DiceSource,
  charts: ChartPack,
  evasion: { exceededTestDepth: boolean; bold: boolean },
): EscortDetectionRolled {
  const extreme = extremeDetectionTable(state, charts); // 14.16: unmodified
  if (extreme) {
    const far = rollOn(dice, extreme, 'E2 extreme range', { purpose: 'escort detection', rule: '14.16' });
    return { type: 'EscortDetectionRolled', data: { rule: '9.6.9', ...far, bold: evasion.bold } };
  }
  const rolled = detectionOn(dice, charts.E2, charts.E2.unmodified, 'E2', {
    rule: '9.6.9',
    modifiers: e2Modifiers(state, charts, evasion),
  });
  return { type: 'EscortDetectionRolled', data: { rule: '9.6.9', ...rolled, bold: evasion.bold } };
}

/**
 * 9.6.4: one hull box at once, then 2d6 against the hull boxes marked: lower implodes, equal marks one more and
 * rolls again, higher holds (and gives −1 on this round's [E2]). A full hull track sinks the boat (9.6.13).
 */
function exceedTestDepth(state: CareerState, dice: DiceSource, charts: ChartPack): TestDepthExceeded {
  if (keenJudgement(state))
    return {
      type: 'TestDepthExceeded',
      data: { rolls: [], hull: boatOf(state).hullDamage, imploded: false, keenJudgement: true },
    };
  const track = boardOf(charts, careerOf(state).uboatType).tracks.hullBoxes.value;
  return { type: 'TestDepthExceeded', data: belowTestDepth(boatOf(state).hullDamage, track, dice, '9.6.4') };
}

/**
 * Automatic, while detected: the attack (9.6.10), then each hit on [E4] (9.6.11) with its crew injuries resolved at
 * once (10.0 step 4), then the additional flooding check (10.1.3).
 */
export function depthChargeStep(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const hunt = huntOf(state);
  if (hunt.hitsToRoll > 0) {
    const board = boardOf(charts, careerOf(state).uboatType);
    const hit = rollHit(boatOf(state), board, 'normal', dice, charts);
    if (hit.data.sunk) return [hit, { type: 'UBoatSunk', data: { rule: '9.6.13', cause: 'hull' } }];
    const cause = { rule: '9.6.11', lightWoundOnly: !surfacedUnderAttack(state) }; // 10.6.1, E-SURFACED
    return [hit, ...injuries(state, hit.data.crewInjuries, cause, dice, charts).events];
  }
  if (hunt.floodingThisRound) return [checkFlooding(state, dice, charts)];
  if (escortQualityDue(state)) return [rollEscortQuality(dice, charts)]; // 14.6.1: detected closing in (9.2.2)
  const attack = depthCharge(state, dice, charts);
  if (attack.type === 'EvasiveManoeuvreDue') return [attack];
  return attack.data.sunk
    ? [attack, { type: 'UBoatSunk', data: { rule: '9.6.10', cause: 'attack' } }]
    : [attack];
}

/**
 * 9.6.10: 1d6 — on 1 Hedgehog or Squid ([E3b]-[E3d]); otherwise depth charges on [E3] with its modifiers, after
 * the evasive manoeuvres when 14.8 is in play.
 */
function depthCharge(
  state: CareerState,
  dice: DiceSource,
  charts: ChartPack,
): DepthCharged | EvasiveManoeuvreDue {
  const check = rollOn(dice, charts.E3.specialAttackCheck, 'E3 special attack', {
    purpose: 'special ASW weapon (1)',
    rule: '9.6.10',
  });
  if (check.result === 'normalAttack')
    return evasiveManoeuvresDue(state)
      ? evasiveManoeuvreDue(check.roll)
      : depthChargesOnE3(state, dice, charts, check.roll, null);
  const year1945 = careerOf(state).date >= '1945-01';
  const weapon = rollOn(dice, charts.E3b, 'E3b', {
    purpose: 'Hedgehog or Squid',
    rule: '9.6.10',
    modifiers: charts.E3b.modifiers
      .filter(() => year1945)
      .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '9.6.10' })),
  });
  const base = { specialCheck: check.roll, weapon: weapon.result, weaponRoll: weapon.roll };
  if (weapon.result === 'squid') {
    const squid = rollOn(dice, charts.E3d, 'E3d', { purpose: 'Squid', rule: '9.6.10' });
    const { hits, uboatSunk } = squid.result;
    return {
      type: 'DepthCharged',
      data: { ...base, hedgehogHit: null, roll: squid.roll, hits, sunk: uboatSunk },
    };
  }
  const aim = rollOn(dice, charts.E3c, 'E3c', { purpose: 'Hedgehog hits (1-2)', rule: '9.6.10' });
  if (aim.result === 'miss')
    return {
      type: 'DepthCharged',
      data: { ...base, hedgehogHit: aim.roll, roll: null, hits: 0, sunk: false },
    };
  const blast = rollOn(dice, charts.E3c.damage, 'E3c damage', { purpose: 'Hedgehog damage', rule: '9.6.10' });
  const { hits, uboatSunk } = blast.result;
  return {
    type: 'DepthCharged',
    data: { ...base, hedgehogHit: aim.roll, roll: blast.roll, hits, sunk: uboatSunk },
  };
}
