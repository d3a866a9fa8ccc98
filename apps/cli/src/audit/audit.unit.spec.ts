import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  exportCareer,
  recordBotCareer,
  recordCommands,
  toNdjson,
  type AuditReport,
  type RecordedCareer,
} from '@periscope/audit';
import { commitment, type CareerCommand } from '@periscope/rules';
import { captured } from '../captured.test-support';
import { main } from '../main';
import { parseAuditArgs } from './audit.command';

/** Runs the CLI with stdout and stderr captured. */
const run = (...argv: string[]) => captured(() => main(argv));

const dir = mkdtempSync(join(tmpdir(), 'periscope-audit-'));
const write = (name: string, content: string) => {
  writeFileSync(join(dir, name), content);
  return join(dir, name);
};
const ended = (() => {
  for (let i = 0; ; i++) {
    const c = recordBotCareer(i);
    if (c.ended && c.events.some((e) => e.type === 'ShipSunk')) return c;
  }
})();
const exported = (c: RecordedCareer) =>
  exportCareer({ careerId: c.careerId, events: c.events, seeds: c.seeds });
const clean = write('clean.ndjson', toNdjson(exported(ended)));
const tonnageLine = exported(ended).findIndex((l) => l.includes('"type":"ShipSunk"'));
const tampered = write(
  'tampered.ndjson',
  toNdjson(
    exported(ended).map((l, i) => (i === tonnageLine ? l.replace(/"tonnage":(\d+)/, '"tonnage":9$1') : l)),
  ),
);

describe('periscope audit', () => {
  it('exits 0 on a clean export and says CLEAN', async () => {
    const { code, stdout } = await run('audit', clean);
    expect(code).toBe(0);
    expect(stdout).toContain(`career ${ended.careerId}, ${ended.events.length} events`);
    expect(stdout).toMatch(/\(b\) rolls +PASSED +\d+ rolls recomputed/);
    expect(stdout).toContain('CLEAN: every check passed.');
  });

  it('exits 1 and names the first divergence: line, event, expected and found', async () => {
    const { code, stdout } = await run('audit', tampered);
    expect(code).toBe(1);
    expect(stdout).toContain(
      `FIRST DIVERGENCE at line ${tonnageLine + 1}, career-${ended.careerId} revision ${tonnageLine - 1}, ShipSunk`,
    );
    expect(stdout).toMatch(/at data\.tonnage: expected (\d+), found 9\1/);
  });

  it('--lang es: the report in Spanish, its first divergence by its parts, no English sentence of the library', async () => {
    const { code, stdout } = await run('audit', tampered, '--lang', 'es');
    expect(code).toBe(1);
    expect(stdout).toContain(
      `PRIMERA DIVERGENCIA en línea ${tonnageLine + 1}, career-${ended.careerId} revisión`,
    );
    expect(stdout).toMatch(/en data\.tonnage: se esperaba (\d+), se encontró 9\1/);
    expect(stdout).toMatch(/\(b\) tiradas +SUPERADA +\d+ tiradas recalculadas/);
    expect(stdout).not.toMatch(/expected|found|FIRST|PASSED|rolls recomputed|hashes to its hash/);
  });

  it.each([
    ['es', 'Las reglas dan aquí otro valor que el de la exportación.', 'El evento no da su propio hash'],
    [
      'it',
      'Le regole danno qui un valore diverso da quello dell’esportazione.',
      'L’evento non dà il proprio hash',
    ],
  ])(
    '--lang %s: each finding says what was found in the language, by its code',
    async (language, ...said) => {
      const { stdout } = await run('audit', tampered, '--lang', language);
      const { findings } = JSON.parse((await run('audit', tampered, '--json')).stdout) as AuditReport;
      expect(findings.length).toBeGreaterThan(2);
      for (const finding of findings) {
        expect(finding.code).toEqual(expect.any(String));
        expect(stdout).not.toContain(finding.message);
      }
      for (const sentence of said) expect(stdout).toContain(sentence);
    },
  );

  it('LANG=it_IT.UTF-8: the report in Italian; --lang en over the locale', async () => {
    const before = { LANG: process.env.LANG, LC_ALL: process.env.LC_ALL };
    process.env.LANG = 'it_IT.UTF-8';
    delete process.env.LC_ALL;
    try {
      const italian = await run('audit', clean);
      expect(italian.code).toBe(0);
      expect(italian.stdout).toMatch(/\(b\) tiri +SUPERATA +\d+ tiri ricalcolati/);
      expect(italian.stdout).toContain('PULITA: tutte le verifiche superate.');
      expect((await run('audit', clean, '--lang', 'en')).stdout).toContain('CLEAN: every check passed.');
    } finally {
      for (const [name, value] of Object.entries(before))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  });

  it('prints the report as JSON', async () => {
    const { code, stdout } = await run('audit', tampered, '--json');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toMatchObject({
      ok: false,
      firstDivergence: { check: 'replay', type: 'ShipSunk' },
    });
  });

  it('exits 2 on a usage error, a missing file and a file that is no export', async () => {
    expect((await run('audit')).code).toBe(2);
    expect((await run('audit', clean, 'other.ndjson')).code).toBe(2);
    // main answers 2 for parseArgs errors too; jest's realm hides their Error class, so parse directly here.
    expect(() => parseAuditArgs([clean, '--bogus'])).toThrow(/Unknown option '--bogus'/);
    expect(() => parseAuditArgs([clean, '--threads', '0'])).toThrow(
      '--threads must be a positive integer, got 0',
    );
    const missing = await run('audit', join(dir, 'missing.ndjson'));
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('cannot read') });
    const other = await run('audit', write('other.txt', 'not json\n'));
    expect(other).toMatchObject({ code: 2, stderr: expect.stringContaining('not a periscope export') });
  });

  it('writes a self-contained HTML report: timeline, rolls with modifiers and rule, the divergence highlighted', async () => {
    const file = join(dir, 'report.html');
    expect((await run('audit', tampered, '--html', file)).code).toBe(1);
    const html = readFileSync(file, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('class="patrol"');
    expect(html).toContain('<th>modifiers</th>');
    expect(html).toContain(`id="line-${tonnageLine + 1}"`);
    expect(html).toContain('class="event diverges"');
    expect(html).toContain('FIRST DIVERGENCE');
    expect(html).not.toMatch(/<script|<link|src=|https?:/);
  });

  it('escapes everything the export says', async () => {
    const seeds = { serverSeed: 'escape-seed', playerSeed: 'p' };
    const start: CareerCommand = {
      type: 'StartCareer',
      data: {
        uboatType: 'VIIC',
        startDate: '1943-07',
        kommandant: '<script>alert("x")</script>',
        seedCommitment: commitment(seeds.serverSeed),
        playerSeed: 'p',
      },
    };
    const events = recordCommands([start], seeds);
    const file = join(dir, 'escaped.html');
    await run(
      'audit',
      write('escaped.ndjson', toNdjson(exportCareer({ careerId: 'x', events, seeds }))),
      '--html',
      file,
    );
    const html = readFileSync(file, 'utf8');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
  });
});

describe('periscope audit --progress', () => {
  it('writes its stages on stderr and leaves the report on stdout alone', async () => {
    const quiet = await run('audit', clean, '--threads', '1');
    const { code, stdout, stderr } = await run('audit', clean, '--threads', '1', '--progress');
    expect(code).toBe(0);
    expect(stdout).toBe(quiet.stdout);
    expect(quiet.stderr).not.toContain('[audit]'); // stderr is no terminal here
    expect(stderr).toMatch(/^\[audit\] reading \d+\.\d MB \(\d+\.\d s\)\n/);
    expect(stderr).toContain(`[audit] verifying ${ended.events.length} events on 1 thread`);
    expect(stderr).toMatch(/\[audit\] done in \d+\.\d s\n$/);
  });
});
