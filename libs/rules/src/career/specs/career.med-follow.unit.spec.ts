import { BENEATH_THE_MED } from '../../campaigns';
import { ScriptedDice, type DiceScript } from '../../dice';
import { decide } from '../decide';
import { decideMed } from '../med/decide';
import { evolve } from '../evolve';
import { stateWith } from '../model/copies';
import { pending } from '../pending';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import {
  asCareerState,
  initialState,
  type CareerState,
  type Encounter,
  type MedState,
  type TargetShip,
} from '../model/state';
import { spec, types } from './career.fixtures';
import { med, metInTheMed } from './career.med.fixtures';

const pack = BENEATH_THE_MED.charts.builtIn;

const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
const then = (given: CareerEvent[], command: CareerCommand, dice: DiceScript = {}) => [
  ...given,
  ...spec.given(given).when(command, dice).thenEvents(),
];
const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
const follow = (damagedShip?: number): CareerCommand => ({
  type: 'Follow',
  data: damagedShip === undefined ? {} : { damagedShip },
});

/**
 * Central Mediterranean, one large freighter of 3 points with an escort by day; a hit of 1 point at medium range
 * (2d6 4, no dud 1d6 3, 1 point 1d6 4); the escorts miss the boat (2d6 2, never detected): it slips away.
 */
const damagedAndEscaped = () =>
  then(
    then(
      then(metInTheMed('centralMed', { '2d6': [[3, 4]], '1d6': [3, 4, 1], '1d10': [6] }), {
        type: 'ChooseApproach',
        data: { attack: 'submerged', range: 'medium' },
      }),
      { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 0 }] } },
      { '2d6': [[2, 2]], '1d6': [3, 4] },
    ),
    evade,
    { '2d6': [[1, 1]] },
  );

describe('Beneath the Med: following a ship or convoy (7.4)', () => {
  it('7.4.1: Given the escorts lost the boat and a ship is damaged, Then the Comandante may follow it or break off', () => {
    const state = fold(damagedAndEscaped());
    expect(state.step).toEqual({ kind: 'combatRoundOver' });
    const offered = pending(state).commands;
    expect(offered.map((c) => c.type)).toEqual(['Follow', 'BreakOff']);
    expect(offered[0].choices).toEqual([follow(0)]);
  });

  it('7.4.2: When he follows the damaged freighter, Then it is found at once, still escorted on 1d6 1-4, its damage kept', () => {
    const events = spec
      .given(damagedAndEscaped())
      .when(follow(0), { '1d6': [4] })
      .thenEvents();
    expect(types(events)).toEqual(['FollowAttempted']);
    expect(events[0].data).toMatchObject({
      rule: '7.4.2',
      contact: true,
      escorted: true,
      roll: { total: 4 },
    });
    const state = fold([...damagedAndEscaped(), ...events]);
    expect(state.step).toEqual({ kind: 'shipsSighted' });
    expect(state.encounter).toMatchObject({ escorted: true, ships: [{ damage: 1, sinkPoints: 3 }] });
  });

  it('7.4.2: on 1d6 5 the freighter is a straggler, unescorted', () => {
    const events = spec
      .given(damagedAndEscaped())
      .when(follow(0), { '1d6': [5] })
      .thenEvents();
    expect(fold([...damagedAndEscaped(), ...events]).encounter).toMatchObject({
      escorted: false,
      kind: 'ship',
    });
  });

  it.each([1, 2, 3, 4, 5, 6])(
    '7.4.5 worked example (004 L1974-1979): a capital ship damaged 2 points is followed on 1-3 (1d6 %i)',
    (face) => {
      const state = med(fold(damagedAndEscaped()));
      const encounter = state.encounter as Encounter;
      const capitalShip = {
        ...encounter.ships[0],
        type: 'capitalShip',
        damage: 2,
        sinkPoints: 6,
      } as TargetShip;
      const before = stateWith(state, { encounter: { ...encounter, ships: [capitalShip] } });
      const [attempt] = decideMed(
        asCareerState(before),
        follow(0),
        new ScriptedDice({ '1d6': [face] }),
        pack,
      );
      expect(attempt.data).toMatchObject({
        rule: '7.4.5',
        contact: face <= 3,
        roll: { natural: face, total: face - 2, modifiers: [{ id: 'damagePoints', value: -2 }] },
      });
    },
  );

  it('7.4.6: a boat of the Mediterranean follows once in a box: after the second round no follow is offered', () => {
    const followed = then(damagedAndEscaped(), follow(0), { '1d6': [4] });
    const again = then(
      then(followed, { type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } }),
      { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 0 }] } },
      { '2d6': [[6, 6]] },
    );
    const events = spec
      .given(again)
      .when(evade, { '2d6': [[1, 1]] })
      .thenEvents();
    expect(types(events).at(-1)).not.toBe('FollowAttempted');
    expect(fold([...again, ...events]).encounter).toBeNull(); // the combat is over: the boat sails on
  });

  it('7.2.7: When the Comandante breaks off, Then the combat is over', () => {
    const events = spec.given(damagedAndEscaped()).when({ type: 'BreakOff', data: {} }).thenEvents();
    expect(events).toEqual([{ type: 'EncounterEnded', data: { rule: '7.2.7', reason: 'brokeOff' } }]);
  });
});

/**
 * The escorts lost the boat after a convoy attack: its ships 0 and 2 damaged and afloat, ship 1 sunk (a state built
 * from the escape above, the encounter a convoy of three).
 */
const convoyTwoDamaged = (): MedState => {
  const state = med(fold(damagedAndEscaped()));
  const encounter = state.encounter as Encounter;
  const ship = encounter.ships[0];
  const ships = [
    { ...ship, damage: 1 },
    { ...ship, name: 'T2-3', damage: 3 },
    { ...ship, name: 'T2-5', damage: 2, sinkPoints: 4 },
  ];
  return stateWith(state, { encounter: { ...encounter, kind: 'convoy', ships } });
};
const decided = (state: MedState, command: CareerCommand, dice: DiceScript) => {
  const events = decide(asCareerState(state), command, new ScriptedDice(dice));
  return { events, state: med(events.reduce(evolve, asCareerState(state))) };
};

describe('Beneath the Med: several damaged ships of a convoy followed (7.4.3, Q-BTM-COMBAT-DAMAGED-GROUP)', () => {
  it('7.4.3: Given two damaged ships of a convoy afloat, Then they are followed together, the Comandante naming the one he finishes off should they separate; or the convoy', () => {
    const offered = pending(asCareerState(convoyTwoDamaged())).commands;
    expect(offered.map((c) => c.type)).toEqual(['Follow', 'BreakOff']);
    expect(offered[0].choices).toEqual([follow(0), follow(2), follow()]);
  });

  it('7.4.3: on 1d6 1-4 they stay together, still escorted: both are the targets, their damage kept, and the convoy is lost', () => {
    const { events, state } = decided(convoyTwoDamaged(), follow(2), { '1d6': [4] });
    expect(types(events)).toEqual(['FollowAttempted']);
    expect(events[0].data).toMatchObject({
      rule: '7.4.3',
      ship: 2,
      ships: [0, 2],
      contact: true,
      escorted: true,
    });
    expect(state.step).toEqual({ kind: 'shipsSighted' });
    expect(state.encounter).toMatchObject({
      kind: 'shipWithEscort',
      escorted: true,
      ships: [{ damage: 1 }, { name: 'T2-5', damage: 2 }],
    });
  });

  it('7.4.3: on 1d6 5-6 they separate, stragglers without escort: the one the Comandante chose is finished off alone', () => {
    const { events, state } = decided(convoyTwoDamaged(), follow(2), { '1d6': [5] });
    expect(events[0].data).toMatchObject({ rule: '7.4.3', ship: 2, ships: [2], escorted: false });
    expect(state.encounter).toMatchObject({
      kind: 'ship',
      escorted: false,
      ships: [{ name: 'T2-5', damage: 2 }],
    });
  });

  it('7.4.3: once the damaged ships are followed, the convoy cannot be followed again', () => {
    const { state } = decided(convoyTwoDamaged(), follow(0), { '1d6': [1] });
    const over = stateWith(state, {
      step: { kind: 'combatRoundOver' },
      patrol: { ...state.patrol!, followsIn: undefined },
    });
    const choices = pending(asCareerState(over)).commands.find((c) => c.type === 'Follow')?.choices;
    expect(choices).toEqual([follow(0), follow(1)]);
  });
});
