import {
  inServiceFrom,
  MED_CLASSES,
  MED_PORT,
  MED_START,
  type MedClass,
} from '../../campaigns/beneath-the-med';
import type { YearMonth } from '../../charts';
import type { MedReassignment } from '../model/med-port';
import type { MedCareer } from '../model/med';

// 8.0 (004 L2476-2500): a new boat of the Comandante's class at the return: 8.1 after 5-6 months in hospital, with a
// new crew; 8.2 after a refit of 5 months or more, his crew kept; 7.6.3 his boat scuttled and the crew rescued, as
// 8.2 (Q-BTM-FATE-RESCUED). The other class he may take instead is offered in port (new-boat.ts).

/**
 * 8.1, 8.2, Q-BTM-FATE-RESCUED: the new boat due at this return, or null. 8.1 first: a month after he leaves
 * hospital, a new crew; otherwise one month in port, or as long as he stays ashore (7.5.6).
 */
export function medReassignment(
  crewRescued: boolean,
  comandanteMonths: number,
  refitMonths: number,
): MedReassignment | null {
  const { woundedFrom, refitFrom, sailsAfter } = MED_PORT.reassignment;
  if (comandanteMonths >= woundedFrom.value)
    return { rule: '8.1', crew: 'new', months: comandanteMonths + sailsAfter.value };
  const rule = crewRescued ? '7.6.3' : refitMonths >= refitFrom.value ? '8.2' : null;
  return rule && { rule, crew: 'kept', months: Math.max(sailsAfter.value, comandanteMonths) };
}

/** 6.4, 6.6: a class that may serve at his base: at BETASOM only the long-range classes 6.6 rolls for. */
export const servesAt = (career: MedCareer, c: MedClass): boolean =>
  career.base === 'mediterranean' || MED_START.startingBase.rolledBy.value.includes(c);

/**
 * 8.1, Q-BTM-FATE-LATEST: "the latest model available then": the classes that came into service last by the month
 * he sails, when that is later than his own class, and that may serve at his base.
 */
export function latestClasses(career: MedCareer, sails: YearMonth): MedClass[] {
  const serving = MED_CLASSES.filter((c) => inServiceFrom(c) <= sails);
  const latest = serving
    .map(inServiceFrom)
    .reduce((a, b) => (b > a ? b : a), inServiceFrom(career.uboatType));
  if (latest <= inServiceFrom(career.uboatType)) return [];
  return serving.filter((c) => inServiceFrom(c) === latest && servesAt(career, c));
}
