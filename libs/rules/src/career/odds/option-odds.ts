import { defaultChartPack, type ChartPack } from '../../charts';
import { DICE, type DiceSource } from '../../dice';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { CareerCommand, Shot } from '../model/commands';
import type { CareerEvent } from '../model/events';
import type { CareerState, Encounter } from '../model/state';
import type { Phrase } from '../views/headlines';
import { readyTubes } from '../common/tubes';
import { RELIEVED_ON } from '../port/calendar';
import { standardRange } from '../options/extreme-range';
import { isHuntedRange } from '../model/vocabulary';
import { BENEATH_THE_MED } from '../../campaigns';
import { playedCampaign } from '../common/campaign';
import { effectOf } from './effects';
import { chance, exact, find, firstRoll, type Chance } from './exact';
import {
  diveChances,
  evasionChances,
  manoeuvreChances,
  staySurfacedChances,
  submarineRoundChances,
  submarineSinks,
} from './hunt-odds';
import { faceLists, totalOdds } from './totals';

export type { Chance } from './chance';

/** What an option does, what it risks, and the consequence to confirm before an irrevocable choice, as phrases. */
export interface OptionOdds {
  readonly effect: Phrase | null;
  readonly chances: readonly Chance[];
  readonly confirm: Phrase | null;
}

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
    if (odds.every((o) => o.p === odds[0].p)) {
      const said = { key: 'chanceOf.each', params: { name } };
      return [{ label: `Each torpedo hits ${name}`, p: odds[0].p as number, rule: '9.2.3', said }];
    }
    return odds.map(({ shot, p }) => ({
      label: `${END_NAME[shot.end]} tube ${shot.tube + 1} hits ${name}`,
      p: p as number,
      rule: '9.2.3',
      said: { key: 'chanceOf.tube', params: { end: END_NAME[shot.end], n: shot.tube + 1, name } },
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

/** 7.4.3: declining a target on an Invasion patrol; on return 1d6 1-2 relieves the Kommandant. */
function declineConsequence(state: CareerState): { confirm: Phrase | null; chances: Chance[] } {
  if (state.patrol?.area !== 'invasion') return { confirm: null, chances: [] };
  const relieved = [...totalOdds('1d6')].filter(([t]) => t <= RELIEVED_ON).reduce((s, [, p]) => s + p, 0);
  return {
    confirm: {
      key:
        'effect.On an Invasion patrol a target must be attacked (7.4.3): on return 1d6 1-2 relieves the Kommandant of ' +
        'command (the career ends), and otherwise he can never earn the Knight’s Cross.',
    },
    chances: [{ label: 'Relieved of command on return', p: relieved, rule: '7.4.3' }],
  };
}

/** 9.3.3: one ammunition point at each target the command names, on [U1] with the gun's modifiers. */
function gunChances(state: CareerState, targets: readonly number[], charts: ChartPack): Chance[] {
  const ships = (state.encounter as Encounter).ships;
  return [...new Set(targets)].flatMap((target) => {
    const found = exact(
      state,
      { type: 'FireDeckGun', data: { targets: [target] } },
      charts,
      (events) => (find(events, 'DeckGunFired').some((d) => d.hit) ? ['hit'] : []),
      (purpose) => purpose.startsWith('deck gun at'),
    );
    const name = ships[target]?.name ?? 'the target';
    const said = { key: 'chanceOf.shell', params: { name } };
    return chance(found, 'hit', `Each shell hits ${name}`, '9.3.3').map((c) => ({ ...c, said }));
  });
}

/** 9.4.3: the additional round's [E1] roll may bring an aircraft or the escorts. */
function additionalRoundChances(state: CareerState, command: CareerCommand, charts: ChartPack): Chance[] {
  if (state.encounter?.submarine) return submarineRoundChances(state, command, charts);
  const found = exact(
    state,
    command,
    charts,
    (events) =>
      find(events, 'AdditionalRoundRolled').flatMap((d) => [
        ...(d.aircraft ? ['aircraft'] : []),
        ...(d.escortArrives ? ['escort'] : []),
      ]),
    () => true,
  );
  return [
    ...chance(found, 'aircraft', 'An aircraft arrives', '9.4.3'),
    ...chance(found, 'escort', 'Escorts arrive', '9.4.3'),
  ];
}

/** 9.9.4-9.9.5: a submarine that survives the salvo fires back at the same range. */
function submarineReply(state: CareerState, range: string, charts: ChartPack): Chance[] {
  if (!state.encounter?.submarine || !isHuntedRange(range)) return []; // Beneath the Med's submarine: 7.2.10
  const p = submarineSinks(standardRange(range), charts);
  return [{ label: 'If it survives the salvo, its torpedoes sink the boat', p, rule: '9.9.5' }];
}

/** 14.9, 14.9.3: meeting the milk cow on the surface; any encounter and there is no replenishment. */
function replenishmentChances(state: CareerState, command: CareerCommand, charts: ChartPack): Chance[] {
  const found = exact(
    state,
    command,
    charts,
    (events) => {
      const met = find(events, 'EncounterRolled')[0]?.result ?? 'none';
      return met === 'none' ? [] : met.startsWith('aircraft') ? ['met', 'aircraft'] : ['met'];
    },
    () => true,
  );
  return [
    ...chance(found, 'met', 'An encounter on the surface: no replenishment', '14.9.3'),
    ...chance(found, 'aircraft', 'An aircraft finds the boat', '14.9'),
  ];
}

const onRoll =
  (label: string, rule: string, counts: (e: readonly CareerEvent[]) => boolean) =>
  (state: CareerState, command: CareerCommand, charts: ChartPack) =>
    firstRoll(state, command, charts, label, rule, counts);

const CHANCES: Partial<Record<CareerCommand['type'], typeof diveChances>> = {
  Follow: onRoll('Contact kept', '9.7', (e) => find(e, 'FollowAttempted').some((d) => d.contact)),
  SwitchToNight: onRoll('Night falls with the ships still in sight', '8.4.2', (e) =>
    find(e, 'SwitchToNightAttempted').some((d) => d.outcome === 'night'),
  ),
  EnterNextBox: onRoll(
    'An aircraft on the first [E1] roll',
    '8.2',
    (e) => find(e, 'EncounterRolled')[0]?.result === 'aircraft',
  ),
  EvadeEscorts: evasionChances,
  ChooseEvasiveManoeuvre: manoeuvreChances,
  StaySurfaced: staySurfacedChances,
  Dive: diveChances,
  AdditionalRound: additionalRoundChances,
  AcceptReplenishment: replenishmentChances,
};

/** The exact chances a command runs. */
function chancesOf(state: CareerState, command: CareerCommand, charts: ChartPack): Chance[] {
  switch (command.type) {
    case 'ChooseApproach': {
      const encounter = state.encounter as Encounter | null;
      const guarded = command.data.range === 'close' && (encounter?.escorted || encounter?.submarine);
      const before = guarded ? detectedClosingIn(state, command, charts) : [];
      const reply = submarineReply(state, command.data.range, charts);
      return [...before, ...toHitAfterApproach(state, command, charts), ...reply];
    }
    case 'FireTorpedoes': {
      const reply = submarineReply(state, state.encounter?.approach?.range ?? 'medium', charts);
      return [...hitChances(state, command.data.shots, charts), ...reply];
    }
    case 'FireDeckGun':
      return gunChances(state, command.data.targets, charts);
    default:
      return CHANCES[command.type]?.(state, command, charts) ?? [];
  }
}

/** The effect, the exact chances and the consequence to confirm, for one command pending() offers now. */
export function optionOdds(
  state: CareerState,
  command: CareerCommand,
  charts: ChartPack = defaultChartPack,
): OptionOdds {
  // Beneath the Med's choices say their own odds (career/med/*-odds.ts): The Hunted's would quote its rules
  if (playedCampaign(state) === BENEATH_THE_MED.id) return { effect: null, chances: [], confirm: null };
  const effect = effectOf(state, command);
  if (command.type === 'DeclineAttack') return { effect, ...declineConsequence(state) };
  return { effect, chances: chancesOf(state, command, charts), confirm: null };
}
