import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultChartPack } from '@periscope/rules';
import { lineWhere, tamper, text } from '../audit.fixtures';
import { careerStreamName, careerStreams, chartPackOf } from '../career/export-career';
import { exportStreams } from '../export';
import { careerResult } from '../career/career-result';
import { botCareersExport, type RecordedCareer } from '../record';
import type { RulingFiled, SubjectEvent } from '../rulings';
import { verifyExport } from '../verify';
import { AuditPool } from './audit-pool';

// Given an export of 24 bot careers and a ruling, when a pool of two threads audits it, then its report is
// the one verifyExport gives, and the worker scanned some of the lines and verified some of the careers.
describe('AuditPool: the audit on two threads', () => {
  const { careers, lines } = botCareersExport(24);
  const pool = new AuditPool(2, { scanRun: 64 * 1024 });
  /** The last career that sank a ship: the worker takes careers from the first on, the main thread too. */
  const sinking = careers.filter((c) => c.events.some((e) => e.type === 'ShipSunk')).at(-1) as RecordedCareer;

  beforeAll(() => pool.warm(), 60_000);
  afterAll(() => pool.close());

  it('gives the report of one thread, with the streams shared between the threads', async () => {
    const report = await pool.verify(text(lines));
    expect(report.ok).toBe(true);
    expect(report).toEqual(verifyExport(text(lines)));
    expect(pool.share).toHaveLength(2);
    expect(pool.share[0] + pool.share[1]).toBe(24);
    expect(pool.share[1]).toBeGreaterThan(0);
    expect(pool.scanned).toHaveLength(2);
    expect(pool.scanned[0] + pool.scanned[1]).toBeGreaterThan(20);
    expect(pool.scanned[1]).toBeGreaterThan(0);
  });

  it('finds what one thread finds in a tampered export, in the same order', async () => {
    const stream = careerStreamName(sinking.careerId);
    const n = lineWhere(lines, (e) => e.stream === stream && e.type === 'ShipSunk');
    const edited = text(
      tamper(lines, n, (e) => ({ ...e, data: { ...(e.data as object), tonnage: 99_999 } })),
    );
    const report = await pool.verify(edited);
    expect(report.ok).toBe(false);
    expect(report.firstDivergence).toMatchObject({ line: n, stream });
    expect(report).toEqual(verifyExport(edited));
  });

  it('finds what one thread finds in the chain: lines moved, removed and cut short', async () => {
    const n = Math.floor(lines.length / 2);
    const edited = [...lines.slice(0, n), lines[n + 1], lines[n], ...lines.slice(n + 3, -40)];
    const report = await pool.verify(text(edited));
    expect(report.findings.filter((f) => f.check === 'chain').length).toBeGreaterThan(3);
    expect(pool.scanned[1]).toBeGreaterThan(0);
    expect(report).toEqual(verifyExport(text(edited)));
  });

  it('refuses what is no export as readExport does', async () => {
    await expect(pool.verify('')).rejects.toThrow('the file is empty: not a periscope export');
    await expect(pool.verify('{"nope":1}\n')).rejects.toThrow('line 1 is not a periscope-export header');
  });

  it('applies the rulings on a career verified by a worker', async () => {
    const ruled = sinking;
    const sunk = ruled.events.findIndex((e) => e.type === 'ShipSunk');
    const opened = ruled.events.map((e) => e.type).lastIndexOf('EncounterRolled', sunk);
    const ruling: RulingFiled['data'] = {
      rulingId: 'ruling-1',
      subject: careerStreamName(ruled.careerId),
      ruling: { kind: 'voidEncounter', revision: opened },
      reason: 'The player lost his connection during the attack',
      organiser: 'organiser:kapitaen',
    };
    const published = careerResult(ruled.events as SubjectEvent[], [ruling.ruling]);
    const withRuling = text(
      exportStreams({
        kind: 'careers',
        id: 'bots-24-ruled',
        chartPack: chartPackOf(careers[0].events),
        streams: careers.flatMap((c) =>
          careerStreams({
            ...c,
            rulings: c === ruled ? [{ revision: 0, type: 'RulingFiled', data: ruling, metadata: {} }] : [],
          }),
        ),
        published: { [ruling.subject]: { ...published } },
      }),
    );
    const report = await pool.verify(withRuling);
    expect(report.ok).toBe(true);
    expect(report.streams.find((s) => s.stream === ruling.subject)?.result).toMatchObject({
      tonnage: published.tonnage,
    });
    expect(pool.share[1]).toBeGreaterThan(0);
    expect(report).toEqual(verifyExport(withRuling));
  });

  it('keeps a stream on the main thread when it is verified on another chart pack', async () => {
    const charts = { ...defaultChartPack };
    const report = await pool.verify(text(lines), { charts });
    expect(pool.share).toEqual([24]);
    expect(report).toEqual(verifyExport(text(lines), { charts }));
  });
});

describe('AuditPool whose worker dies', () => {
  const { lines } = botCareersExport(6);
  const dying = join(mkdtempSync(join(tmpdir(), 'periscope-audit-pool-')), 'dying-worker.js');
  writeFileSync(dying, 'process.exit(3);\n');
  const pool = new AuditPool(2, { workerFile: dying, scanRun: 16 * 1024 });
  afterAll(() => pool.close());

  it('scans every line and verifies every stream on the main thread, audit after audit', async () => {
    for (let run = 0; run < 2; run++) {
      const report = await pool.verify(text(lines));
      expect(report).toEqual(verifyExport(text(lines)));
      expect(pool.share[0]).toBe(6);
      expect(pool.scanned.slice(1).every((runs) => runs === 0)).toBe(true);
    }
  });
});
