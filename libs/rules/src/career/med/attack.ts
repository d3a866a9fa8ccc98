import { medChart } from '../../campaigns';
import { MED_ATTACK, MED_RANGES, type MedRange } from '../../campaigns/beneath-the-med';
import type { MedChartPack } from '../../campaigns/beneath-the-med/charts';
import { MED_OPTION_RULES } from '../../campaigns/beneath-the-med/option-rules';
import type { DetectedFirst } from '../../campaigns/beneath-the-med/escort';
import type { DiceSource } from '../../dice';
import { torpedoHit } from '../common/ship-hits';
import type { CareerCommand, Shot } from '../model/commands';
import type { AttackApproachChosen, CareerEvent, TimeOfDaySet, TorpedoFired } from '../model/events';
import { detectionBeforeFiring } from './escorts';
import type { MedCareer } from '../model/med';
import { rollOn, type RecordedRoll } from '../model/rolls';
import type { ApproachRange } from '../model/vocabulary';
import type { Encounter, MedState, TargetShip, TorpedoType } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { b1Modifiers } from './attack-modifiers';
import { medGunReady, medTorpedoesReady } from './deck-gun';
import { enemyFiresAtClose, submarineRanges, withSubmarine } from './submarine';

/** 7.2.10.1-7.2.10.2: the Comandante attacks the enemy submarine he met, or fires back after its surprise attack. */
const attackingSubmarine = (state: MedState): boolean =>
  state.step.kind === 'submarine' && (state.encounter as Encounter).submarine?.phase === 'attack';

/** 7.2.10.2: closing on a submarine, the boat risks a detection roll ([B3] before firing at close range, 7.2.1). */
function closingOnSubmarine(
  state: MedState,
  range: string,
  dice: DiceSource,
  pack: MedChartPack,
): CareerEvent[] {
  if (range !== 'close') return [];
  const detection = detectionBeforeFiring(state, 'close', dice, pack);
  return [detection, ...enemyFiresAtClose(detection.data.result !== 'notDetected', dice)];
}

type ChooseApproach = Extract<CareerCommand, { type: 'ChooseApproach' }>;
type FireTorpedoes = Extract<CareerCommand, { type: 'FireTorpedoes' }>;

/** 7.1.10: the encounter's day or night, on 1d6 as the ships are met. */
export function rollMedTimeOfDay(dice: DiceSource): TimeOfDaySet {
  const { roll, result } = rollOn(dice, MED_ATTACK.timeOfDay, 'time of day', {
    purpose: 'day or night',
    rule: '7.1.10',
  });
  return { type: 'TimeOfDaySet', data: { timeOfDay: result, roll, rule: '7.1.10' } };
}

/** 7.2.4: the generic escort, a target beside the ships met. */
const genericEscort = (): TargetShip => ({
  type: 'escort',
  name: 'Escort',
  tonnage: MED_ATTACK.genericEscort.tonnage.value,
  sinkPoints: MED_ATTACK.genericEscort.sinkPoints.value,
  damage: 0,
  fast: true,
});

/**
 * 7.2.4, 11.6: the escort the Comandante attacks; with 11.6 its type rolled on 1d6, of the rule's tonnage and [T5]'s
 * row of that name (its sink points, and its class for [B1]: a sloop or corvette +1, the others +2).
 */
function escortAttacked(
  state: MedState,
  dice: DiceSource,
  pack: MedChartPack,
): { ship: TargetShip; roll: RecordedRoll | null } {
  if (!(state.career as MedCareer).options.variableGenericEscort)
    return { ship: genericEscort(), roll: null };
  const { roll, result } = rollOn(dice, MED_OPTION_RULES.variableGenericEscort, '11.6', {
    purpose: 'generic escort type',
    rule: '11.6',
  });
  const row = medChart(pack, 'T5').rows.find((r) => r.name === result.name);
  if (!row) throw new RangeError(`[T5] lists no ${result.name}`);
  const ship = {
    type: 'escort',
    name: row.name,
    tonnage: result.tonnage,
    sinkPoints: row.sinkPoints,
    damage: 0,
    fast: row.fast,
  } as const;
  return { ship, roll };
}

const isMedRange = (range: string): range is MedRange => (MED_RANGES as readonly string[]).includes(range);

/**
 * 7.2.1-7.2.2: the range, and at night a surface attack or not. Against escorted ships close and standard range roll
 * [B3] before the salvo, and a boat detected may not fire: the escorts attack (7.2.5). Against unescorted ships no
 * roll is made.
 */
export function chooseMedApproach(
  state: MedState,
  command: ChooseApproach,
  dice: DiceSource,
  pack: MedChartPack,
): CareerEvent[] {
  if (!attackingSubmarine(state)) requireStep(state, 'shipsSighted', '7.2.1', 'ChooseApproach');
  const encounter = state.encounter as Encounter;
  const { attack, range } = command.data;
  if (!isMedRange(range))
    throw violation('7.2.1', 'approach/range-not-allowed', `${range} is not a range of Beneath the Med`);
  if (withSubmarine(state) && (attack !== 'submerged' || !submarineRanges(state).includes(range as never)))
    throw violation(
      '7.2.10.2',
      'approach/range-not-allowed',
      `Submerged, at ${submarineRanges(state).join(', ')}`,
    );
  if (attack === 'surfaced' || (attack === 'nightSurface' && encounter.timeOfDay !== 'night'))
    throw violation('7.2.2', 'approach/night-surface-attack-not-allowed', 'Submerged, or surfaced at night');
  if (command.data.attackEscort && !encounter.escorted)
    throw violation('7.2.4', 'approach/no-escort-to-attack', 'No escort to attack');
  if (!medTorpedoesReady(state) && !medGunReady(state, pack))
    throw violation(
      '7.2.3',
      'combat/nothing-to-fire',
      'No torpedo loaded and no deck gun to fire: let the ships pass',
    );
  // 7.2.1: a range of Beneath the Med's own, recorded in its words as its class and areas are
  const escort = command.data.attackEscort ? escortAttacked(state, dice, pack) : null;
  const approach = {
    attack,
    range: range as ApproachRange,
    escortTarget: escort?.ship ?? null,
    ...(escort?.roll && { escortTypeRoll: escort.roll }),
    wolfpackRoll: null,
    wolfpack: null,
  };
  const chosen: AttackApproachChosen = { type: 'AttackApproachChosen', data: approach };
  if (withSubmarine(state)) return [chosen, ...closingOnSubmarine(state, range, dice, pack)]; // 7.2.10.2
  const first = (MED_ATTACK.detectedBeforeFiring as readonly string[]).includes(range) && encounter.escorted;
  return first ? [chosen, detectionBeforeFiring(state, range as DetectedFirst, dice, pack)] : [chosen];
}

/**
 * 7.2.3: the salvo, every shot declared before any roll, from one end; at night on the surface the other end may fire
 * its second salvo (7.2.3.1). Each torpedo is rolled on [B1], a hit on [B6] for a dud and a good hit on [B2] for its
 * damage, the hit procedure both games play (common/ship-hits.ts).
 */
export function fireMedTorpedoes(
  state: MedState,
  command: FireTorpedoes,
  dice: DiceSource,
  pack: MedChartPack,
): CareerEvent[] {
  requireStep(state, 'firing', '7.2.3', 'FireTorpedoes');
  const shots = command.data.shots;
  salvoCheck(state, shots);
  const first = shots[0].end;
  const ordered = [...shots].sort((a, b) => Number(a.end !== first) - Number(b.end !== first));
  const ships = [...(state.encounter as Encounter).ships];
  return ordered.flatMap((shot) => medTorpedo(state, shot, shot.end === first ? 1 : 2, ships, dice, pack));
}

function salvoCheck(state: MedState, shots: readonly Shot[]): void {
  const encounter = state.encounter as Encounter;
  const career = state.career as MedCareer;
  if (shots.length === 0) throw violation('7.2.3', 'combat/too-many-torpedoes', 'Fire at least one torpedo');
  const ends = new Set(shots.map((s) => s.end));
  if (ends.size > 1 && encounter.approach?.attack !== 'nightSurface')
    throw violation(
      '7.2.3',
      'combat/both-ends-not-allowed',
      'One end only, but at night on the surface (7.2.3.1)',
    );
  if (!medTorpedoesReady(state))
    throw violation('7.2.3', 'combat/weapon-class-fired', 'The salvo of this round is fired');
  const seen = new Set<string>();
  for (const shot of shots) {
    const loaded = shot.end === 'bow' ? career.torpedoes.bowTubes : career.torpedoes.sternTubes;
    const key = `${shot.end}${shot.tube}`;
    if (seen.has(key) || shot.tube < 0 || shot.tube >= loaded.length)
      throw violation(
        '7.2.3',
        'combat/too-many-torpedoes',
        `${shot.end} tube ${shot.tube + 1} is not loaded`,
      );
    seen.add(key);
    const target = encounter.ships[shot.target] as TargetShip | undefined;
    if (!target || target.damage >= target.sinkPoints)
      throw violation('7.2.3', 'combat/no-such-target', `There is no target ${shot.target} afloat`);
  }
}

function medTorpedo(
  state: MedState,
  shot: Shot,
  salvo: 1 | 2,
  ships: TargetShip[],
  dice: DiceSource,
  pack: MedChartPack,
): CareerEvent[] {
  const career = state.career as MedCareer;
  const torpedo = (shot.end === 'bow' ? career.torpedoes.bowTubes : career.torpedoes.sternTubes)[shot.tube];
  const target = ships[shot.target];
  const fired = (roll: TorpedoFired['data']['roll'], hit: boolean): TorpedoFired => ({
    type: 'TorpedoFired',
    data: {
      ...{ end: shot.end, tube: shot.tube, torpedo: torpedo as unknown as TorpedoType, target: shot.target },
      ...{ salvo, roll, homingFloor: null, hit, fatReroll: null, newTarget: null },
    },
  });
  if (target.damage >= target.sinkPoints) return [fired(null, false)]; // sunk by an earlier torpedo: spent all the same
  const range = ((state.encounter as Encounter).approach?.range ?? 'medium') as MedRange;
  const b1 = medChart(pack, 'B1');
  const toHit = rollOn(dice, b1.ranges[range], `B1 ${range}`, {
    purpose: `torpedo at ${target.name}`,
    rule: '7.2.3',
    modifiers: b1Modifiers(b1, { career, target, salvo, pack, torpedo, range }),
  });
  const event = fired(toHit.roll, toHit.result === 'hit');
  if (toHit.result !== 'hit') return [event];
  const dud = { table: medChart(pack, 'B6'), chart: 'B6', rule: '7.2.3', modifiers: [] };
  const damage = { table: medChart(pack, 'B2'), chart: 'B2', rule: '7.2.3', modifiers: [] };
  return [event, ...torpedoHit(shot.target, ships, dice, dud, damage)];
}
