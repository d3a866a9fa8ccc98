import {
  entrantCareer,
  foldTally,
  newTally,
  type CareerTally,
  type EntrantCareer,
  type TalliedEvent,
} from '../tournament/career-tally';

// 13.5.6, Q-46 (W-END): a wolfpack tournament is each boat's first patrol. A career may sail on as a solo career
// afterwards; what it does then is not the tournament's.

/** The boat's tournament is over: its career ended (sunk, captured…) or its first patrol is completed. */
export const tallyDone = (tally: CareerTally): boolean => tally.ended !== null || tally.patrolsCompleted >= 1;

/** W-HOME: the boat as the tournament sees it: a boat done alive is home (aborted or not), even if it sails on. */
export function boatCareer(tally: CareerTally): EntrantCareer {
  const career = entrantCareer(tally);
  return tallyDone(tally) && career.fate === 'inPort' ? { ...career, fate: 'home' } : career;
}

/** The career events that count for the tournament: up to the one that ends the boat's tournament patrol. */
export function tournamentPatrolEvents<E extends TalliedEvent>(events: readonly E[]): E[] {
  let tally = newTally();
  const counted: E[] = [];
  for (const event of events) {
    if (tallyDone(tally)) break;
    counted.push(event);
    tally = foldTally(tally, event);
  }
  return counted;
}
