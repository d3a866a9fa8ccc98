import { captured } from './captured.test-support';
import { main } from './main';
import { USAGE_WORDS } from './usage-words';

// docs/i18n.md "The command line": the help and the usage errors of periscope, play and audit speak the language of
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

/** The English table's fragments of two words or more. */
const ENGLISH = [...new Set(fragments(USAGE_WORDS.en))].filter((f) => /[a-z]{2,} [a-z]{2,}/i.test(f));

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
];

/** Everything the CLI prints for the help and the refused command lines, in a language given by --lang. */
async function transcript(language: string): Promise<string> {
  const runs = [['--help'], ['fly'], ['play', '--help'], ['audit', '--help'], ...REFUSED];
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
      ],
      it: [
        'uso: periscope <comando>',
        'giocare una carriera intera',
        '--type accetta VIIB',
        'opzione sconosciuta --bogus',
      ],
    };
    for (const words of own[language]) expect(text).toContain(words);
  });

  it('the English control finds English', async () => {
    const found = englishIn(await transcript('en'));
    expect(found).toEqual(expect.arrayContaining(['--json  print the report as JSON instead of text']));
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
