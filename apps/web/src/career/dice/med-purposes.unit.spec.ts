import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { A3_SECTIONS } from '@periscope/rules/campaigns/beneath-the-med/encounters';
import { MED_B8 } from '@periscope/rules/campaigns/beneath-the-med/damage.data';
import type { Phrase } from '@periscope/rules/career/views/headlines';
import { purposePhrase } from '@periscope/rules/career/views/purposes';
import en from '../../i18n/catalogues/en.json';
import spanish from '../../i18n/catalogues/es.json';
import italian from '../../i18n/catalogues/it.json';
import { switchLanguage } from '../../i18n/i18n';
import { purposeName } from './rolls';

// Every roll the Beneath the Med rules make (libs/rules/src/career/med) says its purpose in each language: its key
// and the keys it nests are in the three catalogues (views/purposes.ts reads the sentence back into them).

const MED = join(__dirname, '../../../../../libs/rules/src/career/med');

/** What fills a purpose's template: each [A3] section, a number of a "1-n" roll, a post of the crew, a system. */
const FILLS: Readonly<Record<string, readonly string[]>> = {
  section: A3_SECTIONS,
  on: ['3'],
  FOLLOW_CAPITAL_SHIP_ON: ['1'],
  role: ['comandante', 'secondo', 'armi', 'medico', 'macchina', 'generic', 'slc'],
  system: MED_B8.repairs.map((r) => r.system), // 7.5.1
  n: ['4'],
};

/** The purposes the Med rules write: each literal, each template filled with every value it takes. */
function medPurposes(): string[] {
  const code = (readdirSync(MED, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.includes('.spec.'))
    .map((f) => readFileSync(join(MED, f), 'utf8'))
    .join('\n');
  const written = [...code.matchAll(/purpose:\s*(['`])((?:(?!\1).)*)\1/g)].map((m) => m[2]);
  return written.flatMap(filled);
}

/** A purpose with every slot of its template filled with each value it takes. */
function filled(purpose: string): string[] {
  const slot = /\$\{(\w+)\}/.exec(purpose);
  if (!slot) return [purpose];
  const fills = FILLS[slot[1]];
  if (!fills) throw new Error(`a purpose the test cannot fill: ${purpose}`);
  return fills.flatMap((v) => filled(purpose.replace(slot[0], v)));
}

/** The keys a phrase names, its nested phrases' too. */
const keysOf = (said: Phrase): string[] => [
  said.key,
  ...Object.values(said.params ?? {}).flatMap((v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? keysOf(v as Phrase) : [],
  ),
];

describe('Beneath the Med’s roll purposes in every language', () => {
  afterAll(() => switchLanguage('en'));
  const purposes = medPurposes();

  it('finds the purposes the rules write, an encounter roll for each [A3] section among them', () => {
    expect(purposes).toEqual(
      expect.arrayContaining(['starting base', 'G7e torpedoes available', 'encounter, gibraltar']),
    );
    expect(purposes.filter((p) => p.startsWith('encounter, '))).toHaveLength(A3_SECTIONS.length);
  });

  it.each([
    ['en', en],
    ['es', spanish],
    ['it', italian],
  ] as const)('%s has the key of each, and of what it nests', (_, catalogue) => {
    const keys = purposes.flatMap((p) => keysOf(purposePhrase(p)));
    expect(keys.filter((key) => !(key in catalogue))).toEqual([]);
  });

  it.each([
    ['es', ['Base inicial', 'Encuentro: Estrecho de Gibraltar', 'Encuentro: Mediterráneo central']],
    ['it', ['Base iniziale', 'Incontro: Stretto di Gibilterra', 'Incontro: Mediterraneo centrale']],
  ] as const)('in %s, the dice tray words them', async (language, said) => {
    await switchLanguage(language);
    expect(['starting base', 'encounter, gibraltar', 'encounter, centralMed'].map(purposeName)).toEqual(said);
  });
});
