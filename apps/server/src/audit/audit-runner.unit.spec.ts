import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { NotAnExport, toNdjson, verifyExport } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '@periscope/play';
import { playedTournament, tournamentExport } from '@periscope/play/play.fixtures';
import { AuditRunner } from './audit-runner';

const lines = tournamentExport(playedTournament(4));
const clean = toNdjson(lines);
const sunk = lines.findIndex((l) => l.includes('"type":"ShipSunk"'));
const forged = toNdjson(lines.map((l, i) => (i === sunk ? l.replace('"tonnage":', '"tonnage":1') : l)));
const inProcess = (ndjson: string) => verifyExport(ndjson, { verifiers: AUDIT_VERIFIERS });

describe('AuditRunner: audits off the event loop', () => {
  const runner = new AuditRunner();
  afterAll(() => runner.onModuleDestroy());

  it('verifies on its worker thread, with the report the main thread would give', async () => {
    const [one, two] = await Promise.all([runner.verify(clean), runner.verify(forged)]);
    expect(one.ok).toBe(true);
    expect(one).toEqual(inProcess(clean));
    expect(two.ok).toBe(false);
    expect(two).toEqual(inProcess(forged));
    expect(runner.counts).toEqual({ worker: 2, here: 0 });
  }, 60_000);

  it('rejects what is no export with the error the main thread would throw', async () => {
    await expect(runner.verify('not json\n')).rejects.toThrow(NotAnExport);
  });
});

describe('AuditRunner whose worker dies', () => {
  const dir = mkdtempSync(join(tmpdir(), 'periscope-audit-runner-'));
  const dying = join(dir, 'dying-worker.js');
  writeFileSync(dying, 'process.exit(3);\n');
  const runner = new AuditRunner(dying);
  afterAll(() => runner.onModuleDestroy());

  it('answers its audits on the main thread, and says so in the log', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const report = await runner.verify(clean);
    expect(report).toEqual(inProcess(clean));
    expect(runner.counts).toEqual({ worker: 0, here: 1 });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('the audit worker exited with code 3'));
    error.mockRestore();
  });
});
