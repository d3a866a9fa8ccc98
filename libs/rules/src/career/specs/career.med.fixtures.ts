import { BENEATH_THE_MED, medChart, type MedChartPack } from '../../campaigns';
import type { A3Result, MedArea, MedClass } from '../../campaigns/beneath-the-med';
import { ScriptedDice, type DiceScript } from '../../dice';
import { decideMed } from '../med/decide';
import { evolve } from '../evolve';
import { stateWith } from '../model/copies';
import type { MedCareer, MedPatrol } from '../model/med';
import type { MedOptions } from '../model/med-options';
import type { YearMonth } from '../../charts';
import { decide } from '../decide';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent, CareerStarted, PatrolAssigned } from '../model/events';
import { asCareerState, asMedState, initialState, type CareerState, type MedState } from '../model/state';
import { medStartCommand } from '../../testing';
import { SERVER_SEED, spec } from './career.fixtures';

/** StartCareer for a Beneath the Med career (4.0). */
export const startInTheMed = (
  boatClass: MedClass = 'Adua',
  startDate: YearMonth = '1940-06',
  g7e = 0,
): CareerCommand =>
  medStartCommand(
    { serverSeed: SERVER_SEED, playerSeed: 'player' },
    { uboatType: boatClass, startDate, kommandant: 'C.C. Prova', torpedoSwaps: g7e },
  );

/** A Beneath the Med career's events, as a Given of the decider (its events are typed as The Hunted's). */
export const asGiven = (events: readonly (CareerEvent | CareerEvent<'beneath-the-med'>)[]): CareerEvent[] =>
  events as CareerEvent[];

/** The state a Beneath the Med career's events fold to, in its words (MedCareer, MedPatrol). */
export const med = (state: CareerState): MedState => asMedState(state);

/** The CareerStarted a start command produces on these dice (1d10 base roll, 1d6 rank then G7e rolls). */
export const startedInTheMed = (
  boatClass: MedClass,
  startDate: YearMonth,
  dice: { '1d10'?: number[]; '1d6'?: number[] },
): CareerStarted<'beneath-the-med'> =>
  spec
    .given([])
    .when(startInTheMed(boatClass, startDate), dice)
    .thenEvents()[0] as unknown as CareerStarted<'beneath-the-med'>;

/** The patrol assigned to the career of `given` on the 2d6 faces (each pair one roll). */
export const assignedInTheMed = (
  given: readonly (CareerEvent | CareerEvent<'beneath-the-med'>)[],
  ...twoD6: [number, number][]
): PatrolAssigned<'beneath-the-med'> =>
  spec
    .given(asGiven(given))
    .when({ type: 'AssignPatrol', data: {} }, { '2d6': twoD6 })
    .thenEvents()[0] as unknown as PatrolAssigned<'beneath-the-med'>;

/** A pack whose Central Mediterranean section prints `result` on every total (a warship, which no section prints). */
export const everywhere = (result: A3Result): MedChartPack => {
  const a3 = medChart(BENEATH_THE_MED.charts.builtIn, 'A3');
  const section = a3.sections.centralMed;
  if (!section) throw new Error('the built-in pack builds centralMed');
  const rows = section.rows.map((row) => ({ ...row, result }));
  return { ...BENEATH_THE_MED.charts.builtIn, A3: { ...a3, sections: { centralMed: { ...section, rows } } } };
};

/** An Adua of 6/40 at sea on its first patrol, its ammunition and tubes as given (4.5, 4.6). */
export function aduaOnPatrol(ammo?: number, loaded = true): CareerEvent[] {
  const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });
  const d = started.data;
  const empty = { bowTubes: [], sternTubes: [], bowReloads: [], sternReloads: [] };
  const torpedoes = loaded ? d.torpedoes : empty;
  const boat = { ...started, data: { ...d, deckGunAmmo: ammo ?? d.deckGunAmmo, torpedoes } };
  return asGiven([boat, assignedInTheMed([boat], [3, 4])]);
}

/** The career of `given` enters a box of `area` and meets what [A3] brings on these dice (7.1.3-7.1.10). */
export function metInArea(
  given: CareerEvent[],
  area: MedArea,
  dice: DiceScript,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): CareerEvent[] {
  const atSea = med(given.reduce(evolve, initialState()));
  const before = stateWith(atSea, {
    patrol: { ...(atSea.patrol as MedPatrol), boxes: [{ kind: 'area', area, rolls: 1 }] },
  });
  const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
  return [
    ...given,
    ...(decideMed(asCareerState(before), enter, new ScriptedDice(dice), pack) as CareerEvent[]),
  ];
}

/** The Adua at sea, its next box in `area`, meeting what [A3] brings on these dice (7.1.3-7.1.10). */
export const metInTheMed = (
  area: MedArea,
  dice: DiceScript,
  pack: MedChartPack = BENEATH_THE_MED.charts.builtIn,
): CareerEvent[] => metInArea(aduaOnPatrol(), area, dice, pack);

/**
 * An Adua of 6/40 in the last box (a quiet Transit) of a one-month patrol from `date`, its career and tonnage as a test
 * needs; no promotion roll is due unless the career says so.
 */
export function aduaInLastBox(date: YearMonth, career: Partial<MedCareer> = {}, tonnage = 0): CareerState {
  const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });
  const state = med(asGiven([started, assignedInTheMed([started], [3, 4])]).reduce(evolve, initialState()));
  const c = state.career as MedCareer;
  const service = { ...c.service, promotionDue: '1943-06' as YearMonth };
  return asCareerState(
    stateWith(state, {
      career: { ...c, date, service, ...career },
      patrol: { ...(state.patrol as MedPatrol), boxes: [{ kind: 'transit', area: null, rolls: 1 }] },
      tonnage,
    }),
  );
}

/** The last box quiet (2d6 7), the conning tower not rebuilt (1d6 5): the boat in port, its refit done. */
export const sailedHome = (state: CareerState): CareerState =>
  decide(
    state,
    { type: 'EnterNextBox', data: { posture: 'surfaced' } },
    new ScriptedDice({ '2d6': [[3, 4]], '1d6': [5] }),
  ).reduce(evolve, state);

/** An Adua at sea in 6/40 on [A1a] 7 (its conning tower not rebuilt: −1 on [A4]), with these §11 options. */
export function aduaAtSea(options: Partial<MedOptions> = {}): CareerEvent[] {
  const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });
  const chosen = { ...started, data: { ...started.data, options: { ...started.data.options, ...options } } };
  return asGiven([chosen as CareerStarted<'beneath-the-med'>, assignedInTheMed([started], [3, 4])]);
}

/** The first box: an aircraft on [A3] Transit (2d6 2), the crash dive failed on a natural 7, modified 6 (one attack). */
export const caughtByAircraft = (given: CareerEvent[] = aduaAtSea()): CareerEvent[] => [
  ...given,
  ...spec
    .given(given)
    .when(
      { type: 'EnterNextBox', data: { posture: 'surfaced' } },
      {
        '2d6': [
          [1, 1],
          [3, 4],
        ],
      },
    )
    .thenEvents(),
];

/** A crew injury on [B8] (7.5.6): 2d6 7, a generic crewman (D50); then its 1d6 1, lightly wounded (D51). */
export const CREWMAN: [number, number] = [3, 4];
export const LIGHTLY = 1;
/** [B5] 13: a German set on the Adua, no effect. */
export const NO_EFFECT: [number, number] = [1, 3];
/** [A3]'s extra combat round 7: nothing comes, the shadowing aircraft leaves (7.3.3, Q-BTM-AIR-SHADOW). */
export const NOTHING_COMES: [number, number] = [3, 4];

/** The first generic crewman lightly wounded by the aircraft's attack (7.3.3), as CrewInjured records it. */
export const LIGHT_WOUND = {
  rule: '7.3.3',
  who: { chart: 'B8 who', natural: 7 },
  role: 'generic',
  box: 0,
  severityRoll: { chart: 'B8 severity', natural: 1 },
  severity: 'lightlyWounded',
  before: 'none',
  after: 'lightlyWounded',
  inCommand: 'comandante',
};
