import { ScriptedDice, type DiceScript } from '../../dice';
import { decide } from '../decide';
import { evolve } from '../evolve';
import { medAutomaticStep } from '../med/port';
import { medScuttledAtSea } from '../med/scuttle';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import type { MedBoatReturned, MedNewBoatAssigned, MedRefitCompleted } from '../model/events-med-port';
import type { MedBoatDamage, MedCareer, MedPatrol } from '../model/med';
import { asCareerState, type CareerState } from '../model/state';
import { pending } from '../pending';
import { types } from './career.fixtures';
import { aduaInLastBox, med } from './career.med.fixtures';
import type { YearMonth } from '../../charts';

// 8.0 (004 L2476-2510): the Comandante's new boat after 5-6 months in hospital (8.1), after a refit of 5 months or
// more (8.2), and after his boat was scuttled at sea and the crew rescued (7.6.3, Q-BTM-FATE-RESCUED).

const fold = (state: CareerState, events: readonly CareerEvent[]) => events.reduce(evolve, state);
const careerOf = (state: CareerState) => med(state).career as MedCareer;
const ask = (uboatType: string): CareerCommand =>
  ({ type: 'RequestNewUBoat', data: { uboatType } }) as CareerCommand;

/** In port, the class he takes instead (RequestNewUBoat): the event's data and the career after it. */
function exchanged(inPort: CareerState, uboatType: string) {
  const events = decide(inPort, ask(uboatType), new ScriptedDice({}));
  const { rule, nextPatrol, markersLeft } = (events[0] as unknown as MedNewBoatAssigned).data;
  const c = careerOf(fold(inPort, events));
  return { rule, nextPatrol, markersLeft, career: [c.uboatType, c.date, c.newBoat] };
}

/** The crew the Comandante sails with: veteran, an expert Direttore di Macchina, and his own Charisma (7.7.1). */
const OLD_CREW: Partial<MedCareer> = { crewQuality: 'veteran', crewSkills: ['engineerExpert', 'charisma'] };

/** An Adua in its last box home in `date`, the conning tower rebuilt (no roll), its crew `OLD_CREW`. */
const homeward = (date: YearMonth, career: Partial<MedCareer> = {}, damage?: MedBoatDamage): CareerState => {
  const state = med(aduaInLastBox(date, { conningTowerRebuilt: true, ...OLD_CREW, ...career }));
  return asCareerState(
    damage ? stateWith(state, { patrol: { ...(state.patrol as MedPatrol), damage } }) : state,
  );
};

/** The Comandante severely wounded on the patrol (7.5.6). */
const wounded = (c: MedCareer): Partial<MedCareer> => ({
  wounds: { ...c.wounds, comandante: 'severelyWounded' },
});

/** The last box quiet (2d6 7), then the port's rolls: `d6` (the Comandante's months ashore first, 7.5.7). */
const sailHome = (state: CareerState, d6: number[] = []) =>
  decide(
    state,
    { type: 'EnterNextBox', data: { posture: 'surfaced' } },
    new ScriptedDice({ '2d6': [[3, 4]], '1d6': d6 }),
  );

const eventOf = <E>(events: readonly CareerEvent[], type: string): E =>
  events.find((e) => e.type === type) as unknown as E;
const returnedOf = (events: readonly CareerEvent[]) =>
  eventOf<MedBoatReturned>(events, 'MedBoatReturned').data;
const completedOf = (events: readonly CareerEvent[]) =>
  eventOf<MedRefitCompleted>(events, 'MedRefitCompleted').data;

/** The career's automatic port steps run to their end (6.1 step 3), as the decider runs them after a command. */
function portSteps(state: CareerState, dice: DiceScript = {}): { events: CareerEvent[]; after: CareerState } {
  const scripted = new ScriptedDice(dice);
  const events: CareerEvent[] = [];
  let after = state;
  for (
    let next = medAutomaticStep(med(after), scripted);
    next.length > 0;
    next = medAutomaticStep(med(after), scripted)
  ) {
    events.push(...(next as CareerEvent[]));
    after = fold(after, next as CareerEvent[]);
  }
  return { events, after };
}

describe('Beneath the Med: 8.1 reassignment for a Comandante seriously wounded', () => {
  const given = (date: YearMonth = '1941-03') => {
    const base = homeward(date);
    return homeward(date, wounded(careerOf(base)));
  };

  it('8.1 (004 L2481-2488): Given the Comandante SW, When he needs 5 months to heal (1d6 5), Then a new Adua with a new trained crew without skills (his own Charisma kept) sails a month after he leaves hospital', () => {
    const state = given();
    const events = sailHome(state, [5]);
    const returned = returnedOf(events);
    expect(returned.recovery?.comandante?.months).toBe(5);
    expect(returned.newBoat).toEqual({ rule: '8.1', crew: 'new', months: 6 });
    expect(completedOf(events).nextPatrol).toBe('1941-10'); // back 4/41, 5 months ashore, one more
    const after = careerOf(fold(state, events));
    expect(after).toMatchObject({
      uboatType: 'Adua',
      crewQuality: 'trained',
      crewSkills: ['charisma'], // his own; the crew's skills went with it
      newBoat: '8.1',
      conningTowerRebuilt: true,
    });
    expect(after.wounds.comandante).toBe('none');
    expect(after.service.failedPatrolsInARow).toBe(0); // 7.7.3: the failed patrol was the old crew's
  });

  it('8.1: 6 months in hospital: the new boat sails 7 months after the return', () => {
    const events = sailHome(given(), [6]);
    expect(returnedOf(events).newBoat).toEqual({ rule: '8.1', crew: 'new', months: 7 });
    expect(completedOf(events).nextPatrol).toBe('1941-11');
  });

  it('8.1: 4 months ashore is no reassignment: the same boat and crew, sailing when he is back (7.5.6)', () => {
    const state = given();
    const events = sailHome(state, [4]);
    expect(returnedOf(events).newBoat).toBeNull();
    expect(completedOf(events).nextPatrol).toBe('1941-08');
    expect(careerOf(fold(state, events))).toMatchObject(OLD_CREW);
  });

  it('8.1, Q-BTM-FATE-LATEST: Given a new Adua to sail in 1/43, Then he may take the Flutto, the latest class, instead: no marker spent, the same month', () => {
    const state = given('1942-06');
    const home = fold(state, sailHome(state, [5]));
    expect(careerOf(home).date).toBe('1943-01');
    expect(med(home).step).toEqual({ kind: 'torpedoLoading' }); // 4.5 step 3 first
    const inPort = fold(
      home,
      decide(home, { type: 'LoadTorpedoes', data: { g7e: 0 } }, new ScriptedDice({})),
    );
    const offered = pending(inPort).commands.find((c) => c.type === 'RequestNewUBoat');
    expect(offered?.parameters.uboatType).toEqual(['Flutto']);
    expect(exchanged(inPort, 'Flutto')).toEqual({
      rule: '8.1',
      nextPatrol: '1943-01',
      markersLeft: 0,
      career: ['Flutto', '1943-01', null], // taken once
    });
  });

  it('8.1, Q-BTM-FATE-LATEST: before 4/42 every class served from the start: none is newer, he keeps his class', () => {
    const state = given();
    const inPort = fold(state, sailHome(state, [5]));
    expect(pending(inPort).commands.map((c) => c.type)).toEqual(['AssignPatrol']);
  });
});

describe('Beneath the Med: 8.2 reassignment after a long refit', () => {
  /** Twelve hull boxes: one month and four for the hull, a refit of 5 months (7.5.9.2). */
  const battered: MedBoatDamage = { hull: 12, flooding: 0, systems: [] };

  it('8.2 (004 L2492-2497): Given a refit of 5 months, When the boat returns, Then a new Adua sails after one month with the same crew and its skills', () => {
    const state = homeward('1941-03', {}, battered);
    const events = sailHome(state);
    const returned = returnedOf(events);
    expect(returned.refit.months).toBe(5);
    expect(returned.newBoat).toEqual({ rule: '8.2', crew: 'kept', months: 1 });
    expect(completedOf(events).nextPatrol).toBe('1941-05'); // back in 4/41
    const after = fold(state, events);
    expect(careerOf(after)).toMatchObject({ ...OLD_CREW, uboatType: 'Adua', newBoat: '8.2' });
    expect(pending(after).commands.map((c) => c.type)).toEqual(['AssignPatrol']); // no marker held
  });

  it('8.2: a refit of 4 months (nine hull boxes) keeps the boat in the yard', () => {
    const events = sailHome(homeward('1941-03', {}, { hull: 9, flooding: 0, systems: [] }));
    expect(returnedOf(events).newBoat).toBeNull();
    expect(completedOf(events).nextPatrol).toBe('1941-08');
  });

  it('8.2, 7.5.6: the new boat waits for the Comandante 3 months ashore (1d6 3)', () => {
    const base = homeward('1941-03');
    const events = sailHome(homeward('1941-03', wounded(careerOf(base)), battered), [3]);
    expect(returnedOf(events).newBoat).toEqual({ rule: '8.2', crew: 'kept', months: 3 });
    expect(completedOf(events).nextPatrol).toBe('1941-07');
  });

  it('8.2, 8.3: Given a "New Sub" marker, Then he may spend it on another class now, which sails in the same month', () => {
    const base = homeward('1941-03');
    const service = { ...careerOf(base).service, newSubMarkers: 1 };
    const state = homeward('1941-03', { service }, battered);
    const inPort = fold(state, sailHome(state));
    const offered = pending(inPort).commands.find((c) => c.type === 'RequestNewUBoat');
    expect(offered?.parameters.uboatType).toContain('Marconi');
    expect(exchanged(inPort, 'Marconi')).toEqual({
      rule: '8.3',
      nextPatrol: '1941-05',
      markersLeft: 0,
      career: ['Marconi', '1941-05', null],
    });
  });
});

describe('Beneath the Med: the crew rescued after scuttling (7.6.3, Q-BTM-FATE-RESCUED)', () => {
  /** Both diesels out far from base: the boat scuttled, the crew picked up (2d6 10), a torpedo hit on the patrol. */
  const rescued = (career: Partial<MedCareer> = {}) => {
    const state = med(homeward('1941-03', career, { hull: 7, flooding: 2, systems: ['radio'] }));
    const patrol = state.patrol as MedPatrol;
    const given = asCareerState(
      stateWith(state, { patrol: { ...patrol, tally: { ...patrol.tally, torpedoHits: 1 } } }),
    );
    const events = medScuttledAtSea(med(given), new ScriptedDice({ '2d6': [[3, 3]] })) as CareerEvent[];
    expect(types(events)).toEqual(['UBoatScuttled', 'CrewRescued']);
    return fold(given, events);
  };

  it('7.6.3: Given the crew picked up, Then the patrol ends back in base, and the return follows (no career stops at 8.0)', () => {
    expect(med(rescued()).step).toEqual({ kind: 'refit' });
  });

  it('Q-BTM-FATE-RESCUED: When the port steps run, Then the crew receives a new Adua, keeps its level and skills, and sails a month later; the lost boat is neither refitted nor its tower rolled', () => {
    const { events, after } = portSteps(rescued());
    expect(types(events)).toEqual(['MedBoatReturned', 'MedRefitCompleted']);
    const returned = returnedOf(events);
    expect(returned).toMatchObject({
      success: false, // 7.7.1: the boat never returned to base
      conningTower: null,
      refit: { months: 1, hullBoxes: 0, inoperativeSystems: 0 },
      newBoat: { rule: '7.6.3', crew: 'kept', months: 1 },
    });
    expect(completedOf(events).nextPatrol).toBe('1941-05');
    expect(careerOf(after)).toMatchObject({
      uboatType: 'Adua',
      crewQuality: 'veteran',
      crewSkills: OLD_CREW.crewSkills,
      newBoat: '7.6.3',
      date: '1941-05',
    });
    expect(med(after).step).toEqual({ kind: 'inPort' });
    expect(med(after).patrol).toBeNull();
  });

  it('Q-BTM-FATE-RESCUED, 8.1: the Comandante rescued severely wounded, 6 months ashore: a new crew too', () => {
    const base = homeward('1941-03');
    const { events, after } = portSteps(rescued(wounded(careerOf(base))), { '1d6': [6] });
    expect(returnedOf(events).newBoat).toEqual({ rule: '8.1', crew: 'new', months: 7 });
    expect(careerOf(after)).toMatchObject({
      crewQuality: 'trained',
      crewSkills: ['charisma'],
      date: '1941-11',
    });
  });
});
