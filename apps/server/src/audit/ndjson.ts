import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Response } from 'express';

/** Lines gathered into one write: large enough to be cheap, small enough that other requests run between. */
const CHUNK = 16 * 1024;

/**
 * An export's answer, streamed: NDJSON, each line made as it is sent, about 16 KiB a write, the event
 * loop free between writes and the socket's backpressure respected. A client that leaves stops the work.
 * One drain listener for the whole answer: the compression middleware moves `drain` listeners to its gzip
 * stream and cannot take them off again, so one a wait would pile up there (each drain calling them all).
 */
export async function sendNdjson(response: Response, lines: Iterable<string>): Promise<void> {
  response.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
  let wake: (() => void) | undefined;
  const resume = () => wake?.();
  response.on('drain', resume).on('close', resume);
  const drained = () => new Promise<void>((resolve) => (wake = resolve));
  try {
    let chunk = '';
    for (const line of lines) {
      chunk += `${line}\n`;
      if (chunk.length < CHUNK) continue;
      if (!response.write(chunk) && !response.destroyed) await drained();
      else await nextTurn();
      chunk = '';
      if (response.destroyed) return;
    }
    response.end(chunk);
  } finally {
    wake = undefined;
    response.off('close', resume);
  }
}
