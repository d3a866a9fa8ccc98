import { spawn, type ChildProcess } from 'node:child_process';
import { quiet } from './bench-server';

/** A node process running `code`, killed after the test. */
const processes: ChildProcess[] = [];
const node = (code: string): number => {
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  processes.push(child);
  return child.pid as number;
};
afterEach(() => processes.splice(0).forEach((p) => p.kill('SIGKILL')));

describe("a server's quiet", () => {
  it('is found in a process that waits', async () => {
    expect(await quiet(node('setInterval(() => undefined, 1000)'), 5000)).toBe(true);
  });

  it('is not found in a process that keeps a core busy, once the time allowed is over', async () => {
    expect(await quiet(node('for (;;);'), 2500)).toBe(false);
  });
});
