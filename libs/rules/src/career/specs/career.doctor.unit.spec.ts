import { RuleViolation } from '../../errors';
import { patrolThrough, play, spec, started } from './career.fixtures';
import { earlierPatrol, improved, injured } from './career-history.fixtures';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { fold } from '../evolve';
import { pending } from '../pending';
import { initialState, type CareerState } from '../model/state';

// 11.1 Doctor Experte (000 L1628, 002 L1487, L2818), Q-21: once a patrol, 1d6 1-3 reduces a light wound.

const treat = (member: 'kommandant' | 'crew', box: number | null = null): CareerCommand => ({
  type: 'DoctorTreatsWound',
  data: { member, box },
});
/** Out of port with a lightly wounded Kommandant and crew box 0, a severely wounded box 2. */
const atSea = (doctorExpert: boolean): CareerEvent[] => [
  started('VIIC', '1943-08'),
  ...(doctorExpert ? earlierPatrol({ date: '1943-08', refit: [improved('doctorExperte')] }) : []),
  patrolThrough(['transit', 'transit', 'transit'], '1943-08'),
  injured('kommandant', 'lightlyWounded'),
  injured('crew', 'lightlyWounded', 0),
  injured('crew', 'severelyWounded', 2),
];
const offered = (state: CareerState) =>
  pending(state).commands.find((c) => c.type === 'DoctorTreatsWound')?.choices ?? [];

describe('11.1 Doctor Experte (Q-21)', () => {
  it('11.1, Q-21: given an Experte Doctor at sea, pending offers his roll for each lightly wounded man; on 1-3 the wound is gone', () => {
    expect(offered(fold(atSea(true), initialState()))).toEqual([treat('kommandant'), treat('crew', 0)]);
    const { events, history, state } = play(atSea(true), treat('kommandant'), { '1d6': [3] });
    expect(events).toMatchObject([
      { type: 'WoundTreated', data: { member: 'kommandant', box: null, roll: { total: 3 }, healed: true } },
    ]);
    expect(state.career?.crew.kommandant.wound).toBe('none');
    expect(offered(state)).toEqual([]); // once a patrol
    spec
      .given(history)
      .when(treat('crew', 0), { '1d6': [1] })
      .thenThrows(RuleViolation);
  });

  it('11.1, Q-21: on 4-6 the wound stays, and the roll is spent for the patrol', () => {
    const { events, state } = play(atSea(true), treat('crew', 0), { '1d6': [4] });
    expect(events).toMatchObject([{ type: 'WoundTreated', data: { member: 'crew', box: 0, healed: false } }]);
    expect(state.career?.crew.generic[0]).toBe('lightlyWounded');
    expect(offered(state)).toEqual([]);
  });

  it('11.1: no roll without an Experte Doctor, nor for a seriously wounded man', () => {
    expect(offered(fold(atSea(false), initialState()))).toEqual([]);
    spec
      .given(atSea(false))
      .when(treat('kommandant'), { '1d6': [1] })
      .thenThrows(RuleViolation);
    spec
      .given(atSea(true))
      .when(treat('crew', 2), { '1d6': [1] })
      .thenThrows(RuleViolation);
  });
});
