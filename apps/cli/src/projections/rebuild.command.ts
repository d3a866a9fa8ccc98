import { parseArgs } from 'node:util';
import { createEventStore, type EventStoreConfig } from '@periscope/event-store';
import { CheckpointedProjector } from '../../../server/src/tournaments/read-model/checkpointed-projector';
import { documentStorage } from '../../../server/src/tournaments/read-model/document-storage.factory';
import {
  STANDINGS_PROJECTION,
  type StandingsDoc,
} from '../../../server/src/tournaments/standings/standings.projection';
import { UsageError } from '../bench/options';

export const REBUILD_USAGE =
  'projections rebuild [--store sqlite|postgres] [--sqlite-path FILE] [--database-url URL] [--schema NAME]\n' +
  '  Empties the tournament standings read model and applies every event again from position 0, in the\n' +
  "  store's own database (tables view_*). Stop the server first (on postgres the rebuild waits for the\n" +
  "  writer's lease). Defaults come from the server's environment: EVENT_STORE, SQLITE_PATH, DATABASE_URL,\n" +
  '  DATABASE_SCHEMA. The memory and kurrentdb stores keep read models in memory: nothing to rebuild.';

function configOf(values: Record<string, string | undefined>): EventStoreConfig {
  const kind = values.store ?? process.env.EVENT_STORE ?? 'sqlite';
  if (kind === 'sqlite')
    return { kind, path: values['sqlite-path'] ?? process.env.SQLITE_PATH ?? 'periscope.db' };
  if (kind === 'postgres') {
    const connectionString = values['database-url'] ?? process.env.DATABASE_URL;
    if (!connectionString) throw new UsageError('--database-url (or DATABASE_URL) is needed for postgres');
    return { kind, connectionString, schema: values.schema ?? process.env.DATABASE_SCHEMA ?? 'periscope' };
  }
  throw new UsageError(`--store takes sqlite or postgres; got ${kind}`);
}

/** `periscope projections rebuild`: prints the position the rebuilt standings reached. */
export async function rebuild(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      store: { type: 'string' },
      'sqlite-path': { type: 'string' },
      'database-url': { type: 'string' },
      schema: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const config = configOf(values);
  const store = await createEventStore(config);
  const storage = await documentStorage<StandingsDoc>(store, STANDINGS_PROJECTION.view, {
    sqlitePath: config.kind === 'sqlite' ? config.path : undefined,
    databaseUrl: config.kind === 'postgres' ? config.connectionString : undefined,
  });
  const log = {
    warn: (m: string) => void process.stderr.write(`${m}\n`),
    error: (m: string) => void process.stderr.write(`${m}\n`),
  };
  try {
    const started = performance.now();
    const position = await new CheckpointedProjector(store, storage, STANDINGS_PROJECTION, log).rebuild();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `${STANDINGS_PROJECTION.view.name}: rebuilt to position ${position} in ${seconds} s\n`,
    );
    return 0;
  } finally {
    await storage.close();
    await store.close();
  }
}
