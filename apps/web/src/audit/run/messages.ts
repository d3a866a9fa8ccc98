import type { AuditOutcome, AuditProgress } from './run-audit';

/** The page asks the worker to verify an export's bytes (transferred, not copied). */
export interface VerifyRequest {
  readonly bytes: ArrayBuffer;
}

/** What the worker answers: progress any number of times, then the outcome or why there is none. */
export type WorkerMessage =
  | ({ readonly kind: 'progress' } & AuditProgress)
  | ({ readonly kind: 'done' } & AuditOutcome)
  | { readonly kind: 'failed'; readonly notAnExport: boolean; readonly message: string };
