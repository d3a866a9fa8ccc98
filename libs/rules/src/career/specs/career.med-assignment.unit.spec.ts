import { RuleViolation } from '../../errors';
import type { CareerCommand } from '../model/commands';
import { evolve } from '../evolve';
import type { MedCareer } from '../model/med';
import type { CareerEvent, PatrolAssigned } from '../model/events';
import { stateWith } from '../model/copies';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { pending } from '../pending';
import { decide } from '../decide';
import { ScriptedDice } from '../../dice';
import { spec } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

type Assigned = PatrolAssigned<'beneath-the-med'>;
const fold = (events: readonly (CareerEvent | CareerEvent<'beneath-the-med'>)[]) =>
  asGiven(events).reduce(evolve, initialState());

/** The patrol assigned from a state in port on these 2d6 faces. */
const assignFrom = (state: CareerState, ...twoD6: [number, number][]): Assigned =>
  decide(
    state,
    { type: 'AssignPatrol', data: {} },
    new ScriptedDice({ '2d6': twoD6 }),
  )[0] as unknown as Assigned;
const kinds = (boxes: readonly { kind: string }[]) => boxes.map((b) => b.kind);
const adua1940 = () => startedInTheMed('Adua', '1940-06', { '1d6': [4] });
const marconiAtBetasom = () => startedInTheMed('Marconi', '1940-06', { '1d10': [1] });
/** A career in port with some of its record changed (a later patrol, another base). */
const inPortWith = (change: Partial<MedCareer>): CareerState => {
  const state = med(fold([adua1940()]));
  return asCareerState(stateWith(state, { career: { ...(state.career as MedCareer), ...change } }));
};

describe('Beneath the Med: the patrol assignment (6.1 step 1, 6.2-6.5)', () => {
  it('6.2.1 [A1a]: Given an Adua in the Mediterranean in 6/40, When the patrol is assigned on 2d6 7, Then it is the Central Mediterranean, 1 month, Transit, Transit, two area boxes, Transit, Transit', () => {
    const assigned = assignedInTheMed([adua1940()], [3, 4]);
    expect(assigned.data).toMatchObject({
      number: 1,
      date: '1940-06',
      chart: 'A1a',
      area: 'centralMed',
      mission: null,
      months: 1,
      routeId: 'mediterranean',
      rebaseTo: null,
    });
    expect(assigned.data.rolls).toEqual([
      expect.objectContaining({ dice: '2d6', natural: 7, chart: 'A1a 1940', row: '6-7', rule: '6.2.1' }),
    ]);
    expect(kinds(assigned.data.boxes)).toEqual(['transit', 'transit', 'area', 'area', 'transit', 'transit']);
    expect(assigned.data.boxes[2]).toEqual({ kind: 'area', area: 'centralMed', rolls: 1 });
  });

  it('6.2.2: a two-month class patrols 2 months, one more on-station box than a one-month class', () => {
    const marcello = startedInTheMed('Marcello', '1940-06', { '1d10': [7] });
    const assigned = assignedInTheMed([marcello], [3, 4]);
    expect(assigned.data.months).toBe(2);
    expect(kinds(assigned.data.boxes).filter((k) => k === 'area')).toHaveLength(3);
  });

  it('6.7 [A1a]: a special mission is written with its area (2d6 10 in 1940: mine-laying in the Central Mediterranean)', () => {
    expect(assignedInTheMed([adua1940()], [5, 5]).data).toMatchObject({ area: 'centralMed', mission: 'M' });
  });

  it('6.4: Given a Marconi based at BETASOM from the start, When its first patrol is assigned, Then it rolls A1b and sails from Italy: Transit, Gibraltar in the second box, the area, Transit, the Bay of Biscay, ending at BETASOM', () => {
    const assigned = assignedInTheMed([marconiAtBetasom()], [3, 4]);
    expect(assigned.data).toMatchObject({
      chart: 'A1b',
      area: 'northAtlantic',
      months: 2,
      routeId: 'toBetasom',
      rebaseTo: null, // its base is BETASOM already (6.6)
    });
    expect(kinds(assigned.data.boxes)).toEqual([
      ...['transit', 'gibraltar', 'area', 'area', 'area', 'transit', 'biscay'],
    ]);
  });

  it('4.7.2: a boat already at BETASOM rolls its first and last Transit boxes as the Bay of Biscay', () => {
    const state = inPortWith({ uboatType: 'Calvi', base: 'betasom', fromItaly: false, date: '1941-05' });
    const assigned = assignFrom(state, [3, 4]);
    expect(assigned.data).toMatchObject({ chart: 'A1b', routeId: 'betasom' });
    const boxes = assigned.data.boxes;
    expect([boxes[0].kind, boxes[boxes.length - 1].kind]).toEqual(['biscay', 'biscay']);
  });

  it('6.3, 6.4: A1a 12 in 1940 transfers a long-range class to BETASOM, through Gibraltar; a short-range class never goes and rolls again', () => {
    const brin = startedInTheMed('Brin', '1940-06', { '1d10': [9], '1d6': [4] });
    expect(assignedInTheMed([brin], [6, 6]).data).toMatchObject({
      area: 'spanishCoast',
      routeId: 'toBetasom',
      rebaseTo: 'betasom',
    });
    const adua = assignedInTheMed([adua1940()], [6, 6], [3, 4]);
    expect(adua.data.rolls.map((r) => r.natural)).toEqual([12, 7]);
    expect(adua.data).toMatchObject({
      area: 'centralMed',
      routeId: 'mediterranean',
      rebaseTo: null,
    });
  });

  it('6.4: A1b 2 in 1941 sends a BETASOM boat back to the Mediterranean, through Gibraltar in its second box', () => {
    const state = inPortWith({ uboatType: 'Brin', base: 'betasom', fromItaly: false, date: '1941-03' });
    const assigned = assignFrom(state, [1, 1]);
    expect(assigned.data).toMatchObject({
      routeId: 'toMediterranean',
      rebaseTo: 'mediterranean',
      area: 'westernMed',
    });
    expect(kinds(assigned.data.boxes).slice(0, 2)).toEqual(['biscay', 'gibraltar']);
  });

  it('6.5: a Singapore run lasts 4 months, every box a Transit box rolled twice; once on them, every later patrol is one, with no roll', () => {
    const state = inPortWith({ uboatType: 'Calvi', base: 'betasom', fromItaly: false, date: '1943-03' });
    const assigned = assignFrom(state, [1, 1]);
    expect(assigned.data).toMatchObject({ area: 'singapore', months: 4, routeId: 'singapore' });
    const boxes = assigned.data.boxes;
    expect(boxes.every((b) => b.kind === 'transit' && b.rolls === 2)).toBe(true);
    expect((med(evolve(state, assigned as unknown as CareerEvent)).career as MedCareer).singaporeRuns).toBe(
      true,
    );
    const later = inPortWith({ uboatType: 'Calvi', base: 'betasom', date: '1943-07', singaporeRuns: true });
    const again = assignFrom(later);
    expect(again.data).toMatchObject({ area: 'singapore', rolls: [], chart: null });
  });

  it('7.9.1: Given a Capitano di Corvetta in port, Then he may ask for an area of the month’s column; When he asks and rolls 1d6 1, Then he gets it with no assignment roll', () => {
    const marconi = startedInTheMed('Marconi', '1940-06', { '1d10': [9] });
    expect(pending(fold([marconi])).commands).toEqual([
      {
        type: 'AssignPatrol',
        parameters: { requestedArea: [null, 'easternMed', 'westernMed', 'centralMed'] },
      },
    ]);
    const ask: CareerCommand = { type: 'AssignPatrol', data: { requestedArea: 'westernMed' } };
    const [granted] = spec
      .given(asGiven([marconi]))
      .when(ask, { '1d6': [1] })
      .thenEvents() as unknown as Assigned[];
    expect(granted.data).toMatchObject({ area: 'westernMed', mission: null, rolls: [], chart: null });
    expect(granted.data.request).toMatchObject({
      area: 'westernMed',
      granted: true,
      roll: { rule: '7.9.1', natural: 1 },
    });
    const [refused] = spec
      .given(asGiven([marconi]))
      .when(ask, { '1d6': [2], '2d6': [[3, 4]] })
      .thenEvents() as unknown as Assigned[];
    expect(refused.data).toMatchObject({ area: 'centralMed', chart: 'A1a', request: { granted: false } });
  });

  it('7.9.1: a Tenente di Vascello may not ask, nor anyone for an area his base’s chart does not hold now', () => {
    const tenente = startedInTheMed('Brin', '1940-06', { '1d10': [9], '1d6': [3] });
    expect(pending(fold([tenente])).commands).toEqual([{ type: 'AssignPatrol', parameters: {} }]);
    const ask = (area: 'westernMed' | 'caribbean'): CareerCommand => ({
      type: 'AssignPatrol',
      data: { requestedArea: area },
    });
    spec
      .given(asGiven([tenente]))
      .when(ask('westernMed'))
      .thenThrows(RuleViolation, (e) => e.rule === '7.9.1' && e.code === 'command/option-not-offered');
    spec
      .given(asGiven([startedInTheMed('Marconi', '1940-06', { '1d10': [9] })]))
      .when(ask('caribbean'))
      .thenThrows(RuleViolation, (e) => e.rule === '7.9.1');
  });

  it('6.1 step 2: Given a patrol assigned, Then the boat waits to enter its first box', () => {
    const given = [adua1940(), assignedInTheMed([adua1940()], [3, 4])];
    const state = fold(given);
    expect(pending(state).commands).toEqual([
      { type: 'EnterNextBox', parameters: { posture: ['surfaced'] } },
    ]);
    expect(med(state).patrol?.boxIndex).toBe(-1);
  });
});
