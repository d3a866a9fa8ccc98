import type { AuditReport, CheckName, Finding, RulingView } from '@periscope/audit';
import { catalogue } from '../catalogue';
import type { CliLanguage } from '../language';
import { AUDIT_WORDS } from './audit-words';

// `periscope audit`'s text report in English, Spanish and Italian (docs/i18n.md). English keeps the library's own
// notes and messages; the other languages word each check from the report's numbers, and a finding by its parts
// and its own sentence, by the finding's code from the web client's catalogues (`finding.*`, apps/cli/src/catalogue.ts).

type Status = AuditReport['checks'][CheckName]['status'];

export interface ReportWords {
  readonly int: (n: number) => string;
  readonly header: (file: string, r: AuditReport, events: string) => string;
  readonly check: Readonly<Record<CheckName, string>>;
  readonly status: Readonly<Record<Status, string>>;
  readonly note: (r: AuditReport, check: CheckName) => string;
  readonly extraNote: (r: AuditReport, note: string) => string;
  readonly ruling: (r: RulingView) => string;
  readonly clean: (sealed: boolean) => string;
  readonly first: (place: string, check: string) => string;
  readonly message: (f: Finding) => string | null;
  readonly at: (path: string, expected: string, found: string) => string;
  readonly findings: (total: string, listed: number | null) => string;
  readonly place: (f: Finding) => string;
}

/** What the export is, in a language (`auditSubject.*`): "partita a due giocatori g-1"; a kind it lacks as written. */
const subject = (language: CliLanguage) => (r: AuditReport) =>
  `${catalogue(language).word('auditSubject', r.subject.kind)?.toLowerCase() ?? r.subject.kind} ${r.subject.id}`;

/** `: why`, when the table words why. */
const because = (why: string | null): string => (why === null ? '' : `: ${why}`);
const sum = (r: AuditReport, field: 'rolls' | 'commands') => r.streams.reduce((n, s) => n + s[field], 0);
const sealed = (r: AuditReport) => r.streams.some((s) => s.sealed);
/** The finding's event: its type in English, its name (`event.*`) in the other languages. */
const eventIn = (language: CliLanguage) => (type: string) =>
  language === 'en' ? type : (catalogue(language).word('event', type) ?? type);

const place = (line: string, revision: string, rule: string, language: CliLanguage) => (f: Finding) => {
  const event = f.revision === undefined ? '' : ` ${revision} ${f.revision}`;
  const type = f.type && eventIn(language)(f.type);
  return [`${line} ${f.line}`, f.stream && `${f.stream}${event}`, type, f.rule && `${rule} ${f.rule}`]
    .filter(Boolean)
    .join(', ');
};

/** A finding's sentence in a language, by its code; null for a finding without one. */
const said =
  (language: CliLanguage) =>
  (f: Finding): string | null =>
    f.code ? catalogue(language).say(`finding.${f.code}`, f.params) : null;

const ENGLISH: ReportWords = {
  int: (n) => n.toLocaleString('en-US'),
  header: (file, r, events) =>
    `periscope audit ${file}: ${subject('en')(r)}, ${events} events, ` +
    `chart pack ${r.chartPack?.version} (${String(r.chartPack?.hash).slice(0, 12)}…), engine ${r.engine.exported}`,
  check: { chain: 'chain', rolls: 'rolls', replay: 'replay', results: 'results' },
  status: { passed: 'PASSED', failed: 'FAILED', skipped: 'SKIPPED' },
  note: (r, check) => r.checks[check].note,
  extraNote: (_, note) => `note: ${note}`,
  ruling: (r) =>
    `ruling ${r.rulingId} (line ${r.line}) by ${r.organiser} on ${r.subject}: ${r.ruling?.kind} at revision ${r.ruling?.revision}, "${r.reason}"${r.problem ? ` — cannot stand: ${r.problem}` : ''}`,
  clean: (rollsSealed) => `CLEAN: every check passed${rollsSealed ? ' (rolls sealed)' : ''}.`,
  first: (at, check) => `FIRST DIVERGENCE at ${at} [${check}]`,
  message: (f) => f.message,
  at: (path, expected, found) => `at ${path}: expected ${expected}, found ${found}`,
  findings: (total, listed) =>
    `${total} findings in all${listed === null ? '' : ` (the first ${listed} listed)`}:`,
  place: place('line', 'revision', 'rule', 'en'),
};

const SPANISH: ReportWords = {
  int: (n) => n.toLocaleString('es-ES'),
  header: (file, r, events) =>
    `periscope audit ${file}: ${subject('es')(r)}, ${events} eventos, ` +
    `paquete de tablas ${r.chartPack?.version} (${String(r.chartPack?.hash).slice(0, 12)}…), motor ${r.engine.exported}`,
  check: { chain: 'cadena', rolls: 'tiradas', replay: 'repetición', results: 'resultados' },
  status: { passed: 'SUPERADA', failed: 'FALLIDA', skipped: 'OMITIDA' },
  note: (r, check) =>
    ({
      chain:
        'cada línea da su hash y enlaza con la anterior; las revisiones son seguidas; el cierre cierra la cadena',
      rolls: sealed(r)
        ? `las semillas siguen selladas: las tiradas se recalculan cuando se revelen (${sum(r, 'rolls')} hasta ahora)`
        : `${sum(r, 'rolls')} tiradas recalculadas a partir de la semilla del servidor, la del jugador y el nonce`,
      replay: `${sum(r, 'commands')} órdenes decididas de nuevo ${sealed(r) ? 'con los dados registrados' : 'desde el principio con los dados sembrados'}`,
      results:
        'los resultados publicados, recalculados a partir de los eventos con las resoluciones aplicadas',
    })[check],
  extraNote: (r) =>
    `nota: exportado con el motor ${r.engine.exported}, verificado con ${r.engine.verifier}: una divergencia en la repetición puede venir del motor`,
  ruling: (r) =>
    `resolución ${r.rulingId} (línea ${r.line}) de ${r.organiser} sobre ${r.subject}: ${r.ruling?.kind} en la revisión ${r.ruling?.revision}, "${r.reason}"${r.problem ? ` — no se sostiene${because(AUDIT_WORDS.es.problem(r))}` : ''}`,
  clean: (rollsSealed) =>
    `LIMPIA: todas las comprobaciones superadas${rollsSealed ? ' (tiradas selladas)' : ''}.`,
  first: (at, check) => `PRIMERA DIVERGENCIA en ${at} [${check}]`,
  message: said('es'),
  at: (path, expected, found) => `en ${path}: se esperaba ${expected}, se encontró ${found}`,
  findings: (total, listed) =>
    `${total} hallazgos en total${listed === null ? '' : ` (se listan los ${listed} primeros)`}:`,
  place: place('línea', 'revisión', 'regla', 'es'),
};

const ITALIAN: ReportWords = {
  int: (n) => n.toLocaleString('it-IT'),
  header: (file, r, events) =>
    `periscope audit ${file}: ${subject('it')(r)}, ${events} eventi, ` +
    `pacchetto di tabelle ${r.chartPack?.version} (${String(r.chartPack?.hash).slice(0, 12)}…), motore ${r.engine.exported}`,
  check: { chain: 'catena', rolls: 'tiri', replay: 'riproduzione', results: 'risultati' },
  status: { passed: 'SUPERATA', failed: 'FALLITA', skipped: 'SALTATA' },
  note: (r, check) =>
    ({
      chain:
        'ogni riga dà il suo hash e si collega alla precedente; le revisioni sono consecutive; la chiusura chiude la catena',
      rolls: sealed(r)
        ? `i semi sono ancora sigillati: i tiri si ricalcolano quando saranno rivelati (${sum(r, 'rolls')} finora)`
        : `${sum(r, 'rolls')} tiri ricalcolati dal seme del server, da quello del giocatore e dal nonce`,
      replay: `${sum(r, 'commands')} ordini decisi di nuovo ${sealed(r) ? 'con i dadi registrati' : 'dall’inizio con i dadi dai semi'}`,
      results: 'i risultati pubblicati, ricalcolati dagli eventi con le decisioni applicate',
    })[check],
  extraNote: (r) =>
    `nota: esportato con il motore ${r.engine.exported}, verificato con ${r.engine.verifier}: una divergenza nella riproduzione può venire dal motore`,
  ruling: (r) =>
    `decisione ${r.rulingId} (riga ${r.line}) di ${r.organiser} su ${r.subject}: ${r.ruling?.kind} alla revisione ${r.ruling?.revision}, "${r.reason}"${r.problem ? ` — non regge${because(AUDIT_WORDS.it.problem(r))}` : ''}`,
  clean: (rollsSealed) => `PULITA: tutte le verifiche superate${rollsSealed ? ' (tiri sigillati)' : ''}.`,
  first: (at, check) => `PRIMA DIVERGENZA a ${at} [${check}]`,
  message: said('it'),
  at: (path, expected, found) => `in ${path}: atteso ${expected}, trovato ${found}`,
  findings: (total, listed) =>
    `${total} rilievi in tutto${listed === null ? '' : ` (elencati i primi ${listed})`}:`,
  place: place('riga', 'revisione', 'regola', 'it'),
};

export const REPORT_WORDS: Readonly<Record<CliLanguage, ReportWords>> = {
  en: ENGLISH,
  es: SPANISH,
  it: ITALIAN,
};
