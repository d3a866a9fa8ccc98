import { RuleViolation } from '../../errors';
import { evolve } from '../evolve';
import { pending } from '../pending';
import type { MedAircraft, MedCareer, MedCrewInjured } from '../model/med';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent, FlakFired } from '../model/events';
import { initialState, type CareerState } from '../model/state';
import { all, spec, types } from './career.fixtures';
import {
  aduaAtSea,
  caughtByAircraft,
  CREWMAN,
  LIGHT_WOUND,
  LIGHTLY,
  med,
  NO_EFFECT,
  NOTHING_COMES,
} from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const fire: CareerCommand = { type: 'StaySurfaced', data: {} };
const hold: CareerCommand = { type: 'Dive', data: {} };
const lupo: CareerCommand = { type: 'UseRandomEventToken', data: { token: 'inBoccaAlLupo' } };
const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
/** The aircraft's attack that follows the AA (7.3.3): [B4] 2 +2, one hit, [B5] 13 (a German set: no effect). */
const AIR_ATTACK: [number, number] = [1, 1];

/** The Adua at sea with the crew of `crewQuality`. */
const withCrew = (events: CareerEvent[], crewQuality: MedCareer['crewQuality']): CareerEvent[] => {
  const [started, ...rest] = events as [Extract<CareerEvent, { type: 'CareerStarted' }>, ...CareerEvent[]];
  return [{ ...started, data: { ...started.data, crewQuality } } as CareerEvent, ...rest];
};
const caught = caughtByAircraft;
const flak = (events: readonly CareerEvent[]) => all(events, 'FlakFired')[0] as FlakFired['data'];
/** The one crew injury of the aircraft's attack: a generic crewman lightly wounded. */
const lightlyWounded = (events: readonly CareerEvent[]) => {
  const injured = all(events, 'CrewInjured') as unknown as MedCrewInjured['data'][];
  expect(injured).toHaveLength(1);
  expect(injured[0]).toMatchObject(LIGHT_WOUND);
};

describe('Beneath the Med: AA fire against aircraft (7.3.3-7.3.4, [A2])', () => {
  it('7.3.3: Given a failed crash dive, Then the player chooses to fire the AA or to hold fire, before the air attack', () => {
    const state = fold(caught());
    expect(state.step).toEqual({ kind: 'antiAircraft', rule: '7.3.3', attacks: 1 });
    expect(pending(state).commands.map((c) => c.type)).toEqual(['StaySurfaced', 'Dive']);
  });

  it('7.3.4 [A2]: When the AA fires with both twin mounts working (−1), Then a natural 4 is a modified 3: the aircraft is shot down', () => {
    const events = spec
      .given(caught())
      .when(fire, { '2d6': [[2, 2], AIR_ATTACK, CREWMAN], d66: [NO_EFFECT], '1d6': [LIGHTLY] })
      .thenEvents();
    expect(types(events)).toEqual(['FlakFired', 'AircraftAttacked', 'UBoatHit', 'CrewInjured']);
    lightlyWounded(events);
    expect(flak(events)).toMatchObject({ rule: '7.3.4', gunsWorking: 2, result: 'shotDown' });
    expect(flak(events).rolls[0]).toMatchObject({
      chart: 'A2',
      natural: 4,
      total: 3,
      modifiers: [{ id: 'bothMountsWorking', value: -1, rule: '7.3.4' }],
    });
  });

  it('7.3.4, 7.7.2 [A2]: a veteran crew adds its −1: a natural 6 is a modified 4, the aircraft damaged', () => {
    const events = spec
      .given(caught(withCrew(aduaAtSea(), 'veteran')))
      .when(fire, { '2d6': [[3, 3], AIR_ATTACK, CREWMAN], d66: [NO_EFFECT], '1d6': [LIGHTLY] })
      .thenEvents();
    expect(flak(events).result).toBe('damaged');
    expect(types(events)).toEqual(['FlakFired', 'AircraftAttacked', 'UBoatHit', 'CrewInjured']);
    lightlyWounded(events);
    expect(flak(events).rolls[0].modifiers.map((m) => m.id)).toEqual([
      'bothMountsWorking',
      'veteranOrEliteCrew',
    ]);
    expect(flak(events).rolls[0].total).toBe(4);
  });

  it('7.3.3: Then, whatever the AA did, the aircraft attacks on [B4] in the same command (career.med-air-attack)', () => {
    const events = spec
      .given(caught())
      .when(fire, {
        '2d6': [[4, 3], AIR_ATTACK, CREWMAN, NOTHING_COMES],
        d66: [NO_EFFECT],
        '1d6': [LIGHTLY],
      })
      .thenEvents();
    expect(flak(events).result).toBe('missed');
    expect(types(events)).toEqual([
      'FlakFired',
      'AircraftAttacked',
      'UBoatHit',
      'CrewInjured',
      'AdditionalRoundRolled',
    ]);
    lightlyWounded(events);
  });

  it('7.3.3 (Q-BTM-AA-HOLD): When the player holds fire, Then no [A2] roll: the boat dives and the attack follows on [B4]', () => {
    const given = caught();
    const events = spec
      .given(given)
      .when(hold, { '2d6': [AIR_ATTACK, CREWMAN, NOTHING_COMES], d66: [NO_EFFECT], '1d6': [LIGHTLY] })
      .thenEvents();
    expect(events[0]).toEqual({ type: 'Dived', data: { rule: '7.3.3' } });
    expect(types(events)).toEqual([
      'Dived',
      'AircraftAttacked',
      'UBoatHit',
      'CrewInjured',
      'AdditionalRoundRolled',
    ]);
    lightlyWounded(events);
  });

  it('7.3.3: the AA cannot fire when no aircraft attacks (a clean crash dive)', () => {
    spec
      .given(aduaAtSea())
      .when(fire)
      .thenThrows(RuleViolation, (e) => e.code === 'command/not-pending');
  });
});

describe('Beneath the Med: "In bocca al lupo" (9.2, [B10] 7, Q-BTM-LUPO)', () => {
  /** The first box rolls the patrol's first 12 on [A3]: the random event, [B10] 7, a token on the board. */
  const lucky = (): CareerEvent[] => {
    const given = aduaAtSea();
    const events = spec
      .given(given)
      .when(enter, {
        '2d6': [
          [6, 6],
          [3, 4],
        ],
      })
      .thenEvents();
    return [...given, ...events];
  };

  it('9.2: Given a token on the board and a failed crash dive, Then the player may spend it to roll the crash dive again', () => {
    const state = fold(caught(lucky()));
    expect((med(state).career as MedCareer).luckTokens).toBe(1);
    expect(pending(state).commands.map((c) => c.type)).toEqual([
      'StaySurfaced',
      'Dive',
      'UseRandomEventToken',
    ]);
  });

  it('9.2: When the token is spent and [A4] rolls a modified 7, Then the boat crash-dives clean and sails on, the token gone', () => {
    const given = caught(lucky());
    const events = spec
      .given(given)
      .when(lupo, { '2d6': [[4, 4]] })
      .thenEvents();
    expect(types(events)).toEqual(['RandomEventTokenUsed', 'AircraftEncountered']);
    expect(events[0].data).toEqual({ token: 'inBoccaAlLupo', rule: '9.2' });
    expect((events[1].data as unknown as MedAircraft).crashDive).toMatchObject({
      chart: 'A4',
      natural: 8,
      total: 7,
    });
    const state = fold([...given, ...events]);
    expect(state.step).toEqual({ kind: 'underway' });
    expect((med(state).career as MedCareer).luckTokens).toBe(0);
  });

  it('9.2: the re-rolled dive can fail again: the AA choice comes back, with no token left to spend', () => {
    const given = caught(lucky());
    const events = spec
      .given(given)
      .when(lupo, { '2d6': [[2, 3]] })
      .thenEvents();
    const state = fold([...given, ...events]);
    expect(state.step).toEqual({ kind: 'antiAircraft', rule: '7.3.3', attacks: 1 });
    expect(pending(state).commands.map((c) => c.type)).toEqual(['StaySurfaced', 'Dive']);
  });

  it('9.2: without a token on the board, the command is refused', () => {
    spec
      .given(caught())
      .when(lupo)
      .thenThrows(RuleViolation, (e) => e.code === 'command/option-not-offered');
  });
});
