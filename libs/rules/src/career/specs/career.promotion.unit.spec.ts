import type { YearMonth } from '../../charts';
import { RuleViolation } from '../../errors';
import { started, none, one, patrolEnded, refit, spec, type Ended, type Of } from './career.fixtures';
import {
  aceRecovered,
  decorated,
  earlierPatrol,
  promotedTo,
  sank,
  type EarlierPatrol,
} from './career-history.fixtures';
import { decide } from '../decide';
import type { CareerEvent, PatrolAssigned } from '../model/events';
import { fold } from '../evolve';
import { pending } from '../pending';
import { careerOf, initialState } from '../model/state';

/**
 * A Kommandant in service since 7/43: his earlier patrols (the period they fill) from 8/43, the last one back in port
 * until `date`, this patrol's month.
 */
const served = (
  date: YearMonth,
  earlier: readonly EarlierPatrol[] = [{}],
  more: Partial<Ended> = {},
): Ended => ({
  date,
  startDate: '1943-07',
  before: earlier.flatMap((patrol, i) =>
    earlierPatrol({ date: '1943-08', ...patrol, ...(i === earlier.length - 1 && { nextPatrol: date }) }),
  ),
  ...more,
});

/** 10.11.10: a boat in service before 1944 rolls for a schnorchel at its 1944 refits; 6 fits none. */
const NO_SCHNORCHEL = 6;

describe('promotion (11.2.3, 11.2.4)', () => {
  it("11.2.3: the first roll after 12 months; −1 for a Knight's Cross, −1 per 6 ships, +1 per failed patrol in the period", () => {
    // The period: twelve ships and the Knight's Cross on a first patrol, then a failed one.
    const twelveShipsAndTheCross = {
      atSea: Array.from({ length: 12 }, () => sank(7_000)),
      refit: [decorated(['knightsCross'], 'knightsCross')],
    };
    const ended = patrolEnded(
      served('1944-06', [twelveShipsAndTheCross, { success: false }], { success: true, shipsSunk: 1 }),
    );
    const { events, state } = refit(ended, [6, NO_SCHNORCHEL]);
    expect(one(events, 'PromotionRolled')).toEqual({
      reason: 'service',
      roll: expect.objectContaining({
        rule: '11.2.3',
        chart: 'M4',
        natural: 6,
        total: 4,
        modifiers: [
          { id: 'decorationInPeriod', value: -1, rule: '11.2.3' },
          { id: 'perSixShipsSunk', value: -2, rule: '11.2.3' },
          { id: 'perUnsuccessfulPatrol', value: 1, rule: '11.2.3' },
        ],
      }),
      promoted: true,
      rank: 'KKpt',
      nextDue: '1945-07',
    });
    expect(careerOf(state).rank).toBe('KKpt');
    expect(careerOf(state).service.period).toEqual({ shipsSunk: 0, failedPatrols: 0, knightsCross: false });
  });

  it('11.2.3: no roll before the anniversary', () => {
    none(refit(patrolEnded(served('1944-04')), [NO_SCHNORCHEL]).events, 'PromotionRolled');
  });

  it('11.2.4: a failed roll changes nothing but the period; the next roll is a year later', () => {
    const { events, state } = refit(patrolEnded(served('1944-06', [{}], { success: true })), [
      5,
      NO_SCHNORCHEL,
    ]);
    expect(one(events, 'PromotionRolled')).toMatchObject({
      promoted: false,
      rank: 'KptLt',
      nextDue: '1945-07',
    });
    expect(careerOf(state).rank).toBe('KptLt');
  });

  it('11.2.3: a final roll in 4/45 for everyone still alive, however recent the last one; a last patrol may still sail in 5/45 (5.1.1, E-WAR-END)', () => {
    // A new boat from Germany (a career begun in 3/45: no roll due for a year) ends its patrol in Norway (4.7.3):
    // a port air raid (6: none), then the roll.
    const { events, state } = refit(patrolEnded({ date: '1945-03' }), [3, 3, 1]);
    expect(one(events, 'BoatReturned').base).toBe('norway');
    expect(one(events, 'PromotionRolled')).toMatchObject({ reason: 'final', promoted: true, rank: 'KKpt' });
    expect(one(events, 'RefitCompleted')).toMatchObject({ nextPatrol: '1945-05', end: null });
    expect(state.step).toMatchObject({ kind: 'inPort' });
  });

  it('a KptzS rolls no more; [R2] 5: the ace recovered promotes him at the next refit, with no roll', () => {
    none(
      refit(patrolEnded(served('1944-06', [{ refit: [promotedTo('KptzS', '1944-07')] }])), [NO_SCHNORCHEL])
        .events,
      'PromotionRolled',
    );
    const ace = patrolEnded({ atSea: [aceRecovered] });
    const { events, state } = refit(ace);
    expect(one(events, 'PromotionRolled')).toMatchObject({
      reason: 'aceRecovered',
      roll: null,
      rank: 'KKpt',
    });
    expect(careerOf(state).randomEvents.promotionAtNextRefit).toBe(false);
  });
});

describe('a patrol asked for (11.2.1)', () => {
  const kptlt = fold([started()], initialState()); // started() rolls a 6: KptLt
  const ask = (requestedArea: 'northAmerica' | 'mediterranean') =>
    ({ type: 'AssignPatrol', data: { requestedArea } }) as const;
  const assigned = (events: readonly CareerEvent[]) =>
    (events.find((e) => e.type === 'PatrolAssigned') as PatrolAssigned).data;

  it("a KptLt is offered the areas of the month's [P1] column his type flies as they are", () => {
    const [assign] = pending(kptlt).commands;
    expect(assign.parameters.requestedArea).toEqual([
      null, // no request
      'atlantic',
      'britishIsles',
      'northAmerica',
      'mediterranean',
    ]);
  });

  it('1d6 1 (KptLt) grants the area asked for, with no [P1] roll', () => {
    const events = spec
      .given([started()])
      .when(ask('northAmerica'), { '1d6': [1] })
      .thenEvents();
    expect(events[0]).toMatchObject({
      type: 'PatrolRequested',
      data: { area: 'northAmerica', roll: { rule: '11.2.1', natural: 1 }, granted: true },
    });
    expect(assigned(events)).toMatchObject({
      area: 'northAmerica',
      roll: null,
      rulesApplied: [{ rule: '11.2.1', from: 'P1', to: 'northAmerica' }],
    });
  });

  it('otherwise [P1] is rolled as usual', () => {
    const events = spec
      .given([started()])
      .when(ask('northAmerica'), { '1d6': [2], '2d6': [[5, 3]] })
      .thenEvents();
    expect(events[0]).toMatchObject({ data: { granted: false } });
    expect(assigned(events)).toMatchObject({ area: 'atlantic', roll: { natural: 8 } });
  });

  it('an OltzS may not ask, nor anyone permanently in the Arctic', () => {
    const first = started() as Of<'CareerStarted'>;
    const oltzs = fold([{ ...first, data: { ...first.data, rank: 'OltzS' } }], initialState()); // 11.2.2: rolled 1
    expect(pending(oltzs).commands[0].parameters).toEqual({});
    expect(() =>
      decide(oltzs, ask('northAmerica'), {
        roll: () => {
          throw new Error('no roll');
        },
      } as never),
    ).toThrow(RuleViolation);
    const arctic = fold([started(), ...earlierPatrol({ permanentAssignment: 'arctic' })], initialState());
    expect(pending(arctic).commands[0].parameters).toEqual({});
  });
});
