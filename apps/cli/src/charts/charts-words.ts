import { renderPath, type ChartPackInvalid, type PackReasonCode } from '@periscope/rules';
import type { CliLanguage } from '../language';

// `periscope charts validate` and `import` in English, Spanish and Italian (docs/i18n.md "The command line"): what a
// pack is, and where and why a pack is refused. The library refuses a pack with a code and its values
// (libs/rules/src/charts/pack-reasons.ts) at a place of labelled rows: each language words both, English with the
// library's own sentences.

type Values = Readonly<Record<string, string | number>>;
type Reasons = { readonly [C in PackReasonCode]: (v: Values) => string };

export interface ChartsWords {
  readonly pack: (campaign: string, version: string, hash: string) => string;
  readonly valid: string;
  readonly imported: string;
  readonly already: string;
  /** A place's labels: `row 3`, `modifier 4`, `band 3`. */
  readonly labels: Readonly<Record<string, string>>;
  readonly whole: string;
  /** Each reason by its code; none: the library's English. */
  readonly reasons: Reasons | null;
}

const ENGLISH: ChartsWords = {
  pack: (campaign, version, hash) => `${campaign} chart pack, version ${version}, sha256 ${hash}`,
  valid: 'valid',
  imported: 'imported',
  already: 'already imported',
  labels: {},
  whole: 'pack',
  reasons: null,
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

/** A place's label in Spanish (`fila 3`). */
const ES_LABELS: Readonly<Record<string, string>> = {
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
};
const esLabel = (label: string | number) => ES_LABELS[label] ?? label;

const SPANISH: ChartsWords = {
  pack: (campaign, version, hash) => `paquete de tablas de ${campaign}, versión ${version}, sha256 ${hash}`,
  valid: 'válido',
  imported: 'importado',
  already: 'ya importado',
  labels: ES_LABELS,
  whole: 'paquete',
  reasons: {
    missing: () => 'falta',
    unknownChart: () => 'no es un nombre conocido',
    unknownField: () => 'no es un nombre conocido',
    unknownKey: () => 'no es un nombre conocido',
    atLeast: (v) => `debe ser al menos ${v.n}`,
    atLeastAfter: (v) => `debe ser al menos ${v.n} (${esLabel(v.label)} ${v.row})`,
    atMost: (v) => `debe ser como mucho ${v.n}`,
    integer: () => 'debe ser un número entero',
    object: () => 'debe ser un objeto',
    list: () => 'debe ser una lista',
    boolean: () => 'debe ser true o false',
    text: () => 'debe ser un texto no vacío',
    oneOf: (v) => `debe ser uno de ${v.values}`,
    exactly: (v) => `debe ser ${v.value}`,
    itemCount: (v) => `debe tener ${v.n} ${ES_ROWS[v.label] ?? v.label}, tiene ${v.found}`,
    minItems: (v) => `debe tener al menos ${v.n} ${ES_ROWS[v.label] ?? v.label}`,
    empty: () => 'no puede estar vacío',
    minOrMax: () => 'debe tener un mínimo o un máximo',
    routeTotals: (v) => `deben ser ${v.boxes} casillas, ${v.rolls} tiradas, ${v.onStation} en zona`,
    boardPerClass: () => 'debe tener un tablero por clase',
    mixAddsUp: () => 'debe sumar la carga',
    tubesMakeLoad: () => 'inTubes + forwardReloads + aftReloads debe ser igual a load',
    tubesAndReloads: (v) => `tubos y recargas suman ${v.sum}, no la carga de torpedos ${v.load}`,
    tonsStart: (v) => `tons debe empezar en ${v.n}`,
    tonsStartOpen: () => 'tons debe quedar abierto por abajo',
    lastBandOpen: () => 'solo la última franja queda abierta por arriba',
    twice: (v) => `${v.value} aparece dos veces`,
    unknownRoute: (v) => `nombra una ruta desconocida, ${v.route}`,
    rollReversed: (v) => `la tirada ${v.span} está al revés`,
    idsReversed: (v) => `U-${v.from} a U-${v.to} está al revés`,
    openBelow: () => 'una tirada solo queda abierta por abajo en la primera fila de una tirada modificada',
    openAbove: () => 'una tirada solo queda abierta por arriba en la última fila de una tirada modificada',
    outsideDie: (v) => `la tirada ${v.span} se sale del rango ${v.range} de ${v.die}`,
    noTotal: (v) => `la tirada ${v.span} no corresponde a ningún total de ${v.die}`,
    overlaps: (v) => `la tirada ${v.span} se solapa con la fila ${v.row} (${v.other})`,
    gap: (v) => `${v.n} queda sin cubrir (hueco tras la fila ${v.row})`,
    notCovered: (v) => `${v.n} queda sin cubrir`,
    modifiersReach: (v) =>
      `los modificadores pueden ${v.direction === 'down' ? 'bajar' : 'subir'} el total a ${v.total}, que ninguna fila cubre`,
  },
};

/** A place's label in Italian (`riga 3`). */
const IT_LABELS: Readonly<Record<string, string>> = {
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
};
const itLabel = (label: string | number) => IT_LABELS[label] ?? label;

const ITALIAN: ChartsWords = {
  pack: (campaign, version, hash) =>
    `pacchetto di tabelle di ${campaign}, versione ${version}, sha256 ${hash}`,
  valid: 'valido',
  imported: 'importato',
  already: 'già importato',
  labels: IT_LABELS,
  whole: 'pacchetto',
  reasons: {
    missing: () => 'manca',
    unknownChart: () => 'non è un nome noto',
    unknownField: () => 'non è un nome noto',
    unknownKey: () => 'non è un nome noto',
    atLeast: (v) => `deve valere almeno ${v.n}`,
    atLeastAfter: (v) => `deve valere almeno ${v.n} (${itLabel(v.label)} ${v.row})`,
    atMost: (v) => `deve valere al massimo ${v.n}`,
    integer: () => 'deve essere un numero intero',
    object: () => 'deve essere un oggetto',
    list: () => 'deve essere un elenco',
    boolean: () => 'deve essere true o false',
    text: () => 'deve essere un testo non vuoto',
    oneOf: (v) => `deve essere uno tra ${v.values}`,
    exactly: (v) => `deve essere ${v.value}`,
    itemCount: (v) => `deve avere ${v.n} ${IT_ROWS[v.label] ?? v.label}, ne ha ${v.found}`,
    minItems: (v) => `deve avere almeno ${v.n} ${IT_ROWS[v.label] ?? v.label}`,
    empty: () => 'non può essere vuoto',
    minOrMax: () => 'deve avere un minimo o un massimo',
    routeTotals: (v) => `devono essere ${v.boxes} caselle, ${v.rolls} tiri, ${v.onStation} in zona`,
    boardPerClass: () => 'deve avere una plancia per classe',
    mixAddsUp: () => 'deve sommare al carico',
    tubesMakeLoad: () => 'inTubes + forwardReloads + aftReloads deve essere uguale a load',
    tubesAndReloads: (v) => `tubi e ricariche fanno ${v.sum}, non il carico di siluri ${v.load}`,
    tonsStart: (v) => `tons deve cominciare da ${v.n}`,
    tonsStartOpen: () => 'tons deve restare aperto in basso',
    lastBandOpen: () => 'solo l’ultima fascia resta aperta in alto',
    twice: (v) => `${v.value} compare due volte`,
    unknownRoute: (v) => `nomina una rotta sconosciuta, ${v.route}`,
    rollReversed: (v) => `il tiro ${v.span} è invertito`,
    idsReversed: (v) => `U-${v.from} a U-${v.to} è invertito`,
    openBelow: () => 'un tiro resta aperto in basso solo nella prima riga di un tiro modificato',
    openAbove: () => 'un tiro resta aperto in alto solo nell’ultima riga di un tiro modificato',
    outsideDie: (v) => `il tiro ${v.span} esce dall’intervallo ${v.range} di ${v.die}`,
    noTotal: (v) => `il tiro ${v.span} non corrisponde a nessun totale di ${v.die}`,
    overlaps: (v) => `il tiro ${v.span} si sovrappone alla riga ${v.row} (${v.other})`,
    gap: (v) => `${v.n} resta scoperto (vuoto dopo la riga ${v.row})`,
    notCovered: (v) => `${v.n} resta scoperto`,
    modifiersReach: (v) =>
      `i modificatori possono ${v.direction === 'down' ? 'abbassare' : 'alzare'} il totale a ${v.total}, che nessuna riga copre`,
  },
};

export const CHARTS_WORDS: Readonly<Record<CliLanguage, ChartsWords>> = {
  en: ENGLISH,
  es: SPANISH,
  it: ITALIAN,
};

/** Where and why a pack is refused, in a language: `T1 fila 3: tonnage: debe ser al menos 100`. */
export function refusal(error: ChartPackInvalid, language: CliLanguage): string {
  const w = CHARTS_WORDS[language];
  if (!w.reasons) return error.message;
  const { where, field } = renderPath(error.path, (label) => w.labels[label] ?? label);
  const reason = w.reasons[error.reason.code](error.reason.values ?? {});
  return `${error.path.length === 0 ? w.whole : where}: ${field ? `${field}: ${reason}` : reason}`;
}
