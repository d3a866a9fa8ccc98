import type { AuditReport, CheckName, ParsedEvent } from '@periscope/audit';
import { el, escape, text } from './html';
import type { CliLanguage } from '../language';
import { reading, type Reading } from './html-reading';
import { timeline } from './html-timeline';

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

function checksTable(report: AuditReport, read: Reading): string {
  const w = read.report;
  const rows = (Object.keys(report.checks) as CheckName[]).map((name) => {
    const c = report.checks[name];
    return el(
      'tr',
      {},
      text('td', w.check[name]),
      text('td', read.status(c.status), { class: c.status }),
      text('td', c.findings),
      text('td', w.note(report, name)),
    );
  });
  return el('table', {}, el('tr', {}, ...read.html.checkHeads.map((h) => text('th', h))), ...rows);
}

function firstBox(report: AuditReport, read: Reading): string {
  const f = report.firstDivergence;
  if (!f) return '';
  const w = read.report;
  const values = f.path
    ? text('p', w.at(read.path(f.path), read.shown(f.expected), read.shown(f.found)))
    : '';
  return el(
    'div',
    { class: 'first-box' },
    text('h2', read.html.firstDivergence),
    el('p', {}, el('a', { href: `#line-${f.line}` }, escape(w.place(f)))),
    text('p', `[${w.check[f.check]}] ${w.message(f) ?? ''}`),
    values,
  );
}

function resultsTable(report: AuditReport, read: Reading): string {
  const rows = report.streams.map((s) =>
    el(
      'tr',
      {},
      text('td', s.stream),
      text('td', s.events),
      text('td', s.commands),
      text('td', s.sealed ? read.html.sealed : s.rolls),
      text('td', read.result(s.result)),
      text('td', s.published ? read.result(s.published) : '—'),
    ),
  );
  return el('table', {}, el('tr', {}, ...read.html.resultHeads.map((h) => text('th', h))), ...rows);
}

function rulingsList(report: AuditReport, read: Reading): string {
  if (report.rulings.length === 0) return text('p', read.html.noRuling);
  return el('ul', {}, ...report.rulings.map((r) => text('li', read.report.ruling(r))));
}

/** A self-contained report in the reader's language: verdict, checks, first divergence, rulings, results, then
 *  every stream as a timeline. */
export function renderHtml(
  report: AuditReport,
  events: readonly ParsedEvent[],
  file: string,
  language: CliLanguage = 'en',
): string {
  const read = reading(language);
  const { html } = read;
  const title = html.title(read.subject(report.subject.kind), report.subject.id);
  const byStream = report.streams.map((s) =>
    timeline(
      s.stream,
      events.filter((e) => e.stream === s.stream),
      report,
      report.rulings,
      read,
    ),
  );
  const verdict = report.ok
    ? text('span', html.clean, { class: 'verdict clean' })
    : text('span', html.divergences(String(report.findingsTotal)), { class: 'verdict dirty' });
  return `<!DOCTYPE html>\n${el(
    'html',
    { lang: language },
    el('head', {}, '<meta charset="utf-8">', text('title', title), el('style', {}, STYLE)),
    el(
      'body',
      {},
      text('h1', title),
      el('p', {}, verdict, ' ', escape(html.header(report, file, String(report.events)))),
      ...report.notes.map((n) => text('p', language === 'en' ? n : read.report.extraNote(report, n))),
      checksTable(report, read),
      firstBox(report, read),
      text('h2', html.rulings),
      rulingsList(report, read),
      text('h2', html.results),
      resultsTable(report, read),
      ...byStream,
    ),
  )}\n`;
}
