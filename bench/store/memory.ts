import { spawn } from 'node:child_process';
import { extname, join } from 'node:path';
import type { StoreLocation } from './stores';

export interface MemoryResult {
  events: number;
  maxRssMb: number;
  /** RSS once the store is open, before the first read. */
  baselineMb: number;
  seconds: number;
}

/**
 * Reads every event of `location` through readAll in a child process (so that nothing this process holds counts)
 * and returns the child's peak RSS.
 */
export function measureReadAllMemory(location: StoreLocation, expected: number): Promise<MemoryResult> {
  const child = spawn(
    process.execPath,
    [
      ...process.execArgv,
      join(__dirname, `memory-child${extname(__filename)}`),
      JSON.stringify({ location, expected }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code !== 0) return reject(new Error(`memory child exited with ${signal ?? code}: ${out.trim()}`));
      try {
        resolve(JSON.parse(out) as MemoryResult);
      } catch {
        reject(new Error(`memory child printed no result: ${out.trim()}`));
      }
    });
  });
}
