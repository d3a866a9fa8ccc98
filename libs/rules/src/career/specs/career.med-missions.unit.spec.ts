import { missionSuccess } from '../med/missions';
import { interceptionDetectionModifier } from '../med/missions/interception-box';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import type { MedCareer, MedPatrol } from '../model/med';
import { all, play, types } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const patrolOf = (state: Parameters<typeof med>[0]) => med(state).patrol as MedPatrol;
const careerOf = (state: Parameters<typeof med>[0]) => med(state).career as MedCareer;

/** A boat assigned on [A1a] on these 2d6, through its two Transit boxes (nothing met), before its Mission box. */
function beforeTheMissionBox(date: '1940-06' | '1941-06', assignment: [number, number]): CareerEvent[] {
  const started = startedInTheMed('Adua', date, { '1d6': [4] });
  const given = asGiven([started, assignedInTheMed([started], assignment)]);
  const first = play(given, enter, { '2d6': [[3, 4]] });
  return play(first.history, enter, { '2d6': [[3, 4]] }).history;
}

describe('Beneath the Med: the special missions (6.7)', () => {
  it('6.7.1: Given a supply run ([A1a] 1941, 2d6 4), Then the boat sails with its tubes loaded and no reloads', () => {
    const { state } = play(beforeTheMissionBox('1941-06', [2, 2]), enter, { '2d6': [[3, 4]] });
    expect(patrolOf(state).mission).toBe('S');
    expect(careerOf(state).torpedoes.bowReloads).toEqual([]);
    expect(careerOf(state).torpedoes.sternReloads).toEqual([]);
    expect(careerOf(state).torpedoes.bowTubes.length).toBeGreaterThan(0);
  });

  it('6.7.1: Given the Mission box of a supply run, When [A3] Special Mission brings an aircraft, a clean crash dive at −1 (shallow water), then none, Then the supplies are landed: a successful patrol', () => {
    const { events, state } = play(beforeTheMissionBox('1941-06', [2, 2]), enter, {
      '2d6': [
        [1, 2],
        [4, 4],
        [3, 4],
      ],
    });
    expect(types(events)).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'AircraftEncountered',
      'EncounterRolled',
      'MissionEnded',
    ]);
    expect(all(events, 'EncounterRolled').map((e) => [e.column, e.result])).toEqual([
      ['specialMission', 'aircraft'],
      ['specialMission', 'none'],
    ]);
    expect(all(events, 'AircraftEncountered')[0].crashDive).toMatchObject({
      total: 7,
      modifiers: [{ id: 'shallowWater', value: -1, rule: '6.7.1' }],
    });
    expect(all(events, 'MissionEnded')[0]).toEqual({ mission: 'S', accomplished: true, rule: '6.7.7' });
    expect(missionSuccess(patrolOf(state))).toBe(true);
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('9.1-9.2: the patrol’s first 12 in the Mission box is its random event, rolled on [B10] at once; the landing waits', () => {
    const { events, state } = play(beforeTheMissionBox('1941-06', [2, 2]), enter, {
      '2d6': [
        [6, 6],
        [4, 4], // [B10] 8: heavy seas
      ],
    });
    expect(types(events)).toEqual(['TravelBoxEntered', 'EncounterRolled', 'RandomEventRolled']);
    expect(all(events, 'EncounterRolled')[0]).toMatchObject({ column: 'specialMission', randomEvent: true });
    expect(missionSuccess(patrolOf(state))).toBe(false);
    expect(state.step.kind).not.toBe('blocked');
  });

  it('6.7.1: an air attack in the Mission box stops the landing there, the mission not yet accomplished', () => {
    const { events, state } = play(beforeTheMissionBox('1941-06', [2, 2]), enter, {
      '2d6': [
        [1, 2],
        [3, 4],
      ],
    });
    expect(types(events)).toEqual(['TravelBoxEntered', 'EncounterRolled', 'AircraftEncountered']);
    expect(patrolOf(state).missionAccomplished).toBeNull();
    expect(missionSuccess(patrolOf(state))).toBe(false);
  });

  it('6.7.2: Given mine-laying ([A1a] 1940, 2d6 3), Then the tubes hold mines; When they are laid, Then the tubes are reloaded from the racks', () => {
    const before = beforeTheMissionBox('1940-06', [1, 2]);
    const sailing = play(before.slice(0, 2), enter, { '2d6': [[3, 4]] }).state;
    expect(patrolOf(sailing).mission).toBe('M');
    expect(careerOf(sailing).torpedoes.bowTubes).toEqual([]);
    expect(careerOf(sailing).torpedoes.sternTubes).toEqual([]);
    const racks = careerOf(sailing).torpedoes.bowReloads.length;
    const { state } = play(before, enter, { '2d6': [[3, 4]] });
    expect(patrolOf(state).missionAccomplished).toBe(true);
    expect(careerOf(state).torpedoes.bowTubes.length).toBe(4);
    expect(careerOf(state).torpedoes.bowReloads.length).toBe(racks - 4);
  });

  it('6.7.6: Given a weather mission ([A1b] 1940, 2d6 11), When the first two boxes on station are entered, Then they roll no [A3] and the reports accomplish the mission', () => {
    const started = startedInTheMed('Marconi', '1940-06', { '1d10': [1] });
    const given = asGiven([started, assignedInTheMed([started], [5, 6])]);
    const transit = play(given, enter, { '2d6': [[3, 4]] });
    expect(patrolOf(transit.state).mission).toBe('W');
    const gibraltar = play(transit.history, enter, { '2d6': [[3, 4]] });
    const first = play(gibraltar.history, enter);
    expect(types(first.events)).toEqual(['TravelBoxEntered']);
    expect(patrolOf(first.state).missionAccomplished).toBeNull();
    const second = play(first.history, enter);
    expect(types(second.events)).toEqual(['TravelBoxEntered', 'MissionEnded']);
    expect(missionSuccess(patrolOf(second.state))).toBe(true);
    const third = play(second.history, enter, { '2d6': [[1, 3]] });
    expect(types(third.events)).toEqual(['TravelBoxEntered', 'EncounterRolled']);
  });

  it('6.7.7: a patrol with no mission leaves its success to the ships hit (null)', () => {
    const { state } = play(beforeTheMissionBox('1940-06', [3, 4]), enter, { '2d6': [[1, 2]] });
    expect(patrolOf(state).mission).toBeNull();
    expect(missionSuccess(patrolOf(state))).toBeNull();
  });
});

describe('Beneath the Med: the convoy interception (6.7.4)', () => {
  const approach: CareerCommand = { type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } };

  it('6.7.4: Given an -I mission in 6/41 (Operation Substance), When the Mission box rolls 3, Then a convoy at once, its escorts focused on 6 (+1 on detection); engaging it accomplishes the mission', () => {
    const before = beforeTheMissionBox('1941-06', [4, 5]);
    const { events, state, history } = play(before, enter, { '1d6': [3, 6, 5, 2, 6, 2], '1d10': [4, 3, 9] });
    expect(types(events).join()).toBe('TravelBoxEntered,ConvoyIntercepted,ShipsIdentified,TimeOfDaySet');
    expect(all(events, 'ConvoyIntercepted')[0]).toMatchObject({
      operation: 'Substance',
      result: 'convoy',
      escorts: 'focused',
    });
    expect(all(events, 'ShipsIdentified')[0].ships).toHaveLength(3);
    expect(interceptionDetectionModifier(patrolOf(state))).toBe(1);
    expect(state.step).toEqual({ kind: 'shipsSighted' });
    const engaged = play(history, approach);
    expect(all(engaged.events, 'MissionEnded')).toEqual([
      { mission: 'I', accomplished: true, rule: '6.7.7' },
    ]);
    expect(missionSuccess(patrolOf(engaged.state))).toBe(true);
  });

  it('6.7.4: on a 1 a capital ship of Operation Substance on 1d6 (3-4 Renown), as the bottom of [T4] prints her', () => {
    const { events } = play(beforeTheMissionBox('1941-06', [4, 5]), enter, { '1d6': [1, 3, 2] });
    expect(all(events, 'ConvoyIntercepted')[0]).toMatchObject({ result: 'capitalShip', escorts: null });
    expect(all(events, 'ShipsIdentified')[0]).toMatchObject({
      escorted: true,
      ships: [{ name: 'HMS Renown' }],
    });
  });
});
