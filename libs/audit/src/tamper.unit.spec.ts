import type { RecordedRoll } from '@periscope/rules';
import {
  endedCareerWithSinkings,
  lineOf,
  lineWhere,
  rehash,
  revealedExport,
  tamper,
  text,
} from './audit.fixtures';
import { exportCareer } from './career/export-career';
import type { ExportedEvent } from './format';
import { verifyExport } from './verify';

const career = endedCareerWithSinkings();
const lines = revealedExport(career);
const verify = (edited: readonly string[]) => verifyExport(text(edited));

/** The first event line holding a top-level `roll` that is not null, and that roll. */
const rolled = lineWhere(lines, (e) => (e.data as { roll?: RecordedRoll | null }).roll != null);
const roll = (lineOf(lines, rolled).event.data as { roll: RecordedRoll }).roll;
const otherFaces = roll.faces.map((f, i) => (i === 0 ? (f % 6) + 1 : f));
const bentRoll = (e: ExportedEvent): ExportedEvent => ({
  ...e,
  data: { ...(e.data as object), roll: { ...roll, faces: otherFaces } },
});

describe('a tampered roll', () => {
  it('is pointed at: its line, its rule, the faces recomputed and the faces found', () => {
    const report = verify(tamper(lines, rolled, bentRoll));
    expect(report.ok).toBe(false);
    expect(report.firstDivergence).toMatchObject({
      check: 'rolls',
      line: rolled,
      revision: rolled - 2,
      type: lineOf(lines, rolled).event.type,
      rule: roll.rule,
      path: 'data.roll.faces',
      expected: roll.faces,
      found: otherFaces,
    });
    // The same line also fails its hash and the replay.
    const atLine = report.findings.filter((f) => f.line === rolled).map((f) => f.check);
    expect(atLine).toEqual(['rolls', 'replay', 'chain']);
  });

  it('is caught by the rolls and the replay even when the forger rehashes the whole chain', () => {
    const report = verify(rehash(tamper(lines, rolled, bentRoll)));
    expect(report.checks.chain.status).toBe('passed');
    expect(report.checks.rolls.status).toBe('failed');
    expect(report.checks.replay.status).toBe('failed');
    expect(report.firstDivergence).toMatchObject({ check: 'rolls', line: rolled, rule: roll.rule });
  });
});

describe('a tampered tonnage', () => {
  const sunk = lineWhere(lines, (e) => e.type === 'ShipSunk');
  const real = (lineOf(lines, sunk).event.data as { tonnage: number }).tonnage;
  const more = (e: ExportedEvent): ExportedEvent => ({
    ...e,
    data: { ...(e.data as object), tonnage: real + 5000 },
  });

  it('is pointed at on the ShipSunk: what decide gives and what the export says', () => {
    const report = verify(rehash(tamper(lines, sunk, more)));
    expect(report.firstDivergence).toMatchObject({
      check: 'replay',
      line: sunk,
      type: 'ShipSunk',
      path: 'data.tonnage',
      expected: real,
      found: real + 5000,
    });
    // CareerEnded still says the true sum: (d) no longer adds up.
    expect(report.findings).toContainEqual(
      expect.objectContaining({ check: 'results', type: 'CareerEnded', rule: '5.2.1', path: 'data.tonnage' }),
    );
  });

  it('is caught in what was published', () => {
    const tonnage = career.events
      .filter((e) => e.type === 'ShipSunk')
      .reduce((t, e) => t + (e.data as { tonnage: number }).tonnage, 0);
    const honest = verifyExport(text(exportCareer({ ...career, published: { tonnage } })));
    expect(honest.ok).toBe(true);
    const inflated = verifyExport(text(exportCareer({ ...career, published: { tonnage: tonnage + 1 } })));
    expect(inflated.firstDivergence).toMatchObject({
      check: 'results',
      path: 'published.tonnage',
      expected: tonnage,
      found: tonnage + 1,
    });
  });
});

describe('a tampered victory level', () => {
  it('is pointed at on CareerEnded (5.2.2)', () => {
    const ended = lineWhere(lines, (e) => e.type === 'CareerEnded');
    const edited = rehash(
      tamper(lines, ended, (e) => ({
        ...e,
        data: { ...(e.data as object), victoryLevel: 'decisiveVictory' },
      })),
    );
    const report = verify(edited);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        check: 'results',
        line: ended,
        rule: '5.2.2',
        path: 'data.victoryLevel',
        found: 'decisiveVictory',
      }),
    );
  });
});

describe('events out of order', () => {
  const n = lineWhere(lines, (e) => e.type === 'ShipSunk') - 1;
  const swapped = lines.map((l, i) => (i === n - 1 ? lines[n] : i === n ? lines[n - 1] : l));

  it('breaks the chain at the first moved line', () => {
    const report = verify(swapped);
    expect(report.firstDivergence?.line).toBe(n);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ check: 'chain', line: n, revision: n - 1, expected: n - 2 }),
    );
  });

  it('is caught by the replay when the forger renumbers and rehashes', () => {
    const renumbered = swapped.map((l, i) => {
      if (i !== n - 1 && i !== n) return l;
      const line = JSON.parse(l);
      line.event.revision = i - 1;
      return JSON.stringify(line);
    });
    const report = verify(rehash(renumbered));
    expect(report.checks.chain.status).toBe('passed');
    expect(report.firstDivergence).toMatchObject({
      check: 'replay',
      line: n,
      path: 'type',
      expected: lineOf(lines, n).event.type,
      found: lineOf(lines, n + 1).event.type,
    });
  });
});

describe('a deleted event', () => {
  const n = lineWhere(lines, (e) => e.type === 'ShipSunk');
  const deleted = lines.filter((_, i) => i !== n - 1);

  it('leaves a gap in the chain and the revisions where it was', () => {
    const report = verify(deleted);
    expect(report.firstDivergence).toMatchObject({ line: n });
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        check: 'chain',
        line: n,
        message: expect.stringContaining(`revision ${n - 2} is missing`),
      }),
    );
  });

  it('is caught by the replay when the forger renumbers and rehashes', () => {
    const renumbered = deleted.map((l, i) => {
      if (i < n - 1 || !l.startsWith('{"prevHash"')) return l;
      const line = JSON.parse(l);
      line.event.revision -= 1;
      return JSON.stringify(line);
    });
    const header = JSON.parse(renumbered[0]);
    header.header.streams[0].events -= 1;
    const report = verify(rehash([JSON.stringify(header), ...renumbered.slice(1)]));
    expect(report.checks.chain.status).toBe('passed');
    expect(report.firstDivergence).toMatchObject({ check: 'replay', expected: 'ShipSunk' });
  });

  it('at the end is caught by the replay and the trailer', () => {
    const report = verify([...lines.slice(0, -2), lines[lines.length - 1]]);
    expect(report.firstDivergence).toMatchObject({
      check: 'replay',
      line: lines.length - 2,
      expected: 'CareerEnded',
    });
    expect(report.findings.map((f) => f.message)).toContain(
      `the trailer counts ${career.events.length} events, the export has ${career.events.length - 1}: events were added or removed`,
    );
  });

  it('cut short with its trailer is caught too', () => {
    const report = verify(lines.slice(0, -1));
    expect(report.findings.map((f) => f.message)).toContain('no trailer: the export may have been cut short');
  });
});

describe('a wrong seed', () => {
  it('is pointed at on CareerStarted: the commitment it published and the sha256 of the seed revealed', () => {
    const header = JSON.parse(lines[0]);
    header.header.streams[0].seeds.serverSeed = 'not-the-seed';
    const report = verify([JSON.stringify(header), ...lines.slice(1)]);
    expect(report.firstDivergence).toMatchObject({
      check: 'rolls',
      line: 2,
      type: 'CareerStarted',
      path: 'data.seedCommitment',
      found: (career.events[0].data as { seedCommitment: string }).seedCommitment,
    });
    // One finding, not one per roll; the replay runs on the recorded dice and passes.
    expect(report.findingsTotal).toBe(1);
    expect(report.checks.replay.status).toBe('passed');
  });
});

describe('sealed seeds (a running career)', () => {
  // The career as it stood before the command that ended it: every command's events whole.
  const commandOf = (e: (typeof career.events)[number]) => e.metadata?.commandId;
  const ending = commandOf(career.events.find((e) => e.type === 'CareerEnded')!);
  const running = career.events.slice(
    0,
    career.events.findIndex((e) => commandOf(e) === ending),
  );
  const sealed = exportCareer({ careerId: career.careerId, events: running, seeds: 'sealed' });

  it('runs the chain and the replay only, and says so', () => {
    const report = verify(sealed);
    expect(report.ok).toBe(true);
    expect(report.checks.rolls).toMatchObject({ status: 'skipped', note: expect.stringContaining('sealed') });
    expect(report.checks.replay).toMatchObject({
      status: 'passed',
      note: expect.stringContaining('recorded'),
    });
    expect(report.streams[0]).toMatchObject({ sealed: true, rolls: 0 });
  });

  it('still catches a result the recorded dice do not give', () => {
    const sunk = lineWhere(sealed, (e) => e.type === 'ShipSunk');
    const edited = rehash(
      tamper(sealed, sunk, (e) => ({ ...e, data: { ...(e.data as object), tonnage: 1 } })),
    );
    expect(verify(edited).firstDivergence).toMatchObject({
      check: 'replay',
      line: sunk,
      path: 'data.tonnage',
    });
  });
});

describe('sealed seeds of an ended career (L-1)', () => {
  it('does not verify clean: the header withholds the seeds that would check its dice', () => {
    const report = verify(
      exportCareer({ careerId: career.careerId, events: career.events, seeds: 'sealed' }),
    );
    expect(report.ok).toBe(false);
    expect(report.checks.rolls.status).toBe('failed');
    expect(report.firstDivergence).toMatchObject({
      check: 'rolls',
      type: 'CareerEnded',
      message: expect.stringContaining('L-1'),
    });
  });
});
