import { RuleNotImplemented } from '../../errors';
import { ScriptedDice } from '../../dice';
import { evolve } from '../evolve';
import { decideMed } from '../med/decide';
import type { A3Result } from '../../campaigns/beneath-the-med';
import type { MedArea } from '../../campaigns/beneath-the-med';
import type { MedPatrol } from '../model/med';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { spec } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });
const aduaAtSea: CareerEvent[] = asGiven([started, assignedInTheMed([started], [3, 4])]);
const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
const withPatrol = (state: CareerState, change: Partial<MedPatrol>): CareerState =>
  asCareerState(stateWith(med(state), { patrol: { ...(med(state).patrol as MedPatrol), ...change } }));
/** The state after the boat entered a box of `area` and rolled these 2d6 on its [A3] section. */
const metIn = (area: MedArea, faces: [number, number]): CareerState => {
  const onStation = withPatrol(fold(aduaAtSea), { boxes: [{ kind: 'area', area, rolls: 1 }] });
  const events = decideMed(
    onStation,
    enter,
    new ScriptedDice({ '2d6': [faces] }),
  ) as unknown as CareerEvent[];
  return events.reduce(evolve, onStation);
};
/** The state waiting to identify the ships of an [A3] result no section prints yet (a warship). */
const meeting = (encounter: A3Result): CareerState =>
  asCareerState(
    stateWith(med(withPatrol(fold(aduaAtSea), { encounter })), { step: { kind: 'identifying' } }),
  );
const identify =
  (state: CareerState, oneD6: number[] = []) =>
  () =>
    decideMed(state, enter, new ScriptedDice({ '1d6': oneD6 }));

describe('Beneath the Med: identifying the ships met (7.1.3-7.1.8)', () => {
  it('7.1.6: Given a convoy met on station, When its first ship is sized on 1d6 2 (small), Then it is looked up on [T1], not built', () => {
    const first = spec
      .given(aduaAtSea)
      .when(enter, { '2d6': [[3, 4]] })
      .thenEvents();
    const second = spec
      .given([...aduaAtSea, ...first])
      .when(enter, { '2d6': [[3, 4]] })
      .thenEvents();
    const convoy = spec
      .given([...aduaAtSea, ...first, ...second])
      .when(enter, { '2d6': [[3, 5]] })
      .thenEvents();
    spec
      .given([...aduaAtSea, ...first, ...second, ...convoy])
      .when(enter, { '1d6': [2] })
      .thenThrows(
        RuleNotImplemented,
        (e) => e.message === 'RuleNotImplemented: 7.1.6 (Beneath the Med chart T1 is not built)',
      );
  });

  it.each([
    [1, 'T1'],
    [3, 'T1'],
    [4, 'T2'],
    [5, 'T2'],
    [6, 'T3'],
  ])('7.1.3: a ship met off the Spanish coast is sized on 1d6: %i is looked up on [%s]', (size, list) => {
    const state = metIn('spanishCoast', [4, 5]);
    expect(med(state).patrol?.encounter).toBe('ship');
    expect(identify(state, [size])).toThrow(
      `RuleNotImplemented: 7.1.3 (Beneath the Med chart ${list} is not built)`,
    );
  });

  it('7.1.8: a tanker met in the Caribbean skips the size roll and goes straight to [T3]', () => {
    const state = metIn('caribbean', [4, 5]);
    expect(med(state).patrol?.encounter).toBe('tanker');
    expect(identify(state)).toThrow('RuleNotImplemented: 7.1.8 (Beneath the Med chart T3 is not built)');
  });

  it('7.1.4: a capital ship in the Central Mediterranean is rolled on the bottom of [T4], with no size roll', () => {
    const state = metIn('centralMed', [1, 3]);
    expect(med(state).patrol?.encounter).toBe('capitalShip');
    expect(identify(state)).toThrow('RuleNotImplemented: 7.1.4 (Beneath the Med chart T4 is not built)');
  });

  it('7.1.5: a warship is rolled on [T5], with no size roll', () => {
    expect(identify(meeting('warship'))).toThrow(
      'RuleNotImplemented: 7.1.5 (Beneath the Med chart T5 is not built)',
    );
  });

  it('7.1.3: ships with an escort are sized as a lone ship is', () => {
    const state = metIn('centralMed', [3, 4]);
    expect(med(state).patrol?.encounter).toBe('shipsAndEscort');
    expect(identify(state, [5])).toThrow('RuleNotImplemented: 7.1.3 (Beneath the Med chart T2 is not built)');
  });
});
