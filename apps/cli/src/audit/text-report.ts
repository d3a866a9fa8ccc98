import type { AuditReport, CheckName } from '@periscope/audit';
import type { CliLanguage } from '../language';
import { REPORT_WORDS } from './report-words';

const LETTER: Record<CheckName, string> = { chain: '(a)', rolls: '(b)', replay: '(c)', results: '(d)' };
const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

/** The report for a terminal, in the CLI's language: the verdict, the four checks, the first divergence, the others. */
export function renderText(report: AuditReport, file: string, language: CliLanguage = 'en'): string {
  const w = REPORT_WORDS[language];
  const out: string[] = [w.header(file, report, w.int(report.events))];
  const width = Math.max(8, ...Object.values(w.check).map((name) => name.length)); // the columns line up
  for (const name of Object.keys(report.checks) as CheckName[]) {
    const status = w.status[report.checks[name].status].padEnd(8);
    out.push(`  ${LETTER[name]} ${w.check[name].padEnd(width)} ${status} ${w.note(report, name)}`);
  }
  for (const note of report.notes) out.push(`  ${w.extraNote(report, note)}`);
  for (const r of report.rulings) out.push(`  ${w.ruling(r)}`);
  const first = report.firstDivergence;
  if (!first) {
    out.push(w.clean(report.checks.rolls.status === 'skipped'));
    return `${out.join('\n')}\n`;
  }
  const message = w.message(first);
  out.push('', w.first(w.place(first), `${LETTER[first.check]} ${w.check[first.check]}`));
  if (message) out.push(`  ${message}`);
  if (first.path) out.push(`  ${w.at(first.path, show(first.expected), show(first.found))}`);
  const others = report.findings.slice(1);
  if (others.length > 0) {
    const listed = report.findingsTotal > report.findings.length ? report.findings.length : null;
    out.push('', w.findings(w.int(report.findingsTotal), listed));
    for (const f of report.findings)
      out.push(`  ${w.place(f)} [${w.check[f.check]}]${w.message(f) ? `: ${w.message(f)}` : ''}`);
  }
  return `${out.join('\n')}\n`;
}
