import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { quiet, sampleThreads, threadOf, type ThreadsCpu } from './bench-server';

/** A process that says so once it runs, then waits. */
const READY = "process.stdout.write('ready'); setInterval(() => {}, 1000)";

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

describe("a process's CPU by thread", () => {
  /** Samples until `busy` has used 0.3 s of CPU (10 s at most), then says how the process's CPU was split. */
  async function splitOnce(pid: number, busy: keyof ThreadsCpu): Promise<ThreadsCpu> {
    for (let tries = 0; tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const split = sampleThreads(pid);
      if (split[busy] >= 0.3) return split;
    }
    throw new Error(`the ${busy} thread never got 0.3 s of CPU`);
  }

  it('counts a busy main thread as the main thread', async () => {
    const split = await splitOnce(node('for (;;);'), 'main');
    expect(split.other).toBeLessThan(split.main / 2);
  });

  it('counts a busy worker as another thread, not the main one', async () => {
    const code =
      "new (require('node:worker_threads').Worker)('for (;;);', { eval: true }); setInterval(() => {}, 1000)";
    const split = await splitOnce(node(code), 'other');
    expect(split.main).toBeLessThan(split.other / 2);
  });

  it("tells V8's helpers and its profiler by the names V8 gives their threads", async () => {
    expect(
      ['V8Worker', 'DelayedTaskSche', 'v8:ProfEvntProc', 'WorkerThread', 'libuv-worker'].map(threadOf),
    ).toEqual(['v8', 'v8', 'profiler', 'other', 'other']);
    // The names are V8's and node's, not ours: a profiled process still has them.
    const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${tmpdir()}`, '-e', READY], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    processes.push(child);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const names = readdirSync(`/proc/${child.pid}/task`).map((tid) =>
      readFileSync(`/proc/${child.pid}/task/${tid}/comm`, 'utf8').trim(),
    );
    expect(new Set(names.map(threadOf))).toEqual(new Set(['v8', 'profiler', 'other']));
  });
});
