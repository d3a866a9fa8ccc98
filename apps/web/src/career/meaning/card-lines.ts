import type { CareerEvent } from '@periscope/rules';
import type { ResultCard } from '@periscope/rules/career/views/headlines';
import { t } from '../../i18n/i18n';
import { phrase } from '../../i18n/phrase';

// A result card's lines in the reader's words. The wound card names a generic crewman by the crew box hit
// (10.6.1 step 5), which the report's line leaves out: its lines are said from the command's own injuries.

type Injury = Extract<CareerEvent, { type: 'CrewInjured' }>['data'];

/** The lines of one card of a command (`move`: the command's events). */
export function cardLines(card: ResultCard, move: readonly CareerEvent[]): string[] {
  if (card.kind !== 'wounded') return card.lines.map(phrase);
  return move.flatMap((e) => (e.type === 'CrewInjured' && e.data.severity ? [woundLine(e.data)] : []));
}

const woundLine = ({ member, box, severity }: Injury): string =>
  box === null ? t('move.injured', { member, severity }) : t('move.injuredBox', { n: box + 1, severity });
