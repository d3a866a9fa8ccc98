import { ScriptedDice, type DiceScript } from '../../dice';
import { RuleViolation } from '../../errors';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import type { MedNewBoatAssigned } from '../model/events-med-port';
import type { MedCareer } from '../model/med';
import { asCareerState, type CareerState } from '../model/state';
import { pending } from '../pending';
import { types } from './career.fixtures';
import { aduaInLastBox, med, sailedHome } from './career.med.fixtures';
import type { YearMonth } from '../../charts';

// 7.8.9, 8.3: a "New Sub" marker for each Gold Medal, spent in port on a boat of another class (Q-BTM-AWARD-NEWSUB).

const ask = (uboatType: string): CareerCommand =>
  ({ type: 'RequestNewUBoat', data: { uboatType } }) as CareerCommand;
const fold = (state: CareerState, events: readonly CareerEvent[]) => events.reduce(evolve, state);
const when = (state: CareerState, command: CareerCommand, dice: DiceScript = {}) =>
  decide(state, command, new ScriptedDice(dice));
const careerOf = (state: CareerState) => med(state).career as MedCareer;

/** In port for a patrol in 5/41 (or later), holding `markers` "New Sub" markers. */
function inPort(markers: number, date: YearMonth = '1941-03', career: Partial<MedCareer> = {}): CareerState {
  const state = med(sailedHome(aduaInLastBox(date, career)));
  const c = state.career as MedCareer;
  return asCareerState(
    stateWith(state, { career: { ...c, service: { ...c.service, newSubMarkers: markers } } }),
  );
}

describe('Beneath the Med: the "New Sub" marker (7.8.9, 8.3)', () => {
  it('7.8.9: Given 50,000 t sunk, When the boat returns, Then the Gold Medal brings a "New Sub" marker', () => {
    const state = sailedHome(aduaInLastBox('1941-03', {}, 50_000));
    expect(careerOf(state).awards.goldMedal).toBe(1);
    expect(careerOf(state).service.newSubMarkers).toBe(1);
  });

  it('8.3: Given a marker in port in 5/41, Then the player may ask for any other class in service in 6/41, or assign the patrol and keep it', () => {
    const commands = pending(inPort(1)).commands;
    expect(commands.map((c) => c.type)).toEqual(['AssignPatrol', 'RequestNewUBoat']);
    const classes = commands[1].parameters.uboatType as string[];
    expect(classes).toContain('Marconi');
    expect(classes).not.toContain('Adua'); // his own class
    expect(classes).not.toContain('Acciaio'); // in service from 4/42 (4.2.1)
  });

  it('8.3: When he asks for a Marconi, Then he receives it now and sails in it a month later with his crew; the marker is spent', () => {
    const state = inPort(1, '1941-03', { crewSkills: ['charisma'], crewQuality: 'veteran' });
    const events = when(state, ask('Marconi'));
    expect(types(events)).toEqual(['MedNewBoatAssigned']);
    expect((events[0] as unknown as MedNewBoatAssigned).data).toMatchObject({
      rule: '8.3',
      uboatType: 'Marconi',
      received: '1941-05',
      nextPatrol: '1941-06',
      markersLeft: 0,
      g7eOffered: false,
    });
    const after = fold(state, events);
    expect(careerOf(after)).toMatchObject({
      uboatType: 'Marconi',
      date: '1941-06',
      crewSkills: ['charisma'],
      crewQuality: 'veteran',
    });
    expect(med(after).step).toEqual({ kind: 'inPort' });
    expect(pending(after).commands.map((c) => c.type)).toEqual(['AssignPatrol']);
  });

  it('8.3, 4.5: a new boat that sails in 1942 is asked for G7e first', () => {
    const state = inPort(1, '1941-12');
    const next = fold(state, when(state, { type: 'LoadTorpedoes', data: { g7e: 0 } }));
    const events = when(next, ask('Marconi'));
    expect((events[0] as unknown as MedNewBoatAssigned).data).toMatchObject({ g7eOffered: true });
    expect(med(fold(next, events)).step).toEqual({ kind: 'torpedoLoading' });
  });

  it('8.3, 6.4: at BETASOM only the long-range classes may be asked for', () => {
    const classes = pending(inPort(1, '1941-03', { base: 'betasom' })).commands[1].parameters.uboatType;
    expect(classes).toEqual(['Brin', 'Cagni', 'Calvi', 'Glauco', 'Liuzzi', 'Marcello', 'Marconi']);
  });

  it('8.3: with no marker nothing is offered, and a request is refused', () => {
    const state = inPort(0);
    expect(pending(state).commands.map((c) => c.type)).toEqual(['AssignPatrol']);
    expect(() => when(state, ask('Marconi'))).toThrow(RuleViolation);
  });
});
