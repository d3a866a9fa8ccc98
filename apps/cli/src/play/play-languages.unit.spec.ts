import { CAREER_EVENT_TYPES } from '@periscope/rules';
import en from '../../../web/src/i18n/catalogues/en.json';
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

/** A fragment as a whole: 'in port' is not found in Italian's 'in porto'. */
const whole = (fragment: string) =>
  new RegExp(`(?<![\\p{L}])${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');

/** Every English fragment the text shows. */
const englishIn = (text: string): string[] => ENGLISH.filter((f) => whole(f).test(text));

/** The engine's event types the text shows (ShipSunk, PatrolAssigned…). */
const eventTypesIn = (text: string): string[] => CAREER_EVENT_TYPES.filter((type) => whole(type).test(text));

/** The torpedoes' printed names (G7e (FaT)) are as the editions print them, capitals and all. */
const PRINTED = new Set(
  Object.entries(en)
    .filter(([key]) => key.startsWith('torpedo.'))
    .flatMap(([, name]) => name.match(/[A-Za-z]+/g) ?? []),
);

/** The engine's identifiers the text shows: a command, a field, a value or a step (AssignPatrol, deployKite,
 *  smallFreighter, inPort), camelCase or PascalCase. */
const identifiersIn = (text: string): string[] => [
  ...new Set(
    (text.match(/\b[a-z]+[A-Z][A-Za-z0-9]*\b|\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b/g) ?? []).filter(
      (id) => !PRINTED.has(id),
    ),
  ),
];

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
      expect(eventTypesIn(text)).toEqual([]);
      expect(identifiersIn(text)).toEqual([]);
      // an event in a sentence, a roll with its purpose
      const said = {
        es: [
          'Patrulla 1: Norteamérica (9)',
          'dados #1  Asignación de patrulla (7.0)',
          'Inmersión de emergencia (9.8.1)',
        ],
        it: [
          'Pattuglia 1: Nord America (9)',
          'dadi #1  Assegnazione della pattuglia (7.0)',
          'Immersione rapida (9.8.1)',
        ],
      };
      for (const line of said[language]) expect(text).toContain(line);
      const own = {
        es: [
          'tripulación entrenada: todos ilesos',
          'cañón de cubierta',
          'Eso no es JSON.',
          'Carrera terminada',
          '1) Recibir la asignación de patrulla (7.0)',
          'paso En puerto: la próxima patrulla',
          '[E1] Golfo de Vizcaya o misiones especiales, fila 2',
        ],
        it: [
          'equipaggio addestrato: tutti illesi',
          'cannone di coperta',
          'Questo non è JSON.',
          'Carriera conclusa',
          '1) Ricevi l’assegnazione della pattuglia (7.0)',
          'passo In porto: la prossima pattuglia',
          '[E1] Golfo di Biscaglia o missioni speciali, riga 2',
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
    const text = await session('en');
    expect(text).toContain('Patrol 1: North America (9)');
    expect(text).toContain('dice #1  Patrol assignment (7.0)');
    expect(eventTypesIn(text)).toEqual(expect.arrayContaining(['PatrolAssigned', 'EncounterRolled']));
    expect(identifiersIn(text)).toEqual(
      expect.arrayContaining(['AssignPatrol', 'EnterNextBox', 'deployKite', 'inPort', 'smallFreighter']),
    );
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
