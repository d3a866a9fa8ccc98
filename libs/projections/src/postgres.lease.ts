import { createHash } from 'node:crypto';
import pg from 'pg';
import { poolTimeouts, unavailableOr } from '@periscope/event-store';

/** How a lease stays alive (docs/failover.md, "A frozen holder"); tests shorten them. */
export interface LeaseTimings {
  /** How often the holder writes its heartbeat into the checkpoint row. */
  readonly heartbeatMs?: number;
  /** A heartbeat older than this, while the store moves past the view, means the holder is frozen. */
  readonly staleMs?: number;
  /** How often a standby tries the lock (and looks at the holder's heartbeat). */
  readonly retryMs?: number;
}

/** The leases this process holds, over every view (each process holds a share: docs/scaling.md). */
const HELD = new Set<object>();
/** Per process (its set of leases held): when it last handed a lease over; one at a time, so that it sees the effect. */
const HANDED = new WeakMap<Set<object>, number>();

export interface LeaseOptions extends LeaseTimings {
  /** The leases held by the same process as this one (tests give each simulated process its own). */
  readonly peers?: Set<object>;
  /** False: a lease stays with its holder however many the holder's process has (the design before spreading). */
  readonly spread?: boolean;
  /** The store's head position: a standby takes over from a silent holder only when there is work to do. */
  readonly head?: () => Promise<number>;
  readonly log?: { warn(message: string): void };
}

const HEARTBEAT_MS = 500;
const STATEMENT_TIMEOUT = '57014';
const STALE_MS = 2000;
const RETRY_MS = 500;

export const lockKey = (schema: string, purpose: string): string =>
  createHash('sha256').update(`periscope:${purpose}:${schema}`).digest().readBigInt64BE(0).toString();

/** The holder of the view's lock as pg_locks shows it (a bigint key is its classid and objid halves). */
const HOLDER = (s: string) => `
  SELECT l.pid, c.position,
         (extract(epoch FROM clock_timestamp() - c.heartbeat) * 1000)::float8 AS age_ms
  FROM "${s}".view_checkpoints c
  JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
   AND l.classid::bigint = ($2::bigint >> 32) & 4294967295 AND l.objid::bigint = $2::bigint & 4294967295
  WHERE c.name = $1`;

/**
 * The sessions a frozen holder's process left in the middle of a commit: idle in a transaction that locks the
 * checkpoints (its client silent for `$1` ms). They would hold the checkpoint row, and so the new holder's epoch,
 * until PostgreSQL's idle-in-transaction timeout.
 */
const SILENT_COMMITS = (s: string) => `
  SELECT DISTINCT a.pid, pg_terminate_backend(a.pid) FROM pg_stat_activity a
  JOIN pg_locks l ON l.pid = a.pid AND l.granted AND l.relation = '"${s}".view_checkpoints'::regclass
  WHERE a.state LIKE 'idle in transaction%' AND a.pid <> pg_backend_pid()
    AND clock_timestamp() - a.state_change > $1 * interval '1 millisecond'`;

interface Holder {
  pid: number;
  position: string;
  age_ms: number | null;
}

const describe = (error: unknown): string => (error as Error)?.message ?? String(error);

/**
 * One read model's lease on PostgreSQL: a session advisory lock on a connection of its own, an epoch raised in the
 * checkpoint row by each new holder, and a heartbeat the holder writes there every `heartbeatMs` on that same
 * session. A standby tries the lock every `retryMs`; when it finds the holder's heartbeat older than `staleMs` while
 * the store's head is past the view's checkpoint, the holder is alive but not working (a pause, a blocked event
 * loop, a stalled link): the standby ends the holder's lock session and takes the lease on its next try. The epoch
 * fence makes that safe: the old holder's commits land no more. Both sides log it.
 */
export class PostgresLease {
  private holder?: pg.Client;
  private heartbeat?: NodeJS.Timeout;
  private closed = false;
  private wake?: () => void;
  /** The lock's session, while held. */
  pid = 0;
  /** The lock's session ended or its heartbeat failed: commits under this epoch must stop. */
  lost = false;
  /** Handed over to a process holding fewer leases: this one does not contend again before then. */
  private yieldedUntil = 0;

  constructor(
    private readonly connectionString: string,
    private readonly schema: string,
    private readonly view: string,
    private readonly options: LeaseOptions = {},
  ) {}

  private get peers(): Set<object> {
    return this.options.peers ?? HELD;
  }

  private get timings() {
    const { heartbeatMs = HEARTBEAT_MS, staleMs = STALE_MS, retryMs = RETRY_MS } = this.options;
    return { heartbeatMs, staleMs, retryMs };
  }

  /** Gives up any lease held, waits for the lock on a fresh session, raises the epoch and returns it. */
  async acquire(onLost: (epoch: number) => void = () => undefined): Promise<number | undefined> {
    await this.release();
    const client = new pg.Client({
      connectionString: this.connectionString,
      ...poolTimeouts(this.timings.staleMs),
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      if (!(await this.lockWith(client))) return void (await client.end());
      const { rows } = await client.query<{ epoch: string; pid: number }>(
        `UPDATE "${this.schema}".view_checkpoints
         SET epoch = epoch + 1, heartbeat = clock_timestamp(), wanted_at = NULL
         WHERE name = $1 RETURNING epoch, pg_backend_pid() AS pid`,
        [this.view],
      );
      if (rows.length !== 1) throw new Error(`${this.view}: no checkpoint row (open() first)`);
      // Closed meanwhile (the process stops): the lock goes with its session, or it would keep the process alive.
      if (this.closed) return void (await client.end());
      const epoch = Number(rows[0].epoch);
      this.holder = client;
      this.pid = rows[0].pid;
      this.lost = false;
      this.peers.add(this);
      client.once('end', () => this.end(client, epoch, 'its session ended', onLost));
      this.beat(client, epoch, onLost);
      return epoch;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw unavailableOr(error);
    }
  }

  async release(): Promise<void> {
    const holder = this.holder;
    this.holder = undefined;
    this.peers.delete(this);
    clearInterval(this.heartbeat);
    await holder?.end().catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.release();
  }

  /**
   * Every heartbeatMs, on the lock's own session: a failure or a lost row ends the lease here. When a standby that
   * holds at least two leases fewer than this process asked for the view lately, the lease is handed to it.
   */
  private beat(client: pg.Client, epoch: number, onLost: (epoch: number) => void): void {
    let busy = false;
    this.heartbeat = setInterval(() => {
      if (busy) return;
      busy = true;
      client
        .query<{ wanted: boolean; holding: number | null }>(
          `UPDATE "${this.schema}".view_checkpoints SET heartbeat = clock_timestamp() WHERE name = $1 AND epoch = $2
           RETURNING wanted_at > clock_timestamp() - $3 * interval '1 millisecond' AS wanted,
                     wanted_holding AS holding`,
          [this.view, epoch, 2 * this.timings.retryMs],
        )
        .then(
          ({ rows: [row] }) => {
            if (!row) return this.end(client, epoch, 'another process raised the epoch', onLost);
            const held = this.peers.size;
            if (
              this.options.spread === false ||
              !row.wanted ||
              row.holding === null ||
              row.holding + 1 >= held
            )
              return;
            if (Date.now() < (HANDED.get(this.peers) ?? 0) + 4 * this.timings.retryMs) return;
            HANDED.set(this.peers, Date.now());
            this.yieldedUntil = Date.now() + 4 * this.timings.retryMs;
            this.end(client, epoch, `handed to a process holding ${row.holding} (this one: ${held})`, onLost);
          },
          (error: unknown) => {
            // The server cancelled a beat that waited for the row (this process's own slow commit): the session
            // and the lock are fine, the next beat tries again. Anything else: the lock's session is gone.
            if ((error as { code?: unknown })?.code === STATEMENT_TIMEOUT) return;
            this.end(client, epoch, `its heartbeat failed (${describe(error)})`, onLost);
          },
        )
        .finally(() => (busy = false));
    }, this.timings.heartbeatMs);
    this.heartbeat.unref();
  }

  private end(client: pg.Client, epoch: number, why: string, onLost: (epoch: number) => void): void {
    if (this.holder !== client || this.lost) return;
    this.lost = true;
    this.peers.delete(this);
    clearInterval(this.heartbeat);
    this.options.log?.warn(
      `${this.view}: lost the lease of epoch ${epoch}: ${why}; writing stops, contending again`,
    );
    void client.end().catch(() => undefined);
    onLost(epoch);
  }

  /** Tries the lock every retryMs until it is this session's (true) or the lease closes (false). */
  private async lockWith(client: pg.Client): Promise<boolean> {
    const key = lockKey(this.schema, `lease:${this.view}`);
    while (!this.closed) {
      if (Date.now() >= this.yieldedUntil) {
        const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [
          key,
        ]);
        if (rows[0].held) return true;
        await this.endFrozenHolder(client, key);
        await this.want(client);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.timings.retryMs);
        this.wake = () => (clearTimeout(timer), resolve());
      });
    }
    return false;
  }

  /**
   * Says this process wants the view, with how many leases it holds (the least-loaded standby's word stays). Never
   * waits for the row: a commit under way, or one a frozen holder left open, skips it until the next try.
   */
  private async want(client: pg.Client): Promise<void> {
    const s = this.schema;
    await client.query(
      `UPDATE "${s}".view_checkpoints SET wanted_at = clock_timestamp(), wanted_holding = $2
       WHERE name = (SELECT name FROM "${s}".view_checkpoints WHERE name = $1 FOR UPDATE SKIP LOCKED)
         AND (wanted_at IS NULL OR wanted_holding >= $2 OR wanted_at < clock_timestamp() - $3 * interval '1 millisecond')`,
      [this.view, this.peers.size, 2 * this.timings.retryMs],
    );
  }

  /** A holder silent for staleMs while the store moved past the view: its lock session is ended. */
  private async endFrozenHolder(client: pg.Client, key: string): Promise<void> {
    const { rows } = await client.query<Holder>(HOLDER(this.schema), [this.view, key]);
    const holder = rows[0];
    if (!holder || holder.age_ms === null || holder.age_ms < this.timings.staleMs) return;
    const head = await this.options.head?.();
    if (head !== undefined && head <= Number(holder.position)) return;
    const seconds = (holder.age_ms / 1000).toFixed(1);
    const moved =
      head === undefined ? '' : ` while the store moved to ${head} (the view is at ${holder.position})`;
    this.options.log?.warn(
      `${this.view}: the lease holder (session ${holder.pid}) has not beaten for ${seconds} s${moved}: ` +
        'ending its session and taking over',
    );
    await client.query('SELECT pg_terminate_backend($1)', [holder.pid]);
    const { rows: commits } = await client.query(SILENT_COMMITS(this.schema), [this.timings.staleMs / 2]);
    if (commits.length > 0)
      this.options.log?.warn(`${this.view}: ended ${commits.length} session(s) left idle in a commit`);
  }
}
