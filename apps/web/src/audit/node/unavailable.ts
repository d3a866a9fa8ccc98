/**
 * node:os, node:path, node:worker_threads and node:perf_hooks in the browser build: libs/audit's thread pool
 * (AuditPool, for `periscope audit --threads`) imports them, the browser never runs it (it verifies in one Web
 * Worker). Anything called here says so instead of failing obscurely.
 */
const absent = (name: string) => (): never => {
  throw new Error(`${name} is not available in the browser`);
};

export const availableParallelism = absent('os.availableParallelism');
export const cpus = absent('os.cpus');
export const join = absent('path.join');
export const extname = absent('path.extname');
export const dirname = absent('path.dirname');
export const resolve = absent('path.resolve');
export const monitorEventLoopDelay = absent('perf_hooks.monitorEventLoopDelay');
export const parentPort = null;
export const isMainThread = true;
export class Worker {
  constructor() {
    absent('worker_threads.Worker')();
  }
}

export default {
  availableParallelism,
  cpus,
  join,
  extname,
  dirname,
  resolve,
  parentPort,
  isMainThread,
  Worker,
};
