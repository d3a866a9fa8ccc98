import { QUALITY_LEVELS, type ChartPack, type CrewImprovement } from '../../charts';
import type { DiceSource } from '../../dice';
import { crewWith } from '../model/copies';
import type { CrewProgressed, QualityChange } from '../model/events-port';
import { charismaticNewcomer, qualityDown } from './recovery';
import type { Refit } from '../model/port';
import { rollOn } from '../model/rolls';
import { careerOf, type CareerState, type Crew, type Crewman } from '../model/state';
import { crewImprovementEvery, hasAbility } from '../options/kommandant';

// 11.1: crew progress at the refit — the 1WO Experte given his own boat (11.1.5), the 2WO Experte moving up
// (11.1.6), the improvement roll every third successful patrol (11.1.1-11.1.3, 11.1.7), three failures (11.1.4).

type Officer = 'engineer' | 'doctor' | 'firstWatchOfficer' | 'secondWatchOfficer';

const EXPERTE: Readonly<Record<Exclude<CrewImprovement, 'crewLevelUp'>, Officer>> = {
  engineerExperte: 'engineer',
  doctorExperte: 'doctor',
  firstWatchOfficerExperte: 'firstWatchOfficer',
  secondWatchOfficerExperte: 'secondWatchOfficer',
};

const newcomer: Crewman = { wound: 'none', expert: false };

/** 11.1.5, 11.1.6: the 1WO gone (his own boat, or replaced at 10.12) — an Experte 2WO takes his place. */
function officersAfter(crew: Crew, firstWatchOfficerGone: boolean, charismatic: boolean): Crew {
  if (!firstWatchOfficerGone) return crew;
  const officer = charismatic ? charismaticNewcomer : newcomer; // 14.15 #20
  if (!crew.secondWatchOfficer.expert) return crewWith(crew, { firstWatchOfficer: officer });
  return crewWith(crew, { firstWatchOfficer: crew.secondWatchOfficer, secondWatchOfficer: officer });
}

/** 11.1.1-11.1.3: whether the result changes anything (an Experte already, or an Elite crew: ignored). */
function improves(crew: Crew, result: CrewImprovement): boolean {
  if (result === 'crewLevelUp') return crew.quality !== 'elite';
  return !crew[EXPERTE[result]].expert;
}

/** 3-C, 11.1: what the refit does to the crew (nothing when nothing applies). */
export function crewProgress(state: CareerState, dice: DiceSource, charts: ChartPack): CrewProgressed[] {
  const { crew, service } = careerOf(state);
  const port = state.port as Refit;
  const m3 = charts.M3;
  const leaving = crew.firstWatchOfficer.expert
    ? rollOn(dice, m3.firstWatchOfficerLeaves, 'M3 1WO', {
        purpose: '1WO Experte leaves (6)',
        rule: '11.1.5',
      })
    : null;
  const firstWatchOfficerLeaves = leaving
    ? { roll: leaving.roll, leaves: leaving.result === 'leaves' }
    : null;
  const gone = firstWatchOfficerLeaves?.leaves === true || port.replaced.includes('firstWatchOfficer');
  const secondWatchOfficerMovedUp = gone && crew.secondWatchOfficer.expert;
  const replacementsExperte = hasAbility(state, 'charismatic');
  const after = officersAfter(crew, gone, replacementsExperte);
  const rollDue =
    port.patrol.success && service.successfulPatrols % crewImprovementEvery(state, charts) === 0; // 14.15 #11
  const rolled = rollDue ? rollOn(dice, m3, 'M3', { purpose: 'crew improvement', rule: '11.1' }) : null;
  const improvement = rolled ? { ...rolled, applied: improves(after, rolled.result) } : null;
  let quality: QualityChange | null = null;
  if (improvement?.applied && improvement.result === 'crewLevelUp') {
    const to = QUALITY_LEVELS[QUALITY_LEVELS.indexOf(crew.quality) + 1];
    quality = { from: crew.quality, to, rule: '11.1.3' };
  } else if (service.failedPatrolsInARow >= m3.failedPatrolsInARowLoseALevel.value) {
    quality = qualityDown(crew.quality, 'green', '11.1.4'); // may reach Novice
  }
  if (!firstWatchOfficerLeaves && !secondWatchOfficerMovedUp && !improvement && !quality) return [];
  return [
    {
      type: 'CrewProgressed',
      data: { firstWatchOfficerLeaves, secondWatchOfficerMovedUp, replacementsExperte, improvement, quality },
    },
  ];
}

/** Folds CrewProgressed into the crew. */
export function crewProgressed(crew: Crew, event: CrewProgressed, replaced: boolean): Crew {
  const { firstWatchOfficerLeaves, improvement, quality, replacementsExperte } = event.data;
  let next = officersAfter(crew, firstWatchOfficerLeaves?.leaves === true || replaced, replacementsExperte);
  if (improvement?.applied && improvement.result !== 'crewLevelUp') {
    const officer = EXPERTE[improvement.result];
    next = crewWith(next, { [officer]: { wound: next[officer].wound, expert: true } });
  }
  return quality ? crewWith(next, { quality: quality.to }) : next;
}
