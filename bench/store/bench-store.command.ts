import { parseArgs } from 'node:util';
import { progress } from '../support/fixtures';
import { positiveInteger, UsageError } from '../../apps/cli/src/options';
import { runStoreBench } from './store-bench';
import { adminQuery, DEFAULT_DATABASE_URL, STORE_KINDS, type StoreKind } from './stores';
import { renderTable } from '../support/table';

export const BENCH_STORE_USAGE =
  'bench store [--runs 3] [--stores sqlite,postgres] [--json] [--seed 1000000]\n' +
  '  --runs    runs per figure (the table shows medians)\n' +
  '  --stores  which stores to measure\n' +
  '  --json    print the report as JSON instead of a table\n' +
  '  --seed    events stored for the readAll and memory checks\n' +
  '  PostgreSQL from DATABASE_URL (default ' +
  DEFAULT_DATABASE_URL +
  ')';

/** Fails fast, before minutes of sqlite work, when PostgreSQL is not there. */
async function checkPostgres(databaseUrl: string): Promise<void> {
  try {
    await adminQuery(databaseUrl, 'SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL at ${databaseUrl} is unreachable (${reason}): start it, set DATABASE_URL or pass --stores sqlite`,
      { cause: error },
    );
  }
}

/** `npm run bench:store`: prints the table (or JSON) on stdout, progress on stderr. Returns the exit code. */
export async function benchStore(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '3' },
      stores: { type: 'string', default: STORE_KINDS.join(',') },
      json: { type: 'boolean', default: false },
      seed: { type: 'string', default: '1000000' },
    },
    strict: true,
    allowPositionals: false,
  });
  const stores = values.stores.split(',').map((s) => s.trim());
  const unknown = stores.filter((s) => !STORE_KINDS.includes(s as StoreKind));
  if (unknown.length > 0 || stores.length === 0) {
    throw new UsageError(`--stores takes ${STORE_KINDS.join(', ')}; got ${values.stores}`);
  }
  const options = {
    stores: [...new Set(stores)] as StoreKind[],
    runs: positiveInteger(values.runs, '--runs'),
    seed: positiveInteger(values.seed, '--seed'),
    read: 200_000,
    databaseUrl: process.env.DATABASE_URL || DEFAULT_DATABASE_URL,
  };
  if (options.stores.includes('postgres')) await checkPostgres(options.databaseUrl);
  progress(
    `bench store: ${options.stores.join(', ')}, ${options.runs} runs, ${options.seed.toLocaleString('en-US')} events seeded`,
  );
  const report = await runStoreBench(options);
  progress(`done in ${report.seconds.toFixed(0)} s`);
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : renderTable(report));
  return 0;
}
