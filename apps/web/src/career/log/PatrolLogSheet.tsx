import { t } from '../../i18n/i18n';
import { useMemo, useRef } from 'preact/hooks';
import type { CareerState } from '@periscope/rules';
import { RuleRef } from '../../ui/RuleRef';
import { isMedCareer } from '../med/is-med';
import type { ClientEvent } from '../events';
import { downloadText } from './download';
import { patrolLog, type PatrolLogData } from './patrol-log';
import { logFileName, patrolLogCsv, patrolLogText } from './patrol-log-export';
import { PatrolSection } from './PatrolSection';
import './log.css';
import { endReasonName, monthName, rankName, tons, victoryName } from '../../ui/words';

export interface PatrolLogSheetProps {
  readonly events: readonly ClientEvent[];
  readonly state: CareerState;
  readonly careerId: string;
}

/** The Patrol Log Sheet (4.3) as on paper: the header, one section per patrol, the totals; printable, downloadable. */
export function PatrolLogSheet({ events, state, careerId }: PatrolLogSheetProps) {
  const log = useMemo(() => patrolLog(events), [events]);
  const med = isMedCareer(state);
  const sheet = useRef<HTMLElement>(null);
  return (
    <section ref={sheet} class="panel patrol-log" aria-labelledby="patrol-log-title">
      <header class="patrol-log__header">
        <h2 id="patrol-log-title">
          {t('tab.log')} <RuleRef rule="4.3" />
        </h2>
        <SheetHeader log={log} state={state} />
        <div class="patrol-log__actions no-print">
          <button type="button" onClick={() => printSheet(sheet.current)}>
            {t('log.print')}
          </button>
          <button type="button" onClick={() => download(log, careerId, 'csv', med)}>
            {t('log.csv')}
          </button>
          <button type="button" onClick={() => download(log, careerId, 'txt', med)}>
            {t('log.text')}
          </button>
        </div>
      </header>
      {log.patrols.length === 0 ? (
        <p class="hint">{t('log.none')}</p>
      ) : (
        <ol class="patrol-log__patrols">
          {log.patrols.map((patrol) => (
            <li key={patrol.number}>
              <PatrolSection patrol={patrol} />
            </li>
          ))}
        </ol>
      )}
      <SheetTotals log={log} med={med} />
    </section>
  );
}

function SheetHeader({ log, state }: { readonly log: PatrolLogData; readonly state: CareerState }) {
  const career = state.career;
  const uboatType = career?.uboatType ?? log.header?.uboatType;
  const uboatId = career?.uboatId ?? log.header?.uboatId;
  const rank = career?.rank ?? log.header?.rank;
  return (
    <dl class="patrol-log__identity">
      <div>
        <dt>{t('log.type')}</dt>
        <dd>{uboatType ?? '—'}</dd>
      </div>
      <div>
        <dt>{t('log.id')}</dt>
        <dd>{uboatId ?? '—'}</dd>
      </div>
      <div>
        <dt>{t(isMedCareer(state) ? 'medCrew.comandante' : 'crewman.kommandant')}</dt>
        <dd>{career?.kommandant ?? log.header?.kommandant ?? '—'}</dd>
      </div>
      <div>
        <dt>
          {t('text.rank')} <RuleRef rule="11.2" />
        </dt>
        <dd>{rank ? rankName(rank) : '—'}</dd>
      </div>
      {log.header && (
        <div>
          <dt>{t('log.began')}</dt>
          <dd>{monthName(log.header.startDate, 'short')}</dd>
        </div>
      )}
    </dl>
  );
}

function SheetTotals({ log, med }: { readonly log: PatrolLogData; readonly med: boolean }) {
  return (
    <footer class="patrol-log__totals">
      <p>
        <strong>{t('log.totals')}</strong>{' '}
        {t('log.totalsText', {
          patrols: log.patrols.length,
          ships: log.shipsSunk,
          tonnage: tons(log.tonnage),
        })}
      </p>
      {log.ended && (
        <p>
          <strong>{t('text.ended')}:</strong> {endReasonName(log.ended.reason, med)}{' '}
          <RuleRef rule={log.ended.rule} />. {victoryName(log.ended.victoryLevel)} <RuleRef rule="5.2.2" />
        </p>
      )}
    </footer>
  );
}

/** Prints the sheet alone: log.css hides the rest of the page while the sheet carries this class. */
function printSheet(sheet: HTMLElement | null): void {
  sheet?.classList.add('patrol-log--printing');
  const done = () => sheet?.classList.remove('patrol-log--printing');
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}

function download(log: PatrolLogData, careerId: string, kind: 'csv' | 'txt', med: boolean): void {
  const name = logFileName(log, careerId, kind);
  if (kind === 'csv') downloadText(name, patrolLogCsv(log), 'text/csv');
  else downloadText(name, patrolLogText(log, med), 'text/plain');
}
