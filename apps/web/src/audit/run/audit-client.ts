import type { VerifyRequest, WorkerMessage } from './messages';
import type { AuditOutcome, AuditProgress } from './run-audit';

/** Verifies an export's bytes; the screen takes any such function (the tests pass their own). */
export type Verify = (bytes: Uint8Array, onProgress: (p: AuditProgress) => void) => Promise<AuditOutcome>;

/** The export is not one (another file, a newer format): the reason, in the verifier's words. */
export class NotAnExportFile extends Error {
  override readonly name = 'NotAnExportFile';
}

/** Verifies in a Web Worker of its own, started for this export and ended with it. */
export const verifyInWorker: Verify = (bytes, onProgress) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./audit.worker.ts', import.meta.url), { type: 'module' });
    const end = () => worker.terminate();
    worker.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
      if (data.kind === 'progress') return onProgress(data);
      end();
      if (data.kind === 'done') resolve({ report: data.report, milliseconds: data.milliseconds });
      else reject(data.notAnExport ? new NotAnExportFile(data.message) : new Error(data.message));
    };
    worker.onerror = (e) => {
      end();
      reject(new Error(e.message || 'the verifier stopped'));
    };
    const copy = bytes.slice().buffer;
    worker.postMessage({ bytes: copy } satisfies VerifyRequest, [copy]);
  });
