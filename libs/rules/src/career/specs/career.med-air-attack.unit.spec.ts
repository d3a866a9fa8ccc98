import { BENEATH_THE_MED } from '../../campaigns';
import { ScriptedDice, type DiceScript } from '../../dice';
import { medAircraftStep } from '../med/air-attack';
import { goesOn } from '../med/evolve-air';
import type { CareerCommand } from '../model/commands';
import { evolve } from '../evolve';
import { pending } from '../pending';
import type { AdditionalRoundRolled, AircraftAttacked, CareerEvent } from '../model/events';
import type { MedHit, MedPatrol } from '../model/med';
import { asCareerState, type AirCombat, type CareerState } from '../model/state';
import { all, play, types } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const fire: CareerCommand = { type: 'StaySurfaced', data: {} };
const hold: CareerCommand = { type: 'Dive', data: {} };
const INJURY = { kind: 'blocked', rule: '7.5.6', missing: { chart: 'B8' } };

const aduaAtSea = (): CareerEvent[] => {
  const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });
  return asGiven([started, assignedInTheMed([started], [3, 4])]);
};
/** The first box: an aircraft on [A3] Transit (2), the crash dive on `dive` (−1 for the conning tower). */
const caught = (dive: [number, number] = [3, 4], given = aduaAtSea()): CareerEvent[] =>
  play(given, enter, { '2d6': [[1, 1], dive] }).history;
const attacked = (events: readonly CareerEvent[]) =>
  all(events, 'AircraftAttacked') as AircraftAttacked['data'][];
const hits = (events: readonly CareerEvent[]) => all(events, 'UBoatHit') as unknown as MedHit['data'][];
const airOf = (state: CareerState) => state.air as AirCombat;
const damageOf = (state: CareerState) => (med(state).patrol as MedPatrol).damage;
/** What follows once the crew injury is rolled on [B8] (7.5.6, not played yet): the air combat goes on. */
const injuryResolved = (state: CareerState) => asCareerState(goesOn(med(state)));

describe('Beneath the Med: the aircraft attacks after the AA (7.3.3, [B4] [B5])', () => {
  it('7.3.3 [B4]: Given a failed crash dive, When the AA shoots the aircraft down, Then its one attack still falls, at +2 on [B4], each hit on [B5], then the crew injury of the first attack', () => {
    const { events, state } = play(caught(), fire, {
      '2d6': [
        [2, 2], // [A2] 4 −1: shot down
        [2, 2], // [B4] 4 +2 = 6: one hit
      ],
      d66: [[1, 6]], // [B5] 16: an electric motor
    });
    expect(types(events)).toEqual(['FlakFired', 'AircraftAttacked', 'UBoatHit']);
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
    expect(state.step).toMatchObject(INJURY); // Q-BTM-AIR-INJURY: the injury after the attack's damage
    expect(airOf(state)).toMatchObject({ next: 'additionalRound', aircraft: 'shotDown', attacksMade: 1 });
  });

  it('7.3.3: the aircraft shot down is gone: once the crew injury is rolled, the boat sails on to its next box', () => {
    const { state } = play(caught(), fire, {
      '2d6': [
        [2, 2],
        [2, 2],
      ],
      d66: [[1, 6]],
    });
    const after = injuryResolved(state);
    expect(after.step).toEqual({ kind: 'underway' });
    expect(after.air).toBeNull();
  });

  it('7.3.3: shot down, the second attack of a modified 1 on [A4] does not fall', () => {
    const { events } = play(caught([1, 1]), fire, {
      '2d6': [
        [2, 2],
        [2, 2],
      ],
      d66: [[1, 6]],
    });
    expect(attacked(events).map((a) => a.attack)).toEqual([1]);
  });

  it('7.3.3, 7.5.2: damaged, the aircraft still makes its second attack (no automatic injury), then the flooding check of the turn, then it leaves', () => {
    const { events, state } = play(caught([1, 1]), fire, {
      '2d6': [
        [3, 3], // [A2] 6 −1 = 5: damaged
        [2, 2], // first attack: one hit
        [1, 2], // second attack 3 +2 = 5: one hit
      ],
      d66: [
        [1, 2], // flooding
        [1, 1], // batteries
      ],
      '1d6': [4], // 7.5.2: no more flooding
    });
    expect(types(events)).toEqual([
      'FlakFired',
      'AircraftAttacked',
      'UBoatHit',
      'AircraftAttacked',
      'UBoatHit',
      'AdditionalFloodingChecked',
    ]);
    expect(attacked(events).map((a) => [a.attack, a.automaticCrewInjury])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(damageOf(state)).toMatchObject({ flooding: 1, systems: ['batteries'] });
    expect(state.step).toMatchObject(INJURY);
    expect(injuryResolved(state).step).toEqual({ kind: 'underway' });
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

  it('7.5.2, 7.6.3: the last flooding box forces the boat to the surface: the remaining hits are not rolled, it stops at scuttling', () => {
    const { events, state } = play(caught(), fire, {
      '2d6': [
        [2, 2],
        [5, 5], // 10 +2 = 12: five hits
      ],
      d66: [
        [5, 4],
        [5, 4],
        [5, 4], // flooding twice each: the sixth box
      ],
    });
    expect(hits(events).map((h) => h.flooding)).toEqual([2, 4, 6]);
    expect(state.step).toMatchObject({ kind: 'blocked', rule: '7.6.3', missing: { procedure: 'scuttling' } });
  });

  it('7.5.6 [B5]: a crew injury among the hits stops at [B8]; once rolled, the next hit follows', () => {
    const { events, state } = play(caught(), fire, {
      '2d6': [
        [2, 2],
        [3, 4], // 7 +2 = 9: three hits
      ],
      d66: [[3, 4]], // crew injury
    });
    expect(hits(events)[0]).toMatchObject({ effect: 'crewInjury', crewInjuries: 1 });
    expect(state.step).toMatchObject(INJURY);
    const after = injuryResolved(state);
    expect(after.step).toEqual({ kind: 'aircraft' });
    expect(airOf(after)).toMatchObject({ hitsToRoll: 2, next: 'attack' });
  });

  it('7.3.3 (Q-BTM-AA-HOLD): held fire, the aircraft attacks undamaged; after the injury it shadows the boat: its roll on [A3]’s extra combat round is next', () => {
    const { events, state } = play(caught(), hold, { '2d6': [[2, 2]], d66: [[1, 6]] });
    expect(types(events)).toEqual(['Dived', 'AircraftAttacked', 'UBoatHit']);
    expect(airOf(state).aircraft).toBe('undamaged');
    const after = injuryResolved(state);
    expect(after.step).toEqual({ kind: 'aircraft' });
    expect(airOf(after).next).toBe('additionalRound');
  });

  it('9.2 [B10] 3: the aircraft out of the sun makes its one attack after the AA, as a failed crash dive’s', () => {
    const given = play(aduaAtSea(), enter, {
      '2d6': [
        [6, 6],
        [1, 2],
      ],
    }).history;
    const { events, state } = play(given, fire, {
      '2d6': [
        [2, 2],
        [2, 2],
      ],
      d66: [[1, 6]],
    });
    expect(types(events)).toEqual(['FlakFired', 'AircraftAttacked', 'UBoatHit']);
    expect(attacked(events)[0]).toMatchObject({ attack: 1, automaticCrewInjury: true });
    expect(state.step).toMatchObject(INJURY);
  });
});

describe('Beneath the Med: the aircraft the AA did not hit shadows the boat (7.3.3, [A3] extra combat round)', () => {
  /** The AA missed (2d6 7 −1): one attack, one hit of no effect, the crew injury rolled: the shadowing roll is next. */
  const shadowing = (): CareerState => {
    const { state } = play(caught(), fire, {
      '2d6': [
        [4, 4],
        [1, 1],
      ],
      d66: [[1, 3]],
    });
    return injuryResolved(state);
  };
  /** The automatic steps a command would play from here, on these dice. */
  const automatic = (state: CareerState, script: DiceScript) => {
    const dice = new ScriptedDice(script);
    const events: CareerEvent[] = [];
    let now = state;
    while (now.step.kind === 'aircraft') {
      const next = medAircraftStep(med(now), dice, BENEATH_THE_MED.charts.builtIn);
      if (next.length === 0) break;
      events.push(...next);
      now = next.reduce(evolve, now);
    }
    expect(dice.remaining).toBe(0);
    return { events, state: now };
  };
  const shadowRoll = (events: readonly CareerEvent[]) =>
    all(events, 'AdditionalRoundRolled') as unknown as AdditionalRoundRolled['data'][];

  it('7.3.3 (Q-BTM-AIR-SHADOW): nothing comes on [A3]’s extra combat round: the aircraft leaves, the boat sails on', () => {
    const { events, state } = automatic(shadowing(), { '2d6': [[3, 4]] });
    expect(shadowRoll(events)[0]).toMatchObject({
      rule: '7.3.3',
      result: 'none',
      roll: { chart: 'A3 gibraltar', natural: 7, modifiers: [] },
    });
    expect(state.step).toEqual({ kind: 'underway' });
    expect(state.air).toBeNull();
  });

  it('7.3.3: an escort comes: it rolls [B3] from medium range with +1 for the previous detection, the Comandante first choosing whether to dive deep', () => {
    const { state } = automatic(shadowing(), { '2d6': [[1, 2]] });
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
    const { events, state } = automatic(shadowing(), {
      '2d6': [
        [2, 3], // [A3] 5: an aircraft
        [1, 1], // [B4] 2 +2: one hit
        [3, 4], // [A3] 7: nothing more
      ],
      d66: [[1, 3]],
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
    const { events, state } = automatic(shadowing(), {
      '2d6': [
        [1, 1],
        [1, 1],
      ],
      d66: [[1, 3]],
    });
    expect(types(events)).toEqual(['AdditionalRoundRolled', 'AircraftAttacked', 'UBoatHit']);
    expect(state.step).toEqual({ kind: 'evading' });
    expect(state.encounter?.hunt).toMatchObject({ origin: 'arrived', previouslyDetected: true });
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
    const { state } = play(caughtInTheMissionBox(), fire, {
      '2d6': [
        [2, 2],
        [2, 2],
      ],
      d66: [[1, 6]],
    });
    const after = med(injuryResolved(state));
    expect(after.step).toEqual({ kind: 'aircraft' });
    const again = medAircraftStep(
      after,
      new ScriptedDice({ '2d6': [[3, 4]] } as DiceScript),
      BENEATH_THE_MED.charts.builtIn,
    );
    expect(types(again)).toEqual(['EncounterRolled', 'MissionEnded']);
    expect(all(again, 'MissionEnded')[0]).toMatchObject({ mission: 'S', accomplished: true });
  });
});
