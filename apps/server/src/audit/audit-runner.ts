import { extname, join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import { startWorker, verifyExport, type AuditReport } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '@periscope/play';

export interface AuditRequest {
  readonly id: number;
  readonly ndjson: string;
}

export type AuditResponse =
  { readonly id: number; readonly report: AuditReport } | { readonly id: number; readonly error: string };

interface Pending {
  readonly ndjson: string;
  resolve(report: AuditReport): void;
  reject(error: unknown): void;
}

/** The worker's script (tests give another). */
export const AUDIT_WORKER_FILE = Symbol('AUDIT_WORKER_FILE');

/**
 * Verifies exports off the event loop: a tournament's audit replays every career, seconds of work for
 * a large one, and the live views must not wait for it. One worker thread takes the audits in turn; when it is
 * gone, the audits it held are verified here instead, so that a request is always answered.
 */
@Injectable()
export class AuditRunner implements OnModuleDestroy {
  readonly #logger = new Logger(AuditRunner.name);
  readonly #pending = new Map<number, Pending>();
  #worker: Worker | undefined;
  #next = 0;
  /** Audits answered by the worker and here (after a worker failed). */
  readonly counts = { worker: 0, here: 0 };

  constructor(
    @Optional()
    @Inject(AUDIT_WORKER_FILE)
    private readonly file: string = join(__dirname, `audit-runner.worker${extname(__filename)}`),
  ) {}

  /** Starts the thread before the first audit, for a caller that must answer soon after it (the hall of fame). */
  warm(): void {
    this.#thread();
  }

  verify(ndjson: string): Promise<AuditReport> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { ndjson, resolve, reject });
      this.#thread().postMessage({ id, ndjson } satisfies AuditRequest);
    });
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
    this.#answerHere();
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker(this.file);
    worker.unref();
    worker.on('message', (response: AuditResponse) => this.#answer(response));
    worker.on('error', (error) => this.#lost(worker, `failed: ${error.message}`));
    worker.on('exit', (code) => this.#lost(worker, `exited with code ${code}`));
    return (this.#worker = worker);
  }

  #answer(response: AuditResponse): void {
    const pending = this.#pending.get(response.id);
    if (!pending) return;
    if ('error' in response) return this.#here(response.id); // the same error, thrown here, reaches the caller
    this.#pending.delete(response.id);
    this.counts.worker++;
    pending.resolve(response.report);
  }

  #lost(worker: Worker, why: string): void {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    this.#logger.error(
      `the audit worker ${why}; its ${this.#pending.size} audit(s) are verified on the main thread`,
    );
    this.#answerHere();
  }

  #answerHere(): void {
    for (const id of [...this.#pending.keys()]) this.#here(id);
  }

  #here(id: number): void {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    this.counts.here++;
    try {
      pending.resolve(verifyExport(pending.ndjson, { verifiers: AUDIT_VERIFIERS }));
    } catch (error) {
      pending.reject(error);
    }
  }
}
