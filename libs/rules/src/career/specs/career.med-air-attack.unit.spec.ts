import type { CareerCommand } from '../model/commands';
import { evolve } from '../evolve';
import { pending } from '../pending';
import type { AdditionalRoundRolled, AircraftAttacked, CareerEvent } from '../model/events';
import type { MedCareer, MedCrewInjured, MedHit, MedPatrol } from '../model/med';
import { initialState, type AirCombat, type CareerState } from '../model/state';
import { all, one, play, types } from './career.fixtures';
import {
  aduaAtSea,
  asGiven,
  assignedInTheMed,
  CREWMAN,
  LIGHT_WOUND,
  LIGHTLY,
  med,
  NO_EFFECT,
  startedInTheMed,
} from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const fire: CareerCommand = { type: 'StaySurfaced', data: {} };
const hold: CareerCommand = { type: 'Dive', data: {} };
/** 7.5.1 (Q-BTM-COMBAT-REPAIRS): the repair at the aircraft's end fails, the system INOP ([B8] 1-4 for most). */
const NOT_REPAIRED = 5;
/** [A2] 4 −1 shot down, [B4] 4 +2 one hit, [B5] 16 an electric motor, a crewman lightly wounded, the repair failing. */
const SHOT_DOWN_ONE_HIT = {
  '2d6': [[2, 2], [2, 2], CREWMAN] as [number, number][],
  d66: [[1, 6]] as [number, number][],
  '1d6': [LIGHTLY, NOT_REPAIRED],
};
const SHOT_DOWN_EVENTS = ['FlakFired', 'AircraftAttacked', 'UBoatHit', 'CrewInjured', 'RepairsAttempted'];
/** The first box: an aircraft on [A3] Transit (2), the crash dive on `dive` (−1 for the conning tower). */
const caught = (dive: [number, number] = [3, 4], given = aduaAtSea()): CareerEvent[] =>
  play(given, enter, { '2d6': [[1, 1], dive] }).history;
const attacked = (events: readonly CareerEvent[]) =>
  all(events, 'AircraftAttacked') as AircraftAttacked['data'][];
const hits = (events: readonly CareerEvent[]) => all(events, 'UBoatHit') as unknown as MedHit['data'][];
const airOf = (state: CareerState) => state.air as AirCombat;
const damageOf = (state: CareerState) => (med(state).patrol as MedPatrol).damage;
const injuries = (events: readonly CareerEvent[]) =>
  all(events, 'CrewInjured') as unknown as MedCrewInjured['data'][];
const woundsOf = (state: CareerState) => (med(state).career as MedCareer).wounds;
/** The state within the command, once its events up to the `count`th are folded. */
const after = (given: readonly CareerEvent[], events: readonly CareerEvent[], count: number): CareerState =>
  [...given, ...events.slice(0, count)].reduce(evolve, initialState());

describe('Beneath the Med: the aircraft attacks after the AA (7.3.3, [B4] [B5])', () => {
  it('7.3.3 [B4]: Given a failed crash dive, When the AA shoots the aircraft down, Then its one attack still falls, at +2 on [B4], each hit on [B5], then the crew injury of the first attack', () => {
    const given = caught();
    const { events, state } = play(given, fire, {
      '2d6': [
        [2, 2], // [A2] 4 −1: shot down
        [2, 2], // [B4] 4 +2 = 6: one hit
        CREWMAN, // [B8] who: 7, a generic crewman
      ],
      d66: [[1, 6]], // [B5] 16: an electric motor
      '1d6': [LIGHTLY, NOT_REPAIRED], // [B8] how badly: 1, lightly wounded; the motor's repair fails
    });
    expect(types(events)).toEqual(SHOT_DOWN_EVENTS);
    expect(attacked(events)[0]).toMatchObject({
      rule: '7.3.3',
      attack: 1,
      hits: 1,
      sunk: false,
      surfaced: true,
      automaticCrewInjury: true,
      roll: {
        chart: 'B4',
        natural: 4,
        total: 6,
        modifiers: [{ id: 'aircraftAttack', value: 2, rule: '7.3.3' }],
      },
    });
    expect(hits(events)[0]).toMatchObject({ damage: 'electricMotor1', effect: 'systemDamaged' });
    expect(damageOf(state)?.systems).toEqual(['electricMotor1']);
    // Q-BTM-AIR-INJURY: the injury after the attack's damage
    const hit = after(given, events, 3);
    expect(hit.step).toEqual({ kind: 'aircraft' });
    expect(airOf(hit)).toMatchObject({ next: 'crewInjury', aircraft: 'shotDown', attacksMade: 1 });
    expect(one(events, 'CrewInjured')).toMatchObject(LIGHT_WOUND);
    expect(woundsOf(state).generic).toEqual(['lightlyWounded', 'none', 'none', 'none']);
  });

  it('7.3.3: the aircraft shot down is gone: once the crew injury is rolled, the boat sails on to its next box', () => {
    const { events, state } = play(caught(), fire, SHOT_DOWN_ONE_HIT);
    expect(types(events).slice(-2)).toEqual(['CrewInjured', 'RepairsAttempted']); // 7.5.1, Q-BTM-COMBAT-REPAIRS
    expect(state.step).toEqual({ kind: 'underway' });
    expect(state.air).toBeNull();
  });

  it('7.3.3: shot down, the second attack of a modified 1 on [A4] does not fall', () => {
    const { events } = play(caught([1, 1]), fire, SHOT_DOWN_ONE_HIT);
    expect(attacked(events).map((a) => a.attack)).toEqual([1]);
    expect(injuries(events)).toHaveLength(1);
  });

  it('7.3.3, 7.5.2: damaged, the aircraft still makes its second attack (no automatic injury), then the flooding check of the turn, then it leaves', () => {
    const { events, state } = play(caught([1, 1]), fire, {
      '2d6': [
        [3, 3], // [A2] 6 −1 = 5: damaged
        [2, 2], // first attack: one hit
        [1, 2], // second attack 3 +2 = 5: one hit
        CREWMAN, // the first attack's crew injury, once the flooding is checked
      ],
      d66: [
        [1, 2], // flooding
        [1, 1], // batteries
      ],
      '1d6': [
        4, // 7.5.2: no more flooding
        LIGHTLY,
        NOT_REPAIRED, // 7.5.1: the batteries' repair at the aircraft's end
      ],
    });
    expect(types(events)).toEqual([
      'FlakFired',
      'AircraftAttacked',
      'UBoatHit',
      'AircraftAttacked',
      'UBoatHit',
      'AdditionalFloodingChecked',
      'CrewInjured',
      'RepairsAttempted',
    ]);
    expect(attacked(events).map((a) => [a.attack, a.automaticCrewInjury])).toEqual([
      [1, true],
      [2, false],
    ]);
    // 7.5.2: the partial flooding pumped out once the combat is over; 7.5.1: the batteries INOP
    expect(damageOf(state)).toMatchObject({
      flooding: 0,
      systems: ['batteries'],
      inoperative: ['batteries'],
    });
    expect(one(events, 'CrewInjured')).toMatchObject(LIGHT_WOUND);
    expect(state.step).toEqual({ kind: 'underway' });
    expect(state.air).toBeNull();
  });

  it('7.3.3 [B4]: a modified 13 sinks the boat outright: the career ends, with no crew injury rolled', () => {
    const { events } = play(caught(), fire, {
      '2d6': [
        [2, 2],
        [6, 5],
      ],
    });
    expect(types(events)).toEqual(['FlakFired', 'AircraftAttacked', 'UBoatSunk', 'CareerEnded']);
    expect(events[2].data).toEqual({ rule: '7.3.3', cause: 'attack' });
  });

  it('7.5.2, 7.6.3: the last flooding box forces the boat to the surface: the remaining hits are not rolled, no crew injury either: the boat is scuttled', () => {
    const { events, state } = play(caught(), fire, {
      '2d6': [
        [2, 2],
        [5, 5], // 10 +2 = 12: five hits
        [3, 4], // 7.6.3: 7, scuttled, the crew taken prisoner
      ],
      d66: [
        [5, 4],
        [5, 4],
        [5, 4], // flooding twice each: the sixth box
      ],
    });
    expect(hits(events).map((h) => h.flooding)).toEqual([2, 4, 6]);
    expect(types(events)).toEqual([
      'FlakFired',
      'AircraftAttacked',
      'UBoatHit',
      'UBoatHit',
      'UBoatHit',
      'UBoatScuttled',
      'CareerEnded',
    ]);
    expect(all(events, 'UBoatScuttled')[0]).toMatchObject({
      rule: '7.6.3',
      reason: 'forced to surface: the flooding boxes are full',
      captured: false,
    });
    expect(state.step.kind).toBe('ended');
  });

  it('Q-BTM-AIR-INJURY: when the last hit itself injures a man, the aircraft’s own injury is still rolled after it', () => {
    const { events } = play(caught(), fire, {
      '2d6': [
        [2, 2], // [A2] 4 −1: shot down
        [2, 2], // [B4] 6: one hit
        [5, 5], // the hit's injury: the Ufficiale alle Armi
        CREWMAN, // the aircraft's own injury
      ],
      d66: [[3, 4]], // [B5] crew injury
      '1d6': [4, LIGHTLY],
    });
    expect(types(events)).toEqual([
      'FlakFired',
      'AircraftAttacked',
      'UBoatHit',
      'CrewInjured',
      'CrewInjured',
    ]);
    expect(injuries(events).map((i) => [i.rule, i.role])).toEqual([
      ['7.2.5', 'armi'],
      ['7.3.3', 'generic'],
    ]);
  });

  it('7.5.6 [B5]: a crew injury among the hits is rolled on [B8] at once; then the next hit follows', () => {
    const given = caught();
    const { events, state } = play(given, fire, {
      '2d6': [
        [2, 2],
        [3, 4], // 7 +2 = 9: three hits
        [5, 5], // [B8] who: 10, the Ufficiale alle Armi
        CREWMAN, // the aircraft's own injury, after the hits
      ],
      d66: [
        [3, 4], // crew injury
        NO_EFFECT,
        NO_EFFECT,
      ],
      '1d6': [
        4, // [B8] how badly: 4, severely wounded
        LIGHTLY,
      ],
    });
    expect(types(events)).toEqual([
      'FlakFired',
      'AircraftAttacked',
      'UBoatHit',
      'CrewInjured',
      'UBoatHit',
      'UBoatHit',
      'CrewInjured',
    ]);
    expect(hits(events)[0]).toMatchObject({ effect: 'crewInjury', crewInjuries: 1 });
    expect(injuries(events)[0]).toMatchObject({
      rule: '7.2.5', // a [B5] hit's, as the escorts' (the aircraft's own is 7.3.3)
      who: { chart: 'B8 who', natural: 10 },
      role: 'armi',
      box: null,
      severity: 'severelyWounded',
      before: 'none',
      after: 'severelyWounded',
    });
    const injured = after(given, events, 4);
    expect(injured.step).toEqual({ kind: 'aircraft' });
    expect(airOf(injured)).toMatchObject({ hitsToRoll: 2, next: 'attack' });
    expect(injuries(events)[1]).toMatchObject(LIGHT_WOUND);
    expect(woundsOf(state)).toMatchObject({
      armi: 'severelyWounded',
      generic: ['lightlyWounded', 'none', 'none', 'none'],
    });
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('7.3.3 (Q-BTM-AA-HOLD): held fire, the aircraft attacks undamaged; after the injury it shadows the boat: its roll on [A3]’s extra combat round is next', () => {
    const given = caught();
    const { events } = play(given, hold, {
      '2d6': [
        [2, 2],
        CREWMAN,
        [3, 4], // [A3] 7: nothing comes
      ],
      d66: [[1, 6]],
      '1d6': [LIGHTLY, NOT_REPAIRED],
    });
    expect(types(events)).toEqual([
      'Dived',
      'AircraftAttacked',
      'UBoatHit',
      'CrewInjured',
      'AdditionalRoundRolled',
      'RepairsAttempted',
    ]);
    expect(one(events, 'CrewInjured')).toMatchObject(LIGHT_WOUND);
    const injured = after(given, events, 4);
    expect(airOf(injured).aircraft).toBe('undamaged');
    expect(injured.step).toEqual({ kind: 'aircraft' });
    expect(airOf(injured).next).toBe('additionalRound');
  });

  it('9.2 [B10] 3: the aircraft out of the sun makes its one attack after the AA, as a failed crash dive’s', () => {
    const given = play(aduaAtSea(), enter, {
      '2d6': [
        [6, 6],
        [1, 2],
      ],
    }).history;
    const { events, state } = play(given, fire, SHOT_DOWN_ONE_HIT);
    expect(types(events)).toEqual(SHOT_DOWN_EVENTS);
    expect(attacked(events)[0]).toMatchObject({ attack: 1, automaticCrewInjury: true });
    expect(one(events, 'CrewInjured')).toMatchObject(LIGHT_WOUND);
    expect(state.step).toEqual({ kind: 'underway' });
  });
});

describe('Beneath the Med: the aircraft the AA did not hit shadows the boat (7.3.3, [A3] extra combat round)', () => {
  /**
   * The AA missed (2d6 7 −1): one attack, one hit of no effect, the crew injury rolled; then, in the same command,
   * the shadowing aircraft's roll on [A3] and what follows, on these dice: the events after the injury.
   */
  const shadowing = (script: { '2d6': [number, number][]; d66?: [number, number][] }) => {
    const { events, state } = play(caught(), fire, {
      '2d6': [[4, 4], [1, 1], CREWMAN, ...script['2d6']],
      d66: [NO_EFFECT, ...(script.d66 ?? [])],
      '1d6': [LIGHTLY],
    });
    expect(types(events).slice(0, 4)).toEqual(['FlakFired', 'AircraftAttacked', 'UBoatHit', 'CrewInjured']);
    expect(injuries(events)[0]).toMatchObject(LIGHT_WOUND);
    return { events: events.slice(4), state };
  };
  const shadowRoll = (events: readonly CareerEvent[]) =>
    all(events, 'AdditionalRoundRolled') as unknown as AdditionalRoundRolled['data'][];

  it('7.3.3 (Q-BTM-AIR-SHADOW): nothing comes on [A3]’s extra combat round: the aircraft leaves, the boat sails on', () => {
    const { events, state } = shadowing({ '2d6': [[3, 4]] });
    expect(types(events)).toEqual(['AdditionalRoundRolled']);
    expect(shadowRoll(events)[0]).toMatchObject({
      rule: '7.3.3',
      result: 'none',
      roll: { chart: 'A3 gibraltar', natural: 7, modifiers: [] },
    });
    expect(state.step).toEqual({ kind: 'underway' });
    expect(state.air).toBeNull();
  });

  it('7.3.3: an escort comes: it rolls [B3] from medium range with +1 for the previous detection, the Comandante first choosing whether to dive deep', () => {
    const { state } = shadowing({ '2d6': [[1, 2]] });
    expect(state.step).toEqual({ kind: 'evading' });
    expect(state.air).toBeNull();
    expect(state.encounter).toMatchObject({
      kind: 'escort',
      approach: { range: 'medium' },
      hunt: { origin: 'arrived', previouslyDetected: true },
    });
    expect(pending(state).commands.map((c) => c.type)).toEqual(['EvadeEscorts']);
  });

  it('7.3.3: a new aircraft attacks at once on [B4], the boat submerged (no AA, no automatic injury), then shadows it in turn', () => {
    const { events, state } = shadowing({
      '2d6': [
        [2, 3], // [A3] 5: an aircraft
        [1, 1], // [B4] 2 +2: one hit
        [3, 4], // [A3] 7: nothing more
      ],
      d66: [NO_EFFECT],
    });
    expect(types(events)).toEqual([
      'AdditionalRoundRolled',
      'AircraftAttacked',
      'UBoatHit',
      'AdditionalRoundRolled',
    ]);
    expect(attacked(events)[0]).toMatchObject({ attack: 1, surfaced: false, automaticCrewInjury: false });
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('7.3.3: an aircraft and an escort: the aircraft attacks, then the escort hunts the boat', () => {
    const { events, state } = shadowing({
      '2d6': [
        [1, 1],
        [1, 1],
      ],
      d66: [NO_EFFECT],
    });
    expect(types(events)).toEqual(['AdditionalRoundRolled', 'AircraftAttacked', 'UBoatHit']);
    expect(state.step).toEqual({ kind: 'evading' });
    expect(state.encounter?.hunt).toMatchObject({ origin: 'arrived', previouslyDetected: true });
  });
});

describe('Beneath the Med: the repairs at the end of the air combat (7.5.1, Q-BTM-COMBAT-REPAIRS)', () => {
  it('7.5.1: Given the aircraft shot down damaged an electric motor, When it is gone, Then the motor is rolled for on [B8]: 1d6 1 repairs it, the DMG marker removed, and the boat sails on', () => {
    const { events, state } = play(caught(), fire, {
      '2d6': [[2, 2], [2, 2], CREWMAN],
      d66: [[1, 6]],
      '1d6': [LIGHTLY, 1],
    });
    expect(one(events, 'RepairsAttempted')).toMatchObject({
      rule: '7.3.3',
      floodingPumped: 0,
      repairs: [{ system: 'electricMotor1', repaired: true, roll: { chart: 'B8', natural: 1 } }],
    });
    expect(damageOf(state)).toMatchObject({ systems: [], inoperative: [] });
    expect(state.step).toEqual({ kind: 'underway' });
    expect(state.air).toBeNull();
  });

  it('7.5.1: the aircraft that damaged no system leaves nothing to roll for: no repairs', () => {
    const { events, state } = play(caught(), hold, {
      '2d6': [[2, 2], CREWMAN, [3, 4]],
      d66: [NO_EFFECT],
      '1d6': [LIGHTLY],
    });
    expect(types(events)).not.toContain('RepairsAttempted');
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('7.5.1: an aircraft shadowing the boat is no end of combat: the repairs wait until it has left', () => {
    const given = caught();
    const { events } = play(given, hold, {
      '2d6': [[2, 2], CREWMAN, [3, 4]],
      d66: [[1, 6]],
      '1d6': [LIGHTLY, NOT_REPAIRED],
    });
    expect(types(events).slice(-2)).toEqual(['AdditionalRoundRolled', 'RepairsAttempted']);
    expect(airOf(after(given, events, events.length - 1))).toMatchObject({ next: 'repairs' });
  });
});

describe('Beneath the Med: an aircraft in the Mission box (6.7.1, 7.3.3)', () => {
  /** A supply run ([A1a] 1941, 2d6 4) through its two Transit boxes to its Mission box, an aircraft there. */
  function caughtInTheMissionBox(): CareerEvent[] {
    const started = startedInTheMed('Adua', '1941-06', { '1d6': [4] });
    let history = asGiven([started, assignedInTheMed([started], [2, 2])]);
    history = play(history, enter, { '2d6': [[3, 4]] }).history;
    history = play(history, enter, { '2d6': [[3, 4]] }).history;
    return play(history, enter, {
      '2d6': [
        [1, 2],
        [2, 3],
      ],
    }).history; // aircraft; dive 5 −1 (shallow water)
  }

  it('6.7.1 (Q-BTM-AIR-MISSION): attacked in the Mission box and afloat, the boat rolls the box again to land its supplies', () => {
    const given = caughtInTheMissionBox();
    const { events } = play(given, fire, {
      '2d6': [
        [2, 2],
        [2, 2],
        CREWMAN,
        [3, 4], // the Mission box rolled again
      ],
      d66: [[1, 6]],
      '1d6': [LIGHTLY, NOT_REPAIRED],
    });
    expect(types(events)).toEqual([...SHOT_DOWN_EVENTS, 'EncounterRolled', 'MissionEnded']);
    const injured = after(given, events, 5);
    expect(injured.step).toEqual({ kind: 'aircraft' });
    expect(injured.air).toBeNull();
    expect(all(events, 'MissionEnded')[0]).toMatchObject({ mission: 'S', accomplished: true });
  });
});
