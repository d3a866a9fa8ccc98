import { ScriptedDice, type DiceScript } from '../../dice';
import { decide } from '../decide';
import { evolve } from '../evolve';
import { boxToMoveOn } from '../med/rounds';
import { pending } from '../pending';
import type { CareerCommand, Shot } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import type { MedPatrol, MedRouteBox } from '../model/med';
import { asCareerState, initialState, type CareerState, type MedState } from '../model/state';
import { medReportOf } from '../views/med-headlines';
import { spec, types } from './career.fixtures';
import { med, metInTheMed } from './career.med.fixtures';

const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
const then = (given: CareerEvent[], command: CareerCommand, dice: DiceScript = {}) => [
  ...given,
  ...spec.given(given).when(command, dice).thenEvents(),
];
const salvo = (...shots: Shot[]): CareerCommand => ({ type: 'FireTorpedoes', data: { shots } });
const bow = (tube: number): Shot => ({ end: 'bow', tube, target: 0 });
const extraRound: CareerCommand = { type: 'AdditionalRound', data: {} };
const breakOff: CareerCommand = { type: 'BreakOff', data: {} };

/** Spanish coast, a Ship (2d6 9), small (1d6 1), T1-4 of 2,500 t and 2 points, alone, by day (1d6 1). */
const freighterAlone = () => metInTheMed('spanishCoast', { '2d6': [[4, 5]], '1d6': [1, 1], '1d10': [4] });
const endRound: CareerCommand = { type: 'EndRound', data: {} };
/** The Adua fires bow tube 1 at the freighter alone from close range and misses (2d6 12), its gun silent (7.2.3). */
const missed = () =>
  then(
    then(
      then(freighterAlone(), { type: 'ChooseApproach', data: { attack: 'submerged', range: 'close' } }),
      salvo(bow(0)),
      { '2d6': [[6, 6]] },
    ),
    endRound,
  );
const AREA: MedRouteBox = { kind: 'area', area: 'spanishCoast', rolls: 1 };
const TRANSIT: MedRouteBox = { kind: 'transit', area: null, rolls: 1 };
const commands = (events: readonly CareerEvent[]) => pending(fold(events)).commands.map((c) => c.type);

describe('Beneath the Med: the end of a combat round and the extra rounds (7.2.7, [A3])', () => {
  it('7.2.7: Given the salvo missed the ship alone, Then the round is over: an extra combat round or let the ship go', () => {
    const state = fold(missed());
    expect(state.step).toEqual({ kind: 'combatRoundOver' });
    expect(commands(missed())).toEqual(['AdditionalRound', 'BreakOff']);
  });

  it('7.2.7 (Q-BTM-ROUND-A3): When an extra round is asked and [A3] brings nothing (2d6 6), Then the tube is reloaded and the boat fires again at close range', () => {
    const events = spec
      .given(missed())
      .when(extraRound, { '2d6': [[3, 3]] })
      .thenEvents();
    expect(types(events)).toEqual(['TubesReloaded', 'AdditionalRoundRolled']);
    expect(events[1].data).toMatchObject({
      rule: '7.2.7',
      result: 'none',
      aircraft: false,
      escortArrives: false,
      roll: { chart: 'A3 extraRound', total: 6 },
    });
    const state = med(fold([...missed(), ...events]));
    expect(state.step).toEqual({ kind: 'firing' });
    expect(state.encounter?.approach?.range).toBe('close');
    expect(state.career?.torpedoes.bowTubes).toHaveLength(4);
  });

  it('7.2.7 (Q-BTM-ROUND-ESCORT): When an escort arrives (2d6 3) and its [B3] at close range misses the boat (2d6 7), Then the ship is escorted and the attack starts again from the sighting', () => {
    const events = spec
      .given(missed())
      .when(extraRound, {
        '2d6': [
          [1, 2],
          [3, 4],
        ],
      })
      .thenEvents();
    expect(types(events)).toEqual(['TubesReloaded', 'AdditionalRoundRolled', 'EscortDetectionRolled']);
    expect(events[2].data).toMatchObject({
      rule: '7.2.1',
      result: 'notDetected',
      roll: { chart: 'B3 close' },
    });
    const state = fold([...missed(), ...events]);
    expect(state.step).toEqual({ kind: 'shipsSighted' });
    expect(state.encounter).toMatchObject({ escorted: true, kind: 'shipWithEscort' });
  });

  it('7.2.7: When an escort arrives and detects the boat (2d6 10), Then it may not fire: the escort attacks on [B4] at once', () => {
    const events = spec
      .given(missed())
      .when(extraRound, {
        '2d6': [
          [1, 2],
          [5, 5],
          [1, 2],
        ],
      })
      .thenEvents();
    expect(types(events)).toEqual([
      'TubesReloaded',
      'AdditionalRoundRolled',
      'EscortDetectionRolled',
      'DepthCharged',
    ]);
    const state = fold([...missed(), ...events]);
    expect(state.encounter?.approach?.range).toBe('medium');
    expect(state.step).toEqual({ kind: 'evading' });
  });

  it('7.2.7 (Q-BTM-ROUND-AIR): When an aircraft arrives (2d6 4), Then the boat leaves the ship and dives: its crash dive on [A4] follows', () => {
    const events = spec
      .given(missed())
      .when(extraRound, {
        '2d6': [
          [2, 2],
          [4, 4],
        ],
      })
      .thenEvents();
    expect(types(events)).toEqual(['TubesReloaded', 'AdditionalRoundRolled', 'AircraftEncountered']);
    const state = fold([...missed(), ...events]);
    expect(state.encounter).toBeNull();
    expect(state.step.kind).not.toBe('combatRoundOver');
  });

  it('7.2.7: When the Comandante lets the ship go, Then the combat is over and the boat sails on (6.1 step 2)', () => {
    const events = spec.given(missed()).when(breakOff).thenEvents();
    expect(events).toEqual([{ type: 'EncounterEnded', data: { rule: '7.2.7', reason: 'brokeOff' } }]);
    const state = fold([...missed(), ...events]);
    expect(state.encounter).toBeNull();
    expect(['underway', 'refit']).toContain(state.step.kind);
  });

  it('7.2.7 (Q-BTM-EXTRA-ROUNDS): after two extra rounds in its last on-station box no third is offered: the round over, the ship escapes', () => {
    const twoRounds = (events: CareerEvent[]) => {
      const state = med(fold(events));
      const patrol = { ...(state.patrol as MedPatrol), boxes: [AREA, TRANSIT], boxIndex: 0 };
      return stateWith(state, { patrol: { ...patrol, extraRoundsIn: { box: 0, rounds: 2 } } });
    };
    const given = then(freighterAlone(), {
      type: 'ChooseApproach',
      data: { attack: 'submerged', range: 'close' },
    });
    const fired = then(given, salvo(bow(0)), { '2d6': [[6, 6]] });
    const events = [...fired.slice(given.length), ...spec.given(fired).when(endRound).thenEvents()];
    const after = events.reduce(evolve, asCareerState(twoRounds(given)));
    expect(pending(after).commands.map((c) => c.type)).toEqual(['BreakOff']);
  });

  it('7.2.7: Given the salvo sinks the ship alone, Then the combat ends in the same command and the boat sails on', () => {
    const given = then(freighterAlone(), {
      type: 'ChooseApproach',
      data: { attack: 'submerged', range: 'close' },
    });
    const events = spec
      .given(given)
      .when(salvo(bow(0)), { '2d6': [[3, 3]], '1d6': [4, 1] })
      .thenEvents();
    expect(types(events).slice(-3)).toEqual(['ShipSunk', 'CombatRoundEnded', 'EncounterEnded']);
    expect(events.at(-1)?.data).toEqual({ rule: '7.2.7', reason: 'targetsGone' });
    expect(fold([...given, ...events]).encounter).toBeNull();
  });
});

/** The round over after the missed salvo, two extra rounds already fought in box 0 of a route of `boxes`. */
const twoRoundsFought = (boxes: MedRouteBox[]): MedState => {
  const state = med(fold(missed()));
  const patrol = { ...(state.patrol as MedPatrol), boxes, boxIndex: 0, extraRoundsIn: { box: 0, rounds: 2 } };
  return stateWith(state, { patrol });
};
const decided = (state: MedState, command: CareerCommand, dice: DiceScript) => {
  const events = decide(asCareerState(state), command, new ScriptedDice(dice));
  return { events, state: med(events.reduce(evolve, asCareerState(state))) };
};

describe('Beneath the Med: a third extra round, one travel box on (7.2.7, Q-BTM-COMBAT-THIRD-ROUND)', () => {
  it('7.2.7: Given two extra rounds fought in an on-station box with another ahead, Then a third is offered: the boat first moves one box on, and that box rolls no encounter', () => {
    const given = twoRoundsFought([AREA, AREA, TRANSIT]);
    expect(pending(asCareerState(given)).commands.map((c) => c.type)).toEqual([
      'AdditionalRound',
      'BreakOff',
    ]);
    const { events, state } = decided(given, extraRound, { '2d6': [[3, 3]] });
    expect(types(events)).toEqual(['TubesReloaded', 'AdditionalRoundRolled']);
    expect(events[1].data).toMatchObject({ rule: '7.2.7', result: 'none', movedToBox: 1 });
    expect(medReportOf(events).headlines).toContainEqual({
      key: 'move.medExtraRound',
      params: { total: 6, result: 'none', moved: true },
    });
    const patrol = state.patrol as MedPatrol;
    expect(patrol.boxIndex).toBe(1);
    expect(patrol.extraRoundsIn).toEqual({ box: 1, rounds: 1 });
    expect(state.step).toEqual({ kind: 'firing' });
  });

  it('7.2.7: the round fought in the new box is its first: a fourth stays there, a fifth would move on again', () => {
    const { state } = decided(twoRoundsFought([AREA, AREA, AREA, TRANSIT]), extraRound, { '2d6': [[3, 3]] });
    expect(boxToMoveOn(state.patrol as MedPatrol)).toBeNull();
    const patrol = { ...(state.patrol as MedPatrol), extraRoundsIn: { box: 1, rounds: 2 } };
    expect(boxToMoveOn(patrol)).toBe(2);
  });

  it('7.2.7: the combat over after the move, the boat sails on from the box it chased the ship into', () => {
    const { state } = decided(twoRoundsFought([AREA, AREA, TRANSIT]), extraRound, { '2d6': [[3, 3]] });
    const over = stateWith(state, { step: { kind: 'combatRoundOver' } });
    const { events, state: after } = decided(over, breakOff, {});
    expect(types(events)).toEqual(['EncounterEnded']);
    expect((after.patrol as MedPatrol).boxIndex).toBe(1);
    expect(after.step).toEqual({ kind: 'underway' });
  });

  it('7.2.7: not from the last non-transit box, the fuel short: after two extra rounds there the ship escapes', () => {
    expect(boxToMoveOn(twoRoundsFought([AREA, TRANSIT, TRANSIT]).patrol as MedPatrol)).toBeNull();
    expect(boxToMoveOn(twoRoundsFought([TRANSIT, AREA, TRANSIT]).patrol as MedPatrol)).toBe(1);
  });

  it('7.2.7: not into a box with a procedure of its own: the Strait of Gibraltar', () => {
    const gibraltar: MedRouteBox = { kind: 'gibraltar', area: null, rolls: 1 };
    expect(boxToMoveOn(twoRoundsFought([TRANSIT, gibraltar, AREA, TRANSIT]).patrol as MedPatrol)).toBeNull();
    expect(boxToMoveOn(twoRoundsFought([TRANSIT, AREA, AREA, TRANSIT]).patrol as MedPatrol)).toBe(1);
  });
});
