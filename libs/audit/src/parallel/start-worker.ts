import { join } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * A worker thread running `file`: built JavaScript as it is, or a TypeScript source (tests, `periscope` before a
 * build) compiled on the fly by swc with the repository's path aliases, as bin/periscope.js does.
 */
export function startWorker(file: string): Worker {
  if (!file.endsWith('.ts')) return new Worker(file);
  const project = process.env.SWC_NODE_PROJECT ?? join(__dirname, '..', '..', '..', '..', 'tsconfig.json');
  return new Worker(file, {
    execArgv: ['--require', require.resolve('@swc-node/register')],
    env: { ...process.env, SWC_NODE_PROJECT: project },
  });
}
