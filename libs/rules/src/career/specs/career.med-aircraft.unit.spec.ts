import { RuleNotImplemented } from '../../errors';
import { ScriptedDice } from '../../dice';
import { BENEATH_THE_MED, type MedChartPack } from '../../campaigns';
import { evolve } from '../evolve';
import { decideMed } from '../med/decide';
import type { MedAircraft, MedCareer, MedEncounter, MedPatrol } from '../model/med';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { all, spec, types } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
/** An Adua on a Central Mediterranean patrol (T, T, area, area, T, T), in port still, started in `date`. */
const aduaAtSea = (date: '1940-06' | '1940-09' = '1940-06'): CareerEvent[] => {
  const started = startedInTheMed('Adua', date, { '1d6': [4] });
  return asGiven([started, assignedInTheMed([started], [3, 4])]);
};
const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
const dived = (events: readonly CareerEvent[]) =>
  all(events, 'AircraftEncountered') as unknown as MedAircraft[];
const rolled = (events: readonly CareerEvent[]) =>
  all(events, 'EncounterRolled') as unknown as MedEncounter[];
/** The state with its career or patrol changed (a crew's quality, a patrol's box). */
const withCareer = (state: CareerState, change: Partial<MedCareer>): CareerState =>
  asCareerState(stateWith(med(state), { career: { ...(med(state).career as MedCareer), ...change } }));
const withPatrol = (state: CareerState, change: Partial<MedPatrol>): CareerState =>
  asCareerState(stateWith(med(state), { patrol: { ...(med(state).patrol as MedPatrol), ...change } }));
const CONNING_TOWER = { id: 'conningTowerNotRebuilt', value: -1, rule: '7.5.9.3' };

describe('Beneath the Med: aircraft encounters (7.3)', () => {
  it('7.3.1, 7.3.2 [A4]: Given an aircraft met in Transit, When the boat crash-dives on a modified 7, Then no combat: it sails on', () => {
    const events = spec
      .given(aduaAtSea())
      .when(enter, {
        '2d6': [
          [1, 1],
          [4, 4],
        ],
      })
      .thenEvents();
    expect(types(events)).toEqual(['TravelBoxEntered', 'EncounterRolled', 'AircraftEncountered']);
    expect(rolled(events)[0].result).toBe('aircraft');
    expect(dived(events)[0]).toMatchObject({ rule: '7.3.1', result: 'crashDive', attacks: 0 });
    expect(dived(events)[0].crashDive).toMatchObject({
      chart: 'A4',
      natural: 8,
      total: 7,
      row: '≥7',
      modifiers: [CONNING_TOWER],
    });
    const state = fold([...aduaAtSea(), ...events]);
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('7.5.9.3: the conning tower not yet rebuilt takes −1 on [A4]: a 7 is a modified 6, one air attack, which waits for [B4]', () => {
    const events = spec
      .given(aduaAtSea())
      .when(enter, {
        '2d6': [
          [1, 1],
          [3, 4],
        ],
      })
      .thenEvents();
    expect(dived(events)[0]).toMatchObject({ result: 'oneAttack', attacks: 1 });
    expect(dived(events)[0].crashDive).toMatchObject({ natural: 7, total: 6, row: '2-6' });
    const given = [...aduaAtSea(), ...events];
    expect(fold(given).step).toEqual({
      kind: 'blocked',
      rule: '7.3.3',
      reason: '(Beneath the Med chart B4 is not built)',
      missing: { chart: 'B4' },
    });
    spec
      .given(given)
      .when(enter)
      .thenThrows(
        RuleNotImplemented,
        (e) => e.message === 'RuleNotImplemented: 7.3.3 (Beneath the Med chart B4 is not built)',
      );
  });

  it('7.5.9.3: a career started from 9/40 never has to rebuild its conning tower: a 7 on [A4] is a clean crash dive', () => {
    const events = spec
      .given(aduaAtSea('1940-09'))
      .when(enter, {
        '2d6': [
          [1, 1],
          [3, 4],
        ],
      })
      .thenEvents();
    expect(dived(events)[0]).toMatchObject({ result: 'crashDive', attacks: 0 });
    expect(dived(events)[0].crashDive.modifiers).toEqual([]);
  });

  it('7.3.3 [A4]: a modified 1 brings two air attacks', () => {
    const [, , dive] = decideMed(
      fold(aduaAtSea()),
      enter,
      new ScriptedDice({
        '2d6': [
          [1, 1],
          [1, 1],
        ],
      }),
    );
    expect(dive.data).toMatchObject({ result: 'twoAttacks', attacks: 2 });
  });

  it('7.7.2 [A4]: an elite crew adds +1 to the crash dive, a novice crew −1', () => {
    const diveOn = (crewQuality: MedCareer['crewQuality']) =>
      decideMed(
        withCareer(fold(aduaAtSea('1940-09')), { crewQuality }),
        enter,
        new ScriptedDice({
          '2d6': [
            [1, 1],
            [3, 3],
          ],
        }),
      )[2].data as MedAircraft;
    expect(diveOn('elite')).toMatchObject({ result: 'crashDive' });
    expect(diveOn('elite').crashDive.modifiers).toEqual([{ id: 'eliteCrew', value: 1, rule: '7.7.2' }]);
    expect(diveOn('novice')).toMatchObject({ result: 'oneAttack' });
    expect(diveOn('novice').crashDive.total).toBe(5);
  });

  it('6.5, 7.3.2 (Q-BTM-TWICE): after a clean crash dive, the second roll of a Singapore box is made', () => {
    const box = { kind: 'transit', area: null, rolls: 2 } as const;
    const singapore = withPatrol(fold(aduaAtSea()), { boxes: [box, box] });
    const events = decideMed(
      singapore,
      enter,
      new ScriptedDice({
        '2d6': [
          [1, 1],
          [5, 5],
          [3, 4],
        ],
      }),
    ) as unknown as CareerEvent[];
    expect(types(events)).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'AircraftEncountered',
      'EncounterRolled',
    ]);
    expect(events.reduce(evolve, singapore).step).toEqual({ kind: 'underway' });
  });

  it('7.3: a pack without [A4] stops the aircraft encounter with RuleNotImplemented, naming the chart', () => {
    const pack = {
      ...BENEATH_THE_MED.charts.builtIn,
      A4: { built: false, awaiting: 'a test' },
    } as MedChartPack;
    expect(() => decideMed(fold(aduaAtSea()), enter, new ScriptedDice({ '2d6': [[1, 1]] }), pack)).toThrow(
      'RuleNotImplemented: 7.3 (Beneath the Med chart A4 is not built)',
    );
  });
});
