import { defaultChartPack as charts } from '../../charts';
import { InvalidCommand, RuleViolation } from '../../errors';
import { addMonths, extendedPatrolMonths, lastPatrolMonth, monthsFrom } from '../port/calendar';
import { start, one, patrolEnded, refit, spec } from './career.fixtures';
import { earlierPatrol } from './career-history.fixtures';
import type { CareerCommand } from '../model/commands';
import type { CareerStarted } from '../model/events';
import { careerOf } from '../model/state';

const startUntil = (endDate: string) => {
  const command = start() as Extract<CareerCommand, { type: 'StartCareer' }>;
  return { ...command, data: { ...command.data, endDate } } as CareerCommand;
};

describe('the game calendar (10.11.4)', () => {
  it('months as YYYY-MM, never backwards', () => {
    expect(addMonths('1943-12', 1)).toBe('1944-01');
    expect(addMonths('1944-07', 0)).toBe('1944-07');
    expect(addMonths('1943-07', 22)).toBe('1945-05');
    expect(monthsFrom('1943-11', 3)).toEqual(['1943-11', '1943-12', '1944-01']);
    expect(() => addMonths('1944-01', -1)).toThrow(RangeError);
  });

  it('10.11.6 [M1]: the P months by type (C-20: the IXD-2 three, the IXD/42 one)', () => {
    const p = (['VIIC', 'VIIC/41', 'VIID', 'IXC', 'IXD-2', 'IXD/42', 'XB', 'XIV', 'XXI'] as const).map((t) =>
      extendedPatrolMonths(t, charts),
    );
    expect(p).toEqual([0, 0, 1, 1, 3, 1, 1, 1, 1]);
  });

  it('5.1.1, E-WAR-END (000 L630, L705): the last patrol month is 5/45, on the 1945 [P1] column', () => {
    expect(lastPatrolMonth(charts)).toBe('1945-05');
  });

  it('10.9.6, Q-11: an aborted extended patrol writes the P months of the share it made', () => {
    expect(one(refit(patrolEnded({ uboatType: 'IXC', share: 0.4 })).events, 'BoatReturned').atSea).toEqual([
      '1943-07',
    ]);
    expect(
      one(refit(patrolEnded({ uboatType: 'IXC', share: 0.5 })).events, 'BoatReturned').atSea,
    ).toHaveLength(2);
    const ixd2 = refit(patrolEnded({ uboatType: 'IXD-2', date: '1943-08', share: 0.5 })).events;
    expect(one(ixd2, 'BoatReturned').atSea).toEqual(['1943-08', '1943-09', '1943-10']);
  });
});

describe('the end of a career by the calendar (5.1)', () => {
  it('5.1.2: a next patrol after 4/45 ends the career: the war is over', () => {
    const norway = earlierPatrol({ date: '1945-04', base: 'norway' });
    const { events, state } = refit(patrolEnded({ date: '1945-04', before: norway }), [6, 6, 6]); // no raid; the 4/45 roll
    expect(one(events, 'RefitCompleted')).toEqual({
      inPort: ['1945-05'],
      nextPatrol: '1945-06',
      end: 'warOver',
    });
    expect(state.step).toMatchObject({ kind: 'ending', reason: 'warOver', rule: '5.1.2' });
    expect(careerOf(state).date).toBe('1945-06');
  });

  it('an agreed end date (StartCareer endDate) ends the career when the next patrol would start after it', () => {
    const [started] = spec.given([]).when(startUntil('1943-10'), [6]).thenEvents();
    expect((started as CareerStarted).data.endDate).toBe('1943-10');
    const agreed = { endDate: '1943-10' } as const;
    expect(one(refit(patrolEnded({ date: '1943-08', ...agreed })).events, 'RefitCompleted').end).toBeNull();
    const last = refit(patrolEnded({ date: '1943-09', ...agreed }));
    expect(one(last.events, 'RefitCompleted')).toMatchObject({ nextPatrol: '1943-11', end: 'endDate' });
    expect(last.state.step).toMatchObject({ kind: 'ending', reason: 'endDate' });
  });

  it('an end date before the start, or not a month, is refused', () => {
    spec.given([]).when(startUntil('1943-06')).thenThrows(RuleViolation);
    spec
      .given([])
      .when(startUntil('soon'))
      .thenThrows(InvalidCommand, (e) => e.field === 'data.endDate');
  });
});

describe('bases at the return (4.7)', () => {
  it('4.7.1: a boat returning to France from 9/44 is based in Norway', () => {
    const { events } = refit(
      patrolEnded({ date: '1944-08' }), // a career begun by 8/44 sails from France (4.7.1)
      [6, 6],
    );
    expect(one(events, 'BoatReturned')).toMatchObject({ returned: '1944-09', base: 'norway' });
  });

  it('4.7.3: a new boat from Germany ends its first patrol in France until 8/44', () => {
    const { events } = refit(
      patrolEnded({ date: '1944-06', before: earlierPatrol({ date: '1944-06', base: 'germany' }) }),
    );
    expect(one(events, 'BoatReturned').base).toBe('france');
  });

  it('7.3.4: a completed Mediterranean patrol keeps the boat in the Mediterranean (raids there from 1/44)', () => {
    const { events, state } = refit(patrolEnded({ date: '1943-11', area: 'mediterranean' }));
    expect(one(events, 'BoatReturned')).toMatchObject({
      base: 'mediterranean',
      permanentAssignment: 'mediterranean',
    });
    expect(careerOf(state)).toMatchObject({ mediterraneanPatrols: 1, permanentAssignment: 'mediterranean' });
  });

  it("4.7.4: still in the Mediterranean in 9/44: a new boat in Germany after a month's delay", () => {
    const inTheMediterranean = {
      date: '1944-07',
      area: 'mediterranean',
      base: 'mediterranean',
      permanentAssignment: 'mediterranean',
    } as const;
    const twoPatrols = [...earlierPatrol(inTheMediterranean), ...earlierPatrol(inTheMediterranean)];
    const { events, state } = refit(
      patrolEnded({ date: '1944-07', area: 'mediterranean', before: twoPatrols }),
      [6, 6, 1, 1],
    );
    expect(one(events, 'NewUBoatAssigned')).toMatchObject({
      reason: 'mediterraneanClosed',
      uboatType: 'VIIC/41',
      months: 2,
    });
    expect(careerOf(state)).toMatchObject({ base: 'germany', permanentAssignment: null, date: '1944-10' });
  });
});
