import type { ChartPackInvalid } from '@periscope/rules';
import type { CliLanguage } from '../language';

// `periscope charts validate` and `import` in English, Spanish and Italian (docs/i18n.md "The command line"): what a
// pack is, and where and why a pack is refused. English keeps the library's own sentence; the other languages word
// the place and the reason by the library's patterns (libs/rules/src/charts), a reason none matches as it is.

export interface ChartsWords {
  readonly pack: (campaign: string, version: string, hash: string) => string;
  readonly valid: string;
  readonly imported: string;
  readonly already: string;
  /** A place's labels: `row 3`, `modifier 4`, `band 3`. */
  readonly labels: Readonly<Record<string, string>>;
  readonly whole: string;
  readonly reasons: readonly (readonly [RegExp, (...parts: string[]) => string])[];
}

const ENGLISH: ChartsWords = {
  pack: (campaign, version, hash) => `${campaign} chart pack, version ${version}, sha256 ${hash}`,
  valid: 'valid',
  imported: 'imported',
  already: 'already imported',
  labels: {},
  whole: 'pack',
  reasons: [],
};

/** A reason is matched by the library's sentence (`tonnage must be at least 100`), its field and values kept. */
const SPANISH: ChartsWords = {
  pack: (campaign, version, hash) => `paquete de tablas de ${campaign}, versión ${version}, sha256 ${hash}`,
  valid: 'válido',
  imported: 'importado',
  already: 'ya importado',
  labels: { row: 'fila', modifier: 'modificador', band: 'franja', column: 'columna' },
  whole: 'paquete',
  reasons: [
    [/^(?:(\S+) )?is missing$/, (f) => `${f ? `${f}: ` : ''}falta`],
    [
      /^(?:(\S+) )?is not a known (?:chart|field|key)$/,
      (f) => `${f ? `${f}: ` : ''}no es un nombre conocido`,
    ],
    [/^(?:(\S+) )?must be at least (.+)$/, (f, n) => `${f ? `${f}: ` : ''}debe ser al menos ${n}`],
    [/^(?:(\S+) )?must be at most (.+)$/, (f, n) => `${f ? `${f}: ` : ''}debe ser como mucho ${n}`],
    [/^(?:(\S+) )?must be an integer$/, (f) => `${f ? `${f}: ` : ''}debe ser un número entero`],
    [/^(?:(\S+) )?must be an object$/, (f) => `${f ? `${f}: ` : ''}debe ser un objeto`],
    [/^(?:(\S+) )?must be a list$/, (f) => `${f ? `${f}: ` : ''}debe ser una lista`],
    [/^(?:(\S+) )?must be true or false$/, (f) => `${f ? `${f}: ` : ''}debe ser true o false`],
    [/^(?:(\S+) )?must be a non-empty string$/, (f) => `${f ? `${f}: ` : ''}debe ser un texto no vacío`],
    [/^(?:(\S+) )?must be one of (.+)$/, (f, v) => `${f ? `${f}: ` : ''}debe ser uno de ${v}`],
    [/^(?:(\S+) )?must be (\S+)$/, (f, v) => `${f ? `${f}: ` : ''}debe ser ${v}`],
    [
      /^(\d+) is not covered \(gap after row (\d+)\)$/,
      (n, r) => `${n} queda sin cubrir (hueco tras la fila ${r})`,
    ],
    [/^(\d+) is not covered$/, (n) => `${n} queda sin cubrir`],
  ],
};

const ITALIAN: ChartsWords = {
  pack: (campaign, version, hash) =>
    `pacchetto di tabelle di ${campaign}, versione ${version}, sha256 ${hash}`,
  valid: 'valido',
  imported: 'importato',
  already: 'già importato',
  labels: { row: 'riga', modifier: 'modificatore', band: 'fascia', column: 'colonna' },
  whole: 'pacchetto',
  reasons: [
    [/^(?:(\S+) )?is missing$/, (f) => `${f ? `${f}: ` : ''}manca`],
    [/^(?:(\S+) )?is not a known (?:chart|field|key)$/, (f) => `${f ? `${f}: ` : ''}non è un nome noto`],
    [/^(?:(\S+) )?must be at least (.+)$/, (f, n) => `${f ? `${f}: ` : ''}deve valere almeno ${n}`],
    [/^(?:(\S+) )?must be at most (.+)$/, (f, n) => `${f ? `${f}: ` : ''}deve valere al massimo ${n}`],
    [/^(?:(\S+) )?must be an integer$/, (f) => `${f ? `${f}: ` : ''}deve essere un numero intero`],
    [/^(?:(\S+) )?must be an object$/, (f) => `${f ? `${f}: ` : ''}deve essere un oggetto`],
    [/^(?:(\S+) )?must be a list$/, (f) => `${f ? `${f}: ` : ''}deve essere un elenco`],
    [/^(?:(\S+) )?must be true or false$/, (f) => `${f ? `${f}: ` : ''}deve essere true o false`],
    [/^(?:(\S+) )?must be a non-empty string$/, (f) => `${f ? `${f}: ` : ''}deve essere un testo non vuoto`],
    [/^(?:(\S+) )?must be one of (.+)$/, (f, v) => `${f ? `${f}: ` : ''}deve essere uno tra ${v}`],
    [/^(?:(\S+) )?must be (\S+)$/, (f, v) => `${f ? `${f}: ` : ''}deve essere ${v}`],
    [
      /^(\d+) is not covered \(gap after row (\d+)\)$/,
      (n, r) => `${n} resta scoperto (vuoto dopo la riga ${r})`,
    ],
    [/^(\d+) is not covered$/, (n) => `${n} resta scoperto`],
  ],
};

export const CHARTS_WORDS: Readonly<Record<CliLanguage, ChartsWords>> = {
  en: ENGLISH,
  es: SPANISH,
  it: ITALIAN,
};

/** Where and why a pack is refused, in a language: `T1 fila 3: tonnage: debe ser al menos 100`. */
export function refusal(error: ChartPackInvalid, language: CliLanguage): string {
  if (language === 'en') return error.message;
  const w = CHARTS_WORDS[language];
  const where =
    error.where === 'pack'
      ? w.whole
      : error.where.replace(/ ([a-z]+) (\d+)/g, (all, label: string, n: string) =>
          w.labels[label] ? ` ${w.labels[label]} ${n}` : all,
        );
  const reason = w.reasons.find(([pattern]) => pattern.test(error.detail));
  const match = reason && reason[0].exec(error.detail);
  const detail = reason && match ? reason[1](...match.slice(1).map((part) => part ?? '')) : error.detail;
  const labelled = detail.replace(/\(([a-z]+) (\d+)\)/g, (all, label: string, n: string) =>
    w.labels[label] ? `(${w.labels[label]} ${n})` : all,
  );
  return `${where}: ${labelled}`;
}
