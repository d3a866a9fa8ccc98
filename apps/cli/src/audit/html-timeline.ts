import type { AuditReport, Finding, ParsedEvent, RulingView } from '@periscope/audit';
import type { AppliedModifier, RecordedRoll } from '@periscope/rules';
import { el, text } from './html';
import type { Reading } from './html-reading';

const isRoll = (v: unknown): v is RecordedRoll =>
  typeof v === 'object' &&
  v !== null &&
  'dice' in v &&
  'nonce' in v &&
  Array.isArray((v as RecordedRoll).faces);

/** The rolls inside a value, in reading order. */
function rollsOf(value: unknown, into: RecordedRoll[] = []): RecordedRoll[] {
  if (isRoll(value)) into.push(value);
  else if (Array.isArray(value)) value.forEach((v) => rollsOf(v, into));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => rollsOf(v, into));
  return into;
}

function rollRow(r: RecordedRoll, read: Reading): string {
  const modifier = (m: AppliedModifier) =>
    `${m.value >= 0 ? '+' : ''}${m.value} ${read.modifier(m.id)} (${m.rule})`;
  const mods = r.modifiers?.length ? r.modifiers.map(modifier).join(', ') : read.html.none;
  const [chart, row] = read.chart(r);
  return el(
    'tr',
    {},
    text('td', read.purpose(r.purpose)),
    text('td', r.rule),
    text('td', chart),
    text('td', `${r.dice} #${r.nonce}`),
    text('td', `[${r.faces.join(', ')}] = ${r.natural}`),
    text('td', mods),
    text('td', r.total),
    text('td', row),
  );
}

const rollHead = (read: Reading) => el('tr', {}, ...read.html.rollHeads.map((h) => text('th', h)));

function findingBox(f: Finding, first: boolean, read: Reading): string {
  const { html, report } = read;
  const values = f.path
    ? ` ${report.at(read.path(f.path), read.shown(f.expected), read.shown(f.found))}`
    : '';
  const rule = f.rule ? ` (${html.rule(f.rule)})` : '';
  const message = report.message(f) ?? '';
  return text('p', `${first ? html.firstPrefix : ''}[${report.check[f.check]}]${rule} ${message}${values}`, {
    class: first ? 'finding first' : 'finding',
  });
}

function eventRow(
  e: ParsedEvent,
  findings: readonly Finding[],
  first: Finding | null,
  read: Reading,
): string {
  const mine = findings.filter((f) => f.line === e.line);
  const rolls = rollsOf(e.data);
  return el(
    'div',
    { class: mine.length > 0 ? 'event diverges' : 'event', id: `line-${e.line}` },
    el(
      'div',
      { class: 'head' },
      text('span', read.html.where(String(e.line), String(e.revision)), { class: 'where' }),
      text('strong', read.event(e)),
      text('span', read.summary(e), { class: 'summary' }),
    ),
    rolls.length > 0
      ? el('table', { class: 'rolls' }, rollHead(read), ...rolls.map((r) => rollRow(r, read)))
      : '',
    ...mine.map((f) => findingBox(f, f === first, read)),
  );
}

const OPENS_PATROL = 'PatrolAssigned';
const CLOSES_ENCOUNTER = new Set(['TravelBoxEntered', 'PatrolAssigned', 'PatrolCompleted', 'CareerEnded']);

/** One stream as a timeline: patrols, encounters inside them, every event with its rolls. */
export function timeline(
  stream: string,
  events: readonly ParsedEvent[],
  report: AuditReport,
  rulings: readonly RulingView[],
  read: Reading,
): string {
  const voided = new Map(
    rulings
      .filter((r) => r.problem === null && r.subject === stream && r.ruling?.kind === 'voidEncounter')
      .map((r) => [r.ruling.revision, r]),
  );
  const parts: string[] = [];
  let open = 0; // nested divs open: patrol, encounter
  const close = (depth: number) => {
    for (; open > depth; open--) parts.push('</div>');
  };
  for (const e of events) {
    if (e.type === OPENS_PATROL) {
      close(0);
      const d = e.data as { number?: number; area?: string; date?: string };
      const heading = read.html.patrol(String(d.number), read.area(String(d.area)), String(d.date));
      parts.push(`<div class="patrol">${text('h3', heading)}`);
      open = 1;
    }
    if (e.type === 'EncounterRolled' || CLOSES_ENCOUNTER.has(e.type)) close(Math.min(open, 1));
    if (e.type === 'EncounterRolled') {
      const ruling = voided.get(e.revision);
      const label = ruling
        ? text('p', read.html.voided(ruling.rulingId, ruling.organiser, ruling.reason), {
            class: 'voided-note',
          })
        : '';
      parts.push(`<div class="${ruling ? 'encounter voided' : 'encounter'}">${label}`);
      open++;
    }
    parts.push(eventRow(e, report.findings, report.firstDivergence, read));
    if (e.type === 'PatrolCompleted') close(0);
  }
  close(0);
  return el('section', { class: 'stream' }, text('h2', stream), ...parts);
}
