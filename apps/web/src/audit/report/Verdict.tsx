import type { AuditReport, Finding } from '@periscope/audit';
import { RuleRef } from '../../ui/RuleRef';
import { Rulebook, rulebookOf } from '../../ui/rulebook';
import { thousands } from '../../ui/words';
import { checkName, checkNote, CHECKS, checkProves, pathWords, subjectWords, valueWords } from './words';
import { language, t, type MessageKey } from '../../i18n/i18n';
import { eventName } from '../../career/dice/rolls';

interface Props {
  readonly report: AuditReport;
  /** The verification's time in the worker. */
  readonly milliseconds: number;
  /** A stream's name for a person (a career's commander and boat). */
  readonly streamName: (stream: string) => string;
  /** Whether a stream plays Beneath the Med (none: The Hunted's). */
  readonly medStream?: (stream: string) => boolean;
  /** Opens the replay at a line. */
  readonly onShowLine: (line: number, stream?: string) => void;
}

/** The audit's verdict for a person: does the result stand, what each check proved, where it first diverges. */
export function Verdict({ report, milliseconds, streamName, medStream = () => false, onShowLine }: Props) {
  return (
    <section
      class={`panel audit-verdict audit-verdict--${report.ok ? 'ok' : 'failed'}`}
      aria-labelledby="audit-verdict"
    >
      <h2 id="audit-verdict">
        <span aria-hidden="true">{report.ok ? (sealed(report) ? '… ' : '✔ ') : '✘ '}</span>
        {verdictWords(report)}
      </h2>
      <Subject report={report} milliseconds={milliseconds} />
      <Checks report={report} />
      {report.firstDivergence && (
        <FirstDivergence
          finding={report.firstDivergence}
          streamName={streamName}
          med={report.firstDivergence.stream !== undefined && medStream(report.firstDivergence.stream)}
          onShowLine={onShowLine}
        />
      )}
      {report.findingsTotal > 1 && (
        <p class="hint">{t('audit.verdict.more', { n: report.findingsTotal - 1 })}</p>
      )}
      {report.engine.exported !== report.engine.verifier && (
        <p class="alert alert--info">{t('audit.verdict.otherEngine', { ...report.engine })}</p>
      )}
    </section>
  );
}

/** The dice cannot be checked yet: the career or game is still open and its seeds sealed. */
const sealed = (report: AuditReport) =>
  report.checks.rolls.status === 'skipped' && /sealed/i.test(report.checks.rolls.note);

/** The verdict in plain words; a result under a failed or an unfinished check is never said to stand. */
function verdictWords(report: AuditReport): string {
  if (!report.ok) return t('audit.verdict.diverges');
  if (sealed(report)) return t('audit.verdict.sealed');
  return t('audit.verdict.stands');
}

function Subject({ report, milliseconds }: { report: AuditReport; milliseconds: number }) {
  const perSecond = milliseconds > 0 ? Math.round((report.events * 1000) / milliseconds) : null;
  return (
    <dl class="audit-verdict__subject">
      <dt>{t('audit.what')}</dt>
      <dd>{subjectWords(report.subject.kind)}</dd>
      <dt>{t('audit.verdict.events')}</dt>
      <dd>
        {thousands(report.events)}
        <span class="hint" data-testid="audit-speed">
          {' '}
          {t('audit.verdict.speed', { ms: thousands(Math.round(milliseconds)) })}
          {perSecond !== null && ` (${t('audit.verdict.perSecond', { n: thousands(perSecond) })})`}
        </span>
      </dd>
      <dt>{t('audit.verdict.chartPack')}</dt>
      <dd>
        {t('audit.verdict.version', { version: report.chartPack?.version ?? t('audit.verdict.unknown') })}
      </dd>
      <dt>{t('audit.verdict.engine')}</dt>
      <dd>
        {t('audit.verdict.engines', { exported: report.engine.exported, verifier: report.engine.verifier })}
      </dd>
    </dl>
  );
}

function Checks({ report }: { report: AuditReport }) {
  return (
    <div class="table-scroll">
      <table class="audit-checks">
        <caption class="visually-hidden">{t('audit.checks.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.checks.check')}</th>
            <th scope="col">{t('audit.checks.result')}</th>
            <th scope="col">{t('audit.checks.found')}</th>
          </tr>
        </thead>
        <tbody>
          {CHECKS.map((name) => {
            const check = report.checks[name];
            return (
              <tr key={name} class={`audit-checks__row audit-checks__row--${check.status}`}>
                <th scope="row">
                  {checkName(name)}
                  <span class="hint audit-checks__proves">{checkProves(name)}</span>
                </th>
                <td>
                  <span class={`badge audit-status audit-status--${check.status}`}>
                    {t(`audit.status.${check.status}`)}
                  </span>
                </td>
                <td>
                  {check.status === 'failed' ? (
                    <strong>{t('audit.checks.failed', { n: check.findings })}</strong>
                  ) : (
                    checkNote(report, name)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Where the export first diverges, a Beneath the Med stream's event and rule in its own game's words. */
function FirstDivergence({
  finding,
  streamName,
  med,
  onShowLine,
}: {
  finding: Finding;
  streamName: Props['streamName'];
  med: boolean;
  onShowLine: Props['onShowLine'];
}) {
  return (
    <Rulebook.Provider value={rulebookOf(med)}>
      <section class="audit-divergence" aria-labelledby="audit-divergence">
        <h3 id="audit-divergence">{t('audit.divergence.title', { line: finding.line })}</h3>
        <dl>
          <dt>{t('audit.checks.check')}</dt>
          <dd>{checkName(finding.check)}</dd>
          {finding.stream && (
            <>
              <dt>{t('audit.divergence.where')}</dt>
              <dd>
                {streamName(finding.stream)}
                {finding.revision !== undefined &&
                  `, ${t('audit.divergence.event', { n: finding.revision + 1 })}`}
                {finding.type && ` (${eventName(finding.type, med)})`}
              </dd>
            </>
          )}
          {finding.rule && (
            <>
              <dt>{t('audit.divergence.rule')}</dt>
              <dd>
                <RuleRef rule={finding.rule} />
              </dd>
            </>
          )}
          {finding.path && (
            <>
              <dt>{t('audit.divergence.in')}</dt>
              <dd>{pathWords(finding.path)}</dd>
            </>
          )}
          {'expected' in finding && (
            <>
              <dt>{t('audit.divergence.expected')}</dt>
              <dd>{valueWords(finding.expected)}</dd>
            </>
          )}
          {'found' in finding && (
            <>
              <dt>{t('audit.divergence.found')}</dt>
              <dd>{valueWords(finding.found)}</dd>
            </>
          )}
        </dl>
        <FindingSentence finding={finding} />
        {finding.stream && (
          <button type="button" onClick={() => onShowLine(finding.line, finding.stream)}>
            {t('audit.divergence.show', { line: finding.line })}
          </button>
        )}
      </section>
    </Rulebook.Provider>
  );
}

/**
 * What the finding says (docs/i18n.md "The audit"): English reads the library's own sentence with its details; the
 * other languages the sentence of its code (`finding.*`); a finding without a code is left to its parts above.
 */
function FindingSentence({ finding }: { finding: Finding }) {
  const said =
    language() === 'en'
      ? finding.message
      : finding.code && t(`finding.${finding.code}` as MessageKey, finding.params);
  return said ? <p class="audit-divergence__message">{said}</p> : null;
}
