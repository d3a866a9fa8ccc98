import { createHash } from 'node:crypto';
import pg from 'pg';
import { inTransaction } from '@periscope/event-store';
import type { DocumentBatch, DocumentStorage, ViewName } from './document-storage';

const LEASE_RETRY_MS = 2000;

const lockKey = (schema: string, purpose: string): string =>
  createHash('sha256').update(`periscope:${purpose}:${schema}`).digest().readBigInt64BE(0).toString();

const schemaSql = (s: string) => `
  CREATE TABLE IF NOT EXISTS "${s}".view_checkpoints (
    name text PRIMARY KEY, version int NOT NULL, position bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS "${s}".view_documents (
    view text NOT NULL, key text NOT NULL, doc json NOT NULL, PRIMARY KEY (view, key));`;

/**
 * In the PostgreSQL store's schema (tables `view_*`). Documents and checkpoint commit in one transaction; one
 * server process at a time writes, the one holding the view's session advisory lock (the lease).
 */
export class PostgresDocumentStorage<Doc> implements DocumentStorage<Doc> {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  private leaseHolder?: pg.Client;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly schema: string,
    private readonly view: ViewName,
  ) {
    this.pool = new pg.Pool({ connectionString, max: 3 });
    this.pool.on('error', () => undefined);
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

  async lease(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', () => undefined);
    await client.connect();
    const key = lockKey(this.schema, `lease:${this.view.name}`);
    while (!this.closed) {
      const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [
        key,
      ]);
      if (rows[0].held) {
        this.leaseHolder = client;
        return true;
      }
      await new Promise((resolve) => setTimeout(resolve, LEASE_RETRY_MS));
    }
    await client.end();
    return false;
  }

  async checkpoint(): Promise<number> {
    const { rows } = await this.pool.query<{ position: string }>(
      `SELECT position FROM "${this.schema}".view_checkpoints WHERE name = $1`,
      [this.view.name],
    );
    return Number(rows[0]?.position ?? 0);
  }

  async load(key: string): Promise<Doc | undefined> {
    const { rows } = await this.pool.query<{ doc: Doc }>(
      `SELECT doc FROM "${this.schema}".view_documents WHERE view = $1 AND key = $2`,
      [this.view.name, key],
    );
    return rows[0]?.doc;
  }

  async list(prefix: string): Promise<Doc[]> {
    const { rows } = await this.pool.query<{ doc: Doc }>(
      `SELECT doc FROM "${this.schema}".view_documents WHERE view = $1 AND starts_with(key, $2) ORDER BY key`,
      [this.view.name, prefix],
    );
    return rows.map((row) => row.doc);
  }

  async commit(batch: DocumentBatch<Doc>): Promise<void> {
    const s = this.schema;
    await inTransaction(this.pool, async (client) => {
      if (batch.docs.size > 0)
        await client.query(
          `INSERT INTO "${s}".view_documents (view, key, doc)
           SELECT $1, * FROM unnest($2::text[], $3::json[])
           ON CONFLICT (view, key) DO UPDATE SET doc = excluded.doc`,
          [this.view.name, [...batch.docs.keys()], [...batch.docs.values()].map((d) => JSON.stringify(d))],
        );
      // Optimistic too: if another writer moved the checkpoint (a lost lease), nothing of this batch lands.
      const moved = await client.query(
        `UPDATE "${s}".view_checkpoints SET position = $2 WHERE name = $1 AND position = $3`,
        [this.view.name, batch.checkpoint, batch.from],
      );
      if (moved.rowCount !== 1) throw new Error(`${this.view.name}: the checkpoint moved under this writer`);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.leaseHolder?.end().catch(() => undefined);
    await this.pool.end();
  }
}
