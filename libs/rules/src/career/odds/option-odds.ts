import { defaultChartPack, type ChartPack } from '../../charts';
import { DICE, type DiceSource } from '../../dice';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { CareerCommand, Shot } from '../model/commands';
import type { CareerEvent } from '../model/events';
import type { CareerState, Encounter } from '../model/state';
import { readyTubes } from '../common/tubes';
import { RELIEVED_ON } from '../port/calendar';
import { effectOf } from './effects';
import { enumerate } from './enumerate';
import { faceLists, totalOdds } from './totals';

/** One chance an option runs, exact from the charts in the current state. */
export interface Chance {
  readonly label: string;
  readonly p: number;
  readonly rule: string;
}

/** What an option does, what it risks, and the consequence to confirm before an irrevocable choice. */
export interface OptionOdds {
  readonly effect: string;
  readonly chances: readonly Chance[];
  readonly confirm: string | null;
}

type Of<T extends CareerEvent['type']> = Extract<CareerEvent, { type: T }>;
const find = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T) =>
  events.filter((e): e is Of<T> => e.type === type).map((e) => e.data as Of<T>['data']);

/** Runs the decider over every way the dice fall; null when a rule stops it or the tree is too large. */
function exact(
  state: CareerState,
  command: CareerCommand,
  charts: ChartPack,
  classify: (events: readonly CareerEvent[]) => readonly string[],
  settles: (purpose: string) => boolean,
  pinned?: (purpose: string) => boolean,
): Map<string, number> | null {
  try {
    return enumerate((dice: DiceSource) => decide(state, command, dice, charts), classify, {
      settles,
      pinned,
    });
  } catch {
    return null;
  }
}

const chance = (found: Map<string, number> | null, key: string, label: string, rule: string): Chance[] =>
  found ? [{ label, p: found.get(key) ?? 0, rule }] : [];

/** 9.2.2: closing to close range against escorts, the check before firing. */
function detectedClosingIn(state: CareerState, command: CareerCommand, charts: ChartPack): Chance[] {
  const found = exact(
    state,
    command,
    charts,
    (events) =>
      find(events, 'EscortDetectionRolled').some((d) => d.rule === '9.2.2' && d.result !== 'notDetected')
        ? ['detected']
        : [],
    (purpose) => purpose.startsWith('detection before firing'),
  );
  return chance(found, 'detected', 'Detected before firing', '9.2.2');
}

/** 9.2.3: one torpedo from this tube at this target, on [U1] as the boat now stands; a FaT's second run aside. */
function toHit(state: CareerState, shot: Shot, charts: ChartPack): number | null {
  const found = exact(
    state,
    { type: 'FireTorpedoes', data: { shots: [shot] } },
    charts,
    (events) => (find(events, 'TorpedoFired').some((d) => d.hit && d.newTarget === null) ? ['hit'] : []),
    (purpose) => purpose.startsWith('torpedo at'),
  );
  return found ? (found.get('hit') ?? 0) : null;
}

const END_NAME = { bow: 'Bow', stern: 'Stern' } as const;

/** Each shot's chance to hit, by target: one line when its torpedoes share the odds, else one per tube. */
function hitChances(state: CareerState, shots: readonly Shot[], charts: ChartPack): Chance[] {
  const ships = (state.encounter as Encounter).ships;
  const targets = [...new Set(shots.map((s) => s.target))];
  return targets.flatMap((target) => {
    const at = shots.filter((s) => s.target === target);
    const odds = at.map((shot) => ({ shot, p: toHit(state, shot, charts) }));
    if (odds.some((o) => o.p === null)) return [];
    const name = ships[target]?.name ?? 'the target';
    if (odds.every((o) => o.p === odds[0].p))
      return [{ label: `Each torpedo hits ${name}`, p: odds[0].p as number, rule: '9.2.3' }];
    return odds.map(({ shot, p }) => ({
      label: `${END_NAME[shot.end]} tube ${shot.tube + 1} hits ${name}`,
      p: p as number,
      rule: '9.2.3',
    }));
  });
}

/** After this approach and undetected: each ready tube (one of each torpedo type) at each ship afloat. */
function toHitAfterApproach(state: CareerState, command: CareerCommand, charts: ChartPack): Chance[] {
  let firing: CareerState;
  try {
    const quiet = decide(state, command, { roll: lowest }, charts); // lowest totals: closing in undetected
    firing = quiet.reduce(evolve, state);
  } catch {
    return [];
  }
  if (firing.step.kind !== 'firing') return [];
  const boat = firing.boat;
  if (!boat) return [];
  const seen = new Set<string>();
  const tubes = (['bow', 'stern'] as const).flatMap((end) =>
    readyTubes(firing, end).flatMap((tube) => {
      const type = String((end === 'bow' ? boat.torpedoes.bowTubes : boat.torpedoes.sternTubes)[tube]);
      return seen.has(type) ? [] : (seen.add(type), [{ end, tube }]);
    }),
  );
  const encounter = firing.encounter as Encounter;
  const shots = encounter.ships.flatMap((ship, target) =>
    ship.damage < ship.sinkPoints ? tubes.map((t) => ({ ...t, target })) : [],
  );
  return hitChances(firing, shots, charts);
}

/** Every die on its lowest face. */
const lowest: DiceSource['roll'] = (kind, purpose) => {
  const faces = faceLists(kind)[0];
  return { kind, purpose, nonce: 0, faces, value: DICE[kind].value(faces) };
};

const TEST_DEPTH = (purpose: string) => purpose.startsWith('test depth');

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

/**
 * 9.6.4, 9.6.9, 9.6.10: the declared evasion, [E2], and the escorts' first attack if they find the boat. Below
 * test depth, the hunt is read under a hull that held (how many boxes it took changes neither [E2] nor [E3]) and
 * weighed by the chance it holds.
 */
function evasionChances(state: CareerState, command: CareerCommand, charts: ChartPack): Chance[] {
  const dives = command.type === 'EvadeEscorts' && command.data.exceedTestDepth;
  const imploded = dives ? implosion(state, command, charts) : 0;
  const found = exact(
    state,
    command,
    charts,
    (events) => {
      const labels: string[] = [];
      if (find(events, 'EscortDetectionRolled').some((d) => d.result !== 'notDetected'))
        labels.push('detected');
      if (find(events, 'DepthCharged')[0]?.sunk) labels.push('sunk');
      return labels;
    },
    (purpose) => ['depth charges', 'Hedgehog damage', 'Squid'].includes(purpose),
    TEST_DEPTH,
  );
  if (!found || imploded === null) return [];
  const held = 1 - imploded;
  const detected = held * (found.get('detected') ?? 0);
  const sunk = held * (found.get('sunk') ?? 0);
  return [
    ...(dives ? [{ label: 'The hull gives way below test depth', p: imploded, rule: '9.6.4' }] : []),
    { label: 'The escorts detect the boat', p: detected, rule: '9.6.9' },
    { label: 'Sunk by their first attack', p: sunk, rule: '9.6.10' },
    { label: 'Survives this round', p: 1 - imploded - sunk, rule: '9.6.10' },
  ];
}

/** One roll decides: the chance of each label its first event gives. */
function firstRoll(
  state: CareerState,
  command: CareerCommand,
  charts: ChartPack,
  label: string,
  rule: string,
  counts: (events: readonly CareerEvent[]) => boolean,
): Chance[] {
  const found = exact(
    state,
    command,
    charts,
    (e) => (counts(e) ? ['yes'] : []),
    () => true,
  );
  return chance(found, 'yes', label, rule);
}

/** 7.4.3: declining a target on an Invasion patrol; on return 1d6 1-2 relieves the Kommandant. */
function declineConsequence(state: CareerState): { confirm: string | null; chances: Chance[] } {
  if (state.patrol?.area !== 'invasion') return { confirm: null, chances: [] };
  const relieved = [...totalOdds('1d6')].filter(([t]) => t <= RELIEVED_ON).reduce((s, [, p]) => s + p, 0);
  return {
    confirm:
      'On an Invasion patrol a target must be attacked (7.4.3): on return 1d6 1-2 relieves the Kommandant of ' +
      'command (the career ends), and otherwise he can never earn the Knight’s Cross.',
    chances: [{ label: 'Relieved of command on return', p: relieved, rule: '7.4.3' }],
  };
}

/** The effect, the exact chances and the consequence to confirm, for one command pending() offers now. */
export function optionOdds(
  state: CareerState,
  command: CareerCommand,
  charts: ChartPack = defaultChartPack,
): OptionOdds {
  const effect = effectOf(state, command);
  switch (command.type) {
    case 'ChooseApproach': {
      const encounter = state.encounter as Encounter | null;
      const guarded = command.data.range === 'close' && (encounter?.escorted || encounter?.submarine);
      const before = guarded ? detectedClosingIn(state, command, charts) : [];
      return { effect, chances: [...before, ...toHitAfterApproach(state, command, charts)], confirm: null };
    }
    case 'FireTorpedoes':
      return { effect, chances: hitChances(state, command.data.shots, charts), confirm: null };
    case 'EvadeEscorts':
      return { effect, chances: evasionChances(state, command, charts), confirm: null };
    case 'Follow':
      return {
        effect,
        chances: firstRoll(state, command, charts, 'Contact kept', '9.7', (e) =>
          find(e, 'FollowAttempted').some((d) => d.contact),
        ),
        confirm: null,
      };
    case 'SwitchToNight':
      return {
        effect,
        chances: firstRoll(
          state,
          command,
          charts,
          'Night falls with the ships still in sight',
          '8.4.2',
          (e) => find(e, 'SwitchToNightAttempted').some((d) => d.outcome === 'night'),
        ),
        confirm: null,
      };
    case 'EnterNextBox':
      return {
        effect,
        chances: firstRoll(
          state,
          command,
          charts,
          'An aircraft on the first [E1] roll',
          '8.2',
          (e) => find(e, 'EncounterRolled')[0]?.result === 'aircraft',
        ),
        confirm: null,
      };
    case 'DeclineAttack':
      return { effect, ...declineConsequence(state) };
    default:
      return { effect, chances: [], confirm: null };
  }
}
