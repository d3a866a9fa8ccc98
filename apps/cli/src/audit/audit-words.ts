import type { RulingView } from '@periscope/audit';
import type { CliLanguage } from '../language';

// `periscope audit`'s lines on stderr in English, Spanish and Italian (docs/i18n.md): its progress, what it could not
// read or write, and why a ruling cannot stand. English keeps the library's own sentences.

type S = string;

/** 3.3 MB, 3,3 MB: one decimal, in the language's way. */
const tenths = (n: number, locale: string): S =>
  n.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export interface AuditWords {
  readonly reading: (megabytes: number) => S;
  readonly verifying: (events: S, threads: number) => S;
  readonly writing: S;
  readonly done: (seconds: S) => S;
  readonly fromPlay: (file: S) => S;
  /** The file and the system's error: English keeps its message, the others its code. */
  readonly cannotRead: (file: S, error: NodeJS.ErrnoException) => S;
  readonly cannotWrite: (file: S, error: NodeJS.ErrnoException) => S;
  readonly written: (file: S) => S;
  readonly notAnExport: (file: S, reason: S) => S;
  /** Why a ruling cannot stand, from the library's sentence; null when the sentence is not one of the table's. */
  readonly problem: (r: RulingView) => S | null;
}

/** The library's sentences of a ruling that cannot stand (libs/audit rulings.ts), each with its parts. */
const PROBLEMS: readonly (readonly [RegExp, (es: boolean, m: RegExpMatchArray) => S])[] = [
  [
    /^a ruling states its reason$/,
    (es) => (es ? 'una resolución da su motivo' : 'una decisione dà il suo motivo'),
  ],
  [
    /^a ruling names its organiser$/,
    (es) => (es ? 'una resolución nombra a su organizador' : 'una decisione nomina il suo organizzatore'),
  ],
  [
    /^(.*) has no event at revision (.*)$/,
    (es, [, s, r]) =>
      es ? `${s} no tiene evento en la revisión ${r}` : `${s} non ha eventi alla revisione ${r}`,
  ],
  [
    /^revision (.*) of (.*) was already ruled on$/,
    (es, [, r, s]) =>
      es ? `la revisión ${r} de ${s} ya tiene resolución` : `la revisione ${r} di ${s} ha già una decisione`,
  ],
  [
    /^voidEncounter names the EncounterRolled that opened it$/,
    (es) =>
      es
        ? 'voidEncounter nombra el EncounterRolled que abrió el encuentro'
        : "voidEncounter nomina l'EncounterRolled che ha aperto l'incontro",
  ],
  [
    /^correctResult corrects the tonnage of a ShipSunk$/,
    (es) =>
      es
        ? 'correctResult corrige el tonelaje de un ShipSunk'
        : 'correctResult corregge il tonnellaggio di un ShipSunk',
  ],
  [
    /^the ShipSunk records (.*) t, not (.*)$/,
    (es, [, was, not]) =>
      es ? `el ShipSunk registra ${was} t, no ${not}` : `lo ShipSunk registra ${was} t, non ${not}`,
  ],
  [
    /^the corrected tonnage is a whole number ≥ 0$/,
    (es) => (es ? 'el tonelaje corregido es un entero ≥ 0' : 'il tonnellaggio corretto è un intero ≥ 0'),
  ],
  [
    /^unknown ruling (.*)$/,
    (es, [, k]) => (es ? `resolución desconocida ${k}` : `decisione sconosciuta ${k}`),
  ],
];

const problemIn =
  (es: boolean) =>
  ({ problem }: RulingView): S | null => {
    if (!problem) return null;
    for (const [pattern, word] of PROBLEMS) {
      const match = problem.match(pattern);
      if (match) return word(es, match);
    }
    return null;
  };

const ENGLISH: AuditWords = {
  reading: (mb) => `reading ${tenths(mb, 'en-US')} MB`,
  verifying: (events, threads) =>
    `verifying ${events} events on ${threads} thread${threads === 1 ? '' : 's'}`,
  writing: 'writing the report',
  done: (seconds) => `done in ${seconds} s`,
  fromPlay: (file) => `${file} is a game saved by periscope play: audited as its export`,
  cannotRead: (file, error) => `cannot read ${file}: ${error.message}`,
  cannotWrite: (file, error) => `cannot write ${file}: ${error.message}`,
  written: (file) => `report written to ${file}`,
  notAnExport: (file, reason) => `${file}: ${reason}`,
  problem: ({ problem }) => problem,
};

const SPANISH: AuditWords = {
  reading: (mb) => `leyendo ${tenths(mb, 'es-ES')} MB`,
  verifying: (events, threads) =>
    `verificando ${events} eventos en ${threads} ${threads === 1 ? 'hilo' : 'hilos'}`,
  writing: 'escribiendo el informe',
  done: (seconds) => `terminada en ${seconds} s`,
  fromPlay: (file) => `${file} es una partida guardada por periscope play: se audita como su exportación`,
  cannotRead: (file, error) => `no se puede leer ${file} (${error.code})`,
  cannotWrite: (file, error) => `no se puede escribir ${file} (${error.code})`,
  written: (file) => `informe escrito en ${file}`,
  notAnExport: (file) => `${file}: no es una exportación de periscope`,
  problem: problemIn(true),
};

const ITALIAN: AuditWords = {
  reading: (mb) => `lettura di ${tenths(mb, 'it-IT')} MB`,
  verifying: (events, threads) => `verifica di ${events} eventi su ${threads} thread`,
  writing: 'scrittura del rapporto',
  done: (seconds) => `conclusa in ${seconds} s`,
  fromPlay: (file) => `${file} è una partita salvata da periscope play: verificata come sua esportazione`,
  cannotRead: (file, error) => `impossibile leggere ${file} (${error.code})`,
  cannotWrite: (file, error) => `impossibile scrivere ${file} (${error.code})`,
  written: (file) => `rapporto scritto in ${file}`,
  notAnExport: (file) => `${file}: non è un'esportazione di periscope`,
  problem: problemIn(false),
};

export const AUDIT_WORDS: Readonly<Record<CliLanguage, AuditWords>> = {
  en: ENGLISH,
  es: SPANISH,
  it: ITALIAN,
};
