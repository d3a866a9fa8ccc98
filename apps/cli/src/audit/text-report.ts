import type { AuditReport, CheckName, Finding } from '@periscope/audit';

const LETTER: Record<CheckName, string> = { chain: '(a)', rolls: '(b)', replay: '(c)', results: '(d)' };
const int = (n: number) => n.toLocaleString('en-US');
const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

/** Where a finding is, in words: line, stream, revision, event type, rule. */
export function placeOf(f: Finding): string {
  const event = f.revision === undefined ? '' : ` revision ${f.revision}`;
  return [`line ${f.line}`, f.stream && `${f.stream}${event}`, f.type, f.rule && `rule ${f.rule}`]
    .filter(Boolean)
    .join(', ');
}

/** The report for a terminal: the verdict, the four checks, the first divergence, the other findings. */
export function renderText(report: AuditReport, file: string): string {
  const out: string[] = [];
  const { subject, chartPack, engine } = report;
  out.push(
    `periscope audit ${file}: ${subject.kind} ${subject.id}, ${int(report.events)} events, ` +
      `chart pack ${chartPack?.version} (${String(chartPack?.hash).slice(0, 12)}…), engine ${engine.exported}`,
  );
  for (const [name, check] of Object.entries(report.checks) as [
    CheckName,
    AuditReport['checks'][CheckName],
  ][])
    out.push(`  ${LETTER[name]} ${name.padEnd(8)} ${check.status.toUpperCase().padEnd(8)} ${check.note}`);
  for (const note of report.notes) out.push(`  note: ${note}`);
  for (const r of report.rulings)
    out.push(
      `  ruling ${r.rulingId} (line ${r.line}) by ${r.organiser} on ${r.subject}: ${r.ruling?.kind} at revision ${r.ruling?.revision}, "${r.reason}"${r.problem ? ` — cannot stand: ${r.problem}` : ''}`,
    );
  const first = report.firstDivergence;
  if (!first) {
    out.push(
      `CLEAN: every check passed${report.checks.rolls.status === 'skipped' ? ' (rolls sealed)' : ''}.`,
    );
    return `${out.join('\n')}\n`;
  }
  out.push(
    '',
    `FIRST DIVERGENCE at ${placeOf(first)} [${LETTER[first.check]} ${first.check}]`,
    `  ${first.message}`,
  );
  if (first.path)
    out.push(`  at ${first.path}: expected ${show(first.expected)}, found ${show(first.found)}`);
  const others = report.findings.slice(1);
  if (others.length > 0) {
    out.push(
      '',
      `${int(report.findingsTotal)} findings in all${report.findingsTotal > report.findings.length ? ` (the first ${report.findings.length} listed)` : ''}:`,
    );
    for (const f of report.findings) out.push(`  ${placeOf(f)} [${f.check}]: ${f.message}`);
  }
  return `${out.join('\n')}\n`;
}
