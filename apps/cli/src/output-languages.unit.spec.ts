import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { captured } from './captured.test-support';
import { CHARTS_WORDS } from './charts/charts-words';
import type { CliLanguage } from './language';
import { main } from './main';
import { REBUILD_WORDS } from './projections/rebuild-words';
import { SIMULATE_WORDS } from './simulate/simulate-words';

// docs/i18n.md "The command line": what simulate, charts validate|import and projections rebuild print (not only
// their help) speaks the language of --lang, else of the locale.

const MARK = '\u0000';

/** The fixed fragments of a table: its texts, each cut at the values it is filled with and at its lines. */
function fragments(entry: unknown): string[] {
  if (typeof entry === 'string')
    return entry
      .split(MARK)
      .flatMap((t) => t.split('\n'))
      .map((t) => t.replace(/^[\s:,;]+/, '').trim()); // ': rebuilt to …' is matched from its first word
  if (typeof entry === 'function') {
    const fill = entry as (...values: string[]) => unknown;
    return fragments(fill(...Array<string>(Math.max(fill.length, 1)).fill(MARK)));
  }
  if (entry instanceof RegExp || entry === null || entry === undefined) return [];
  return Object.values(entry as Record<string, unknown>).flatMap(fragments);
}

/** The library's reasons for refusing a pack that the runs below meet (libs/rules/src/charts). */
const REASONS = ['is missing', 'is not covered', 'gap after row', 'must be at least', 'must be an integer'];

/** The English tables' fragments of two words or more, and the library's reasons. */
const ENGLISH = [
  ...new Set([
    ...fragments(SIMULATE_WORDS.en),
    ...fragments(CHARTS_WORDS.en),
    ...fragments(REBUILD_WORDS.en),
    ...REASONS,
  ]),
].filter((f) => /[a-z]{2,} [a-z]{2,}/i.test(f));

const whole = (fragment: string) =>
  new RegExp(`(?<![\\p{L}])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
const englishIn = (text: string): string[] => ENGLISH.filter((f) => whole(f).test(text));

const dir = mkdtempSync(join(tmpdir(), 'periscope-outputs-'));
const path = (name: string) => join(dir, name);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
/** Broken packs, each for another reason: a missing chart, a gap in the dice, a value too low, a wrong type. */
const BROKEN: readonly ((pack: Json) => void)[] = [
  (p) => delete p.M3,
  (p) => p.E2.rows.splice(1, 1),
  (p) => (p.T1.rows[2].tonnage = 99),
  (p) => (p.E2.modifiers[3].value = '1'),
  (p) => (p.U4.sinkPoints[2].points = 1),
];

beforeAll(async () => {
  expect((await captured(() => main(['charts', 'export', '--out', path('hunted.json')]))).code).toBe(0);
  const template = readFileSync(path('hunted.json'), 'utf8');
  BROKEN.forEach((change, i) => {
    const pack = JSON.parse(template);
    change(pack);
    writeFileSync(path(`broken-${i}.json`), JSON.stringify(pack));
  });
});

/** Everything simulate, charts validate|import and projections rebuild print, in a language given by --lang. */
async function transcript(language: CliLanguage | null): Promise<string> {
  const lang = language ? ['--lang', language] : [];
  const store = path(`store-${language}`);
  const runs = [
    ['simulate', '--careers', '10', '--seed', 'outputs', ...lang],
    ['simulate', '--campaign', 'med', '--careers', '5', '--seed', 'outputs', ...lang],
    ['charts', 'validate', path('hunted.json'), ...lang],
    ['charts', 'import', path('hunted.json'), '--into', store, ...lang],
    ['charts', 'import', path('hunted.json'), '--into', store, ...lang],
    ...BROKEN.map((_, i) => ['charts', 'validate', path(`broken-${i}.json`), ...lang]),
    ['projections', 'rebuild', '--store', 'sqlite', '--sqlite-path', path(`events-${language}.db`), ...lang],
  ];
  let text = '';
  for (const argv of runs) {
    const { stdout, stderr } = await captured(() => main(argv));
    text += stdout + stderr;
  }
  return text;
}

describe('what simulate, charts and projections rebuild print, in the reader’s language', () => {
  it.each([
    [
      'es',
      [
        'Carreras según su final (5.1)',
        'válido: paquete de tablas',
        'ya importado',
        'M3: falta',
        'T1 fila 3: tonnage: debe ser al menos 100',
        '6 queda sin cubrir (hueco tras la fila 1)',
        'U4 franja 3: points: debe ser al menos 2 (franja 2)',
        'reconstruido hasta la posición 0',
        'carreras/s',
      ],
    ],
    [
      'it',
      [
        'Carriere secondo la fine (5.1)',
        'valido: pacchetto di tabelle',
        'già importato',
        'M3: manca',
        'T1 riga 3: tonnage: deve valere almeno 100',
        '6 resta scoperto (vuoto dopo la riga 1)',
        'E2 modificatore 4: value: deve essere un numero intero',
        'ricostruito fino alla posizione 0',
        'carriere/s',
      ],
    ],
  ] as const)(
    'in %s: no English sentence of the tables, nor the library’s reasons',
    async (language, own) => {
      const text = await transcript(language);
      expect(englishIn(text)).toEqual([]);
      for (const words of own) expect(text).toContain(words);
    },
  );

  it('the English control finds English', async () => {
    const found = englishIn(await transcript('en'));
    expect(found).toEqual(
      expect.arrayContaining([
        'Careers by end (5.1)',
        'already imported',
        'chart pack, version',
        'is missing',
        'must be at least',
        'rebuilding from position 0…',
        'rebuilt to position',
        'careers in',
      ]),
    );
  });

  it('speaks the language of the locale without --lang', async () => {
    const saved = process.env.LC_ALL;
    process.env.LC_ALL = 'es_ES.UTF-8';
    try {
      const text = await transcript(null);
      expect(englishIn(text)).toEqual([]);
      expect(text).toContain('Niveles de victoria (5.2)');
    } finally {
      if (saved === undefined) delete process.env.LC_ALL;
      else process.env.LC_ALL = saved;
    }
  });
});
