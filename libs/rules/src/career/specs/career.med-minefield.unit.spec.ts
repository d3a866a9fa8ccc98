import { evolve } from '../evolve';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent, CareerStarted } from '../model/events';
import type { MedPatrol } from '../model/med';
import { initialState, type CareerState } from '../model/state';
import { medReportOf } from '../views/med-headlines';
import { spec, types } from './career.fixtures';
import { aduaOnPatrol, asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

// 9.2 [B10] 9, D65: the minefield, The Hunted's [R1] roll; its hits on [B5] as a depth charge's (7.2.5).

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
/** The first box rolls the patrol's first 12 on [A3] (9.1), [B10] 9 (2d6 4+5), then the minefield's 2d6 `faces`. */
const minefield = (faces: [number, number], d66: [number, number][] = [], given = aduaOnPatrol()) => {
  const events = spec
    .given(given)
    .when(enter, { '2d6': [[6, 6], [4, 5], faces], ...(d66.length > 0 ? { d66 } : {}) })
    .thenEvents();
  return { events, state: fold([...given, ...events]) };
};
const NO_EFFECT: [number, number] = [1, 3]; // [B5] 13
const RADIO: [number, number] = [4, 2]; // [B5] 42

describe('Beneath the Med: the minefield ([B10] 9, D65)', () => {
  it('9.2, D65: 2d6 6 or more, the boat passes through the field and sails on', () => {
    const { events, state } = minefield([3, 3]);
    expect(types(events)).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'RandomEventRolled',
      'MinefieldRolled',
    ]);
    expect(events[3].data).toMatchObject({ rule: '9.2', result: 'noEffect', hits: 0, roll: { total: 6 } });
    expect(state.step).toEqual({ kind: 'underway' });
    expect(medReportOf(events).headlines).toContainEqual({
      key: 'move.medMinefield',
      params: { total: 6, result: 'noEffect', hits: 0 },
    });
  });

  it('9.2, D65: 2d6 2-4, the boat strikes a mine and is lost with all hands', () => {
    const { events, state } = minefield([1, 3]);
    expect(events.find((e) => e.type === 'UBoatSunk')?.data).toEqual({ rule: '9.2', cause: 'mine' });
    expect(state.step).toMatchObject({ kind: 'ended' });
  });

  it('9.2, D65, 7.2.5: 2d6 5, ten hits, each rolled on [B5]; the last damages the radio, and the boat sails on with it damaged (7.5.1 repairs end a combat round)', () => {
    const { events, state } = minefield([2, 3], [...Array(9).fill(NO_EFFECT), RADIO]);
    expect(events[3].data).toMatchObject({ result: 'hits', hits: 10 });
    const hits = events.filter((e) => e.type === 'UBoatHit');
    expect(hits).toHaveLength(10);
    expect((med(state).patrol as MedPatrol).damage?.systems).toEqual(['radio']);
    expect(state.encounter).toBeNull();
    // Q-BTM-MINE-1: no combat round, so no repairs at sea (7.5.1): the radio stays damaged, the boat sails on
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('9.2, D65: ten hits that do no harm, the boat goes on', () => {
    const { state } = minefield([2, 3], Array(10).fill(NO_EFFECT));
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('9.2, D65: a veteran crew adds 1 (2d6 4 becomes 5: ten hits, not the boat lost)', () => {
    const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] }) as CareerStarted<'beneath-the-med'>;
    const veteran = { ...started, data: { ...started.data, crewQuality: 'veteran' as const } };
    const given = asGiven([veteran, assignedInTheMed([veteran], [3, 4])]);
    const { events } = minefield([1, 3], Array(10).fill(NO_EFFECT), given);
    expect(events[3].data).toMatchObject({
      result: 'hits',
      roll: { natural: 4, total: 5, modifiers: [{ id: 'veteranCrew', value: 1 }] },
    });
  });
});
