/** One worker of a `WORKERS` primary, as the primary logged it (apps/server/src/cluster/workers.ts). */
export interface LoggedWorker {
  pid: number;
  /** Its sessions' application_name: the primary's, followed by `.w<n>`. */
  name: string;
  listening: boolean;
  /** How it exited (`SIGKILL`, `1`), once it has. */
  exited?: string;
}

const LINE = /^worker (\d+) (?:started \(w(\d+)\)|(listening)|exited \((\w+)\))/gm;

/** The workers a primary named `primary` has forked, in order, from its output. */
export function loggedWorkers(output: string, primary: string): LoggedWorker[] {
  const workers = new Map<number, LoggedWorker>();
  for (const [, pid, n, listening, exited] of output.matchAll(LINE)) {
    if (n) workers.set(Number(pid), { pid: Number(pid), name: `${primary}.w${n}`, listening: false });
    const worker = workers.get(Number(pid));
    if (worker && listening) worker.listening = true;
    if (worker && exited) worker.exited = exited;
  }
  return [...workers.values()];
}

/** The primary's own lines about its workers (started, listening, exited), for a failing test's message. */
export const workerLines = (output: string): string[] =>
  output.split('\n').filter((line) => /^(worker \d+ |periscope: \d+ server processes)/.test(line));
