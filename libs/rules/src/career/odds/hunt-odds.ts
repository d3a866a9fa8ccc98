import type { AttackRange, ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import { enemyFires } from '../combat/submarine';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import type { CareerState } from '../model/state';
import { enumerate } from './enumerate';
import { chance, exact, find, firstRoll, type Chance } from './exact';
import { roundEnds, sharedRolls, type RoundEnd } from './hunt-round';
import { attackOutcome, type Round } from './survival';

// What an attack on the boat risks: the escorts' hunt (9.6), the evasive manoeuvre (14.8), an aircraft the boat
// stays up to fight (9.8.7), an enemy submarine's torpedoes (9.9.5). Each attack is enumerated up to its own roll;
// the round its hits, injuries and flooding check make is weighed by hunt-round.ts.

const TEST_DEPTH = (purpose: string) => purpose.startsWith('test depth');
const ATTACK_ROLLS = ['depth charges', 'Hedgehog damage', 'Squid', 'air attack', 'FIDO homing torpedo'];
const ATTACK = (purpose: string) => ATTACK_ROLLS.includes(purpose);
/** The rolls of a pass before the aircraft's attack roll (9.8.3, 9.8.9, 11.4.7, 14.7.1): any other settles it. */
const BEFORE_AIR_ATTACK = [
  'flak',
  'aircraft quality',
  'which boat the aircraft attacks (1-3 this one)',
  'bombs again (1-3)',
];
const AIR_PASS = (purpose: string) => !BEFORE_AIR_ATTACK.includes(purpose);

/** 9.6.4: the dive below test depth alone: the hull gives way or holds (its rolls, then the first other one). */
function implosion(state: CareerState, command: CareerCommand, charts: ChartPack): number | null {
  const found = exact(
    state,
    command,
    charts,
    (events) => (find(events, 'TestDepthExceeded').some((d) => d.imploded) ? ['imploded'] : []),
    (purpose) => !TEST_DEPTH(purpose),
  );
  return found ? (found.get('imploded') ?? 0) : null;
}

const ESCORTS_SINK: Chance = { label: 'Sunk by their first attack', p: 0, rule: '9.6.10' };
const AIRCRAFT_SINKS: Chance = { label: 'Sunk by the aircraft’s attack', p: 0, rule: '9.8.2' };

const SURVIVES_ROUND: Chance = { label: 'Survives this round', p: 0, rule: '9.6.10' };
const SURVIVES_PASS: Chance = { label: 'Survives the pass', p: 0, rule: '9.8.7' };

/**
 * 9.6.10-9.6.13, 9.8.2, 10.1.2, 10.6.2: the attack sinks the boat, or the round it starts ends the career
 * (hunt-round.ts): the hull filled, forced to surface by flooding, the Kommandant killed; else the boat survives.
 * Each is weighed by `held`.
 */
function endLines(
  found: ReadonlyMap<string, number>,
  rounds: ReadonlyMap<string, Round>,
  charts: ChartPack,
  [attack, survives]: readonly [Chance, Chance],
  held = 1,
): Chance[] {
  const ends = new Map<RoundEnd, number>();
  const rolls = sharedRolls();
  try {
    for (const [label, p] of found) {
      const round = rounds.get(label);
      for (const [end, q] of round ? roundEnds(round.after, charts, round.attack, rolls) : [])
        ends.set(end, (ends.get(end) ?? 0) + p * q);
    }
  } catch {
    return []; // a round too large to enumerate: no odds rather than wrong ones
  }
  const sunk = found.get('sunk') ?? 0;
  const [filled, surfaced, killed] = (['hullFilled', 'forcedToSurface', 'kommandantKilled'] as const).map(
    (end) => ends.get(end) ?? 0,
  );
  return [
    { ...attack, p: held * sunk },
    { label: 'The hits fill the hull', p: held * filled, rule: '9.6.13' },
    { label: 'Flooding forces the boat to surface', p: held * surfaced, rule: '10.1.2' },
    ...(killed > 0 ? [{ label: 'The Kommandant is killed', p: held * killed, rule: '10.6.2' }] : []),
    { ...survives, p: held * (1 - sunk - filled - surfaced - killed) },
  ];
}

/** The escorts' attack and its round; none while the attack waits for the manoeuvre (14.8), whose odds say. */
const huntLines = (
  found: ReadonlyMap<string, number>,
  rounds: ReadonlyMap<string, Round>,
  charts: ChartPack,
  held = 1,
): Chance[] =>
  found.has('manoeuvre') ? [] : endLines(found, rounds, charts, [ESCORTS_SINK, SURVIVES_ROUND], held);

/**
 * 9.6.4, 9.6.9-9.6.13: the declared evasion, [E2], and the escorts' first attack with its hits if they find the
 * boat. Below test depth the hunt is read under a hull that held and weighed by the chance it holds.
 */
export function evasionChances(state: CareerState, command: CareerCommand, charts: ChartPack): Chance[] {
  const dives = command.type === 'EvadeEscorts' && command.data.exceedTestDepth;
  const imploded = dives ? implosion(state, command, charts) : 0;
  const rounds = new Map<string, Round>();
  const found = exact(
    state,
    command,
    charts,
    (events) => [
      ...(find(events, 'EscortDetectionRolled').some((d) => d.result !== 'notDetected') ? ['detected'] : []),
      ...attackOutcome(state, events, rounds),
    ],
    ATTACK,
    TEST_DEPTH,
  );
  if (!found || imploded === null) return [];
  const held = 1 - imploded;
  return [
    ...(dives ? [{ label: 'The hull gives way below test depth', p: imploded, rule: '9.6.4' }] : []),
    { label: 'The escorts detect the boat', p: held * (found.get('detected') ?? 0), rule: '9.6.9' },
    ...huntLines(found, rounds, charts, held),
  ];
}

/** 14.8.1: the escort's direction against the chosen number, then [E3] with its hits. */
export function manoeuvreChances(state: CareerState, command: CareerCommand, charts: ChartPack): Chance[] {
  const rounds = new Map<string, Round>();
  const found = exact(state, command, charts, (events) => attackOutcome(state, events, rounds), ATTACK);
  return found ? huntLines(found, rounds, charts) : [];
}

/** 9.8.7, 9.8.9: another pass on the surface: the flak, then the aircraft's attack, its injuries and hits. */
export function staySurfacedChances(state: CareerState, command: CareerCommand, charts: ChartPack): Chance[] {
  const rounds = new Map<string, Round>();
  const found = exact(
    state,
    command,
    charts,
    (events) => [
      ...(find(events, 'FlakFired').some((d) => d.result === 'shotDown') ? ['shotDown'] : []),
      ...attackOutcome(state, events, rounds),
    ],
    AIR_PASS,
    undefined,
    20_000,
  );
  if (!found) return [];
  return [
    ...chance(found, 'shotDown', 'The flak shoots the aircraft down', '9.8.5'),
    ...endLines(found, rounds, charts, [AIRCRAFT_SINKS, SURVIVES_PASS]),
  ];
}

/** 9.8.3: after the dive the undamaged aircraft shadows the boat: the additional round's [E1] roll. */
export const diveChances = (state: CareerState, command: CareerCommand, charts: ChartPack): Chance[] =>
  firstRoll(state, command, charts, 'The aircraft brings another encounter', '9.8.3', (e) =>
    find(e, 'AdditionalRoundRolled').some((d) => d.result !== 'none'),
  );

/** 9.9.5: the submarine's two torpedoes at this range sink the boat (a hit that is no dud). */
export function submarineSinks(range: AttackRange, charts: ChartPack): number {
  const found = enumerate(
    (dice: DiceSource) => enemyFires(dice, charts, range),
    (events: CareerEvent[]) => (events.some((e) => e.type === 'UBoatSunk') ? ['sunk'] : []),
  );
  return found?.get('sunk') ?? 0;
}

/** 9.9.5: another exchange with the submarine: it fires first on 1-5, and its torpedoes at medium range. */
export function submarineRoundChances(
  state: CareerState,
  command: CareerCommand,
  charts: ChartPack,
): Chance[] {
  const first = firstRoll(state, command, charts, 'The submarine fires first', '9.9.2', (e) =>
    find(e, 'SubmarineEncountered').some((d) => d.enemyFiresFirst),
  );
  if (first.length === 0) return [];
  return [
    ...first,
    { label: 'Its torpedoes sink the boat', p: first[0].p * submarineSinks('medium', charts), rule: '9.9.5' },
  ];
}
