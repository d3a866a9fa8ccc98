import { defaultChartPack } from '../../charts';
import { RuleViolation } from '../../errors';
import { ScriptedDice } from '../../dice';
import { assignPatrol, enterNextBox, started, spec } from './career.fixtures';
import { decide } from '../decide';
import type { CareerEvent, EncounterRolled, PatrolAssigned } from '../model/events';
import { evolve, fold } from '../evolve';
import { pending } from '../pending';
import { initialState } from '../model/state';

const assigned = (events: readonly CareerEvent[]) => events[0] as PatrolAssigned;

describe('patrol assignment (7.0)', () => {
  it('7.0 log example (000 L2358): a VIIC from France in 7/43 rolls 8 and patrols the Atlantic', () => {
    const { data } = assigned(
      spec
        .given([started()])
        .when(assignPatrol, { '2d6': [[5, 3]] })
        .thenEvents(),
    );
    expect(data.roll).toMatchObject({
      purpose: 'patrol assignment',
      rule: '7.0',
      chart: 'P1 jul1943toDec1943',
      natural: 8,
      total: 8,
    });
    expect(data).toMatchObject({
      area: 'atlantic',
      wolfpack: false,
      mission: null,
      rulesApplied: [],
      number: 1,
      date: '1943-07',
    });
    expect(data.boxes.length).toBeGreaterThan(3);
  });

  it('7.0 log example (000 L2364): in 11/43 a roll of 10 sends the VIIC to the Mediterranean', () => {
    const { data } = assigned(
      spec
        .given([started('VIIC', '1943-11')])
        .when(assignPatrol, { '2d6': [[4, 6]] })
        .thenEvents(),
    );
    expect(data.area).toBe('mediterranean');
  });

  it('7.3.1: a Type IX reads Mediterranean as West African Coast', () => {
    const { data } = assigned(
      spec
        .given([started('IXC', '1943-11')])
        .when(assignPatrol, { '2d6': [[4, 6]] })
        .thenEvents(),
    );
    expect(data.area).toBe('westAfricanCoast');
    expect(data.rulesApplied).toEqual([{ rule: '7.3.1', from: 'mediterranean', to: 'westAfricanCoast' }]);
  });

  it('7.3.2: a Type VII reads the Indian Ocean as the Atlantic', () => {
    const { data } = assigned(
      spec
        .given([started()])
        .when(assignPatrol, { '2d6': [[1, 1]] })
        .thenEvents(),
    );
    expect(data).toMatchObject({
      area: 'atlantic',
      rulesApplied: [{ rule: '7.3.2', from: 'indianOcean', to: 'atlantic' }],
    });
  });

  it('7.2: (W) results are wolfpack patrols', () => {
    const { data } = assigned(
      spec
        .given([started()])
        .when(assignPatrol, { '2d6': [[1, 2]] })
        .thenEvents(),
    );
    expect(data).toMatchObject({ area: 'atlantic', wolfpack: true });
  });

  it.each([
    [3, 'arctic'],
    [4, null],
  ])('7.3.5: an Arctic assignment rolls 1d6 at once; %i → permanent %s', (die, permanent) => {
    const { data } = assigned(
      spec
        .given([started('VIIC', '1944-01')])
        .when(assignPatrol, { '2d6': [[5, 5]], '1d6': [die] })
        .thenEvents(),
    );
    expect(data.area).toBe('arctic');
    expect(data.permanentArcticRoll).toMatchObject({ rule: '7.3.5', natural: die });
    expect(data.permanentAssignment).toBe(permanent);
  });

  it('7.3.5: a permanent Arctic boat rolls no [P1] on its next patrol', () => {
    const first = assigned(
      spec
        .given([started('VIIC', '1944-01')])
        .when(assignPatrol, { '2d6': [[5, 5]], '1d6': [1] })
        .thenEvents(),
    );
    const state = fold([started('VIIC', '1944-01'), first], initialState());
    const again = decide({ ...state, step: { kind: 'inPort' }, patrol: null }, assignPatrol, {
      roll: () => {
        throw new Error('no roll expected');
      },
    });
    expect(assigned(again).data).toMatchObject({ roll: null, area: 'arctic', permanentArcticRoll: null });
  });

  it('7.0: a patrol is assigned once', () => {
    const first = assigned(
      spec
        .given([started()])
        .when(assignPatrol, { '2d6': [[5, 3]] })
        .thenEvents(),
    );
    spec
      .given([started(), first])
      .when(assignPatrol)
      .thenThrows(RuleViolation, (e) => e.code === 'command/not-pending');
  });
});

describe('travelling (8.0–8.2)', () => {
  const atlantic = () => [
    started(),
    assigned(
      spec
        .given([started()])
        .when(assignPatrol, { '2d6': [[5, 3]] })
        .thenEvents(),
    ),
  ];

  it('8.2.1: entering a box rolls [E1] on its column; no encounter waits for the next box', () => {
    const events = spec
      .given(atlantic())
      .when(enterNextBox, { '2d6': [[3, 4]] })
      .thenEvents();
    expect(events.map((e) => e.type)).toEqual(['TravelBoxEntered', 'EncounterRolled']);
    const rolled = events[1] as EncounterRolled;
    expect(rolled.data).toMatchObject({
      boxIndex: 0,
      randomEvent: false,
      roll: { rule: '8.2.1', natural: 7 },
    });
    const state = fold([...atlantic(), ...events], initialState());
    if (rolled.data.result === 'none')
      expect(pending(state).commands.map((c) => c.type)).toEqual(['EnterNextBox', 'AbortPatrol']); // 10.9.5
  });

  it('8.1.3: no schnorchel posture without a schnorchel', () => {
    spec
      .given(atlantic())
      .when({ type: 'EnterNextBox', data: { posture: 'schnorchel' } })
      .thenThrows(RuleViolation, (e) => e.rule === '8.1.3');
  });

  it('12.0: the first unmodified 12 is a random event: the encounter is ignored and [R1] is rolled (12.1.1)', () => {
    // The first box is the Bay of Biscay: cross it quietly first, so that the 12 is rolled in the transit box.
    const quiet = defaultChartPack.E1.columns.bayOfBiscayOrSpecialMissions.rows.find(
      (r) => r.result === 'none',
    )!.roll.min!;
    const biscay = spec
      .given(atlantic())
      .when(enterNextBox, { '2d6': [[1, quiet - 1]] })
      .thenEvents();
    const events = spec
      .given([...atlantic(), ...biscay])
      .when(enterNextBox, {
        '2d6': [
          [6, 6],
          [3, 4],
        ],
      })
      .thenEvents();
    expect((events[1] as EncounterRolled).data).toMatchObject({ column: 'transit', randomEvent: true });
    expect(events.slice(2).map((e) => e.type)).toEqual(['RandomEventRolled', 'RandomEventResolved']);
    const state = fold([...atlantic(), ...biscay, ...events], initialState());
    expect(state).toMatchObject({
      step: { kind: 'underway' },
      encounter: null,
      patrol: { randomEventUsed: true },
    });
  });
});

describe('Indian Ocean and Penang (7.3.7)', () => {
  it('7.3.7: an IXD-2 first patrol is always the Indian Ocean (no [P1] roll); on 1d6 1-2 it sails on to Penang and is based there', () => {
    const events = spec
      .given([started('IXD-2', '1943-08')])
      .when(assignPatrol, { '1d6': [2] })
      .thenEvents();
    expect(assigned(events).data).toMatchObject({
      roll: null,
      area: 'indianOcean',
      rulesApplied: [{ rule: '7.3.7', from: 'P1', to: 'indianOcean' }],
      penangRoll: { rule: '7.3.7', natural: 2 },
      rebaseTo: 'penang',
      routeId: 'LR-IO-PEN',
    });
    const state = fold([started('IXD-2', '1943-08'), ...events], initialState());
    const completed = evolve(state, {
      type: 'PatrolCompleted',
      data: {
        number: 1,
        shipsSunk: 0,
        success: false,
        missionAccomplished: null,
        aborted: false,
        patrolShare: 1,
      },
    });
    expect(completed.career?.base).toBe('penang');
    // 4.7.5: after the refit at Penang, 1d6 4-5 is an Indian Ocean patrol from Penang (career.refit spec).
    const [next] = decide({ ...completed, step: { kind: 'inPort' } }, assignPatrol, new ScriptedDice([4]));
    expect(next).toMatchObject({ type: 'PatrolAssigned', data: { area: 'indianOcean', routeId: 'PEN-IO' } });
  });

  it.each([
    ['1944-06' as const, [1, 2]], // 'atlantic W', 002 L2378
    ['1944-08' as const, [3, 5]], // 'atlantic', 002 L2383
  ])(
    '7.3.7, C-2: a later IXD-2 patrol in %s on [P1] %j, an Atlantic cell with no superscript 4, is the Indian Ocean and rolls for Penang',
    (date, p1) => {
      const at = fold([started('IXD-2', date)], initialState());
      const later = { ...at, patrolsCompleted: 1 };
      const dice = new ScriptedDice({ '2d6': [p1 as [number, number]], '1d6': [5] });
      const [event] = decide(later, assignPatrol, dice);
      expect(dice.remaining).toBe(0);
      expect(event).toMatchObject({
        type: 'PatrolAssigned',
        data: {
          area: 'indianOcean',
          rulesApplied: [{ rule: '7.3.7', from: 'atlantic', to: 'indianOcean' }],
          penangRoll: { rule: '7.3.7', natural: 5 },
          routeId: 'LR-IO',
        },
      });
    },
  );

  it('7.2.1, 7.3.7 (000 L742), E-WOLFPACK-AREA: an IXD-2 reading an Atlantic (W) cell as the Indian Ocean is no wolfpack patrol: (W) is an Atlantic designation', () => {
    const at = fold([started('IXD-2', '1944-06')], initialState());
    const dice = new ScriptedDice({ '2d6': [[1, 2]], '1d6': [5] }); // [P1] 3 in 1944 Jun-Jul: 'Atlantico (W)'
    const [event] = decide({ ...at, patrolsCompleted: 1 }, assignPatrol, dice);
    expect(event).toMatchObject({ type: 'PatrolAssigned', data: { area: 'indianOcean', wolfpack: false } });
  });

  it('7.3.7: on 3-6 the boat stays based in Europe and flies the usual Indian Ocean route', () => {
    const { data } = assigned(
      spec
        .given([started('IXD-2', '1943-08')])
        .when(assignPatrol, { '1d6': [3] })
        .thenEvents(),
    );
    expect(data).toMatchObject({ penangRoll: { natural: 3 }, rebaseTo: null, routeId: 'LR-IO' });
  });
});
