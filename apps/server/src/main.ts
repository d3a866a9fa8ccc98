import 'reflect-metadata';
import { InvalidEnvironment, validateEnvironment } from './config/environment';
import { isClusterPrimary, runWorkers, workerCount } from './cluster/workers';

/**
 * One process, or the primary of WORKERS processes that each run the server (docs/live.md "Every core"). The
 * primary loads nothing of the application: it only forks and watches.
 */
async function start() {
  const env = validateEnvironment(process.env);
  const workers = workerCount(env.WORKERS);
  const log = (line: string) => process.stdout.write(`${line}\n`);
  if (workers > 1 && isClusterPrimary()) runWorkers(workers, log, env.DATABASE_URL);
  else await (await import('./server')).bootstrap();
}

start().catch((error) => {
  // A bad environment is the operator's to fix: say which variable, without a stack trace.
  process.stderr.write(
    error instanceof InvalidEnvironment ? `${error.message}\n` : `${error?.stack ?? error}\n`,
  );
  process.exit(1);
});
