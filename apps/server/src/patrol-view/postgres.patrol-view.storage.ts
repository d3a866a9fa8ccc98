import { createHash } from 'node:crypto';
import pg from 'pg';
import type { PatrolFold, RollEntry } from './patrol-view.projection';
import {
  PATROL_VIEW,
  PATROL_VIEW_VERSION,
  type PatrolViewBatch,
  type PatrolViewStorage,
  type StoredPatrolView,
} from './patrol-view.storage';

const LEASE_RETRY_MS = 2000;

/** A fixed advisory-lock key per schema and purpose. */
const lockKey = (schema: string, purpose: string): string =>
  createHash('sha256').update(`periscope:${purpose}:${schema}`).digest().readBigInt64BE(0).toString();

const schemaSql = (s: string) => `
  CREATE TABLE IF NOT EXISTS "${s}".view_checkpoints (
    name text PRIMARY KEY, version int NOT NULL, position bigint NOT NULL);
  CREATE TABLE IF NOT EXISTS "${s}".view_patrols (
    career_id text PRIMARY KEY, position bigint NOT NULL, fold json NOT NULL);
  CREATE TABLE IF NOT EXISTS "${s}".view_patrol_rolls (
    career_id text NOT NULL, position bigint NOT NULL, seq int NOT NULL, patrol int,
    entry json NOT NULL, PRIMARY KEY (career_id, position, seq));`;

/**
 * In the PostgreSQL store's schema (tables `view_*`). Rows and checkpoint commit in one transaction; one server
 * process at a time writes, the one holding a session advisory lock (the lease); the others wait for it.
 */
export class PostgresPatrolViewStorage implements PatrolViewStorage {
  readonly kind = 'postgres';
  private readonly pool: pg.Pool;
  private leaseHolder?: pg.Client;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly schema: string,
  ) {
    this.pool = new pg.Pool({ connectionString, max: 3 });
    this.pool.on('error', () => undefined);
  }

  async open(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [lockKey(this.schema, 'views:migrate')]);
      await client.query(schemaSql(this.schema));
      const { rows } = await client.query<{ version: number }>(
        `SELECT version FROM "${this.schema}".view_checkpoints WHERE name = $1`,
        [PATROL_VIEW],
      );
      if (rows[0]?.version === PATROL_VIEW_VERSION) return;
      await client.query(`TRUNCATE "${this.schema}".view_patrols, "${this.schema}".view_patrol_rolls`);
      await client.query(
        `INSERT INTO "${this.schema}".view_checkpoints (name, version, position) VALUES ($1, $2, 0)
         ON CONFLICT (name) DO UPDATE SET version = excluded.version, position = 0`,
        [PATROL_VIEW, PATROL_VIEW_VERSION],
      );
    });
  }

  async lease(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('error', () => undefined);
    await client.connect();
    const key = lockKey(this.schema, `lease:${PATROL_VIEW}`);
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
      [PATROL_VIEW],
    );
    return Number(rows[0]?.position ?? 0);
  }

  async load(careerId: string): Promise<PatrolFold | undefined> {
    const { rows } = await this.pool.query<{ fold: PatrolFold }>(
      `SELECT fold FROM "${this.schema}".view_patrols WHERE career_id = $1`,
      [careerId],
    );
    return rows[0]?.fold;
  }

  async commit(batch: PatrolViewBatch): Promise<void> {
    const s = this.schema;
    await this.transaction(async (client) => {
      for (const [careerId, fold] of batch.folds) {
        await client.query(
          `INSERT INTO "${s}".view_patrols (career_id, position, fold) VALUES ($1, $2, $3)
           ON CONFLICT (career_id) DO UPDATE SET position = excluded.position, fold = excluded.fold`,
          [careerId, fold.position, JSON.stringify(fold)],
        );
      }
      if (batch.rolls.length > 0) {
        await client.query(
          `INSERT INTO "${s}".view_patrol_rolls (career_id, position, seq, patrol, entry)
           SELECT * FROM unnest($1::text[], $2::bigint[], $3::int[], $4::int[], $5::json[])`,
          [
            batch.rolls.map((r) => r.careerId),
            batch.rolls.map((r) => r.position),
            batch.rolls.map((r) => r.seq),
            batch.rolls.map((r) => r.entry.patrol),
            batch.rolls.map((r) => JSON.stringify(r.entry)),
          ],
        );
      }
      // Optimistic too: if another writer moved the checkpoint (a lost lease), nothing of this batch lands.
      const moved = await client.query(
        `UPDATE "${s}".view_checkpoints SET position = $2 WHERE name = $1 AND position = $3`,
        [PATROL_VIEW, batch.checkpoint, batch.from],
      );
      if (moved.rowCount !== 1) throw new Error(`${PATROL_VIEW}: the checkpoint moved under this writer`);
    });
  }

  async read(careerId: string): Promise<StoredPatrolView | undefined> {
    const fold = await this.load(careerId);
    if (!fold) return undefined;
    const { rows } = await this.pool.query<{ entry: RollEntry }>(
      `SELECT entry FROM "${this.schema}".view_patrol_rolls
       WHERE career_id = $1 AND patrol IS NOT DISTINCT FROM $2 ORDER BY position, seq`,
      [careerId, fold.log.patrol],
    );
    return { fold, rolls: rows.map((row) => row.entry) };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.leaseHolder?.end().catch(() => undefined);
    await this.pool.end();
  }

  private async transaction(work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
