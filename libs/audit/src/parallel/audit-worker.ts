// A thread of the audit (AuditPool): it verifies the streams of each batch it is sent, as many as it can take.
import { parentPort } from 'node:worker_threads';
import { runJob, takeJobs, type Batch, type BatchReply } from './batch';

const port = parentPort;
if (!port) throw new Error('audit-worker runs in a worker thread of AuditPool');
port.on('message', (batch: Batch | null) => {
  let reply: BatchReply = { outcomes: [] }; // null: a ping, to know the worker is up
  if (batch)
    try {
      const bytes = Buffer.from(batch.bytes);
      reply = { outcomes: takeJobs(batch, (job) => runJob(batch, bytes, job)) };
    } catch (error) {
      reply = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
  port.postMessage(reply);
});
