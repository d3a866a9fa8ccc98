// AuditRunner's thread: verifies the exports it is sent, one after the other, with every kind's verifier.
import { parentPort } from 'node:worker_threads';
import { verifyExport } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '@periscope/play';
import type { AuditRequest, AuditResponse } from './audit-runner';

const port = parentPort;
if (!port) throw new Error('audit-runner.worker runs in a worker thread of AuditRunner');
port.on('message', ({ id, ndjson }: AuditRequest) => {
  let response: AuditResponse;
  try {
    response = { id, report: verifyExport(ndjson, { verifiers: AUDIT_VERIFIERS }) };
  } catch (error) {
    response = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(response);
});
