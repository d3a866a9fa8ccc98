import { createHash } from 'node:crypto';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, guardPool, inTransaction, unavailableOr } from '@periscope/event-store';
import { LeaseLost, type DocumentBatch, type DocumentStorage, type ViewName } from './document-storage';

const LEASE_RETRY_MS = 2000;

const lockKey = (schema: string, purpose: string): string =>
  createHash('sha256').update(`periscope:${purpose}:${schema}`).digest().readBigInt64BE(0).toString();

const schemaSql = (s: string) => `
  CREATE TABLE IF NOT EXISTS "${s}".view_checkpoints (
    name text PRIMARY KEY, version int NOT NULL, position bigint NOT NULL);
  DO $$ BEGIN
    -- Checked first: ALTER TABLE locks the table exclusively even when the column is already there.
    IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                   WHERE table_schema = '${s}' AND table_name = 'view_checkpoints' AND column_name = 'epoch') THEN
      ALTER TABLE "${s}".view_checkpoints ADD COLUMN epoch bigint NOT NULL DEFAULT 0;
    END IF;
  END $$;
  CREATE TABLE IF NOT EXISTS "${s}".view_documents (
    view text NOT NULL, key text NOT NULL, doc json NOT NULL, PRIMARY KEY (view, key));`;

/**
 * In the PostgreSQL store's schema (tables `view_*`). Documents and checkpoint commit in one transaction. The lease:
 * a session advisory lock elects one writer among the server processes, and the winner raises the checkpoint row's
 * epoch; every commit first moves the checkpoint `WHERE epoch = mine`, so a writer whose lock died with its
 * session writes nothing once another has taken over (issue 20 §3). Unreachable, it throws EventStoreUnavailable.
 */
export class PostgresDocumentStorage<Doc> implements DocumentStorage<Doc> {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  private holder?: pg.Client;
  /** The lock's session ended: the epoch may be overtaken at any moment, so no more commits under it. */
  private holderLost = false;
  /** The lock's session: a commit checks that it still holds the lock (it dies with its connection). */
  private holderPid = 0;
  private closed = false;
  private wakeLeaseWait?: () => void;

  constructor(
    private readonly connectionString: string,
    private readonly schema: string,
    private readonly view: ViewName,
  ) {
    this.pool = guardPool(
      new pg.Pool({ connectionString, max: 3, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }),
    );
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
  async lease(): Promise<number | undefined> {
    await this.release();
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      if (!(await this.lockWith(client))) return void (await client.end());
      const { rows } = await client.query<{ epoch: string; pid: number }>(
        `UPDATE "${this.schema}".view_checkpoints SET epoch = epoch + 1 WHERE name = $1
         RETURNING epoch, pg_backend_pid() AS pid`,
        [this.view.name],
      );
      if (rows.length !== 1) throw new Error(`${this.view.name}: no checkpoint row (open() first)`);
      this.holder = client;
      this.holderPid = rows[0].pid;
      this.holderLost = false;
      client.once('end', () => {
        if (this.holder === client) this.holderLost = true;
      });
      return Number(rows[0].epoch);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw unavailableOr(error);
    }
  }

  /** Tries the lock every LEASE_RETRY_MS until it is this session's (true) or the storage closes (false). */
  private async lockWith(client: pg.Client): Promise<boolean> {
    const key = lockKey(this.schema, `lease:${this.view.name}`);
    while (!this.closed) {
      const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [
        key,
      ]);
      if (rows[0].held) return true;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, LEASE_RETRY_MS);
        this.wakeLeaseWait = () => (clearTimeout(timer), resolve());
      });
    }
    return false;
  }

  private async release(): Promise<void> {
    const holder = this.holder;
    this.holder = undefined;
    await holder?.end().catch(() => undefined);
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
    if (this.holderLost) throw new LeaseLost(this.view.name, batch.epoch);
    const s = this.schema;
    await inTransaction(this.pool, async (client) => {
      // The fence first: it locks the checkpoint row, so a new holder's epoch waits for this commit or wins before it;
      // and the lock's session must still hold the lock (a restart ends it before any new holder raises the epoch).
      const fenced = await client.query(
        `UPDATE "${s}".view_checkpoints SET position = $2
         WHERE name = $1 AND epoch = $3 AND position = $4 AND EXISTS (
           SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid = $5)`,
        [this.view.name, batch.checkpoint, batch.epoch, batch.from, this.holderPid],
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
    this.wakeLeaseWait?.();
    await this.release();
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
