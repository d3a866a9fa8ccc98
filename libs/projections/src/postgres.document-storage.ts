import pg from 'pg';
import { guardPool, inTransaction, poolTimeouts, unavailableOr } from '@periscope/event-store';
import { LeaseLost, type DocumentBatch, type DocumentStorage, type ViewName } from './document-storage';
import { lockKey, PostgresLease, type LeaseOptions } from './postgres.lease';

/** Adds `column` to the checkpoints' table when it is not there yet (a table made by an older server). */
const addColumn = (s: string, column: string, type: string) => `
  DO $$ BEGIN
    -- Checked first: ALTER TABLE locks the table exclusively even when the column is already there.
    IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                   WHERE table_schema = '${s}' AND table_name = 'view_checkpoints' AND column_name = '${column}') THEN
      ALTER TABLE "${s}".view_checkpoints ADD COLUMN ${column} ${type};
    END IF;
  END $$;`;

const schemaSql = (s: string) => `
  CREATE TABLE IF NOT EXISTS "${s}".view_checkpoints (
    name text PRIMARY KEY, version int NOT NULL, position bigint NOT NULL);
  ${addColumn(s, 'epoch', 'bigint NOT NULL DEFAULT 0')}
  ${addColumn(s, 'heartbeat', 'timestamptz')}
  ${addColumn(s, 'wanted_at', 'timestamptz')}
  ${addColumn(s, 'wanted_holding', 'int')}
  CREATE TABLE IF NOT EXISTS "${s}".view_documents (
    view text NOT NULL, key text NOT NULL, doc json NOT NULL, PRIMARY KEY (view, key));`;

/**
 * In the PostgreSQL store's schema (tables `view_*`). Documents and checkpoint commit in one transaction. The lease:
 * a session advisory lock elects one writer among the server processes, and the winner raises the checkpoint row's
 * epoch; every commit first moves the checkpoint `WHERE epoch = mine`, so a writer whose lock died with its
 * session writes nothing once another has taken over. Unreachable, it throws EventStoreUnavailable.
 */
export class PostgresDocumentStorage<Doc> implements DocumentStorage<Doc> {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  /** The lease: its lock session (a commit checks it still holds the lock), its epoch's heartbeat. */
  private readonly holder: PostgresLease;
  private closed = false;

  constructor(
    connectionString: string,
    private readonly schema: string,
    private readonly view: ViewName,
    lease: LeaseOptions = {},
  ) {
    this.pool = guardPool(new pg.Pool({ connectionString, max: 3, ...poolTimeouts() }));
    this.holder = new PostgresLease(connectionString, schema, view.name, lease);
  }

  async open(): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [lockKey(this.schema, 'views:migrate')]);
      await client.query(schemaSql(this.schema));
      const { rows } = await client.query<{ version: number }>(
        `SELECT version FROM "${this.schema}".view_checkpoints WHERE name = $1`,
        [this.view.name],
      );
      if (rows[0]?.version !== this.view.version) await this.resetWith(client);
    });
  }

  async reset(): Promise<void> {
    await inTransaction(this.pool, (client) => this.resetWith(client));
  }

  private async resetWith(client: pg.PoolClient): Promise<void> {
    await client.query(`DELETE FROM "${this.schema}".view_documents WHERE view = $1`, [this.view.name]);
    await client.query(
      `INSERT INTO "${this.schema}".view_checkpoints (name, version, position) VALUES ($1, $2, 0)
       ON CONFLICT (name) DO UPDATE SET version = excluded.version, position = 0`,
      [this.view.name, this.view.version],
    );
  }

  /** Gives up any lease held, waits for the lock on a fresh session, then raises the epoch and returns it. */
  lease(onLost?: (epoch: number) => void): Promise<number | undefined> {
    return this.holder.acquire(onLost);
  }

  async checkpoint(): Promise<number> {
    const { rows } = await this.query<{ position: string }>(
      `SELECT position FROM "${this.schema}".view_checkpoints WHERE name = $1`,
      [this.view.name],
    );
    return Number(rows[0]?.position ?? 0);
  }

  async load(key: string): Promise<Doc | undefined> {
    const { rows } = await this.query<{ doc: Doc }>(
      `SELECT doc FROM "${this.schema}".view_documents WHERE view = $1 AND key = $2`,
      [this.view.name, key],
    );
    return rows[0]?.doc;
  }

  async list(prefix: string): Promise<Doc[]> {
    const { rows } = await this.query<{ doc: Doc }>(
      `SELECT doc FROM "${this.schema}".view_documents WHERE view = $1 AND starts_with(key, $2) ORDER BY key`,
      [this.view.name, prefix],
    );
    return rows.map((row) => row.doc);
  }

  async commit(batch: DocumentBatch<Doc>): Promise<void> {
    if (this.holder.lost) throw new LeaseLost(this.view.name, batch.epoch);
    const s = this.schema;
    await inTransaction(this.pool, async (client) => {
      // The fence first: it locks the checkpoint row, so a new holder's epoch waits for this commit or wins before it;
      // and the lock's session must still hold the lock (a restart ends it before any new holder raises the epoch).
      const fenced = await client.query(
        `UPDATE "${s}".view_checkpoints SET position = $2
         WHERE name = $1 AND epoch = $3 AND position = $4 AND EXISTS (
           SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid = $5)`,
        [this.view.name, batch.checkpoint, batch.epoch, batch.from, this.holder.pid],
      );
      if (fenced.rowCount !== 1) throw new LeaseLost(this.view.name, batch.epoch);
      if (batch.docs.size > 0)
        await client.query(
          `INSERT INTO "${s}".view_documents (view, key, doc)
           SELECT $1, * FROM unnest($2::text[], $3::json[])
           ON CONFLICT (view, key) DO UPDATE SET doc = excluded.doc`,
          [this.view.name, [...batch.docs.keys()], [...batch.docs.values()].map((d) => JSON.stringify(d))],
        );
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.holder.close();
    await this.pool.end();
  }

  private async query<Row extends pg.QueryResultRow>(
    text: string,
    values: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    try {
      return await this.pool.query<Row>(text, values);
    } catch (error) {
      throw unavailableOr(error);
    }
  }
}
