import { none, one, patrolEnded, refit } from './career.fixtures';
import { crewBecame, earlierPatrol, earlierPatrols, improved, injured } from './career-history.fixtures';
import { careerOf } from '../model/state';

// 11.1: crew progress at the refit after a patrol. Given the career's earlier patrols and this one's end (events),
// when the automatic refit runs, then its CrewProgressed.

describe('the improvement roll (11.1, 11.1.1-11.1.3)', () => {
  it('11.1: one 1d6 on the third successful patrol of the career: 1 the LI becomes Experte', () => {
    const { events, state } = refit(
      patrolEnded({ success: true, shipsSunk: 1, before: earlierPatrols(2, true) }),
      [1],
    );
    expect(one(events, 'CrewProgressed')).toMatchObject({
      improvement: {
        roll: { rule: '11.1', chart: 'M3', natural: 1 },
        result: 'engineerExperte',
        applied: true,
      },
      quality: null,
    });
    expect(careerOf(state).crew.engineer).toEqual({ wound: 'none', expert: true });
  });

  it('11.1: no roll on the second or fourth success (rolls do not accumulate)', () => {
    none(refit(patrolEnded({ success: true, before: earlierPatrols(1, true) })).events, 'CrewProgressed');
    none(refit(patrolEnded({ success: true, before: earlierPatrols(3, true) })).events, 'CrewProgressed');
  });

  it('11.1.2: 1-4 for a man already Experte is ignored', () => {
    const ended = patrolEnded({
      success: true,
      before: [...earlierPatrols(4, true), ...earlierPatrol({ refit: [improved('doctorExperte')] })],
    });
    expect(one(refit(ended, [2]).events, 'CrewProgressed').improvement).toMatchObject({
      result: 'doctorExperte',
      applied: false,
    });
  });

  it('11.1.3: 5-6 the crew rises a level; an Elite crew rises no more', () => {
    const twoPatrols = {
      trained: earlierPatrols(2, true),
      elite: [
        ...earlierPatrol({ refit: [crewBecame('trained', 'veteran')] }),
        ...earlierPatrol({ refit: [crewBecame('veteran', 'elite')] }),
      ],
    };
    const rise = (quality: 'trained' | 'elite') =>
      refit(patrolEnded({ success: true, before: twoPatrols[quality] }), [6]);
    const trained = rise('trained');
    expect(one(trained.events, 'CrewProgressed').quality).toEqual({
      from: 'trained',
      to: 'veteran',
      rule: '11.1.3',
    });
    expect(careerOf(trained.state).crew.quality).toBe('veteran');
    const elite = one(rise('elite').events, 'CrewProgressed');
    expect(elite).toMatchObject({ improvement: { result: 'crewLevelUp', applied: false }, quality: null });
  });
});

describe('losing quality (11.1.4)', () => {
  it('three unsuccessful patrols in a row: −1 level, down to Novice; the count starts again (Q-22)', () => {
    const { events, state } = refit(patrolEnded({ before: earlierPatrols(2, false) }));
    expect(one(events, 'CrewProgressed').quality).toEqual({ from: 'trained', to: 'green', rule: '11.1.4' });
    expect(careerOf(state).crew.quality).toBe('green');
    expect(careerOf(state).service.failedPatrolsInARow).toBe(0);
  });

  it('a success breaks the run', () => {
    const { state } = refit(patrolEnded({ success: true, before: earlierPatrols(2, false) }));
    expect(careerOf(state).service).toMatchObject({ failedPatrolsInARow: 0, successfulPatrols: 1 });
    expect(careerOf(state).crew.quality).toBe('trained');
  });
});

describe('officers (11.1.5, 11.1.6)', () => {
  const firstWatchOfficerExperte = earlierPatrol({
    success: false,
    refit: [improved('firstWatchOfficerExperte')],
  });
  const secondWatchOfficerExperte = earlierPatrol({
    success: false,
    refit: [improved('secondWatchOfficerExperte')],
  });

  it('11.1.5: an Experte 1WO gets his own boat on a 6; his successor is no Experte', () => {
    const leaves = refit(patrolEnded({ before: firstWatchOfficerExperte }), [6]);
    expect(one(leaves.events, 'CrewProgressed')).toMatchObject({
      firstWatchOfficerLeaves: { roll: { rule: '11.1.5', natural: 6 }, leaves: true },
      secondWatchOfficerMovedUp: false,
    });
    expect(careerOf(leaves.state).crew.firstWatchOfficer.expert).toBe(false);
    const stays = refit(patrolEnded({ before: firstWatchOfficerExperte }), [5]);
    expect(careerOf(stays.state).crew.firstWatchOfficer.expert).toBe(true);
  });

  it('11.1.6: the 1WO lost (his own boat, or killed) and an Experte 2WO moves up, keeping it; a new 2WO comes', () => {
    const promoted = refit(
      patrolEnded({
        before: [...firstWatchOfficerExperte, ...secondWatchOfficerExperte],
      }),
      [6],
    );
    expect(one(promoted.events, 'CrewProgressed').secondWatchOfficerMovedUp).toBe(true);
    expect(careerOf(promoted.state).crew).toMatchObject({
      firstWatchOfficer: { expert: true },
      secondWatchOfficer: { expert: false },
    });
    const killed = refit(
      patrolEnded({
        before: secondWatchOfficerExperte,
        atSea: [injured('firstWatchOfficer', 'killed')],
      }),
    );
    expect(one(killed.events, 'CrewProgressed')).toMatchObject({
      firstWatchOfficerLeaves: null,
      secondWatchOfficerMovedUp: true,
    });
    expect(careerOf(killed.state).crew.firstWatchOfficer.expert).toBe(true);
  });
});
