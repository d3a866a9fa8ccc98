import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exportCareer,
  fileRuling,
  recordBotCareer,
  RulingRefused,
  toNdjson,
  type AuditReport,
  type RulingFiled,
  type RulingView,
  type SubjectEvent,
} from '@periscope/audit';
import { captured } from '../captured.test-support';
import type { CliLanguage } from '../language';
import { main } from '../main';
import { AUDIT_WORDS, type AuditWords } from './audit-words';
import { REPORT_WORDS } from './report-words';

// docs/i18n.md: `periscope audit`'s progress and its messages on stderr, and why a ruling cannot stand, in the
// reader's language.

const MARK = '\u0000';
const ERROR = { message: MARK, code: MARK } as NodeJS.ErrnoException;

/** The English table's sentences cut at their values, of two words or more. */
function english(words: AuditWords): string[] {
  const texts = Object.values(words).flatMap((entry: unknown) => {
    if (typeof entry === 'string') return [entry];
    const fill = entry as (...values: unknown[]) => unknown;
    return [fill(MARK, MARK), fill(MARK, ERROR), fill(1, 2)];
  });
  return texts
    .filter((t): t is string => typeof t === 'string')
    .flatMap((t) => t.split(MARK))
    .map((t) => t.replace(/[\d.]+/g, '').trim())
    .filter((f) => /[a-z]{2,} [a-z]{2,}/i.test(f));
}
const ENGLISH = [...new Set(english(AUDIT_WORDS.en))];

const dir = mkdtempSync(join(tmpdir(), 'periscope-audit-lang-'));
const write = (name: string, content: string) => {
  writeFileSync(join(dir, name), content);
  return join(dir, name);
};
const career = recordBotCareer(0);
const exported = write(
  'career.ndjson',
  toNdjson(exportCareer({ careerId: career.careerId, events: career.events, seeds: career.seeds })),
);
const playLog = write(
  'play.ndjson',
  `{"format":"periscope-career-log","version":1,"serverSeed":"s","playerSeed":"p"}\n{not json\n`,
);

/** What stderr shows of an audit with its progress, a missing file, a bad play log, a file that is no export and a
 *  report that cannot be written. */
async function stderrOf(language: CliLanguage): Promise<string> {
  const runs = [
    [exported, '--progress', '--threads', '1'],
    [join(dir, 'missing.ndjson')],
    [playLog],
    [write('other.txt', 'not json\n')],
    [exported, '--html', join(dir, 'no-such-dir', 'report.html'), '--threads', '1'],
  ];
  let text = '';
  for (const args of runs)
    text += (await captured(() => main(['audit', ...args, '--lang', language]))).stderr;
  return text;
}

describe('periscope audit on stderr in the reader’s language (docs/i18n.md)', () => {
  it.each(['es', 'it'] as const)('in %s: no English sentence of the table', async (language) => {
    const text = await stderrOf(language);
    expect(ENGLISH.filter((f) => text.includes(f))).toEqual([]);
    expect(text).toContain(language === 'es' ? 'leyendo' : 'lettura di');
    expect(text).toContain(language === 'es' ? 'la línea 2 no es JSON' : 'la riga 2 non è JSON');
  });

  it('the English control finds English', async () => {
    const text = await stderrOf('en');
    const found = ENGLISH.filter((f) => text.includes(f));
    expect(found).toEqual(
      expect.arrayContaining(['events on', 'writing the report', 'done in', 'cannot read', 'cannot write']),
    );
  });
});

describe('a ruling that cannot stand, in the reader’s language', () => {
  const subject: SubjectEvent[] = [
    { revision: 0, type: 'EncounterRolled', data: {} },
    { revision: 1, type: 'ShipSunk', data: { tonnage: 5000 } },
  ];
  const data = (ruling: unknown, more: Partial<RulingFiled['data']> = {}) =>
    ({
      rulingId: 'r1',
      subject: 'career-x',
      reason: 'dispute',
      organiser: 'org',
      ruling,
      ...more,
    }) as RulingFiled['data'];
  const voidAt = (revision: number) => ({ kind: 'voidEncounter', revision });
  const correct = (from: number, to: number) => ({
    kind: 'correctResult',
    revision: 1,
    field: 'tonnage',
    from,
    to,
  });
  /** Every sentence the library refuses a ruling with. */
  const refused: [RulingFiled['data'], RulingFiled['data'][]][] = [
    [data(voidAt(0), { reason: ' ' }), []],
    [data(voidAt(0), { organiser: '' }), []],
    [data(voidAt(7)), []],
    [data(voidAt(0)), [data(voidAt(0))]],
    [data(voidAt(1)), []],
    [data({ ...correct(5000, 100), revision: 0 }), []],
    [data(correct(4000, 100)), []],
    [data(correct(5000, -1)), []],
    [data({ kind: 'rewrite', revision: 0 }), []],
  ];
  const problems = refused.map(([filed, earlier]) => {
    try {
      fileRuling(filed, subject, earlier);
    } catch (error) {
      if (error instanceof RulingRefused) return error.message;
    }
    throw new Error('the ruling stood');
  });
  const view = (problem: string) =>
    ({ ...data(voidAt(0)), line: 3, stream: 'rulings-x', revision: 0, problem }) as RulingView;

  it.each(['es', 'it'] as const)('in %s: every reason the library gives is worded', (language) => {
    expect(new Set(problems).size).toBe(refused.length);
    for (const problem of problems) {
      const worded = AUDIT_WORDS[language].problem(view(problem));
      expect(worded).not.toBeNull();
      expect(REPORT_WORDS[language].ruling(view(problem))).toContain(worded);
    }
    expect(AUDIT_WORDS.es.problem(view('revision 3 of career-x was already ruled on'))).toBe(
      'la revisión 3 de career-x ya tiene resolución',
    );
  });

  it('in English: the library’s sentence', () => {
    for (const problem of problems) expect(REPORT_WORDS.en.ruling(view(problem))).toContain(problem);
  });
});

describe('what the export is, in the report’s language', () => {
  const report = (kind: string) =>
    ({
      subject: { kind, id: 'x-1' },
      chartPack: { version: '1', hash: 'h' },
      engine: { exported: '1' },
    }) as AuditReport;

  it.each([
    ['es', ['carrera x-1', 'conjunto de carreras x-1', 'partida a dos jugadores x-1', 'torneo x-1']],
    ['it', ['carriera x-1', 'insieme di carriere x-1', 'partita a due giocatori x-1', 'torneo x-1']],
    ['en', ['career x-1', 'set of careers x-1', 'two-player game x-1', 'tournament x-1']],
  ] as const)('in %s: a career, a set of careers, a two-player game, a tournament', (language, said) => {
    const headers = ['career', 'careers', 'game', 'tournament'].map((kind) =>
      REPORT_WORDS[language].header('f.ndjson', report(kind), '1'),
    );
    headers.forEach((header, i) => expect(header).toContain(`: ${said[i]}, 1 `));
  });

  it.each([
    ['es', 'carrera'],
    ['it', 'carriera'],
  ] as const)('in %s: the text report on stdout names it', async (language, kind) => {
    const { stdout } = await captured(() => main(['audit', exported, '--threads', '1', '--lang', language]));
    expect(stdout).toContain(`: ${kind} ${career.careerId}, `);
  });
});
