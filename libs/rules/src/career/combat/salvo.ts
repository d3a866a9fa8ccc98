import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import { u1Modifiers } from './combat-modifiers';
import type { CareerCommand, Shot } from '../model/commands';
import type { CareerEvent, CombatRoundEnded, DeckGunFired, TorpedoFired } from '../model/events';
import { superiorTorpedoes } from '../patrol/random-events';
import { rollOn, type RecordedRoll } from '../model/rolls';
import { identifyShip } from '../common/ships-sighted';
import { extremeSalvoProblem, toHitTable } from '../options/extreme-range';
import { EXTREME } from '../model/vocabulary';
import { targetRules } from '../common/targets';
import {
  boardOf,
  boatOf,
  careerOf,
  type CareerState,
  type Encounter,
  type TargetShip,
  type TorpedoType,
  type WeaponClass,
  encounterOf,
} from '../model/state';
import { requireStep, ruleProblem, throwIf, violation, type RuleProblem } from '../model/violations';
import { readyTubes } from '../common/tubes';
import { damageShip, torpedoHit as shipHit, type DamagePoints, type HitRoll } from '../common/ship-hits';

// Firing (9.2-9.4): torpedoes on [U1], [U2], [U3]; the deck gun on [U1] and [U3]; ships damaged and sunk.

const MAX_GUN_POINTS = 2; // 9.3.2
const HOMING: readonly TorpedoType[] = ['falke', 'zaunkoenig', 'zaunkoenigII'];
const isFaT = (t: TorpedoType) => t === 'g7aFat' || t === 'g7eFat'; // 9.2.4: every straight runner carries FaT now

export const sunk = (ship: TargetShip) => ship.damage >= ship.sinkPoints;
export function afloat(encounter: Encounter): number[] {
  const indexes: number[] = [];
  for (let i = 0; i < encounter.ships.length; i++) if (!sunk(encounter.ships[i])) indexes.push(i);
  return indexes;
}

/** 9.3.1: surfaced, unescorted, a working gun aboard (10.11.8: not taken off at the refit) and ammunition. */
export function deckGunReady(
  state: CareerState,
  charts: ChartPack,
  attack = encounterOf(state).approach?.attack,
): boolean {
  const encounter = encounterOf(state);
  const boat = boatOf(state);
  return (
    attack === 'surfaced' &&
    !encounter.escorted &&
    boardOf(charts, careerOf(state).uboatType).guns.deckGun.value !== null &&
    !boat.fittings.deckGunRemoved &&
    !boat.damagedSystems.includes('deckGun') &&
    boat.deckGunAmmo > 0
  );
}

/** The weapon classes that can still fire this round (9.4.2, E-CLASSES: one at a time vs unescorted ships, each once). */
export function classesLeft(state: CareerState, charts: ChartPack): WeaponClass[] {
  const fired = encounterOf(state).firedThisRound;
  const ends = (['bow', 'stern'] as const).filter(
    (e) => !fired.includes(e) && readyTubes(state, e).length > 0,
  );
  return [
    ...ends,
    ...(deckGunReady(state, charts) && !fired.includes('deckGun') ? ['deckGun' as const] : []),
  ];
}

/** Why this salvo is not allowed, or null (9.1.2, 9.2.1, 9.4.2, 9.5.2). */
export function salvoProblem(state: CareerState, shots: readonly Shot[]): RuleProblem | null {
  const encounter = encounterOf(state);
  if (shots.length === 0)
    return ruleProblem('9.2.1', 'combat/too-many-torpedoes', 'Fire at least one torpedo');
  const ends = [...new Set(shots.map((s) => s.end))];
  const unescorted = !encounter.escorted && !encounter.submarine;
  if (ends.length > 1 && encounter.approach?.attack !== 'nightSurface')
    return ruleProblem(
      '9.2.1',
      'combat/both-ends-not-allowed',
      'Bow and stern together only at night, surfaced',
    );
  if (unescorted && ends.some((e) => encounter.firedThisRound.includes(e)))
    return ruleProblem('9.4.2', 'combat/weapon-class-fired', `The ${ends[0]} tubes fired this round already`);
  const ready = { bow: readyTubes(state, 'bow'), stern: readyTubes(state, 'stern') };
  const targets = afloat(encounter);
  const seen = new Set<string>();
  for (const shot of shots) {
    const key = `${shot.end}${shot.tube}`;
    if (seen.has(key) || !ready[shot.end].includes(shot.tube))
      return ruleProblem(
        '9.2.1',
        'combat/too-many-torpedoes',
        `${shot.end} tube ${shot.tube + 1} is not ready`,
      );
    seen.add(key);
    if (!targets.includes(shot.target))
      return ruleProblem('9.1.2', 'combat/no-such-target', `There is no target ${shot.target} afloat`);
  }
  return extremeSalvoProblem(state, shots); // 14.16
}

type FireTorpedoes = Extract<CareerCommand, { type: 'FireTorpedoes' }>;
type FireDeckGun = Extract<CareerCommand, { type: 'FireDeckGun' }>;

/** 9.2.1-9.2.7, 9.5.2: the salvo, committed before any roll; the other end's torpedoes are the second salvo. */
export function fireTorpedoes(
  state: CareerState,
  command: FireTorpedoes,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  requireStep(state, 'firing', '9.2.1', 'FireTorpedoes');
  throwIf(salvoProblem(state, command.data.shots));
  const first = command.data.shots[0].end;
  const ordered = [...command.data.shots].sort((a, b) => Number(a.end !== first) - Number(b.end !== first));
  const ships = [...encounterOf(state).ships];
  return ordered.flatMap((shot) => torpedo(state, shot, shot.end === first ? 1 : 2, ships, dice, charts));
}

/** How a torpedo ran: its [U1] roll and, for a FaT that missed a convoy ship, the pattern run (9.2.4). */
interface Run {
  readonly roll: RecordedRoll | null;
  readonly homingFloor: number | null;
  readonly hit: boolean;
  readonly fatReroll?: RecordedRoll;
  readonly newTarget?: TorpedoFired['data']['newTarget'];
}

function torpedo(
  state: CareerState,
  shot: Shot,
  salvo: 1 | 2,
  ships: TargetShip[],
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  const boat = boatOf(state);
  const type = (shot.end === 'bow' ? boat.torpedoes.bowTubes : boat.torpedoes.sternTubes)[
    shot.tube
  ] as TorpedoType;
  const target = ships[shot.target];
  const fired = (run: Run): TorpedoFired => ({
    type: 'TorpedoFired',
    data: {
      end: shot.end,
      tube: shot.tube,
      torpedo: type,
      target: shot.target,
      salvo,
      roll: run.roll,
      homingFloor: run.homingFloor,
      hit: run.hit,
      fatReroll: run.fatReroll ?? null,
      newTarget: run.newTarget ?? null,
    },
  });
  if (sunk(target)) return [fired({ roll: null, homingFloor: null, hit: false })]; // spent all the same
  const range = encounterOf(state).approach?.range ?? 'medium';
  const extreme = range === EXTREME; // 14.16: unmodified
  const toHit = rollOn(dice, toHitTable(charts, range), `U1 ${range}`, {
    purpose: `torpedo at ${target.name}`,
    rule: extreme ? '14.16' : '9.2.3',
    modifiers: extreme ? [] : u1Modifiers(state, charts, { weapon: type, target, salvo }),
  });
  const homingFloor = HOMING.includes(type) ? charts.U1.homingFloors[type as 'falke'].value : null;
  const hit = toHit.result === 'hit' || (homingFloor !== null && toHit.roll.natural <= homingFloor); // Q-U1
  const event = fired({ roll: toHit.roll, homingFloor, hit });
  if (hit) return [event, ...torpedoHit(state, shot.target, ships, dice, charts)];
  if (!isFaT(type) || encounterOf(state).kind !== 'convoy') return [event];
  // 9.2.4, Q-FAT: the pattern runner may find another ship of the convoy, identified as in 8.3.
  const again = rollOn(dice, charts.U1.fatConvoyReroll, 'U1 FaT', {
    purpose: 'FaT pattern run',
    rule: '9.2.4',
  });
  const newTarget = again.result === 'hit' ? identifyShip(dice, charts, targetRules(state)) : null;
  const run = { roll: toHit.roll, homingFloor, hit: newTarget !== null, fatReroll: again.roll, newTarget };
  if (!newTarget) return [fired(run)];
  const { rolls: _rolls, ...ship } = newTarget;
  ships.push(ship);
  return [fired(run), ...torpedoHit(state, ships.length - 1, ships, dice, charts)];
}

/** 9.2.6-9.2.7: [U2] dud, then [U3] damage points (the procedure both games play, common/ship-hits.ts). */
function torpedoHit(
  state: CareerState,
  target: number,
  ships: TargetShip[],
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  const dud = { table: charts.U2, chart: 'U2', rule: '9.2.6', modifiers: superiorTorpedoes(state, charts) }; // 12.1.3
  return shipHit(target, ships, dice, dud, u3(state, 'torpedo', charts));
}

/** 9.2.7, 9.3.3: [U3], with the 105 mm gun's modifier on a shell's roll. */
function u3(state: CareerState, weapon: 'torpedo' | 'deckGun', charts: ChartPack): HitRoll<DamagePoints> {
  const gunModifier = boardOf(charts, careerOf(state).uboatType).guns.deckGunDamageModifier.value;
  const modifiers =
    weapon === 'deckGun' && gunModifier
      ? charts.U3.modifiers.map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '9.3.3' }))
      : [];
  return { table: charts.U3, chart: 'U3', rule: '9.2.7', modifiers };
}

/** 9.3: one or two ammunition points, each at a target, surfaced vs unescorted ships only. */
export function fireDeckGun(
  state: CareerState,
  command: FireDeckGun,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  requireStep(state, 'firing', '9.3.1', 'FireDeckGun');
  throwIf(gunProblem(state, command.data.targets, charts));
  const ships = [...encounterOf(state).ships];
  const range = encounterOf(state).approach?.range ?? 'medium';
  return command.data.targets.flatMap((target): CareerEvent[] => {
    if (sunk(ships[target])) return [gunFired(target, null, false)]; // 9.3: allocated points are spent
    const { roll, result } = rollOn(dice, toHitTable(charts, range), `U1 ${range}`, {
      purpose: `deck gun at ${ships[target].name}`,
      rule: '9.3.3',
      modifiers: u1Modifiers(state, charts, { weapon: 'deckGun', target: ships[target], salvo: 1 }),
    });
    const fired = gunFired(target, roll, result === 'hit');
    return result === 'hit'
      ? [fired, ...damageShip(target, 'deckGun', ships, dice, u3(state, 'deckGun', charts))]
      : [fired];
  });
}

const gunFired = (target: number, roll: DeckGunFired['data']['roll'], hit: boolean): DeckGunFired => ({
  type: 'DeckGunFired',
  data: { target, roll, hit },
});

export function gunProblem(
  state: CareerState,
  targets: readonly number[],
  charts: ChartPack,
): RuleProblem | null {
  if (!deckGunReady(state, charts))
    return ruleProblem(
      '9.3.1',
      'combat/deck-gun-not-allowed',
      'The deck gun fires surfaced, at unescorted ships',
    );
  if (encounterOf(state).firedThisRound.includes('deckGun'))
    return ruleProblem('9.4.2', 'combat/weapon-class-fired', 'The deck gun fired this round already');
  if (targets.length < 1 || targets.length > Math.min(MAX_GUN_POINTS, boatOf(state).deckGunAmmo))
    return ruleProblem('9.3.2', 'combat/too-many-gun-points', `Fire 1 to ${MAX_GUN_POINTS} points you have`);
  const bad = targets.find((t) => !afloat(encounterOf(state)).includes(t));
  return bad === undefined
    ? null
    : ruleProblem('9.1.2', 'combat/no-such-target', `There is no target ${bad} afloat`);
}

/** 9.4.2: the Kommandant stops firing at unescorted ships this round. */
export function endRound(state: CareerState): CombatRoundEnded[] {
  requireStep(state, 'firing', '9.4.2', 'EndRound');
  const encounter = encounterOf(state);
  if (encounter.escorted || encounter.submarine)
    throw violation(
      '9.2.9',
      'command/not-pending',
      'Against escorts the round ends with their detection roll',
    );
  return [{ type: 'CombatRoundEnded', data: { rule: '9.4.2' } }];
}

/** Automatic: vs unescorted ships the round ends when every ship is sunk or nothing is left to fire. */
export function unescortedRoundOver(state: CareerState, charts: ChartPack): CombatRoundEnded[] {
  const encounter = encounterOf(state);
  if (encounter.escorted || encounter.submarine || encounter.firedThisRound.length === 0) return [];
  const over = afloat(encounter).length === 0 || classesLeft(state, charts).length === 0;
  return over ? [{ type: 'CombatRoundEnded', data: { rule: '9.4.2' } }] : [];
}
