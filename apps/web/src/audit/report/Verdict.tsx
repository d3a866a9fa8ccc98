import type { AuditReport, CheckName, Finding } from '@periscope/audit';
import { RuleRef } from '../../ui/RuleRef';
import { spelled, thousands } from '../../ui/words';
import { CHECK_WORDS, pathWords, STATUS_WORDS, SUBJECT_WORDS, valueWords } from './words';

interface Props {
  readonly report: AuditReport;
  /** The verification's time in the worker. */
  readonly milliseconds: number;
  /** A stream's name for a person (a career's Kommandant and boat). */
  readonly streamName: (stream: string) => string;
  /** Opens the replay at a line. */
  readonly onShowLine: (line: number, stream?: string) => void;
}

/** The audit's verdict for a person: does the result stand, what each check proved, where it first diverges. */
export function Verdict({ report, milliseconds, streamName, onShowLine }: Props) {
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
        <FirstDivergence finding={report.firstDivergence} streamName={streamName} onShowLine={onShowLine} />
      )}
      {report.findingsTotal > 1 && (
        <p class="hint">
          {thousands(report.findingsTotal - 1)} more finding{report.findingsTotal > 2 ? 's' : ''} after the
          first: most follow from it.
        </p>
      )}
      {report.notes.map((note) => (
        <p key={note} class="alert alert--info">
          {note}
        </p>
      ))}
    </section>
  );
}

/** The dice cannot be checked yet: the career or game is still open and its seeds sealed. */
const sealed = (report: AuditReport) =>
  report.checks.rolls.status === 'skipped' && /sealed/i.test(report.checks.rolls.note);

/** The verdict in plain words; a result under a failed or an unfinished check is never said to stand. */
function verdictWords(report: AuditReport): string {
  if (!report.ok) return 'Not verified: the export diverges';
  if (sealed(report)) return 'Not yet checkable: the dice seeds are still sealed (what can be checked holds)';
  return 'Verified: the result stands';
}

function Subject({ report, milliseconds }: { report: AuditReport; milliseconds: number }) {
  const perSecond = milliseconds > 0 ? Math.round((report.events * 1000) / milliseconds) : null;
  return (
    <dl class="audit-verdict__subject">
      <dt>What</dt>
      <dd>{SUBJECT_WORDS[report.subject.kind] ?? spelled(report.subject.kind)}</dd>
      <dt>Events</dt>
      <dd>
        {thousands(report.events)}
        <span class="hint" data-testid="audit-speed">
          {' '}
          verified in {thousands(Math.round(milliseconds))} ms
          {perSecond !== null && ` (${thousands(perSecond)} events/s)`}
        </span>
      </dd>
      <dt>Chart pack</dt>
      <dd>version {report.chartPack?.version ?? 'unknown'}</dd>
      <dt>Rules engine</dt>
      <dd>
        exported by {report.engine.exported}, verified with {report.engine.verifier}
      </dd>
    </dl>
  );
}

function Checks({ report }: { report: AuditReport }) {
  return (
    <div class="table-scroll">
      <table class="audit-checks">
        <caption class="visually-hidden">The four checks</caption>
        <thead>
          <tr>
            <th scope="col">Check</th>
            <th scope="col">Result</th>
            <th scope="col">What it found</th>
          </tr>
        </thead>
        <tbody>
          {(Object.keys(CHECK_WORDS) as CheckName[]).map((name) => {
            const check = report.checks[name];
            return (
              <tr key={name} class={`audit-checks__row audit-checks__row--${check.status}`}>
                <th scope="row">
                  {CHECK_WORDS[name].name}
                  <span class="hint audit-checks__proves">{CHECK_WORDS[name].proves}</span>
                </th>
                <td>
                  <span class={`badge audit-status audit-status--${check.status}`}>
                    {STATUS_WORDS[check.status]}
                  </span>
                </td>
                <td>
                  {check.status === 'failed' ? (
                    <strong>
                      {thousands(check.findings)} finding{check.findings === 1 ? '' : 's'}: this was not so
                      (the first divergence is below).
                    </strong>
                  ) : (
                    check.note
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

function FirstDivergence({
  finding,
  streamName,
  onShowLine,
}: {
  finding: Finding;
  streamName: Props['streamName'];
  onShowLine: Props['onShowLine'];
}) {
  return (
    <section class="audit-divergence" aria-labelledby="audit-divergence">
      <h3 id="audit-divergence">First divergence: line {thousands(finding.line)}</h3>
      <dl>
        <dt>Check</dt>
        <dd>{CHECK_WORDS[finding.check].name}</dd>
        {finding.stream && (
          <>
            <dt>Where</dt>
            <dd>
              {streamName(finding.stream)}
              {finding.revision !== undefined && `, event ${thousands(finding.revision + 1)}`}
              {finding.type && ` (${spelled(finding.type)})`}
            </dd>
          </>
        )}
        {finding.rule && (
          <>
            <dt>Rule</dt>
            <dd>
              <RuleRef rule={finding.rule} />
            </dd>
          </>
        )}
        {finding.path && (
          <>
            <dt>In</dt>
            <dd>{pathWords(finding.path)}</dd>
          </>
        )}
        {'expected' in finding && (
          <>
            <dt>Expected</dt>
            <dd>{valueWords(finding.expected)}</dd>
          </>
        )}
        {'found' in finding && (
          <>
            <dt>Found</dt>
            <dd>{valueWords(finding.found)}</dd>
          </>
        )}
      </dl>
      <p class="audit-divergence__message">{finding.message}</p>
      {finding.stream && (
        <button type="button" onClick={() => onShowLine(finding.line, finding.stream)}>
          Show line {thousands(finding.line)} in the replay
        </button>
      )}
    </section>
  );
}
