import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Response } from 'express';

/** Lines gathered into one write: large enough to be cheap, small enough that other requests run between. */
const CHUNK = 16 * 1024;

/** Until the socket takes more, or the client has gone; the listeners removed either way. */
const drained = (response: Response): Promise<void> =>
  new Promise((resolve) => {
    const done = () => {
      response.off('drain', done).off('close', done);
      resolve();
    };
    response.on('drain', done).on('close', done);
  });

/**
 * An export's answer, streamed: NDJSON, each line made as it is sent, about 16 KiB a write, the event
 * loop free between writes and the socket's backpressure respected. A client that leaves stops the work.
 */
export async function sendNdjson(response: Response, lines: Iterable<string>): Promise<void> {
  response.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
  let chunk = '';
  for (const line of lines) {
    chunk += `${line}\n`;
    if (chunk.length < CHUNK) continue;
    if (!response.write(chunk)) await drained(response);
    else await nextTurn();
    chunk = '';
    if (response.destroyed) return;
  }
  response.end(chunk);
}
