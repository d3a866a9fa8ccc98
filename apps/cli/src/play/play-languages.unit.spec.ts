import type { CliLanguage } from '../language';
import { play } from './play.command';
import { pipedIO } from './play.test-support';
import { PLAY_WORDS, type PlayWords } from './play-words';

// docs/i18n.md: a Spanish or Italian player meets no English sentence of the game's table in `periscope play`.

const MARK = '\u0000';

/** The fixed fragments of a table: its words, and each sentence cut at the values it is filled with. */
function fragments(words: PlayWords): string[] {
  const texts = Object.values(words).flatMap((entry: unknown): unknown[] => {
    if (typeof entry === 'string') return [entry];
    if (typeof entry === 'function') {
      const fill = entry as (...values: unknown[]) => string;
      return [fill(...Array<string>(fill.length).fill(MARK)), fill(1), fill('hunted'), fill(false)];
    }
    return Object.values(entry as Record<string, string>);
  });
  return texts
    .filter((t): t is string => typeof t === 'string')
    .flatMap((t) => t.split(MARK))
    .map((t) => t.trim());
}

/** The English table's fragments of two words or more: its sentences and the phrases of the status. */
const ENGLISH = [...new Set(fragments(PLAY_WORDS.en))].filter((f) => /[a-z]{2,} [a-z]{2,}/i.test(f));

/** Every English fragment the text shows. */
const englishIn = (text: string): string[] => ENGLISH.filter((f) => text.includes(f));

/** A scripted session: the type and date asked, the status, answers out of range, not JSON, a refused command, then
 *  the first choice at every prompt until the career ends. */
const ANSWERS = [
  '99',
  '2',
  '1943-07',
  's',
  '99',
  '{not json',
  '{"type":"Scuttle","data":{}}',
  ...Array<string>(3000).fill('1'),
];

async function session(language: CliLanguage): Promise<string> {
  const { io, text } = pipedIO(ANSWERS);
  expect(await play(['--seed', 'play-golden', '--lang', language], io)).toBe(0);
  return text();
}

describe('periscope play in the player’s language (docs/i18n.md)', () => {
  it.each(['es', 'it'] as const)(
    'a scripted career in %s shows no English sentence of the game’s table',
    async (language) => {
      const text = await session(language);
      expect(englishIn(text)).toEqual([]);
      const own = {
        es: [
          'tripulación entrenada: todos ilesos',
          'cañón de cubierta',
          'Eso no es JSON.',
          'Carrera terminada',
        ],
        it: [
          'equipaggio addestrato: tutti illesi',
          'cannone di coperta',
          'Questo non è JSON.',
          'Carriera conclusa',
        ],
      };
      for (const words of own[language]) expect(text).toContain(words);
    },
  );

  it('the English control finds English', async () => {
    const found = englishIn(await session('en'));
    expect(found).toEqual(
      expect.arrayContaining(['Start date (YYYY-MM, 1943-07 to 1945-05)?', 'That is not JSON.']),
    );
    expect(found.length).toBeGreaterThan(10);
  });

  it('speaks the language of the locale when --lang is not given', async () => {
    const saved = process.env.LC_ALL;
    process.env.LC_ALL = 'it_IT.UTF-8';
    try {
      const { io, text } = pipedIO([]);
      await play(['--seed', 'play-golden'], io);
      expect(text()).toContain('Tipo di U-Boot');
    } finally {
      if (saved === undefined) delete process.env.LC_ALL;
      else process.env.LC_ALL = saved;
    }
  });
});
