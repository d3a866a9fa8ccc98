import { createHash } from 'node:crypto';
import { CLUSTER_SCHEMA, type Cluster } from './cluster';

/** The read models that one process at a time writes, each under its own lease (ARCHITECTURE "Scaling out"). */
export const LEASED_VIEWS = ['patrol-view', 'tournament-standings', 'career-index', 'game-index'] as const;
/**
 * The leased read models that careers' commands move, caught up once their checkpoints reach the store's head (the
 * games' index moves with games' events only).
 */
export const CAREER_VIEWS = ['patrol-view', 'tournament-standings', 'career-index'] as const;

/** The lease's advisory-lock key, as the read models' PostgreSQL storage derives it, split as pg_locks shows it. */
function leaseKey(view: string): { classid: number; objid: number } {
  const digest = createHash('sha256').update(`periscope:lease:${view}:${CLUSTER_SCHEMA}`).digest();
  return { classid: digest.readUInt32BE(0), objid: digest.readUInt32BE(4) };
}

const LOCK_HELD_BY = `
  SELECT a.application_name AS app, l.pid FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
  WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1 AND l.classid = $1 AND l.objid = $2`;

/**
 * A trigger on the checkpoints' table notes every committed move of a checkpoint: by which process (its
 * application_name) and whether that process held the view's lease at that moment. A write whose transaction rolls
 * back (a fenced writer) leaves no note. Installed once the servers have created the table.
 */
export async function watchWriters(cluster: Cluster, views: readonly string[] = LEASED_VIEWS): Promise<void> {
  const keys = views.map((view) => ({ view, ...leaseKey(view) }));
  await cluster.sql(`
    CREATE TABLE public.cluster_lease_keys (view text PRIMARY KEY, classid oid NOT NULL, objid oid NOT NULL);
    CREATE TABLE public.cluster_writes (
      seq bigserial PRIMARY KEY, view text NOT NULL, app text NOT NULL, from_position bigint NOT NULL,
      to_position bigint NOT NULL, leased boolean NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp());
    INSERT INTO public.cluster_lease_keys
      SELECT * FROM json_populate_recordset(null::public.cluster_lease_keys, '${JSON.stringify(keys)}');
    CREATE FUNCTION public.cluster_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO public.cluster_writes (view, app, from_position, to_position, leased)
      SELECT NEW.name, current_setting('application_name'), OLD.position, NEW.position, EXISTS (
        SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        JOIN public.cluster_lease_keys k ON k.classid = l.classid AND k.objid = l.objid
        WHERE k.view = NEW.name AND l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
          AND a.application_name = current_setting('application_name'));
      RETURN NEW;
    END $$;
    CREATE TRIGGER cluster_note_write BEFORE UPDATE ON "${CLUSTER_SCHEMA}".view_checkpoints FOR EACH ROW
      WHEN (NEW.position IS DISTINCT FROM OLD.position) EXECUTE FUNCTION public.cluster_note_write();`);
}

export interface Write {
  seq: string;
  view: string;
  app: string;
  from_position: string;
  to_position: string;
  leased: boolean;
}

/** The checkpoint moves noted after `seq` that a process made without the view's lease, or backwards. */
export async function unleasedWrites(cluster: Cluster, afterSeq = 0): Promise<Write[]> {
  return cluster.sql<Write>(
    `SELECT * FROM public.cluster_writes
     WHERE seq > $1 AND (NOT leased OR to_position <= from_position) ORDER BY seq`,
    [afterSeq],
  );
}

export async function lastWriteSeq(cluster: Cluster): Promise<number> {
  const [row] = await cluster.sql<{ seq: string | null }>(
    'SELECT max(seq) AS seq FROM public.cluster_writes',
  );
  return Number(row.seq ?? 0);
}

/** The sessions holding each view's lease lock now: their pid and their process's name. */
export async function leaseSessions(
  cluster: Cluster,
  views: readonly string[] = LEASED_VIEWS,
): Promise<Record<string, { app: string; pid: number }[]>> {
  const sessions: Record<string, { app: string; pid: number }[]> = {};
  for (const view of views) {
    const { classid, objid } = leaseKey(view);
    sessions[view] = await cluster.sql<{ app: string; pid: number }>(LOCK_HELD_BY, [classid, objid]);
  }
  return sessions;
}

/** Which processes hold each view's lease now. */
export async function leaseHolders(
  cluster: Cluster,
  views: readonly string[] = LEASED_VIEWS,
): Promise<Record<string, string[]>> {
  const sessions = await leaseSessions(cluster, views);
  return Object.fromEntries(Object.entries(sessions).map(([view, held]) => [view, held.map((h) => h.app)]));
}

/** Exactly one writer: each view's lease held by one process, and that process alive (a worker, with WORKERS). */
export async function exactlyOneWriter(cluster: Cluster): Promise<boolean> {
  const live = new Set(cluster.servers().map((p) => p.name));
  const holders = await leaseHolders(cluster);
  return Object.values(holders).every((apps) => apps.length === 1 && live.has(apps[0]));
}

/** The read models' checkpoints as stored. */
export async function checkpoints(cluster: Cluster): Promise<Record<string, number>> {
  const rows = await cluster.sql<{ name: string; position: string }>(
    `SELECT name, position FROM "${CLUSTER_SCHEMA}".view_checkpoints`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.position)]));
}
