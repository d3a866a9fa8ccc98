import { captured } from './captured.test-support';
import { main } from './main';
import { COMMAND_USAGES } from './command-usages';
import { USAGE_WORDS } from './usage-words';

// docs/i18n.md "The command line": the help and the usage errors of periscope and each command speak the language of
// --lang, else of the locale.

const MARK = '\u0000';

/** The fixed fragments of a table: its texts, each cut at the values it is filled with and at its lines. */
function fragments(entry: unknown): string[] {
  if (typeof entry === 'string')
    return entry
      .split(MARK)
      .flatMap((t) => t.split('\n'))
      .map((t) => t.trim());
  if (typeof entry === 'function') {
    const fill = entry as (...values: string[]) => string;
    return fragments(fill(...Array<string>(Math.max(fill.length, 1)).fill(MARK)));
  }
  return Object.values(entry as Record<string, unknown>).flatMap(fragments);
}

/** A command line as typed (`charts export [--campaign …]`): the command's name, then flags and placeholders. */
const typed = (fragment: string): boolean =>
  /^(?:periscope )?(?:play|audit|simulate|charts \w+|projections \w+)$/.test(
    fragment.replace(/\[[^\]]*(?:\]|$)|<[^>]*>/g, '').trim(),
  );

/** The English table's fragments of two words or more, but the command lines as typed. */
const ENGLISH = [...new Set([...fragments(USAGE_WORDS.en), ...fragments(COMMAND_USAGES.en)])].filter(
  (f) => /[a-z]{2,} [a-z]{2,}/i.test(f) && !typed(f),
);

const whole = (fragment: string) =>
  new RegExp(`(?<![\\p{L}])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
const englishIn = (text: string): string[] => ENGLISH.filter((f) => whole(f).test(text));

/** Command lines that are refused, each for another reason. */
const REFUSED = [
  ['play', '--type', 'XV'],
  ['play', '--start', '43'],
  ['play', '--bot', 'nobody'],
  ['play', '--option', 'nothing'],
  ['play', '--seed', ''],
  ['play', '--torpedo-swaps', 'x'],
  ['play', '--resume', 'a.ndjson', '--type', 'VIIC'],
  ['play', '--bogus'],
  ['play', '--type'],
  ['audit'],
  ['audit', 'a.ndjson', 'b.ndjson'],
  ['audit', 'a.ndjson', '--threads', '0'],
  ['audit', 'a.ndjson', '--html', ''],
  ['audit', 'a.ndjson', '--charts', ''],
  ['simulate', '--type', 'XV'],
  ['simulate', '--start', '43'],
  ['simulate', '--seed', ''],
  ['simulate', '--careers', '0'],
  ['simulate', '--policy', 'nobody'],
  ['simulate', '--bogus'],
  ['charts', 'validate'],
  ['charts', 'validate', 'no-such-pack.json'],
  ['charts', 'import', 'a.json', '--into', ''],
  ['charts', 'export', '--campaign', 'nowhere'],
  ['projections', 'rebuild', '--view', 'nope'],
  ['projections', 'rebuild', '--store', 'nope'],
  ['projections', 'rebuild', '--store', 'postgres', '--database-url', ''],
];

/** Every command's help. */
const HELPS = [
  ['--help'],
  ['play', '--help'],
  ['audit', '--help'],
  ['simulate', '--help'],
  ['charts', 'validate', '--help'],
  ['charts', 'import', '--help'],
  ['charts', 'export', '--help'],
  ['projections', 'rebuild', '--help'],
];

/** Everything the CLI prints for the help and the refused command lines, in a language given by --lang. */
async function transcript(language: string): Promise<string> {
  const runs = [...HELPS, ['fly'], ...REFUSED];
  let text = '';
  for (const argv of runs) {
    const { code, stdout, stderr } = await captured(() => main([...argv, '--lang', language]));
    expect(code).toBe(argv.includes('--help') ? 0 : 2);
    text += stdout + stderr;
  }
  return text;
}

describe('the help and the usage errors in the reader’s language', () => {
  it.each(['es', 'it'] as const)('in %s: no English sentence of the table', async (language) => {
    const text = await transcript(language);
    expect(englishIn(text)).toEqual([]);
    expect(text).not.toContain('usage:');
    const own = {
      es: [
        'uso: periscope <orden>',
        'jugar una carrera entera',
        '--type admite VIIB',
        'opción desconocida --bogus',
        'cuántas carreras juega el bot',
        'no se puede leer no-such-pack.json',
        'Vacía un modelo de lectura',
        'postgres necesita --database-url',
      ],
      it: [
        'uso: periscope <comando>',
        'giocare una carriera intera',
        '--type accetta VIIB',
        'opzione sconosciuta --bogus',
        'quante carriere gioca il bot',
        'impossibile leggere no-such-pack.json',
        'Svuota un modello di lettura',
        'postgres richiede --database-url',
      ],
    };
    for (const words of own[language]) expect(text).toContain(words);
  });

  it('the English control finds English', async () => {
    const found = englishIn(await transcript('en'));
    expect(found).toEqual(
      expect.arrayContaining([
        '--json  print the report as JSON instead of text',
        '--careers  how many careers the bot plays',
        'The memory and kurrentdb stores keep read models in memory: nothing to rebuild.',
      ]),
    );
    expect(found.length).toBeGreaterThan(30);
  });

  it('speaks the language of the locale without --lang', async () => {
    const saved = process.env.LC_ALL;
    process.env.LC_ALL = 'it_IT.UTF-8';
    try {
      const { stdout } = await captured(() => main(['audit', '--help']));
      expect(stdout).toMatch(/^uso: periscope audit <file\.ndjson>/);
      const { stderr } = await captured(() => main(['play', '--start', '43']));
      expect(stderr).toContain('periscope play: --start accetta AAAA-MM');
    } finally {
      if (saved === undefined) delete process.env.LC_ALL;
      else process.env.LC_ALL = saved;
    }
  });
});
