import 'reflect-metadata';
import { InvalidEnvironment, validateEnvironment } from './config/environment';
import { isClusterPrimary, runWorkers, workerCount } from './cluster/workers';

/**
 * One process, or the primary of WORKERS processes that each run the server (docs/live.md "Every core"). The
 * primary loads nothing of the application: it only forks and watches.
 */
async function start() {
  const workers = workerCount(validateEnvironment(process.env).WORKERS);
  if (workers > 1 && isClusterPrimary()) runWorkers(workers, (line) => process.stdout.write(`${line}\n`));
  else await (await import('./server')).bootstrap();
}

start().catch((error) => {
  // A bad environment is the operator's to fix: say which variable, without a stack trace.
  process.stderr.write(
    error instanceof InvalidEnvironment ? `${error.message}\n` : `${error?.stack ?? error}\n`,
  );
  process.exit(1);
});
