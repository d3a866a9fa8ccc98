import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import type { PlayIO } from './terminal';

/** Piped answers, one a line, and the text the game writes. */
export function pipedIO(answers: readonly string[]): { io: PlayIO; text: () => string } {
  const chunks: string[] = [];
  const output = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const input = Readable.from([answers.map((a) => `${a}\n`).join('')]);
  return { io: { input, output }, text: () => chunks.join('') };
}

export const tempFile = (name: string): string => join(mkdtempSync(join(tmpdir(), 'periscope-play-')), name);
