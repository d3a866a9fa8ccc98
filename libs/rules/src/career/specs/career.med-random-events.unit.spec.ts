import { BENEATH_THE_MED, type MedChartPack } from '../../campaigns';
import { ScriptedDice } from '../../dice';
import { decideMed } from '../med/decide';
import { spoilOneTorpedo } from '../med/random-event';
import { evolve } from '../evolve';
import { pending } from '../pending';
import type { MedCareer, MedPatrol, MedTorpedoLoad } from '../model/med';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { stateWith } from '../model/copies';
import { spec, types } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
const aduaAtSea = (): CareerEvent[] => {
  const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });
  return asGiven([started, assignedInTheMed([started], [3, 4])]);
};
/** The first box rolls the patrol's first 12 on [A3] (9.1), then [B10] shows `faces`. */
const eventOn = (faces: [number, number], given: CareerEvent[] = aduaAtSea(), d6: number[] = []) => {
  const events = spec
    .given(given)
    .when(enter, { '2d6': [[6, 6], faces], ...(d6.length > 0 ? { '1d6': d6 } : {}) })
    .thenEvents();
  return { events, state: fold([...given, ...events]), all: [...given, ...events] };
};
const careerOf = (state: CareerState) => med(state).career as MedCareer;

describe('Beneath the Med: random events (9.0-9.2, [B10])', () => {
  it('9.1, 9.2: Given the patrol’s first 12 on [A3], When [B10] is rolled on 2d6, Then the event is recorded with its roll, in the same command', () => {
    const { events } = eventOn([3, 4]);
    expect(types(events)).toEqual(['TravelBoxEntered', 'EncounterRolled', 'RandomEventRolled']);
    expect(events[2].data).toMatchObject({
      chart: 'B10',
      event: 'inBoccaAlLupo',
      roll: { chart: 'B10', natural: 7, total: 7, purpose: 'random event', rule: '9.2' },
    });
  });

  it('9.2 [B10] 7: "In bocca al lupo" puts a token on the status board and the boat sails on; tokens are kept from patrol to patrol and stack', () => {
    const { state, all } = eventOn([3, 4]);
    expect(careerOf(state).luckTokens).toBe(1);
    expect(state.step).toEqual({ kind: 'underway' });
    // one random event per patrol (9.1): a second patrol's 12 brings the second token
    const next = { ...(all[1] as CareerEvent) } as CareerEvent;
    const twice = eventOn([4, 3], [...all, next]);
    expect(careerOf(twice.state).luckTokens).toBe(2);
  });

  it('9.2 [B10] 5 (D19): a torpedo fault spoils one torpedo of the bow reload rack', () => {
    const before = careerOf(fold(aduaAtSea())).torpedoes;
    const { state } = eventOn([2, 3]);
    expect(careerOf(state).torpedoes.bowReloads).toHaveLength(before.bowReloads.length - 1);
    expect(careerOf(state).torpedoes.bowTubes).toEqual(before.bowTubes);
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('D19: a torpedo fault takes the bow rack first, then the stern rack, then a tube; with no torpedo aboard nothing', () => {
    const load = (b: number, s: number, bt: number, st: number): MedTorpedoLoad => ({
      bowReloads: Array(b).fill('W270'),
      sternReloads: Array(s).fill('W270'),
      bowTubes: Array(bt).fill('W270'),
      sternTubes: Array(st).fill('W270'),
    });
    expect(spoilOneTorpedo(load(0, 2, 4, 2))).toEqual(load(0, 1, 4, 2));
    expect(spoilOneTorpedo(load(0, 0, 4, 2))).toEqual(load(0, 0, 3, 2));
    expect(spoilOneTorpedo(load(0, 0, 0, 0))).toEqual(load(0, 0, 0, 0));
  });

  it('9.2 [B10] 8 and 11 (D19): heavy seas end the box with no encounter; the boat sails on', () => {
    expect(eventOn([4, 4]).state.step).toEqual({ kind: 'underway' });
    expect(eventOn([5, 6]).state.step).toEqual({ kind: 'underway' });
  });

  it('9.2 [B10] 3 (D19): an aircraft out of the sun attacks with no crash dive; the AA may fire, and no token can roll a dive again', () => {
    const lucky = eventOn([3, 4]).all;
    const next = { ...(lucky[1] as CareerEvent) } as CareerEvent; // the next patrol
    const { state } = eventOn([1, 2], [...lucky, next]);
    expect(state.step).toEqual({ kind: 'antiAircraft', rule: '9.2', attacks: 1 });
    expect(careerOf(state).luckTokens).toBe(1);
    expect(pending(state).commands.map((c) => c.type)).toEqual(['StaySurfaced', 'Dive']);
  });

  it.each([
    [[1, 1], 'manOverboard'],
    [[6, 6], 'looseTorpedo'],
  ] as [[number, number], string][])(
    '9.2 [B10] %j (D53): %s hurts one man, rolled on [B8] in the same command (7.5.6); the boat sails on',
    (faces, event) => {
      const given = aduaAtSea();
      const events = spec
        .given(given)
        .when(enter, { '2d6': [[6, 6], faces, [1, 2]], '1d6': [5] })
        .thenEvents();
      expect(types(events)).toEqual([
        'TravelBoxEntered',
        'EncounterRolled',
        'RandomEventRolled',
        'CrewInjured',
      ]);
      expect(events[2].data).toMatchObject({ event });
      expect(events[3].data).toMatchObject({ rule: '9.2', role: 'secondo', after: 'severelyWounded' });
      const state = fold([...given, ...events]);
      expect(careerOf(state).wounds.secondo).toBe('severelyWounded');
      expect(state.step).toEqual({ kind: 'underway' });
    },
  );

  it('9.2 [B10] 4 (D19): the periscope fails and is rolled for at once on [B8] (7.5.1): a 5 fails, it is INOP', () => {
    const { events, state } = eventOn([1, 3], aduaAtSea(), [5]);
    expect(types(events).slice(2)).toEqual(['RandomEventRolled', 'RepairsAttempted']);
    expect(events[3].data).toMatchObject({ repairs: [{ system: 'periscope', repaired: false }] });
    expect((med(state).patrol as MedPatrol).damage).toMatchObject({
      systems: ['periscope'],
      inoperative: ['periscope'],
    });
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('9.2 [B10] 10 (D19, 7.5.5): on station, a fuel leak damages the fuel tanks and the patrol is aborted at once: the boat turns for home, each Transit box rolled twice', () => {
    const atSea = med(fold(aduaAtSea()));
    const onStation = stateWith(atSea, { patrol: { ...(atSea.patrol as MedPatrol), boxIndex: 2 } });
    const events = decideMed(
      asCareerState(onStation),
      enter,
      new ScriptedDice({
        '2d6': [
          [6, 6],
          [5, 5],
        ],
      }),
      BENEATH_THE_MED.charts.builtIn,
    ) as unknown as CareerEvent[];
    const state = [...events].reduce(evolve, asCareerState(onStation));
    expect(types(events).slice(2)).toEqual(['RandomEventRolled', 'PatrolAborted']);
    expect(events[3].data).toMatchObject({ rule: '7.5.5', reason: 'fuelTanks' });
    const patrol = med(state).patrol as MedPatrol;
    expect(patrol.damage?.systems).toEqual(['fuelTanks']);
    expect(patrol.abort).toEqual({ rule: '7.5.5', reason: 'fuelTanks' });
    expect(patrol.boxes.slice(4).map((b) => [b.kind, b.rolls])).toEqual([
      ['transit', 2],
      ['transit', 2],
    ]);
  });

  it('9.2: a pack without [B10] stops the random event with RuleNotImplemented, naming the chart', () => {
    const pack = {
      ...BENEATH_THE_MED.charts.builtIn,
      B10: { built: false, awaiting: 'a test' },
    } as MedChartPack;
    expect(() => decideMed(fold(aduaAtSea()), enter, new ScriptedDice({ '2d6': [[6, 6]] }), pack)).toThrow(
      'RuleNotImplemented: 9.2 (Beneath the Med chart B10 is not built)',
    );
  });
});
