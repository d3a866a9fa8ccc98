import { readExport, reportFrom, type AuditReport } from '@periscope/audit';
import { joinOutcomes, planStreams, type StreamOutcome } from '@periscope/audit/verify';
import { AUDIT_VERIFIERS } from '@periscope/play/audit-verifiers';

/** How far the verification is: the chain (a) read, then each stream through (b)-(d). */
export interface AuditProgress {
  readonly done: number;
  readonly total: number;
  /** The stream being verified, or null while the chain is read. */
  readonly stream: string | null;
}

export interface AuditOutcome {
  readonly report: AuditReport;
  /** The verification's own time (the page's clock in the worker), for events per second. */
  readonly milliseconds: number;
}

/**
 * The audit the CLI runs (`periscope audit --threads 1`): libs/audit's checks with every verifier of
 * AUDIT_VERIFIERS, stream by stream so that the page can show how far it is. Throws NotAnExport.
 */
export function runAudit(
  bytes: Uint8Array,
  onProgress: (progress: AuditProgress) => void,
  clock: () => number,
): AuditOutcome {
  const started = clock();
  const options = { verifiers: AUDIT_VERIFIERS };
  const lines = readExport(bytes);
  const plan = planStreams(lines, options);
  const total = plan.entries.length + 1;
  onProgress({ done: 1, total, stream: null });
  const outcomes: StreamOutcome[] = plan.entries.map((entry, i) => {
    const outcome = plan.verify(entry);
    onProgress({ done: i + 2, total, stream: entry.stream });
    return outcome;
  });
  const report = reportFrom(lines, joinOutcomes(plan, outcomes), options);
  return { report, milliseconds: clock() - started };
}
