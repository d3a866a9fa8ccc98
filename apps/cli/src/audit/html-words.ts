import type { AuditReport } from '@periscope/audit';
import type { CliLanguage } from '../language';

// The HTML report of `periscope audit --html` in English, Spanish and Italian (docs/i18n.md "The audit"): its own
// headings and columns; the checks, the rulings, the findings and their places are the text report's
// (report-words.ts), a roll's purpose and an event's sentence the web client's catalogues.

type S = string;

export interface HtmlWords {
  readonly title: (kind: S, id: S) => S;
  readonly divergences: (n: S) => S;
  readonly clean: S;
  readonly header: (r: AuditReport, file: S, events: S) => S;
  readonly checkHeads: readonly [S, S, S, S];
  readonly firstDivergence: S;
  readonly firstPrefix: S;
  readonly rulings: S;
  readonly noRuling: S;
  readonly results: S;
  readonly resultHeads: readonly [S, S, S, S, S, S];
  readonly sealed: S;
  readonly rollHeads: readonly [S, S, S, S, S, S, S, S];
  readonly none: S;
  readonly where: (line: S, revision: S) => S;
  readonly rule: (rule: S) => S;
  readonly patrol: (n: S, area: S, date: S) => S;
  readonly voided: (ruling: S, organiser: S, reason: S) => S;
}

const pack = (r: AuditReport) => `${r.chartPack?.version} ${r.chartPack?.hash}`;

const ENGLISH: HtmlWords = {
  title: (kind, id) => `Audit of ${kind} ${id}`,
  divergences: (n) => `${n} DIVERGENCES`,
  clean: 'CLEAN',
  header: (r, file, events) =>
    `${file} · ${events} events · chart pack ${pack(r)} · engine ${r.engine.exported} (verified with ${r.engine.verifier}) · head ${r.headHash ?? '—'}`,
  checkHeads: ['check', 'status', 'findings', 'what was checked'],
  firstDivergence: 'First divergence',
  firstPrefix: 'FIRST DIVERGENCE — ',
  rulings: 'Rulings',
  noRuling: 'No ruling was filed.',
  results: 'Results',
  resultHeads: ['stream', 'events', 'commands', 'rolls recomputed', 'recomputed result', 'published'],
  sealed: 'sealed',
  rollHeads: ['purpose', 'rule', 'chart', 'dice', 'faces', 'modifiers', 'total', 'row'],
  none: 'none',
  where: (line, revision) => `line ${line} · rev ${revision}`,
  rule: (rule) => `rule ${rule}`,
  patrol: (n, area, date) => `Patrol ${n} — ${area}, ${date}`,
  voided: (ruling, organiser, reason) => `VOIDED by ruling ${ruling} (${organiser}): ${reason}`,
};

const SPANISH: HtmlWords = {
  title: (kind, id) => `Auditoría de ${kind} ${id}`,
  divergences: (n) => `${n} DIVERGENCIAS`,
  clean: 'LIMPIA',
  header: (r, file, events) =>
    `${file} · ${events} eventos · paquete de tablas ${pack(r)} · motor ${r.engine.exported} (verificado con ${r.engine.verifier}) · cabeza ${r.headHash ?? '—'}`,
  checkHeads: ['comprobación', 'estado', 'hallazgos', 'qué se comprobó'],
  firstDivergence: 'Primera divergencia',
  firstPrefix: 'PRIMERA DIVERGENCIA — ',
  rulings: 'Resoluciones',
  noRuling: 'No se presentó ninguna resolución.',
  results: 'Resultados',
  resultHeads: ['flujo', 'eventos', 'órdenes', 'tiradas recalculadas', 'resultado recalculado', 'publicado'],
  sealed: 'selladas',
  rollHeads: ['propósito', 'regla', 'tabla', 'dados', 'caras', 'modificadores', 'total', 'fila'],
  none: 'ninguno',
  where: (line, revision) => `línea ${line} · rev. ${revision}`,
  rule: (rule) => `regla ${rule}`,
  patrol: (n, area, date) => `Patrulla ${n} — ${area}, ${date}`,
  voided: (ruling, organiser, reason) => `ANULADO por la resolución ${ruling} (${organiser}): ${reason}`,
};

const ITALIAN: HtmlWords = {
  title: (kind, id) => `Verifica di ${kind} ${id}`,
  divergences: (n) => `${n} DIVERGENZE`,
  clean: 'PULITA',
  header: (r, file, events) =>
    `${file} · ${events} eventi · pacchetto di tabelle ${pack(r)} · motore ${r.engine.exported} (verificato con ${r.engine.verifier}) · testa ${r.headHash ?? '—'}`,
  checkHeads: ['verifica', 'stato', 'rilievi', 'che cosa si è verificato'],
  firstDivergence: 'Prima divergenza',
  firstPrefix: 'PRIMA DIVERGENZA — ',
  rulings: 'Decisioni',
  noRuling: 'Non è stata presentata alcuna decisione.',
  results: 'Risultati',
  resultHeads: ['flusso', 'eventi', 'ordini', 'tiri ricalcolati', 'risultato ricalcolato', 'pubblicato'],
  sealed: 'sigillati',
  rollHeads: ['scopo', 'regola', 'tabella', 'dadi', 'facce', 'modificatori', 'totale', 'riga'],
  none: 'nessuno',
  where: (line, revision) => `riga ${line} · rev. ${revision}`,
  rule: (rule) => `regola ${rule}`,
  patrol: (n, area, date) => `Pattuglia ${n} — ${area}, ${date}`,
  voided: (ruling, organiser, reason) => `ANNULLATO dalla decisione ${ruling} (${organiser}): ${reason}`,
};

export const HTML_WORDS: Readonly<Record<CliLanguage, HtmlWords>> = {
  en: ENGLISH,
  es: SPANISH,
  it: ITALIAN,
};
