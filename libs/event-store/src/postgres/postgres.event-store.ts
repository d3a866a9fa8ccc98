import pg from 'pg';
import { CatchUpSubscription } from '../catch-up-subscription';
import { EventStoreClosed, WrongExpectedVersion } from '../errors';
import type {
  AppendOptions,
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  StreamsPage,
  StreamsReader,
  StreamStart,
  SubscribeToAllOptions,
  Subscription,
} from '../event-store.port';
import { Notifier } from '../notifier';
import type { StoredRow } from '../stored-row';
import { erasedRow, toRecordedEvent } from '../stored-row';
import { idempotentResult } from '../sync-append';
import type { PreparedEvent } from '../validation';
import { checkReadAll, checkReadStream, checkSubscribe, prepareAppend } from '../validation';
import { WRONG_EXPECTED_VERSION } from './postgres.append-function';
import { PostgresListener } from './postgres.listener';
import { CommitNotifier, NOTIFY_GAP_MS } from './postgres.notifier';
import { PG_TYPES, query, type Statements, statements } from './postgres.queries';
import { assertSchemaName, channelOf, migrate } from './postgres.schema';
import { guardPool, poolTimeouts } from './postgres.unavailable';

const PAGE = 1000;
const UNIQUE_VIOLATION = '23505';

export interface PostgresOptions {
  /** `postgres://user@host:5432/db`. */
  connectionString: string;
  /** Everything lives in this schema, created and migrated on open. Default `periscope`. */
  schema?: string;
  /** Connections in the pool (default 10), plus one for LISTEN. */
  poolSize?: number;
  /** Polling fallback for subscribers when no NOTIFY arrives (ms, default 500). */
  pollMs?: number;
  /** The bound on one statement and its answer (ms, default QUERY_TIMEOUT_MS; poolTimeouts). */
  queryTimeoutMs?: number;
}

type StoredId = Pick<StoredRow, 'id' | 'stream' | 'revision' | 'position'>;

/**
 * The production store (node-postgres). Every append is one call of `append_events` (see
 * postgres.append-function.ts for why positions are gap-free in commit order); subscribers are woken by
 * LISTEN/NOTIFY, with polling as the fallback. Safe with appenders in several processes.
 */
export class PostgresEventStore implements EventStore, StreamsReader {
  readonly kind = 'postgres';
  private readonly inFlight = new Set<Promise<unknown>>();
  private closing?: Promise<void>;
  private readonly sql: Statements;
  /** NOTIFYs the other processes after this one's appends commit, one per burst (postgres.notifier.ts). */
  private readonly commits: CommitNotifier;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly listener: PostgresListener,
    /** The schema this store lives in. */
    readonly schema: string,
    private readonly pollMs: number,
    /** Woken by this store's appends and by NOTIFY from any process (CatchUpSubscription waits on it). */
    readonly notifier: Notifier,
  ) {
    this.sql = statements(schema);
    const notify = { text: 'SELECT pg_notify($1, $2)', values: [channelOf(schema)] };
    this.commits = new CommitNotifier(
      (position) => query(pool, { ...notify, values: [...notify.values, String(position)] }),
      NOTIFY_GAP_MS,
    );
  }

  /** Connects, creates or migrates the schema (safe when several processes start at once) and starts LISTEN. */
  static async open(options: PostgresOptions): Promise<PostgresEventStore> {
    const schema = options.schema ?? 'periscope';
    assertSchemaName(schema);
    const pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.poolSize ?? 10,
      types: PG_TYPES,
      ...poolTimeouts(options.queryTimeoutMs),
    });
    // A connection that dies, idle or checked out, is dropped by the pool; the next query opens a fresh one.
    guardPool(pool);
    const notifier = new Notifier();
    const listener = new PostgresListener(
      { connectionString: options.connectionString, application_name: `periscope-listener:${schema}` },
      channelOf(schema),
      () => notifier.notify(),
    );
    try {
      await migrate(pool, schema);
      await listener.start();
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresEventStore(pool, listener, schema, options.pollMs ?? 500, notifier);
  }

  async append(stream: string, events: NewEvent[], options?: AppendOptions): Promise<AppendResult> {
    if (this.closing) throw new EventStoreClosed();
    const prepared = prepareAppend(stream, events, options);
    const pending = this.write(stream, prepared, options?.expectedRevision ?? 'any');
    this.inFlight.add(pending);
    try {
      return await pending;
    } finally {
      this.inFlight.delete(pending);
    }
  }

  private async write(
    stream: string,
    events: PreparedEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const ids = events.map((e) => e.id);
    let rows: (StoredId & { id: string | null })[];
    try {
      const types = events.map((e) => e.type);
      const values = [
        stream,
        String(expected),
        ids,
        types,
        events.map((e) => e.data),
        events.map((e) => e.metadata),
      ];
      ({ rows } = await query<StoredId & { id: string | null }>(this.pool, { ...this.sql.append, values }));
    } catch (error) {
      const { code, detail, constraint } = error as pg.DatabaseError;
      if (code === WRONG_EXPECTED_VERSION) {
        throw new WrongExpectedVersion(
          stream,
          expected,
          detail === 'no_stream' ? 'no_stream' : Number(detail),
        );
      }
      // Only possible if a writer bypassed append_events; what is now stored decides, as for any retry.
      if (code === UNIQUE_VIOLATION && constraint === 'events_event_id_key') {
        return idempotentResult(stream, events, await this.findIds(ids));
      }
      throw error;
    }
    if (rows[0].id !== null) return idempotentResult(stream, events, rows as StoredId[]);
    this.notifier.notify();
    this.commits.announce(rows[0].position);
    return { nextExpectedRevision: rows[0].revision, position: rows[0].position };
  }

  private async findIds(ids: string[]): Promise<StoredId[]> {
    return (await query<StoredId>(this.pool, { text: this.sql.findIds, values: [ids] })).rows;
  }

  async erase(stream: string): Promise<void> {
    if (this.closing) throw new EventStoreClosed();
    checkReadStream(stream);
    const { type, data, metadata } = erasedRow;
    await query(this.pool, { text: this.sql.erase, values: [type, data, metadata, stream] });
  }

  async readStream(stream: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const { fromRevision, direction, maxCount } = checkReadStream(stream, options);
    const { rows } =
      direction === 'forwards'
        ? await query<StoredRow>(this.pool, {
            text: this.sql.forwards,
            values: [stream, fromRevision ?? 0, maxCount],
          })
        : await query<StoredRow>(this.pool, {
            text: this.sql.backwards,
            values: [stream, fromRevision ?? Number.MAX_SAFE_INTEGER, maxCount],
          });
    return rows.map(toRecordedEvent);
  }

  /** Keyset pagination by position: one page in memory at a time, whatever the store's size. */
  async *readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    const { fromPosition, maxCount } = checkReadAll(options);
    let from = fromPosition;
    let left = maxCount;
    while (left > 0) {
      const page = await this.readPage(from, Math.min(PAGE, left));
      yield* page;
      if (page.length < Math.min(PAGE, left)) return;
      left -= page.length;
      from = page[page.length - 1].position + 1;
    }
  }

  subscribeToAll(options?: SubscribeToAllOptions): Subscription {
    return new CatchUpSubscription(this, checkSubscribe(options), { pageSize: PAGE, pollMs: this.pollMs });
  }

  /** Events with position ≥ from, in order (used by readAll and subscriptions). */
  async readPage(from: number, max: number): Promise<RecordedEvent[]> {
    if (this.closing) throw new EventStoreClosed();
    const { rows } = await query<StoredRow>(this.pool, { ...this.sql.page, values: [from, max] });
    return rows.map(toRecordedEvent);
  }

  async revisionsAt(starts: readonly StreamStart[]): Promise<number[]> {
    if (this.closing) throw new EventStoreClosed();
    const values = [starts.map((s) => s.stream), starts.map((s) => s.position)];
    const { rows } = await query<{ revision: number }>(this.pool, { text: this.sql.revisionsAt, values });
    return rows.map((row) => row.revision);
  }

  async readStreamsAfter(
    after: ReadonlyMap<string, number>,
    from: number,
    max: number,
  ): Promise<StreamsPage> {
    if (this.closing) throw new EventStoreClosed();
    const values = [[...after.keys()], [...after.values()], from, max];
    type Row = StoredRow & { scanned: number; reached: number };
    const { rows } = await query<Row>(this.pool, { ...this.sql.streamsAfter, values });
    const [{ scanned, reached }] = rows;
    const events = rows.filter((row) => row.position !== null).map(toRecordedEvent);
    return { events, reached, more: scanned === max };
  }

  async headPosition(): Promise<number> {
    const { rows } = await query<{ last: number }>(this.pool, this.sql.head);
    return rows[0].last;
  }

  async ping(): Promise<void> {
    if (this.closing) throw new EventStoreClosed();
    await query(this.pool, { text: 'SELECT 1' });
  }

  /** Refuses new appends, lets those in flight finish, then ends LISTEN and the pool. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.allSettled([...this.inFlight]);
      await this.commits.flush();
      this.notifier.notify();
      await this.listener.stop();
      await this.pool.end();
    })();
    return this.closing;
  }
}
