import { byLine, CHECKS, type CheckName, type Finding } from './findings';
import type { RulingView } from './rulings-check';

export interface CheckSummary {
  readonly status: 'passed' | 'failed' | 'skipped';
  /** How many findings this check made (the report lists at most MAX_FINDINGS in all). */
  readonly findings: number;
  readonly note: string;
}

export interface StreamSummary {
  readonly stream: string;
  readonly kind: string;
  readonly events: number;
  readonly commands: number;
  /** Rolls recomputed from the seeds. */
  readonly rolls: number;
  readonly sealed: boolean;
  /** (d): the result recomputed from the events with the rulings; null for streams without one. */
  readonly result: Readonly<Record<string, unknown>> | null;
  /** What the export says was published, or null. */
  readonly published: Readonly<Record<string, unknown>> | null;
}

/** The audit's verdict on one export. `ok` only when every check passed or was skipped for a stated reason. */
export interface AuditReport {
  readonly ok: boolean;
  readonly subject: { readonly kind: string; readonly id: string };
  readonly chartPack: { readonly version: string; readonly hash: string };
  readonly engine: { readonly exported: string; readonly verifier: string };
  readonly checks: Readonly<Record<CheckName, CheckSummary>>;
  /** The earliest divergence in the file, the most telling one first at the same line; null when clean. */
  readonly firstDivergence: Finding | null;
  readonly findings: readonly Finding[];
  readonly findingsTotal: number;
  readonly streams: readonly StreamSummary[];
  readonly rulings: readonly RulingView[];
  readonly events: number;
  readonly headHash: string | null;
  readonly notes: readonly string[];
}

export const MAX_FINDINGS = 100;

export interface ReportParts {
  readonly subject: AuditReport['subject'];
  readonly chartPack: AuditReport['chartPack'];
  readonly engine: AuditReport['engine'];
  readonly findings: Finding[];
  readonly notes: Readonly<Record<CheckName, string>>;
  readonly skipped: ReadonlySet<CheckName>;
  readonly streams: readonly StreamSummary[];
  readonly rulings: readonly RulingView[];
  readonly events: number;
  readonly headHash: string | null;
  readonly extraNotes: readonly string[];
}

/** The report from what the checks found. */
export function assembleReport(parts: ReportParts): AuditReport {
  const findings = [...parts.findings].sort(byLine);
  const checks = Object.fromEntries(
    CHECKS.map((name) => {
      const count = findings.filter((f) => f.check === name).length;
      const status = count > 0 ? 'failed' : parts.skipped.has(name) ? 'skipped' : 'passed';
      return [name, { status, findings: count, note: parts.notes[name] }];
    }),
  ) as Record<CheckName, CheckSummary>;
  return {
    ok: findings.length === 0,
    subject: parts.subject,
    chartPack: parts.chartPack,
    engine: parts.engine,
    checks,
    firstDivergence: findings[0] ?? null,
    findings: findings.slice(0, MAX_FINDINGS),
    findingsTotal: findings.length,
    streams: parts.streams,
    rulings: parts.rulings,
    events: parts.events,
    headHash: parts.headHash,
    notes: parts.extraNotes,
  };
}
