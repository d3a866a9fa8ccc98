import type { AuditReport, CheckName, ParsedEvent } from '@periscope/audit';
import { purposePhrase } from '@periscope/rules/career/views/purposes';
import type { CareerEvent, RecordedRoll } from '@periscope/rules';
import { catalogue } from '../catalogue';
import type { CliLanguage } from '../language';
import { eventSentence } from '../play/render';
import { worded } from '../play/worded';
import { REPORT_WORDS, type ReportWords } from './report-words';
import { HTML_WORDS, type HtmlWords } from './html-words';

/** How the HTML report reads in a language: its own words, the text report's, and the engine's values worded. */
export interface Reading {
  readonly html: HtmlWords;
  readonly report: ReportWords;
  /** A check's status: as the library names it in English, the text report's word in the other languages. */
  readonly status: (status: AuditReport['checks'][CheckName]['status']) => string;
  readonly purpose: (purpose: string) => string;
  readonly modifier: (id: string) => string;
  /** The event's name: its type in English, its sentence in the other languages. */
  readonly event: (e: ParsedEvent) => string;
  /** The event's plain fields in English; the other languages say the event in its sentence alone. */
  readonly summary: (e: ParsedEvent) => string;
  readonly area: (id: string) => string;
  /** A finding's place in the event: the JSON path in English, its fields' names otherwise (`field.*`, as the web). */
  readonly path: (path: string) => string;
  /** A value a finding expected or found: JSON in English, a table's word otherwise. */
  readonly shown: (v: unknown) => string;
  /** What the export is: a career, a two-player game, a tournament (`auditSubject.*`). */
  readonly subject: (kind: string) => string;
  /** A stream's result, recomputed or published: its JSON in English, its fields named otherwise. */
  readonly result: (result: unknown) => string;
  /** The chart a roll is read on, and its row: the dice tray's words outside English (`roll.*`). */
  readonly chart: (r: RecordedRoll) => [chart: string, row: string];
}

/** The plain fields of an event (numbers, strings, booleans), as a one-line summary. */
function summary(data: unknown): string {
  if (data === null || typeof data !== 'object') return '';
  return Object.entries(data)
    .filter(([, v]) => v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(' · ');
}

const ENGLISH: Reading = {
  html: HTML_WORDS.en,
  report: REPORT_WORDS.en,
  status: (status) => status,
  purpose: (p) => p,
  modifier: (id) => id,
  event: (e) => e.type,
  summary: (e) => summary(e.data),
  area: (id) => id,
  path: (path) => path,
  result: (result) => JSON.stringify(result),
  subject: (kind) => kind,
  shown: (v) => JSON.stringify(v),
  chart: (r) => [r.chart ?? '', r.row ?? ''],
};

/** The rules' sentence of an event (views/headlines.ts), else its name; an event of another kind by its name. */
function sentence(e: ParsedEvent, language: CliLanguage): string {
  const said = catalogue(language);
  try {
    return eventSentence(e as unknown as CareerEvent, said);
  } catch {
    return said.word('event', e.type) ?? e.type;
  }
}

export function reading(language: CliLanguage): Reading {
  if (language === 'en') return ENGLISH;
  const said = catalogue(language);
  const value = worded(language).value;
  return {
    html: HTML_WORDS[language],
    report: REPORT_WORDS[language],
    status: (status) => REPORT_WORDS[language].status[status],
    purpose: (p) => {
      const phrase = purposePhrase(p);
      return said.has(phrase.key) ? said.phrase(phrase) : '';
    },
    modifier: (id) => said.word('modifier', id) ?? value(id),
    event: (e) => sentence(e, language),
    summary: () => '',
    area: value,
    path: (path) =>
      path
        .split('.')
        .filter((p, i) => !(i === 0 && (p === 'data' || p === 'event')))
        .map((p) => {
          const [, name, index] = /^(\w+)(?:\[(\d+)\])?$/.exec(p) ?? [p, p, undefined];
          const field = said.word('field', name) ?? value(name);
          return index === undefined ? field : `${field} ${Number(index) + 1}`;
        })
        .join(' › '),
    shown: (v) => (typeof v === 'string' || typeof v === 'boolean' ? value(v) : JSON.stringify(v)),
    subject: (kind) => (said.word('auditSubject', kind) ?? value(kind)).toLowerCase(),
    result: (result) =>
      typeof result === 'object' && result !== null
        ? Object.entries(result)
            .map(([k, v]) => {
              const list = Array.isArray(v) ? v.map(value).join(', ') || '—' : null;
              const shown = list ?? (typeof v === 'object' && v !== null ? JSON.stringify(v) : value(v));
              return `${said.word('field', k) ?? value(k)}: ${typeof v === 'number' ? v : shown}`;
            })
            .join(' · ')
        : JSON.stringify(result),
    chart: (r) => {
      if (r.chart === undefined) return ['', r.row ?? ''];
      // [M4] names the rank its row gives (11.2.2): the row is said with the column
      if (/ starting rank /.test(r.chart)) return [worded(language).chartRow(r), ''];
      return [worded(language).chartRow({ ...r, row: undefined }), r.row ?? ''];
    },
  };
}
