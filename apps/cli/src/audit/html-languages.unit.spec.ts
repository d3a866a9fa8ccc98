import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportCareer, recordBotCareer, toNdjson, type RecordedCareer } from '@periscope/audit';
import { englishIn } from '../../../../test/web/english';
import { captured } from '../captured.test-support';
import type { CliLanguage } from '../language';
import { main } from '../main';
import { HTML_WORDS } from './html-words';

// docs/i18n.md "The audit": the HTML report of `periscope audit --html` in the reader's language, checked as the
// browser tests check a page: no sentence of the English catalogue, and none of the report's own English table.

const dir = mkdtempSync(join(tmpdir(), 'periscope-audit-html-'));
const ended = (() => {
  for (let i = 0; ; i++) {
    const c = recordBotCareer(i);
    if (c.ended && c.events.some((e) => e.type === 'ShipSunk')) return c;
  }
})();
const lines = (c: RecordedCareer) => exportCareer({ careerId: c.careerId, events: c.events, seeds: c.seeds });
const sunk = lines(ended).findIndex((l) => l.includes('"type":"ShipSunk"'));
/** An export whose sunk tonnage was raised: a replay finding, the first divergence. */
const tampered = join(dir, 'tampered.ndjson');
writeFileSync(
  tampered,
  toNdjson(lines(ended).map((l, i) => (i === sunk ? l.replace(/"tonnage":(\d+)/, '"tonnage":9$1') : l))),
);

/** The report's text as a reader sees it: no style, no tags, the entities read. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

async function report(language: CliLanguage): Promise<string> {
  const file = join(dir, `report-${language}.html`);
  const { code } = await captured(() =>
    main(['audit', tampered, '--html', file, '--threads', '1', '--lang', language]),
  );
  expect(code).toBe(1);
  return readFileSync(file, 'utf8');
}

const MARK = '\u0000';
/** What the header reads of a report, each value a mark. */
const REPORT = {
  engine: { exported: MARK, verifier: MARK },
  chartPack: { version: MARK, hash: MARK },
  headHash: MARK,
};

/** The English table's fixed fragments of two words or more. */
const OWN = [
  ...new Set(
    Object.values(HTML_WORDS.en)
      .flatMap((entry: unknown): unknown[] => {
        if (typeof entry === 'function')
          return [
            (entry as (...v: unknown[]) => string)(
              entry === HTML_WORDS.en.header ? REPORT : MARK,
              MARK,
              MARK,
            ),
          ];
        return Array.isArray(entry) ? entry : [entry];
      })
      .flatMap((t) => String(t).split(MARK))
      .map((t) => t.trim())
      .filter((t) => /[a-z]{2,} [a-z]{2,}/i.test(t)),
  ),
];
const ownIn = (text: string) => OWN.filter((f) => text.includes(f));

describe('periscope audit --html in the reader’s language', () => {
  it.each(['es', 'it'] as const)('in %s: no sentence of the English catalogue or table', async (language) => {
    const html = await report(language);
    const text = textOf(html);
    expect(html).toContain(`<html lang="${language}">`);
    expect(englishIn(text, language)).toEqual([]);
    expect(ownIn(text)).toEqual([]);
    // no engine identifier (ShipSunk, knightsCross) outside the file's own name
    const identifiers = text.replaceAll(dir, '').match(/\b[a-z]+[A-Z]\w*\b|\b[A-Z][a-z0-9]+[A-Z]\w*\b/g);
    expect(identifiers).toBeNull();
    const said = {
      es: ['Primera divergencia', 'Resoluciones', 'repetición', 'Patrulla 1', 'Asignación de patrulla'],
      it: ['Prima divergenza', 'Decisioni', 'riproduzione', 'Pattuglia 1', 'Assegnazione della pattuglia'],
    };
    for (const words of said[language]) expect(text).toContain(words);
  });

  it('the English control finds English', async () => {
    const text = textOf(await report('en'));
    expect(ownIn(text)).toEqual(expect.arrayContaining(['First divergence', 'what was checked']));
    expect(text).toContain('patrol assignment');
  });
});
