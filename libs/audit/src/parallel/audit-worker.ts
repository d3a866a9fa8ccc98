// A thread of the audit (AuditPool): it scans the lines of each scan batch and verifies the streams of each batch
// it is sent, as many as it can take.
import { parentPort } from 'node:worker_threads';
import { runJob, takeJobs, takeScans, type Reply, type Task } from './batch';

const port = parentPort;
if (!port) throw new Error('audit-worker runs in a worker thread of AuditPool');
port.on('message', (task: Task) => {
  try {
    if (task && 'scan' in task) {
      const scans = takeScans(task.scan, Buffer.from(task.scan.bytes));
      return port.postMessage(
        { scans } satisfies Reply,
        scans.map(([, scan]) => scan.rows.buffer as ArrayBuffer),
      );
    }
    if (task && 'verify' in task) {
      const batch = task.verify;
      const bytes = Buffer.from(batch.bytes);
      return port.postMessage({
        outcomes: takeJobs(batch, (job) => runJob(batch, bytes, job)),
      } satisfies Reply);
    }
    port.postMessage({ outcomes: [] } satisfies Reply);
  } catch (error) {
    port.postMessage({
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    } satisfies Reply);
  }
});
