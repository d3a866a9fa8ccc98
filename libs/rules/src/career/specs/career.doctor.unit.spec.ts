import { ScriptedDice } from '../../dice';
import { RuleViolation } from '../../errors';
import { outOfPort, withCrew, wounded } from './career.fixtures';
import type { CareerCommand } from '../model/commands';
import { decide } from '../decide';
import { evolve, fold } from '../evolve';
import { pending } from '../pending';
import { initialState, type CareerState } from '../model/state';

// 11.1 Doctor Experte (000 L1628, 002 L1487, L2818), Q-21: once a patrol, 1d6 1-3 reduces a light wound.

const treat = (member: 'kommandant' | 'crew', box: number | null = null): CareerCommand => ({
  type: 'DoctorTreatsWound',
  data: { member, box },
});
const atSea = (doctorExpert: boolean): CareerState =>
  withCrew(fold(outOfPort('transit'), initialState()), {
    kommandant: wounded('lightlyWounded'),
    doctor: wounded('none', doctorExpert),
    generic: ['lightlyWounded', 'none', 'severelyWounded', 'none'],
  });
const offered = (state: CareerState) =>
  pending(state).commands.find((c) => c.type === 'DoctorTreatsWound')?.choices ?? [];

describe('11.1 Doctor Experte (Q-21)', () => {
  it('11.1, Q-21: given an Experte Doctor at sea, pending offers his roll for each lightly wounded man; on 1-3 the wound is gone', () => {
    const given = atSea(true);
    expect(offered(given)).toEqual([treat('kommandant'), treat('crew', 0)]);
    const events = decide(given, treat('kommandant'), new ScriptedDice({ '1d6': [3] }));
    expect(events).toMatchObject([
      { type: 'WoundTreated', data: { member: 'kommandant', box: null, roll: { total: 3 }, healed: true } },
    ]);
    const after = events.reduce(evolve, given);
    expect(after.career?.crew.kommandant.wound).toBe('none');
    expect(offered(after)).toEqual([]); // once a patrol
    expect(() => decide(after, treat('crew', 0), new ScriptedDice({ '1d6': [1] }))).toThrow(RuleViolation);
  });

  it('11.1, Q-21: on 4-6 the wound stays, and the roll is spent for the patrol', () => {
    const given = atSea(true);
    const events = decide(given, treat('crew', 0), new ScriptedDice({ '1d6': [4] }));
    expect(events).toMatchObject([{ type: 'WoundTreated', data: { member: 'crew', box: 0, healed: false } }]);
    const after = events.reduce(evolve, given);
    expect(after.career?.crew.generic[0]).toBe('lightlyWounded');
    expect(offered(after)).toEqual([]);
  });

  it('11.1: no roll without an Experte Doctor, nor for a seriously wounded man', () => {
    expect(offered(atSea(false))).toEqual([]);
    expect(() => decide(atSea(false), treat('kommandant'), new ScriptedDice({ '1d6': [1] }))).toThrow(
      RuleViolation,
    );
    expect(() => decide(atSea(true), treat('crew', 2), new ScriptedDice({ '1d6': [1] }))).toThrow(
      RuleViolation,
    );
  });
});
