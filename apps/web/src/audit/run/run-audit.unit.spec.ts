/** @jest-environment node */
import { verifyExport } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '@periscope/play';
import {
  bentRoll,
  cleanExport,
  deletedLine,
  rolledLine,
  sunkLine,
  tamperedRoll,
  tamperedTonnage,
  withLineDeleted,
} from '../audit.fixtures';
import type { AuditProgress, runAudit as RunAudit } from './run-audit';

/**
 * runAudit as the browser runs it: node:crypto replaced by the shim on @noble/hashes and Buffer by the `buffer`
 * package, the same libs/audit code loaded afresh on them. Its reports must be node's, to the letter.
 */
function browserRunAudit(): typeof RunAudit {
  let run: typeof RunAudit | undefined;
  const nodeBuffer = globalThis.Buffer;
  jest.isolateModules(() => {
    jest.doMock('node:crypto', () => jest.requireActual('../crypto-shim'));
    globalThis.Buffer = jest.requireActual('buffer/').Buffer;
    jest.requireActual('../node/buffer-global');
    run = jest.requireActual<{ runAudit: typeof RunAudit }>('./run-audit').runAudit;
  });
  globalThis.Buffer = nodeBuffer;
  return run!;
}

const runAudit = browserRunAudit();
const bytes = (text: string) => new TextEncoder().encode(text);
const audit = (text: string, progress: AuditProgress[] = []) => {
  const nodeBuffer = globalThis.Buffer;
  globalThis.Buffer = jest.requireActual('buffer/').Buffer;
  try {
    return runAudit(
      bytes(text),
      (p) => progress.push(p),
      () => 0,
    ).report;
  } finally {
    globalThis.Buffer = nodeBuffer;
  }
};

describe('the audit in the browser', () => {
  it('passes a clean export with the report the CLI gives, stream by stream', () => {
    const progress: AuditProgress[] = [];
    const report = audit(cleanExport, progress);
    expect(report.ok).toBe(true);
    expect(report).toEqual(verifyExport(cleanExport, { verifiers: AUDIT_VERIFIERS }));
    expect(progress.map((p) => p.done)).toEqual([1, 2]);
    expect(progress.at(-1)).toMatchObject({ done: 2, total: 2, stream: expect.stringMatching(/^career-/) });
  });

  it('points at a changed die: its line, the roll check, the rule of the roll', () => {
    const report = audit(tamperedRoll());
    expect(report.ok).toBe(false);
    expect(report.firstDivergence).toMatchObject({ check: 'rolls', line: rolledLine, rule: bentRoll.rule });
  });

  it('points at a changed tonnage on the ShipSunk line', () => {
    const report = audit(tamperedTonnage());
    expect(report.firstDivergence).toMatchObject({ line: sunkLine, type: 'ShipSunk' });
    expect(report.checks.replay.status).toBe('failed');
  });

  it('points at a deleted line where the chain breaks', () => {
    const report = audit(withLineDeleted());
    expect(report.firstDivergence).toMatchObject({ line: deletedLine });
    expect(report.checks.chain.status).toBe('failed');
  });

  it('throws NotAnExport on a file that is none', () => {
    expect(() => audit('hello\n')).toThrow(expect.objectContaining({ name: 'NotAnExport' }));
  });
});
