import { tallyOf, type TalliedEvent } from '../tournament/career-tally';
import { boatCareer, tallyDone, tournamentPatrolEvents } from './tournament-patrol';

const career = (...types: [string, object?][]): TalliedEvent[] =>
  types.map(([type, data = {}], revision) => ({ revision, type, data }));

const firstPatrol = career(
  ['CareerStarted', { startDate: '1943-07' }],
  ['PatrolAssigned', { number: 1, date: '1943-07' }],
  ['EncounterRolled'],
  ['ShipSunk', { tonnage: 5000 }],
  ['PatrolCompleted'],
);
const sailingOn = [
  ...firstPatrol,
  ...career(
    ['PatrolAssigned', { number: 2, date: '1943-09' }],
    ['EncounterRolled'],
    ['ShipSunk', { tonnage: 9000 }],
  ),
].map((e, revision) => ({ ...e, revision }));

describe('13.5.6, Q-46 (W-END): a wolfpack boat’s tournament is its first patrol', () => {
  it('counts the events up to the end of the first patrol, not the solo career after it', () => {
    expect(tournamentPatrolEvents(sailingOn)).toEqual(firstPatrol);
    expect(boatCareer(tallyOf(tournamentPatrolEvents(sailingOn)))).toMatchObject({
      tonnage: 5000,
      fate: 'home',
    });
  });

  it('a boat at sea is not done; one home or sunk is', () => {
    expect(tallyDone(tallyOf(firstPatrol.slice(0, 4)))).toBe(false);
    expect(boatCareer(tallyOf(firstPatrol.slice(0, 4))).fate).toBe('atSea');
    expect(tallyDone(tallyOf(firstPatrol))).toBe(true);
    const sunk = [
      ...firstPatrol.slice(0, 4),
      { revision: 4, type: 'CareerEnded', data: { reason: 'sunk', patrolsCompleted: 0 } },
    ];
    expect(tallyDone(tallyOf(sunk))).toBe(true);
    expect(boatCareer(tallyOf(sunk))).toMatchObject({ fate: 'sunk', tonnage: 5000 });
  });
});
