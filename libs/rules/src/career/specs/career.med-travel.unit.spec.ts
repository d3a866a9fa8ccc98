import { RuleNotImplemented } from '../../errors';
import { evolve } from '../evolve';
import { ScriptedDice } from '../../dice';
import { decide } from '../decide';
import { decideMed } from '../med/decide';
import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { MedEncounter, MedPatrol } from '../model/med';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent, EncounterRolled, ShipsIdentified, TravelBoxEntered } from '../model/events';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { pending } from '../pending';
import { all, spec, types } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const adua = () => startedInTheMed('Adua', '1940-06', { '1d6': [4] });
/** An Adua on a Central Mediterranean patrol (T, T, area, area, T, T), in port still. */
const aduaAtSea = (): CareerEvent[] => asGiven([adua(), assignedInTheMed([adua()], [3, 4])]);
/** A boat based at BETASOM from the start, on its first patrol from Italy (T, Gibraltar, area…, T, Biscay). */
const fromItaly = (date: '1940-06' | '1943-01'): CareerEvent[] => {
  const started = startedInTheMed('Calvi', date, { '1d10': [1] });
  return asGiven([started, assignedInTheMed([started], [3, 4])]);
};
/** A boat from Italy that sailed its first box quiet, then entered the Strait on these 2d6 faces. */
const inTheStrait = (date: '1940-06' | '1943-01', faces: [number, number]) => {
  const first = spec
    .given(fromItaly(date))
    .when(enter, { '2d6': [[3, 4]] })
    .thenEvents();
  const given = [...fromItaly(date), ...first];
  const events = spec
    .given(given)
    .when(enter, { '2d6': [faces] })
    .thenEvents();
  return { events, after: [...given, ...events] };
};
const rolled = (events: readonly CareerEvent[]) =>
  all(events, 'EncounterRolled') as unknown as MedEncounter[];
const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
/** EnterNextBox from a state on these 2d6 faces: the box entered, then its rolls. */
const decideFrom = (state: CareerState, faces: [number, number][]) =>
  decide(state, enter, new ScriptedDice({ '2d6': faces })) as unknown as [
    TravelBoxEntered<'beneath-the-med'>,
    ...EncounterRolled<'beneath-the-med'>[],
  ];
/** A Transit box after the one a test plays, so that the patrol is not over (6.1 step 3). */
const HOME = { kind: 'transit', area: null, rolls: 1 } as const;
/** The state with its patrol changed (a patrol's later box, another route). */
const withPatrol = (state: CareerState, change: Partial<MedPatrol>): CareerState =>
  asCareerState(stateWith(med(state), { patrol: { ...(med(state).patrol as MedPatrol), ...change } }));

describe('Beneath the Med: the travel boxes and their encounter rolls (6.1 step 2, 7.2.11, 9.1)', () => {
  it('6.1 step 2 [A3] Transit: Given a patrol assigned, When the boat enters its first box and rolls 2d6 7, Then nothing is met and it waits for the next box', () => {
    const events = spec
      .given(aduaAtSea())
      .when(enter, { '2d6': [[3, 4]] })
      .thenEvents();
    expect(types(events)).toEqual(['TravelBoxEntered', 'EncounterRolled']);
    expect(events[0].data).toEqual({
      boxIndex: 0,
      box: { kind: 'transit', area: null, rolls: 1 },
      posture: 'surfaced',
      rolls: 1,
      kiteDeployed: false,
    });
    expect(rolled(events)[0]).toMatchObject({
      boxIndex: 0,
      column: 'transit',
      printed: 'none',
      result: 'none',
      rulesApplied: [],
      randomEvent: false,
    });
    expect(rolled(events)[0].roll).toMatchObject({ chart: 'A3 transit', row: '4-11', rule: '6.1' });
    const state = fold([...aduaAtSea(), ...events]);
    expect(state.step).toEqual({ kind: 'underway' });
    expect(med(state).patrol?.boxIndex).toBe(0);
    expect(pending(state).commands.map((c) => c.type)).toEqual(['EnterNextBox']);
  });

  it('9.1: the first 12 of a patrol on [A3] is its random event, not the encounter; [B10] is not played yet', () => {
    const events = spec
      .given(aduaAtSea())
      .when(enter, { '2d6': [[6, 6]] })
      .thenEvents();
    expect(rolled(events)[0]).toMatchObject({ result: 'aircraft', randomEvent: true });
    const state = fold([...aduaAtSea(), ...events]);
    expect(med(state).patrol?.randomEventUsed).toBe(true);
    expect(state.step).toMatchObject({ kind: 'blocked', rule: '9.2' });
  });

  it('9.1: a second 12 in the same patrol is the encounter the chart gives', () => {
    const used = withPatrol(fold(aduaAtSea()), { randomEventUsed: true });
    const [, second] = decideFrom(used, [
      [6, 6],
      [4, 4], // the aircraft's crash dive (7.3.1)
    ]);
    expect(second.data).toMatchObject({ result: 'aircraft', randomEvent: false });
  });

  it('6.4, 7.2.11: Given a boat sailing from Italy to BETASOM, When it enters the Strait in its second box in 1940, Then an aircraft has no effect (the boat passes submerged) and it sails on', () => {
    const { events, after } = inTheStrait('1940-06', [2, 2]);
    expect(rolled(events)[0]).toMatchObject({
      boxIndex: 1,
      column: 'gibraltar',
      printed: 'aircraft',
      result: 'none',
      rulesApplied: [{ rule: '7.2.11', from: 'aircraft', to: 'none' }],
    });
    expect(rolled(events)[0].roll.modifiers).toEqual([]);
    expect(fold(after).step).toEqual({ kind: 'underway' });
  });

  it('7.2.11: an escort in the Strait attacks at once at medium range, on [B4], not built; in 1943 the year gives −2, so a 5 is an escort', () => {
    const { events, after } = inTheStrait('1943-01', [3, 2]);
    expect(rolled(events)[0]).toMatchObject({ column: 'gibraltar', result: 'escort', rulesApplied: [] });
    expect(rolled(events)[0].roll).toMatchObject({
      natural: 5,
      total: 3,
      modifiers: [{ id: 'year', value: -2, rule: '7.2.11' }],
    });
    spec
      .given(after)
      .when(enter)
      .thenThrows(
        RuleNotImplemented,
        (e) => e.message === 'RuleNotImplemented: 7.2.11 (Beneath the Med chart B4 is not built)',
      );
  });

  it('7.2.11: Given the Strait in 1943, When [A3] gives aircraft and escort, Then the aircraft has no effect (the boat is submerged) and the escort attacks', () => {
    const { events, after } = inTheStrait('1943-01', [2, 2]);
    expect(types(events)).toEqual(['TravelBoxEntered', 'EncounterRolled']);
    expect(rolled(events)[0]).toMatchObject({
      column: 'gibraltar',
      printed: 'aircraftAndEscort',
      result: 'escort',
      rulesApplied: [{ rule: '7.2.11', from: 'aircraftAndEscort', to: 'escort' }],
    });
    expect(fold(after).step).toEqual({
      kind: 'blocked',
      rule: '7.2.11',
      reason: '(Beneath the Med chart B4 is not built)',
      missing: { chart: 'B4' },
    });
  });

  it('4.7.2: a boat based at BETASOM rolls its first box on the Bay of Biscay section, aircraft on 2-5', () => {
    const biscay = withPatrol(fold(aduaAtSea()), { boxes: [{ kind: 'biscay', area: null, rolls: 1 }, HOME] });
    const [, roll] = decideFrom(biscay, [
      [2, 3],
      [4, 4], // the aircraft's crash dive (7.3.1)
    ]);
    expect(roll.data).toMatchObject({ column: 'biscay', result: 'aircraft' });
  });

  it('6.5: every box of a Singapore run is rolled twice', () => {
    const singapore = withPatrol(fold(aduaAtSea()), {
      boxes: [{ kind: 'transit', area: null, rolls: 2 }, HOME],
    });
    const events = decideFrom(singapore, [
      [3, 4],
      [4, 4],
    ]);
    expect(types(events as unknown as CareerEvent[])).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'EncounterRolled',
    ]);
  });

  it('6.1 step 2, 7.1.6 [A3] area: Given the Adua in its first Central Mediterranean box, When it rolls 2d6 8, Then it meets a convoy, whose three ships are sized and identified at once, and the attack waits for its rule', () => {
    const first = spec
      .given(aduaAtSea())
      .when(enter, { '2d6': [[3, 4]] })
      .thenEvents();
    const second = spec
      .given([...aduaAtSea(), ...first])
      .when(enter, { '2d6': [[3, 4]] })
      .thenEvents();
    expect(fold([...aduaAtSea(), ...first, ...second]).patrol?.boxes[2]).toEqual({
      kind: 'area',
      area: 'centralMed',
      rolls: 1,
    });
    const given = [...aduaAtSea(), ...first, ...second];
    const met = spec
      .given(given)
      .when(enter, { '2d6': [[3, 5]], '1d6': [4, 1, 6, 5], '1d10': [10, 1, 3] })
      .thenEvents();
    expect(types(met)).toEqual(['TravelBoxEntered', 'EncounterRolled', 'ShipsIdentified', 'TimeOfDaySet']);
    expect(met[2].data).toMatchObject({
      escorted: true,
      ships: [
        { type: 'largeFreighter', name: 'T2-10', tonnage: 8700 },
        { type: 'smallFreighter', name: 'T1-1', tonnage: 1000 },
        { type: 'tanker', name: 'T3-3', tonnage: 6900 },
      ],
    });
    expect(met[3].data).toMatchObject({ timeOfDay: 'night', rule: '7.1.10' });
    expect(fold([...given, ...met]).step).toEqual({ kind: 'shipsSighted' });
  });

  it('6.1 step 3, 7.5.9: Given the last box of the patrol, When nothing is met in it, Then the boat is back in port in the same command, refitted and waiting for its next assignment', () => {
    const last = withPatrol(fold(aduaAtSea()), { boxes: [HOME] });
    const events = decide(last, enter, new ScriptedDice({ '2d6': [[3, 4]], '1d6': [5] }));
    expect(types(events).slice(2)).toEqual(['MedBoatReturned', 'MedRefitCompleted']);
    expect(events.reduce(evolve, last).step).toEqual({ kind: 'inPort' });
  });

  it('6.1 step 2 [A3] area: a box on station with nothing met sails on to the next box', () => {
    const onStation = withPatrol(fold(aduaAtSea()), {
      boxes: [{ kind: 'area', area: 'centralMed', rolls: 1 }, HOME],
    });
    const [, roll] = decideFrom(onStation, [[4, 5]]);
    expect(roll.data).toMatchObject({ column: 'centralMed', result: 'none' });
    expect(evolve(onStation, roll as unknown as CareerEvent).step).toEqual({ kind: 'underway' });
  });

  it('7.1.8: a tanker is met in the Caribbean and off Brazil, straight on [T3]; off the Spanish coast the same waters bring a ship, sized first (1d6 1: small, [T1])', () => {
    const at = (where: 'caribbean' | 'brazil' | 'spanishCoast') =>
      decide(
        withPatrol(fold(aduaAtSea()), { boxes: [{ kind: 'area', area: where, rolls: 1 }] }),
        enter,
        new ScriptedDice({ '2d6': [[4, 5]], '1d6': [1, 1], '1d10': [7] }),
      ).find((e) => e.type === 'ShipsIdentified') as ShipsIdentified;
    const purposes = (where: 'caribbean' | 'brazil' | 'spanishCoast') =>
      at(where).data.ships.flatMap((ship) => [ship.name, ...ship.rolls.map((r) => r.purpose)]);
    expect(purposes('caribbean')).toEqual(['T3-7', 'ship identity (T3)']);
    expect(purposes('brazil')).toEqual(['T3-7', 'ship identity (T3)']);
    expect(purposes('spanishCoast')).toEqual(['T1-7', 'ship size', 'ship identity (T1)']);
  });

  it('9.1 [A3] area: the first 12 of the patrol on station is its random event, as in Transit', () => {
    const onStation = withPatrol(fold(aduaAtSea()), {
      boxes: [{ kind: 'area', area: 'northAtlantic', rolls: 1 }],
    });
    const [, roll] = decideFrom(onStation, [[6, 6]]);
    expect(roll.data).toMatchObject({ column: 'northAtlantic', printed: 'aircraft', randomEvent: true });
  });

  it('7.1: a box in an area whose [A3] section a pack does not build stops with RuleNotImplemented, naming the section', () => {
    const a3 = medChart(BENEATH_THE_MED.charts.builtIn, 'A3');
    const { centralMed: _unbuilt, ...sections } = a3.sections;
    const pack = { ...BENEATH_THE_MED.charts.builtIn, A3: { ...a3, sections } };
    const onStation = withPatrol(fold(aduaAtSea()), {
      boxes: [{ kind: 'area', area: 'centralMed', rolls: 1 }],
    });
    expect(() => decideMed(onStation, enter, new ScriptedDice({ '2d6': [[3, 4]] }), pack)).toThrow(
      'RuleNotImplemented: 7.1 (Beneath the Med chart A3 section centralMed is not built)',
    );
  });
});
