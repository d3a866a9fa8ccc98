import { parseArgs } from 'node:util';
import { createEventStore, type EventStore, type EventStoreConfig } from '@periscope/event-store';
import {
  CheckpointedProjector,
  documentStorage,
  PATROL_VIEW_PROJECTION,
  shardProjection,
  shardsOf,
  STANDINGS_PROJECTION,
  type Projection,
  type ShardableProjection,
} from '@periscope/projections';
import { COMMAND_USAGES } from '../command-usages';
import { cliLanguage, type CliLanguage } from '../language';
import { refuse } from '../usage-words';
import { REBUILD_WORDS, type RebuildWords } from './rebuild-words';

/** The options of `projections rebuild` in the reader's language (command-usages.ts). */
export const rebuildUsage = (language: CliLanguage): string => COMMAND_USAGES[language].projectionsRebuild;

/** The server's read models, by the name --view takes. */
const VIEWS: Readonly<Record<string, Projection<unknown>>> = {
  standings: STANDINGS_PROJECTION as Projection<unknown>,
  'patrol-view': PATROL_VIEW_PROJECTION as Projection<unknown>,
};

function configOf(values: Record<string, string | undefined>): EventStoreConfig {
  const kind = values.store ?? process.env.EVENT_STORE ?? 'sqlite';
  if (kind === 'sqlite')
    return { kind, path: values['sqlite-path'] ?? process.env.SQLITE_PATH ?? 'periscope.db' };
  if (kind === 'postgres') {
    const connectionString = values['database-url'] ?? process.env.DATABASE_URL;
    if (!connectionString) throw refuse('needsDatabase');
    return { kind, connectionString, schema: values.schema ?? process.env.DATABASE_SCHEMA ?? 'periscope' };
  }
  throw refuse('takes', '--store', 'sqlite, postgres', kind);
}

/** `periscope projections rebuild`: prints the position the rebuilt standings reached. */
export async function rebuild(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      view: { type: 'string' },
      store: { type: 'string' },
      'sqlite-path': { type: 'string' },
      'database-url': { type: 'string' },
      schema: { type: 'string' },
      lang: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const language = cliLanguage(values.lang); // an unknown --lang is refused; the help and the errors follow it
  const view = values.view ?? 'all';
  if (view !== 'all' && !VIEWS[view])
    throw refuse('takes', '--view', [...Object.keys(VIEWS), 'all'].join(', '), view);
  const config = configOf(values);
  const store = await createEventStore(config);
  try {
    for (const projection of view === 'all' ? Object.values(VIEWS) : [VIEWS[view]])
      for (const shard of shardsOf('partitionOf' in projection ? shardCount() : 1))
        await rebuildOne(
          store,
          config,
          shardProjection(projection as ShardableProjection<unknown>, shard),
          REBUILD_WORDS[language],
        );
    return 0;
  } finally {
    await store.close();
  }
}

/** The server's READ_MODEL_SHARDS: the shards a shardable view is kept in. */
function shardCount(): number {
  const count = Number(process.env.READ_MODEL_SHARDS ?? 1);
  if (!Number.isInteger(count) || count < 1) throw refuse('shards', String(count));
  return count;
}

const log = {
  warn: (m: string) => void process.stderr.write(`${m}\n`),
  error: (m: string) => void process.stderr.write(`${m}\n`),
};

async function rebuildOne(
  store: EventStore,
  config: EventStoreConfig,
  projection: Projection<unknown>,
  w: RebuildWords,
) {
  const storage = await documentStorage<unknown>(store, projection.view, {
    sqlitePath: config.kind === 'sqlite' ? config.path : undefined,
    databaseUrl: config.kind === 'postgres' ? config.connectionString : undefined,
  });
  try {
    process.stdout.write(`${w.rebuilding(projection.view.name)}\n`);
    const started = performance.now();
    const position = await new CheckpointedProjector(store, storage, projection, log).rebuild();
    const seconds = ((performance.now() - started) / 1000).toLocaleString(w.locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    process.stdout.write(`${w.rebuilt(projection.view.name, String(position), seconds)}\n`);
  } finally {
    await storage.close();
  }
}
