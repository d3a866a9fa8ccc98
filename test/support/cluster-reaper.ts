import { type ChildProcess, spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

/**
 * A watchdog process that outlives the test's: it reads what to clean up on its stdin, and when that pipe closes
 * (the test's process ended, however: a jest timeout, a crash, kill -9) it kills the processes still listed, stops
 * the PostgreSQL clusters still listed and removes the dirs. What the test tears down itself it forgets first.
 */
const REAPER = `
const { spawnSync } = require('node:child_process');
const { rmSync } = require('node:fs');
const listed = new Map();
let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  buffer += chunk;
  for (let end = buffer.indexOf('\\n'); end >= 0; end = buffer.indexOf('\\n')) {
    const line = buffer.slice(0, end);
    buffer = buffer.slice(end + 1);
    const op = line[0];
    const item = line.slice(2);
    if (op === '+') listed.set(item, JSON.parse(item));
    else listed.delete(item);
  }
});
process.stdin.on('end', () => {
  const items = [...listed.values()];
  for (const { pid } of items.filter((i) => i.pid)) try { process.kill(pid, 'SIGKILL'); } catch {}
  for (const { command } of items.filter((i) => i.command)) spawnSync(command[0], command.slice(1));
  for (const { dir } of items.filter((i) => i.dir)) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});`;

/** What the reaper cleans up: a process, a command to run (pg_ctl stop), a dir. */
export type Reaped = { pid: number } | { command: string[] } | { dir: string };

let reaper: { child: ChildProcess; stdin: Writable } | undefined;

function started(): Writable {
  if (!reaper) {
    const child = spawn(process.execPath, ['-e', REAPER], {
      detached: true, // its own process group: a Ctrl-C to the test's does not end it before it cleans up
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    child.unref();
    const stdin = child.stdin as Writable & { _handle?: { unref(): void } };
    stdin._handle?.unref(); // the pipe must not keep the test's process alive
    reaper = { child, stdin };
  }
  return reaper.stdin;
}

/** Lists `item` for the reaper. */
export function reapOnExit(item: Reaped): void {
  started().write(`+ ${JSON.stringify(item)}\n`);
}

/** The test cleaned `item` up itself. */
export function forget(item: Reaped): void {
  started().write(`- ${JSON.stringify(item)}\n`);
}
