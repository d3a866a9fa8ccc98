import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chartPackHash, defaultChartPack, type ChartPack } from '@periscope/rules';
import { endedCareerWithSinkings, lineOf, revealedExport, sha256, text } from './audit.fixtures';
import { exportCareer } from './career/export-career';
import { ENGINE_VERSION, GENESIS_HASH } from './format';
import { NotAnExport } from './read';
import { verifyExport } from './verify';

const career = endedCareerWithSinkings();
const lines = revealedExport(career);

describe('the export', () => {
  it('is a header, one line per event, a trailer', () => {
    expect(lines).toHaveLength(career.events.length + 2);
    const { header } = JSON.parse(lines[0]);
    expect(header).toEqual({
      format: 'periscope-export',
      version: 1,
      kind: 'career',
      id: career.careerId,
      chartPack: { version: defaultChartPack.version, hash: chartPackHash(defaultChartPack) },
      engine: ENGINE_VERSION,
      streams: [
        {
          stream: `career-${career.careerId}`,
          kind: 'career',
          events: career.events.length,
          seeds: career.seeds,
        },
      ],
    });
    const { trailer } = JSON.parse(lines[lines.length - 1]);
    expect(trailer).toEqual({
      events: career.events.length,
      headHash: lineOf(lines, lines.length - 1).hash,
      published: {},
    });
  });

  it('chains: each hash is sha256 of {"prevHash":…,"event":…} and the next line links to it', () => {
    let prev = GENESIS_HASH;
    for (let n = 2; n < lines.length; n++) {
      const line = lineOf(lines, n);
      expect(line.prevHash).toBe(prev);
      expect(line.hash).toBe(sha256(JSON.stringify({ prevHash: line.prevHash, event: line.event })));
      expect(lines[n - 1]).toBe(JSON.stringify(line));
      prev = line.hash;
    }
  });

  it('writes each event with the bytes the engine decided, and the same events always give the same export', () => {
    const { event } = lineOf(lines, 2);
    expect(JSON.stringify(event.data)).toBe(JSON.stringify(career.events[0].data));
    expect(Object.keys(event)).toEqual(['stream', 'revision', 'type', 'data', 'metadata']);
    expect(revealedExport(career)).toEqual(lines);
  });

  it('names the engine version of package.json', () => {
    const pkg = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8'));
    expect(ENGINE_VERSION).toBe(pkg.version);
  });
});

describe('verify on a clean export', () => {
  it('passes every check and names no divergence', () => {
    const report = verifyExport(text(lines));
    expect(report).toMatchObject({
      ok: true,
      firstDivergence: null,
      findings: [],
      events: career.events.length,
    });
    expect(Object.values(report.checks).map((c) => c.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
    ]);
    const [summary] = report.streams;
    expect(summary.rolls).toBeGreaterThan(0);
    expect(summary.commands).toBeLessThan(career.events.length);
    const sunk = career.events.filter((e) => e.type === 'ShipSunk');
    expect(summary.result).toMatchObject({
      tonnage: sunk.reduce((t, e) => t + (e.data as { tonnage: number }).tonnage, 0),
      shipsSunk: sunk.length,
      ended: true,
    });
  });

  it('takes bytes as well as text, and a trailing CR on every line', () => {
    expect(verifyExport(Buffer.from(text(lines))).ok).toBe(true);
    expect(verifyExport(lines.join('\r\n')).ok).toBe(true);
  });

  it('checks what the export says was published', () => {
    const published = { tonnage: 1, shipsSunk: 0 };
    const report = verifyExport(text(exportCareer({ ...career, published })));
    expect(report.ok).toBe(false);
    expect(report.firstDivergence).toMatchObject({
      check: 'results',
      line: lines.length,
      rule: '5.2.1',
      path: 'published.tonnage',
      found: 1,
    });
  });

  it('cannot replay an export decided with another chart pack, and says so', () => {
    const other = { ...defaultChartPack, version: '0.0.1-other' } as ChartPack;
    const report = verifyExport(text(lines), { charts: other });
    expect(report.checks.replay.status).toBe('failed');
    expect(report.firstDivergence).toMatchObject({ check: 'replay', line: 1, path: 'header.chartPack' });
    expect(report.checks.rolls.status).toBe('passed'); // the rolls still recompute one by one
  });

  it('refuses what is no export', () => {
    expect(() => verifyExport('')).toThrow(NotAnExport);
    expect(() => verifyExport('hello\n')).toThrow('line 1 is not JSON');
    expect(() => verifyExport('{"header":{"format":"other"}}\n')).toThrow(NotAnExport);
    expect(() => verifyExport(lines[0].replace('"version":1', '"version":2'))).toThrow('format version 2');
  });
});
