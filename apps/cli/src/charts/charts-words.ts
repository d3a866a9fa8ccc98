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

/** A list's items by their label (`must have 6 rows`). */
const ES_ROWS: Readonly<Record<string, string>> = {
  row: 'filas',
  modifier: 'modificadores',
  band: 'franjas',
  route: 'rutas',
  area: 'zonas',
  box: 'casillas',
  entry: 'entradas',
  result: 'resultados',
};
const IT_ROWS: Readonly<Record<string, string>> = {
  row: 'righe',
  modifier: 'modificatori',
  band: 'fasce',
  route: 'rotte',
  area: 'zone',
  box: 'caselle',
  entry: 'voci',
  result: 'risultati',
};

/** A reason is matched by the library's sentence (`tonnage must be at least 100`), its field and values kept. */
const SPANISH: ChartsWords = {
  pack: (campaign, version, hash) => `paquete de tablas de ${campaign}, versión ${version}, sha256 ${hash}`,
  valid: 'válido',
  imported: 'importado',
  already: 'ya importado',
  labels: {
    row: 'fila',
    modifier: 'modificador',
    band: 'franja',
    type: 'tipo',
    range: 'intervalo',
    route: 'ruta',
    area: 'zona',
    box: 'casilla',
    entry: 'entrada',
    result: 'resultado',
  },
  whole: 'paquete',
  reasons: [
    [/^is missing$/, () => 'falta'],
    [/^is not a known (?:chart|field|key)$/, () => 'no es un nombre conocido'],
    [/^must be at least (.+)$/, (n) => `debe ser al menos ${n}`],
    [/^must be at most (.+)$/, (n) => `debe ser como mucho ${n}`],
    [/^must be an integer$/, () => 'debe ser un número entero'],
    [/^must be an object$/, () => 'debe ser un objeto'],
    [/^must be a list$/, () => 'debe ser una lista'],
    [/^must be true or false$/, () => 'debe ser true o false'],
    [/^must be a non-empty string$/, () => 'debe ser un texto no vacío'],
    [/^must be one of (.+)$/, (v) => `debe ser uno de ${v}`],
    [
      /^must be (\d+) boxes, (\d+) rolls, (\d+) on station$/,
      (b, r, s) => `deben ser ${b} casillas, ${r} tiradas, ${s} en zona`,
    ],
    [/^must be (\S+)$/, (v) => `debe ser ${v}`],
    [/^must have (\d+) (\w+)s, found (\d+)$/, (n, l, m) => `debe tener ${n} ${ES_ROWS[l] ?? l}, tiene ${m}`],
    [/^must have at least (\d+) (\w+)\(s\)$/, (n, l) => `debe tener al menos ${n} ${ES_ROWS[l] ?? l}`],
    [/^must not be empty$/, () => 'no puede estar vacío'],
    [/^must have a min or a max$/, () => 'debe tener un mínimo o un máximo'],
    [/^must have one board for each class$/, () => 'debe tener un tablero por clase'],
    [/^must add up to the load$/, () => 'debe sumar la carga'],
    [
      /^inTubes \+ forwardReloads \+ aftReloads must equal load$/,
      () => 'inTubes + forwardReloads + aftReloads debe ser igual a load',
    ],
    [
      /^tubes and reloads make (\d+), not the torpedo load (\d+)$/,
      (n, m) => `tubos y recargas suman ${n}, no la carga de torpedos ${m}`,
    ],
    [/^tons must start at (\d+)$/, (n) => `tons debe empezar en ${n}`],
    [/^tons must start at any tonnage \(open\)$/, () => 'tons debe quedar abierto por abajo'],
    [/^only the last band is open above$/, () => 'solo la última franja queda abierta por arriba'],
    [
      /^(\S+) never goes down from one (\w+) to the next$/,
      (f, l) => `${f} nunca baja en el orden de ${ES_ROWS[l] ?? l}`,
    ],
    [/^(.+) appears twice$/, (v) => `${v} aparece dos veces`],
    [/^names unknown route (.+)$/, (v) => `nombra una ruta desconocida, ${v}`],
    [
      /^roll (\S+) is outside the (\w+) range (\S+)$/,
      (r, d, span) => `la tirada ${r} se sale del rango ${span} de ${d}`,
    ],
    [/^roll (\S+) matches no (\w+) total$/, (r, d) => `la tirada ${r} no corresponde a ningún total de ${d}`],
    [
      /^roll (\S+) overlaps row (\d+) \((\S+)\)$/,
      (r, i, o) => `la tirada ${r} se solapa con la fila ${i} (${o})`,
    ],
    [
      /^roll may be open below only on the first row of a modified roll$/,
      () => 'una tirada solo queda abierta por abajo en la primera fila de una tirada modificada',
    ],
    [
      /^roll may be open above only on the last row of a modified roll$/,
      () => 'una tirada solo queda abierta por arriba en la última fila de una tirada modificada',
    ],
    [
      /^modifiers can bring the total (down|up) to (-?\d+), which no row covers$/,
      (w, n) =>
        `los modificadores pueden ${w === 'down' ? 'bajar' : 'subir'} el total a ${n}, que ninguna fila cubre`,
    ],
    [/^roll (\S+) is reversed$/, (r) => `la tirada ${r} está al revés`],
    [/^(.+) is reversed$/, (v) => `${v} está al revés`],
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
  labels: {
    row: 'riga',
    modifier: 'modificatore',
    band: 'fascia',
    type: 'tipo',
    range: 'intervallo',
    route: 'rotta',
    area: 'zona',
    box: 'casella',
    entry: 'voce',
    result: 'risultato',
  },
  whole: 'pacchetto',
  reasons: [
    [/^is missing$/, () => 'manca'],
    [/^is not a known (?:chart|field|key)$/, () => 'non è un nome noto'],
    [/^must be at least (.+)$/, (n) => `deve valere almeno ${n}`],
    [/^must be at most (.+)$/, (n) => `deve valere al massimo ${n}`],
    [/^must be an integer$/, () => 'deve essere un numero intero'],
    [/^must be an object$/, () => 'deve essere un oggetto'],
    [/^must be a list$/, () => 'deve essere un elenco'],
    [/^must be true or false$/, () => 'deve essere true o false'],
    [/^must be a non-empty string$/, () => 'deve essere un testo non vuoto'],
    [/^must be one of (.+)$/, (v) => `deve essere uno tra ${v}`],
    [
      /^must be (\d+) boxes, (\d+) rolls, (\d+) on station$/,
      (b, r, s) => `devono essere ${b} caselle, ${r} tiri, ${s} in zona`,
    ],
    [/^must be (\S+)$/, (v) => `deve essere ${v}`],
    [/^must have (\d+) (\w+)s, found (\d+)$/, (n, l, m) => `deve avere ${n} ${IT_ROWS[l] ?? l}, ne ha ${m}`],
    [/^must have at least (\d+) (\w+)\(s\)$/, (n, l) => `deve avere almeno ${n} ${IT_ROWS[l] ?? l}`],
    [/^must not be empty$/, () => 'non può essere vuoto'],
    [/^must have a min or a max$/, () => 'deve avere un minimo o un massimo'],
    [/^must have one board for each class$/, () => 'deve avere una plancia per classe'],
    [/^must add up to the load$/, () => 'deve sommare al carico'],
    [
      /^inTubes \+ forwardReloads \+ aftReloads must equal load$/,
      () => 'inTubes + forwardReloads + aftReloads deve essere uguale a load',
    ],
    [
      /^tubes and reloads make (\d+), not the torpedo load (\d+)$/,
      (n, m) => `tubi e ricariche fanno ${n}, non il carico di siluri ${m}`,
    ],
    [/^tons must start at (\d+)$/, (n) => `tons deve cominciare da ${n}`],
    [/^tons must start at any tonnage \(open\)$/, () => 'tons deve restare aperto in basso'],
    [/^only the last band is open above$/, () => 'solo l’ultima fascia resta aperta in alto'],
    [
      /^(\S+) never goes down from one (\w+) to the next$/,
      (f, l) => `${f} non scende mai lungo l’elenco di ${IT_ROWS[l] ?? l}`,
    ],
    [/^(.+) appears twice$/, (v) => `${v} compare due volte`],
    [/^names unknown route (.+)$/, (v) => `nomina una rotta sconosciuta, ${v}`],
    [
      /^roll (\S+) is outside the (\w+) range (\S+)$/,
      (r, d, span) => `il tiro ${r} esce dall’intervallo ${span} di ${d}`,
    ],
    [/^roll (\S+) matches no (\w+) total$/, (r, d) => `il tiro ${r} non corrisponde a nessun totale di ${d}`],
    [
      /^roll (\S+) overlaps row (\d+) \((\S+)\)$/,
      (r, i, o) => `il tiro ${r} si sovrappone alla riga ${i} (${o})`,
    ],
    [
      /^roll may be open below only on the first row of a modified roll$/,
      () => 'un tiro resta aperto in basso solo nella prima riga di un tiro modificato',
    ],
    [
      /^roll may be open above only on the last row of a modified roll$/,
      () => 'un tiro resta aperto in alto solo nell’ultima riga di un tiro modificato',
    ],
    [
      /^modifiers can bring the total (down|up) to (-?\d+), which no row covers$/,
      (w, n) =>
        `i modificatori possono ${w === 'down' ? 'abbassare' : 'alzare'} il totale a ${n}, che nessuna riga copre`,
    ],
    [/^roll (\S+) is reversed$/, (r) => `il tiro ${r} è invertito`],
    [/^(.+) is reversed$/, (v) => `${v} è invertito`],
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

/** The reason by the first pattern that matches it, or null. */
function reasonIn(w: ChartsWords, detail: string): string | null {
  for (const [pattern, said] of w.reasons) {
    const match = pattern.exec(detail);
    if (match) return said(...match.slice(1));
  }
  return null;
}

/** `tonnage must be at least 100`: the field as written, then its reason (`tonnage: debe ser al menos 100`). */
function fieldThenReason(w: ChartsWords, detail: string): string | null {
  const [, field, rest] = /^(\S+) (.+)$/.exec(detail) ?? [];
  const reason = rest === undefined ? null : reasonIn(w, rest);
  return reason === null ? null : `${field}: ${reason}`;
}

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
  const detail = reasonIn(w, error.detail) ?? fieldThenReason(w, error.detail) ?? error.detail;
  const labelled = detail.replace(/\(([a-z]+) (\d+)\)/g, (all, label: string, n: string) =>
    w.labels[label] ? `(${w.labels[label]} ${n})` : all,
  );
  return `${where}: ${labelled}`;
}
