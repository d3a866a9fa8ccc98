import { medReportOf } from '../views/med-headlines';
import { BENEATH_THE_MED } from '../../campaigns';
import type { MedArea } from '../../campaigns/beneath-the-med';
import { ScriptedDice, type DiceScript } from '../../dice';
import { evolve } from '../evolve';
import { pending } from '../pending';
import { decideMed } from '../med/decide';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import type { MedPatrol } from '../model/med';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { spec, types } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });
const aduaAtSea: CareerEvent[] = asGiven([started, assignedInTheMed([started], [3, 4])]);
const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
const pack = BENEATH_THE_MED.charts.builtIn;

/** Central Mediterranean, Ship(s) + Escort (2d6 7), one ship (1d6 3), large (1d6 4), T2-6 of 3 points, by day (1d6 1). */
function escortedByDay(area: MedArea = 'centralMed'): CareerEvent[] {
  const atSea = med(fold(aduaAtSea));
  const before = stateWith(atSea, {
    patrol: { ...(atSea.patrol as MedPatrol), boxes: [{ kind: 'area', area, rolls: 1 }] },
  });
  const dice: DiceScript = { '2d6': [[3, 4]], '1d6': [3, 4, 1], '1d10': [6] };
  const events = decideMed(
    asCareerState(before),
    enter,
    new ScriptedDice(dice),
    pack,
  ) as unknown as CareerEvent[];
  return [...aduaAtSea, ...events];
}

const approach = (range: string): CareerCommand =>
  ({ type: 'ChooseApproach', data: { attack: 'submerged', range } }) as CareerCommand;
const evade = (exceedTestDepth = false): CareerCommand => ({
  type: 'EvadeEscorts',
  data: { exceedTestDepth, bold: false },
});
const then = (given: CareerEvent[], command: CareerCommand, dice: DiceScript) => [
  ...given,
  ...spec.given(given).when(command, dice).thenEvents(),
];
/** The Adua's salvo of one W270 from bow tube 1 by day, missing (2d6 12), at medium range. */
const afterSalvo = () =>
  then(
    then(escortedByDay(), approach('medium'), {}),
    { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 0 }] } },
    { '2d6': [[6, 6]] },
  );

describe('Beneath the Med: the escorts’ answer (7.2.1, 7.2.5-7.2.6, [B3] [B4] [B5])', () => {
  it('7.2.1: an escort detects the boat on 10 at close range: no salvo, the escorts attack on [B4] at once', () => {
    const events = spec
      .given(escortedByDay())
      .when(approach('close'), {
        '2d6': [
          [5, 5],
          [1, 2],
        ],
      })
      .thenEvents();
    expect(types(events)).toEqual(['AttackApproachChosen', 'EscortDetectionRolled', 'DepthCharged']);
    expect(events[1].data).toMatchObject({
      rule: '7.2.1',
      result: 'detected',
      roll: { chart: 'B3 close', total: 10 },
    });
    expect(events[2].data).toMatchObject({ hits: 0, sunk: false, specialCheck: null, roll: { chart: 'B4' } });
    const state = fold([...escortedByDay(), ...events]);
    expect(state.step).toEqual({ kind: 'evading' });
    expect(pending(state).commands.map((c) => c.type)).toEqual(['EvadeEscorts']);
  });

  it('7.2.1: at standard range a 10 is not detected in 1940 (11-12, no year modifier): the salvo follows', () => {
    const events = spec
      .given(escortedByDay())
      .when(approach('standard'), { '2d6': [[5, 5]] })
      .thenEvents();
    expect(events[1].data).toMatchObject({ rule: '7.2.1', result: 'notDetected', roll: { modifiers: [] } });
    expect(fold([...escortedByDay(), ...events]).step).toEqual({ kind: 'firing' });
  });

  it('7.2.1 (Q-BTM-B3-YEAR): in 1943 the year’s +3 makes a 7 detected at close range', () => {
    const given = med(fold(escortedByDay()));
    const in1943 = stateWith(given, { career: { ...given.career!, date: '1943-03' } });
    const events = decideMed(
      asCareerState(in1943),
      approach('close'),
      new ScriptedDice({
        '2d6': [
          [3, 4],
          [1, 1],
        ],
      }),
      pack,
    );
    expect(events[1].data).toMatchObject({
      result: 'detected',
      roll: { natural: 7, total: 10, modifiers: [{ id: 'year', value: 3, rule: '7.2.1' }] },
    });
  });

  it('7.2.5: an escort detects the boat on 11 after a salvo by day (10 and the W270’s wake +1): 2 hits on [B4], each rolled on [B5]', () => {
    const given = afterSalvo();
    const events = spec
      .given(given)
      .when(evade(), {
        '2d6': [
          [5, 5],
          [3, 4],
        ],
        d66: [
          [4, 2],
          [2, 3],
        ],
      })
      .thenEvents();
    expect(types(events)).toEqual(['EscortDetectionRolled', 'DepthCharged', 'UBoatHit', 'UBoatHit']);
    expect(events[0].data).toMatchObject({
      rule: '7.2.5',
      result: 'detected',
      roll: { total: 11, modifiers: [{ id: 'steamTorpedoesByDay', value: 1, rule: '7.1.10' }] },
    });
    expect(events[1].data).toMatchObject({ hits: 2 });
    expect(events.slice(2).map((e) => (e.data as { damage: string }).damage)).toEqual(['radio', 'diesel1']);
    const state = med(fold([...given, ...events]));
    expect((state.patrol as MedPatrol).damage).toEqual({
      hull: 0,
      flooding: 0,
      systems: ['radio', 'diesel1'],
    });
    expect(state.step).toEqual({ kind: 'evading' });
  });

  it('7.2.5, 7.5.1: detected again, the +1 for the earlier detection applies; not detected, the combat ends and the damaged radio is rolled for on [B8]: a 3 fails (2 or less), it is INOP', () => {
    const hunted = then(afterSalvo(), evade(), {
      '2d6': [
        [5, 5],
        [2, 2],
      ],
      d66: [[4, 2]],
    });
    const events = spec
      .given(hunted)
      .when(evade(), { '2d6': [[1, 2]], '1d6': [3] })
      .thenEvents();
    expect(events[0].data).toMatchObject({ result: 'notDetected', roll: { natural: 3, total: 5 } });
    expect(types(events)).toEqual(['EscortDetectionRolled', 'RepairsAttempted', 'TubesReloaded']);
    expect(events[1].data).toMatchObject({
      rule: '7.2.5',
      repairs: [{ system: 'radio', repaired: false, roll: { chart: 'B8', total: 3, rule: '7.5.1' } }],
    });
    const state = med(fold([...hunted, ...events]));
    expect(state.step).toEqual({ kind: 'underway' });
    expect(state.encounter).toBeNull();
    expect((state.patrol as MedPatrol).damage).toMatchObject({ systems: ['radio'], inoperative: ['radio'] });
  });

  it('7.2.5, 4.5: not detected with no damage, the combat ends, the empty tube is reloaded and the boat sails on (6.1 step 2)', () => {
    const given = afterSalvo();
    const events = spec
      .given(given)
      .when(evade(), { '2d6': [[1, 3]] })
      .thenEvents();
    expect(types(events)).toEqual(['EscortDetectionRolled', 'TubesReloaded']);
    const state = med(fold([...given, ...events]));
    expect(state.step.kind).not.toBe('evading');
    expect(state.encounter).toBeNull();
    // 4.5: the bow tube fired is loaded again from the bow reloads
    expect(state.career?.torpedoes.bowTubes).toHaveLength(4);
    expect(events[1].data).toMatchObject({ rule: '4.5' });
  });

  it('7.2.5, 5.1: [B4] at 13 or more sinks the boat: the career ends, sunk', () => {
    const given = afterSalvo();
    const events = spec
      .given(given)
      .when(evade(), {
        '2d6': [
          [6, 6],
          [6, 6],
        ],
      })
      .thenEvents();
    expect(types(events)).toEqual(['EscortDetectionRolled', 'DepthCharged', 'UBoatSunk', 'CareerEnded']);
    expect(events[1].data).toMatchObject({ sunk: true, roll: { total: 13 } });
    expect(events[3].data).toMatchObject({ reason: 'sunk', rule: '7.2.5', victoryLevel: 'defeat' });
    expect(fold([...given, ...events]).step.kind).toBe('ended');
    // what the move says: the submarine sunk on [B4], never The Hunted's U-boat
    const report = medReportOf(events);
    expect(report.headlines[1]).toEqual({
      key: 'move.medDepthCharged',
      params: {
        weapon: 'depthCharges',
        total: 13,
        result: { key: 'move.medHits', params: { n: 0, sunk: true } },
      },
    });
    expect(report.cards.map((c) => c.title.key)).toContain('move.medSunkCard');
    expect(JSON.stringify(report)).not.toMatch(/"move\.(hits|depthCharged|uboat)/);
  });

  it('7.5.2: a flooding hit is checked at the end of the turn, one more box on 5-6', () => {
    const given = afterSalvo();
    const events = spec
      .given(given)
      .when(evade(), {
        '2d6': [
          [5, 5],
          [2, 2],
        ],
        d66: [[1, 2]],
        '1d6': [5],
      })
      .thenEvents();
    expect(types(events)).toEqual([
      'EscortDetectionRolled',
      'DepthCharged',
      'UBoatHit',
      'AdditionalFloodingChecked',
    ]);
    expect(events[3].data).toMatchObject({ flooded: true, flooding: 2, forcedToSurface: false });
    expect(fold([...given, ...events]).step).toEqual({ kind: 'evading' });
  });

  it('7.2.6: below test depth the boat marks a hull box, holds on a 2d6 above it, and [B3] takes −1', () => {
    const given = afterSalvo();
    const events = spec
      .given(given)
      .when(evade(true), {
        '2d6': [
          [2, 3],
          [2, 3],
        ],
      })
      .thenEvents();
    expect(types(events)).toEqual(['TestDepthExceeded', 'EscortDetectionRolled', 'TubesReloaded']);
    expect(events[0].data).toMatchObject({ hull: 1, imploded: false });
    expect(events[1].data).toMatchObject({
      result: 'notDetected',
      roll: { total: 5, modifiers: [{ id: 'steamTorpedoesByDay' }, { id: 'exceededTestDepth', value: -1 }] },
    });
  });

  it('7.5.6: a crew injury on [B5] is rolled on [B8] at once (a generic crewman, LW) and the hunt goes on', () => {
    const given = afterSalvo();
    const events = spec
      .given(given)
      .when(evade(), {
        '2d6': [
          [5, 5],
          [2, 2],
          [3, 4],
        ],
        '1d6': [2],
        d66: [[3, 4]],
      })
      .thenEvents();
    expect(types(events)).toEqual(['EscortDetectionRolled', 'DepthCharged', 'UBoatHit', 'CrewInjured']);
    expect(events[2].data).toMatchObject({ damage: 'crewInjury', crewInjuries: 1 });
    expect(events[3].data).toMatchObject({ rule: '7.2.5', role: 'generic', box: 0, after: 'lightlyWounded' });
    expect(fold([...given, ...events]).step).toEqual({ kind: 'evading' });
  });

  describe('7.2.4: attacking the escort', () => {
    const atTheEscort = (): CareerCommand =>
      ({
        type: 'ChooseApproach',
        data: { attack: 'submerged', range: 'medium', attackEscort: true },
      }) as CareerCommand;
    const fireAtEscort: CareerCommand = {
      type: 'FireTorpedoes',
      data: { shots: [{ end: 'bow', tube: 0, target: 1 }] },
    };

    it('7.2.4: Given escorted ships, When the Comandante adds the escort as a target, Then a generic escort of 1,200 t is one, hit at +2', () => {
      const given = then(escortedByDay(), atTheEscort(), {});
      expect(fold(given).encounter?.ships[1]).toMatchObject({ type: 'escort', tonnage: 1200, sinkPoints: 2 });
      const events = spec
        .given(given)
        .when(fireAtEscort, { '2d6': [[6, 6]] })
        .thenEvents();
      expect(events[0].data).toMatchObject({
        target: 1,
        hit: false,
        roll: { modifiers: [{ id: 'smallWarship', value: 2, rule: '7.1.5' }] },
      });
    });

    it('7.2.4: an escort unharmed by the salvo gives +1 on every [B3] of the combat; not the warship’s +1', () => {
      const given = then(then(escortedByDay(), atTheEscort(), {}), fireAtEscort, { '2d6': [[6, 6]] });
      const events = spec
        .given(given)
        .when(evade(), { '2d6': [[1, 2]] })
        .thenEvents();
      expect(
        (events[0].data as unknown as { roll: { modifiers: { id: string }[] } }).roll.modifiers.map(
          (m) => m.id,
        ),
      ).toEqual(['steamTorpedoesByDay', 'escortUnharmed']);
    });

    it('7.2.4: an escort damaged by the salvo gives −1 on every [B3] of the combat', () => {
      const given = then(then(escortedByDay(), atTheEscort(), {}), fireAtEscort, {
        '2d6': [[1, 1]],
        '1d6': [3, 4],
      });
      expect(types(given.slice(-3))).toEqual(['TorpedoFired', 'TorpedoDudRolled', 'ShipDamaged']);
      const events = spec
        .given(given)
        .when(evade(), { '2d6': [[2, 2]] })
        .thenEvents();
      expect(events[0].data).toMatchObject({
        result: 'notDetected',
        roll: {
          total: 4,
          modifiers: [{ id: 'steamTorpedoesByDay' }, { id: 'escortSunkOrDamaged', value: -1 }],
        },
      });
    });
  });
});
