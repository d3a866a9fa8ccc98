import type { MedCareer } from '@periscope/rules/career/model/med';
import { t, word } from '../../i18n/i18n';
import { monthName } from '../../ui/words';

/** Who sails which submarine, when, from where: the rank and base in the Regia Marina's words. */
export const whoWhere = (career: MedCareer): string =>
  t('med.who', {
    rank: word('medRank', career.rank) ?? career.rank,
    name: career.kommandant,
    date: monthName(career.date),
    base: word('medBase', career.base) ?? career.base,
  });
