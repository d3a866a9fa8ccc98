import { readdirSync, readFileSync } from 'node:fs';
import { FINDING_CODES } from '@periscope/audit';
import { join } from 'node:path';
import en from './catalogues/en.json';
import spanish from './catalogues/es.json';
import italian from './catalogues/it.json';

// Every key in every catalogue, and every key read by the code: the code of the web client, and the phrases the
// rules emit for it (libs/rules/src/career: views/headlines.ts and purposes.ts, the odds' effects and chances).

const CATALOGUES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en,
  es: spanish,
  it: italian,
};
const WEB = join(__dirname, '..');
const CAREER = join(__dirname, '../../../../libs/rules/src/career');
const PHRASES = join(CAREER, 'views/headlines.ts');
/** The library's files that name catalogue keys for the clients: what a move did, a roll's purpose, the odds. */
const KEYED = [
  PHRASES,
  ...[
    'views/purposes.ts',
    'views/med-headlines.ts',
    'views/med-mission-headlines.ts',
    'odds/effects.ts',
    'odds/chance.ts',
    'odds/option-odds.ts',
  ].map((f) => join(CAREER, f)),
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$|\.fixtures\.ts$/.test(entry.name) ? [path] : [];
  });
}

const code = [...sources(WEB), ...KEYED].map((path) => readFileSync(path, 'utf8')).join('\n');

/** The literal strings of the code, and the families it reads by prefix: named('award'), word('guide', …), `box.${…}`. */
const literals = new Set([...code.matchAll(/['"`]([\w.\-/]+)['"`]/g)].map((m) => m[1]));
const families = new Set([
  ...[...code.matchAll(/\b(?:named|word)\(\s*'([\w-]+)'/g)].map((m) => `${m[1]}.`),
  ...[...code.matchAll(/`([\w.]+\.)\$\{/g)].map((m) => m[1]),
]);
const used = (key: string) => literals.has(key) || [...families].some((family) => key.startsWith(family));

/** Where the brace opened at `start` closes. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    depth += text[i] === '{' ? 1 : text[i] === '}' ? -1 : 0;
    if (depth === 0) return i;
  }
  return text.length;
}

/** The names a message fills ({n}, {rule}, {n, plural, …} with its cases' own), whatever the language says. */
function argumentsOf(message: string, found = new Set<string>()): string[] {
  for (let i = message.indexOf('{'); i >= 0; i = message.indexOf('{', i + 1)) {
    const end = closing(message, i);
    const [name, type, ...rest] = message.slice(i + 1, end).split(',');
    found.add(name.trim());
    if (type && /plural|select/.test(type))
      for (let c = rest.join(',').indexOf('{'), body = rest.join(','); c >= 0; c = body.indexOf('{', c + 1)) {
        const caseEnd = closing(body, c);
        argumentsOf(body.slice(c + 1, caseEnd), found);
        c = caseEnd;
      }
    i = end;
  }
  return [...found].sort();
}

describe('the catalogues', () => {
  it.each(['es', 'it'])('%s has every key of the English catalogue, and no other', (language) => {
    const keys = Object.keys(CATALOGUES[language]);
    expect(Object.keys(en).filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.filter((key) => !(key in en))).toEqual([]);
  });

  it.each(['es', 'it'])('%s fills each message with the same values as English', (language) => {
    const differing = Object.entries(en).filter(
      ([key, message]) => argumentsOf(message).join() !== argumentsOf(CATALOGUES[language][key]).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('has no key the code does not read', () => {
    expect(Object.keys(en).filter((key) => !used(key))).toEqual([]);
  });

  it('has a sentence for every code of an audit’s finding', () => {
    expect(FINDING_CODES.filter((code) => !(`finding.${code}` in en))).toEqual([]);
  });

  it('has every key the rules’ phrases name', () => {
    const phrases = KEYED.map((path) => readFileSync(path, 'utf8')).join('\n');
    const named = [...phrases.matchAll(/say\(\s*'([\w.]+)'/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((key) => !(key in en))).toEqual([]);
  });
});
