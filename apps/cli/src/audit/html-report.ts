import type { AuditReport, ParsedEvent } from '@periscope/audit';
import { el, escape, text } from './html';
import { timeline } from './html-timeline';
import { placeOf } from './text-report';

const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#1b2430;background:#f7f7f4}
h1{font-size:1.4em}h2{margin-top:2em;border-bottom:2px solid #1b2430}h3{margin:.8em 0 .3em}
.verdict{display:inline-block;padding:.3em .8em;border-radius:4px;color:#fff;font-weight:bold}
.clean{background:#2e7d32}.dirty{background:#c62828}
table{border-collapse:collapse;margin:.3em 0}td,th{border:1px solid #ccc;padding:.15em .5em;text-align:left;vertical-align:top}
.passed{color:#2e7d32}.failed{color:#c62828;font-weight:bold}.skipped{color:#8a6d00}
.patrol{border-left:4px solid #345;padding-left:.8em;margin:1em 0}
.encounter{border-left:3px solid #9ab;margin:.5em 0 .5em .5em;padding-left:.6em}
.encounter.voided{border-left-color:#c62828;background:#fbeaea}.voided-note{color:#c62828;font-weight:bold}
.event{margin:.4em 0;padding:.2em .4em;background:#fff;border-radius:3px}
.event.diverges{outline:3px solid #c62828;background:#fff3f3}
.where{color:#667;font-size:.85em;margin-right:.6em}.summary{color:#445;margin-left:.6em;font-size:.9em}
.rolls{font-size:.85em}.finding{color:#c62828;margin:.2em 0}.finding.first{font-weight:bold}
.first-box{border:3px solid #c62828;background:#fff3f3;padding:.6em 1em;margin:1em 0}
`;

function checksTable(report: AuditReport): string {
  const rows = Object.entries(report.checks).map(([name, c]) =>
    el(
      'tr',
      {},
      text('td', name),
      text('td', c.status, { class: c.status }),
      text('td', c.findings),
      text('td', c.note),
    ),
  );
  return el(
    'table',
    {},
    el('tr', {}, ...['check', 'status', 'findings', 'what was checked'].map((h) => text('th', h))),
    ...rows,
  );
}

function firstBox(report: AuditReport): string {
  const f = report.firstDivergence;
  if (!f) return '';
  const values = f.path
    ? text('p', `at ${f.path}: expected ${JSON.stringify(f.expected)}, found ${JSON.stringify(f.found)}`)
    : '';
  return el(
    'div',
    { class: 'first-box' },
    text('h2', 'First divergence'),
    el('p', {}, el('a', { href: `#line-${f.line}` }, escape(placeOf(f)))),
    text('p', `[${f.check}] ${f.message}`),
    values,
  );
}

function resultsTable(report: AuditReport): string {
  const rows = report.streams.map((s) =>
    el(
      'tr',
      {},
      text('td', s.stream),
      text('td', s.events),
      text('td', s.commands),
      text('td', s.sealed ? 'sealed' : s.rolls),
      text('td', JSON.stringify(s.result)),
      text('td', s.published ? JSON.stringify(s.published) : '—'),
    ),
  );
  return el(
    'table',
    {},
    el(
      'tr',
      {},
      ...['stream', 'events', 'commands', 'rolls recomputed', 'recomputed result', 'published'].map((h) =>
        text('th', h),
      ),
    ),
    ...rows,
  );
}

function rulingsList(report: AuditReport): string {
  if (report.rulings.length === 0) return text('p', 'No ruling was filed.');
  return el(
    'ul',
    {},
    ...report.rulings.map((r) =>
      text(
        'li',
        `${r.rulingId} (line ${r.line}) by ${r.organiser} on ${r.subject}: ${r.ruling?.kind} at revision ${r.ruling?.revision} — "${r.reason}"${r.problem ? ` — CANNOT STAND: ${r.problem}` : ''}`,
      ),
    ),
  );
}

/** A self-contained report: verdict, checks, first divergence, rulings, results, then every stream as a timeline. */
export function renderHtml(report: AuditReport, events: readonly ParsedEvent[], file: string): string {
  const title = `Audit of ${report.subject.kind} ${report.subject.id}`;
  const byStream = report.streams.map((s) =>
    timeline(
      s.stream,
      events.filter((e) => e.stream === s.stream),
      report,
      report.rulings,
    ),
  );
  const verdict = report.ok
    ? text('span', 'CLEAN', { class: 'verdict clean' })
    : text('span', `${report.findingsTotal} DIVERGENCES`, { class: 'verdict dirty' });
  return `<!DOCTYPE html>\n${el(
    'html',
    { lang: 'en' },
    el('head', {}, '<meta charset="utf-8">', text('title', title), el('style', {}, STYLE)),
    el(
      'body',
      {},
      text('h1', title),
      el(
        'p',
        {},
        verdict,
        ' ',
        escape(
          `${file} · ${report.events} events · chart pack ${report.chartPack?.version} ${report.chartPack?.hash} · engine ${report.engine.exported} (verified with ${report.engine.verifier}) · head ${report.headHash ?? '—'}`,
        ),
      ),
      ...report.notes.map((n) => text('p', n)),
      checksTable(report),
      firstBox(report),
      text('h2', 'Rulings'),
      rulingsList(report),
      text('h2', 'Results'),
      resultsTable(report),
      ...byStream,
    ),
  )}\n`;
}
