// Buffer first: libs/audit's modules use it as they load.
import '../node/buffer-global';
import type { VerifyRequest, WorkerMessage } from './messages';
import { runAudit, type AuditProgress } from './run-audit';

/** The audit off the page's thread: one export per message, progress at most every 50 ms. */
const post = (message: WorkerMessage) => (self as unknown as Worker).postMessage(message);

let lastProgress = 0;
const progress = (p: AuditProgress) => {
  const now = performance.now();
  if (now - lastProgress < 50 && p.done < p.total) return;
  lastProgress = now;
  post({ kind: 'progress', ...p });
};

self.onmessage = ({ data }: MessageEvent<VerifyRequest>) => {
  try {
    const outcome = runAudit(new Uint8Array(data.bytes), progress, () => performance.now());
    post({ kind: 'done', ...outcome });
  } catch (error) {
    const e = error as Error;
    post({ kind: 'failed', notAnExport: e.name === 'NotAnExport', message: e.message });
  }
};
