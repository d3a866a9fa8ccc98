import { ScriptedDice, type DiceScript } from '../../dice';
import type { MedArea } from '../../campaigns/beneath-the-med';
import { BENEATH_THE_MED, medChart } from '../../campaigns';
import type { MedPatrol } from '../model/med';
import type { MedOptions } from '../model/med-options';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent, CareerStarted, ShipsIdentified } from '../model/events';
import { evolve } from '../evolve';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { decideMed } from '../med/decide';
import { spec } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startInTheMed } from './career.med.fixtures';

// 11.2 (004 L2584-2594): the names of the ships sunk are recorded, and a ship already sunk that comes up again is
// rolled again; on the designed lists a ship is its list and row (Q-BTM-OPT-HISTORICAL).

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };

const startedWith = (options: Partial<MedOptions>): CareerStarted<'beneath-the-med'> => {
  const command = startInTheMed('Adua', '1940-06');
  const start = { ...command, data: { ...command.data, options } } as CareerCommand;
  return spec
    .given([])
    .when(start, { '1d6': [4] })
    .thenEvents()[0] as unknown as CareerStarted<'beneath-the-med'>;
};

/** The career of `events` about to enter a box of `area` (its route replaced by two boxes there). */
function before(events: readonly CareerEvent[], area: MedArea): CareerState {
  const state = med(events.reduce(evolve, initialState()));
  const patrol = state.patrol as MedPatrol;
  const boxes = [
    { kind: 'area', area, rolls: 1 },
    { kind: 'area', area, rolls: 1 },
  ] as MedPatrol['boxes'];
  return asCareerState(stateWith(state, { patrol: { ...patrol, boxes } }));
}

const entered = (state: CareerState, dice: DiceScript): CareerEvent[] =>
  decideMed(state, enter, new ScriptedDice(dice)) as unknown as CareerEvent[];

const shipMet = (events: readonly CareerEvent[]) =>
  (events.find((e) => e.type === 'ShipsIdentified') as ShipsIdentified).data.ships[0];

/**
 * A career with `options` that met a ship in `area` on `dice` and sank it (its ShipSunk), then let the rest go
 * (AttackDeclined): the ship's name and the events.
 */
function sankOne(options: Partial<MedOptions>, area: MedArea, dice: DiceScript) {
  const started = startedWith(options);
  const atSea = asGiven([started, assignedInTheMed([started], [3, 4])]);
  const met = entered(before(atSea, area), dice);
  const { name, type, tonnage } = shipMet(met);
  const sunk = { type: 'ShipSunk', data: { target: 0, name, shipType: type, tonnage, knightsCross: false } };
  const declined = { type: 'AttackDeclined', data: {} };
  return { name, events: asGiven([...atSea, ...met, sunk as CareerEvent, declined as CareerEvent]) };
}

describe('Beneath the Med 11.2: historical targets', () => {
  it('Given a StartCareer with historicalTargets, Then CareerStarted records it', () => {
    expect(startedWith({ historicalTargets: true }).data.options.historicalTargets).toBe(true);
  });

  describe('a freighter: the Adua sank T1-3 off the Spanish coast (1d6 1 small, 1d10 3)', () => {
    const firstMeeting = { '2d6': [[4, 5]], '1d6': [1, 1], '1d10': [3] } as DiceScript;
    /** The next ship met in the same waters, small (1d6 1), rolled 1d10 3 then 5, by day. */
    const nextMeeting = { '2d6': [[4, 5]], '1d6': [1, 1], '1d10': [3, 5] } as DiceScript;

    it('Given 11.2, When the Adua sinks it, Then its name (list and row) is recorded', () => {
      const { name, events } = sankOne({ historicalTargets: true }, 'spanishCoast', firstMeeting);
      expect(name).toBe('T1-3');
      expect(events.reduce(evolve, initialState()).optional.shipsSunk).toEqual(['T1-3']);
    });

    it('Given 11.2, When T1-3 comes up again (1d10 3), Then it is rolled again (1d10 5: T1-5), every roll recorded', () => {
      const { events } = sankOne({ historicalTargets: true }, 'spanishCoast', firstMeeting);
      const met = entered(before(events, 'spanishCoast'), nextMeeting);
      const ship = shipMet(met);
      expect([ship.name, ship.tonnage, ship.sinkPoints]).toEqual(['T1-5', 3000, 2]);
      expect(ship.rolls.map((r) => [r.purpose, r.row])).toEqual([
        ['ship size', '1-3'],
        ['ship identity (T1)', '3 (sunk: rolled again, 11.2)'],
        ['ship identity (T1)', '5'],
      ]);
    });

    it('Given the option off, When T1-3 comes up again, Then it is met again (nothing recorded, no roll again)', () => {
      const { events } = sankOne({}, 'spanishCoast', firstMeeting);
      expect(events.reduce(evolve, initialState()).optional.shipsSunk).toEqual([]);
      const ship = shipMet(entered(before(events, 'spanishCoast'), nextMeeting));
      expect(ship.name).toBe('T1-3');
      expect(ship.rolls).toHaveLength(2);
    });

    it('Given 11.2 and 11.1, When T1-3 comes up again, Then the list is rolled again for the name and the standard tonnage kept (3,500 t, 2 points: D75)', () => {
      const both = { historicalTargets: true, standardTonnage: true };
      const { events } = sankOne(both, 'spanishCoast', firstMeeting);
      const ship = shipMet(entered(before(events, 'spanishCoast'), nextMeeting));
      expect([ship.name, ship.tonnage, ship.sinkPoints]).toEqual(['T1-5', 3500, 2]);
    });
  });

  describe('a capital ship: the Adua sank HMS Nelson in the Central Mediterranean (2d6 1+3, bottom of [T4] 1d6 3)', () => {
    const firstMeeting = { '2d6': [[1, 3]], '1d6': [3, 1] } as DiceScript;
    /** The next capital ship, 1d6 3 then 2, by day. */
    const nextMeeting = { '2d6': [[1, 3]], '1d6': [3, 2, 1] } as DiceScript;

    it('Given 11.2, When HMS Nelson comes up again (1d6 3), Then it is rolled again (1d6 2: HMS Renown)', () => {
      const { name, events } = sankOne({ historicalTargets: true }, 'centralMed', firstMeeting);
      expect(name).toBe('HMS Nelson');
      const ship = shipMet(entered(before(events, 'centralMed'), nextMeeting));
      expect(ship.name).toBe('HMS Renown');
      expect(ship.rolls.map((r) => r.row)).toEqual(['3 (sunk: rolled again, 11.2)', '2']);
    });

    it('Given the option off, When HMS Nelson comes up again, Then it is met again', () => {
      const { events } = sankOne({}, 'centralMed', firstMeeting);
      expect(shipMet(entered(before(events, 'centralMed'), nextMeeting)).name).toBe('HMS Nelson');
    });
  });

  it('Q-BTM-OPT-HISTORICAL: a warship of [T5] is a type, many alike: one sunk is met again', () => {
    // The designed [T5] keeps a ship sunk (its rows are sloops, corvettes, destroyers…, not ships); [T1]-[T4] roll again.
    const pack = BENEATH_THE_MED.charts.builtIn;
    const lists = (['T1', 'T2', 'T3', 'T4', 'T5'] as const).map(
      (list) => medChart(pack, list).alreadySunk.value,
    );
    expect(lists).toEqual(['rerollOptional', 'rerollOptional', 'rerollOptional', 'rerollOptional', 'keep']);
  });
});
