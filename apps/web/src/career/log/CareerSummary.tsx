import { t } from '../../i18n/i18n';
import { useMemo } from 'preact/hooks';
import type { CareerState } from '@periscope/rules';
import { RuleRef } from '../../ui/RuleRef';
import { isMedCareer } from '../med/is-med';
import type { ClientEvent } from '../events';
import { patrolLog } from './patrol-log';
import { TonnageChart } from './TonnageChart';
import './log.css';
import { awardName, endReasonName, rankName, tons, victoryName } from '../../ui/words';

export interface CareerSummaryProps {
  readonly events: readonly ClientEvent[];
  readonly state: CareerState;
}

/** The career in brief (5.1.4): patrols, ships, tonnage, the victory level once it has ended, and the chart. */
export function CareerSummary({ events, state }: CareerSummaryProps) {
  const log = useMemo(() => patrolLog(events), [events]);
  const med = isMedCareer(state);
  const knightsCross = med ? undefined : state.career?.decorations.knightsCross; // 11.3 is The Hunted's
  return (
    <section class="panel career-summary" aria-labelledby="career-summary-title">
      <h2 id="career-summary-title">{t('summary.title')}</h2>
      <dl class="career-summary__totals">
        <Total term={t('discovery.patrols')}>
          {t('summary.patrols', { sailed: log.patrols.length, completed: state.patrolsCompleted })}
        </Total>
        <Total term={t('text.shipsSunk')}>{log.shipsSunk}</Total>
        <Total term={t('targets.tonnage')} rule="5.2.1">
          {tons(state.tonnage)}
          {state.theoreticalTonnage > 0 && t('summary.theoretical', { tons: tons(state.theoreticalTonnage) })}
        </Total>
        {state.career && <Total term={t('text.rank')}>{rankName(state.career.rank)}</Total>}
        {knightsCross && (
          <Total term={t('award.knightsCross')} rule="11.3">
            {awardName(knightsCross)}
          </Total>
        )}
        {log.ended && (
          <Total term={t('summary.victory')} rule="5.2.2">
            <strong>{victoryName(log.ended.victoryLevel)}</strong>
            <span class="hint"> ({endReasonName(log.ended.reason, med)})</span>
          </Total>
        )}
      </dl>
      <TonnageChart events={events} state={state} />
    </section>
  );
}

function Total({
  term,
  rule,
  children,
}: {
  term: string;
  rule?: string;
  children: preact.ComponentChildren;
}) {
  return (
    <div class="career-summary__total">
      <dt>
        {term} {rule && <RuleRef rule={rule} />}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
