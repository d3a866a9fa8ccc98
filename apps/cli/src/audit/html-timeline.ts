import type { AuditReport, Finding, ParsedEvent, RulingView } from '@periscope/audit';
import type { AppliedModifier, RecordedRoll } from '@periscope/rules';
import { el, text } from './html';

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

const modifier = (m: AppliedModifier) => `${m.value >= 0 ? '+' : ''}${m.value} ${m.id} (${m.rule})`;

function rollRow(r: RecordedRoll): string {
  const mods = r.modifiers?.length ? r.modifiers.map(modifier).join(', ') : 'none';
  return el(
    'tr',
    {},
    text('td', r.purpose),
    text('td', r.rule),
    text('td', r.chart ?? ''),
    text('td', `${r.dice} #${r.nonce}`),
    text('td', `[${r.faces.join(', ')}] = ${r.natural}`),
    text('td', mods),
    text('td', r.total),
    text('td', r.row ?? ''),
  );
}

const ROLL_HEAD = el(
  'tr',
  {},
  ...['purpose', 'rule', 'chart', 'dice', 'faces', 'modifiers', 'total', 'row'].map((h) => text('th', h)),
);

/** The plain fields of an event (numbers, strings, booleans), as a one-line summary. */
function summary(data: unknown): string {
  if (data === null || typeof data !== 'object') return '';
  return Object.entries(data)
    .filter(([, v]) => v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');
}

function findingBox(f: Finding, first: boolean): string {
  const values = f.path
    ? ` at ${f.path}: expected ${JSON.stringify(f.expected)}, found ${JSON.stringify(f.found)}`
    : '';
  const rule = f.rule ? ` (rule ${f.rule})` : '';
  return text('p', `${first ? 'FIRST DIVERGENCE — ' : ''}[${f.check}]${rule} ${f.message}${values}`, {
    class: first ? 'finding first' : 'finding',
  });
}

function eventRow(e: ParsedEvent, findings: readonly Finding[], first: Finding | null): string {
  const mine = findings.filter((f) => f.line === e.line);
  const rolls = rollsOf(e.data);
  return el(
    'div',
    { class: mine.length > 0 ? 'event diverges' : 'event', id: `line-${e.line}` },
    el(
      'div',
      { class: 'head' },
      text('span', `line ${e.line} · rev ${e.revision}`, { class: 'where' }),
      text('strong', e.type),
      text('span', summary(e.data), { class: 'summary' }),
    ),
    rolls.length > 0 ? el('table', { class: 'rolls' }, ROLL_HEAD, ...rolls.map(rollRow)) : '',
    ...mine.map((f) => findingBox(f, f === first)),
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
      parts.push(`<div class="patrol">${text('h3', `Patrol ${d.number} — ${d.area}, ${d.date}`)}`);
      open = 1;
    }
    if (e.type === 'EncounterRolled' || CLOSES_ENCOUNTER.has(e.type)) close(Math.min(open, 1));
    if (e.type === 'EncounterRolled') {
      const ruling = voided.get(e.revision);
      const label = ruling
        ? text('p', `VOIDED by ruling ${ruling.rulingId} (${ruling.organiser}): ${ruling.reason}`, {
            class: 'voided-note',
          })
        : '';
      parts.push(`<div class="${ruling ? 'encounter voided' : 'encounter'}">${label}`);
      open++;
    }
    parts.push(eventRow(e, report.findings, report.firstDivergence));
    if (e.type === 'PatrolCompleted') close(0);
  }
  close(0);
  return el('section', { class: 'stream' }, text('h2', stream), ...parts);
}
