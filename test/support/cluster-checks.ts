import { CLUSTER_SCHEMA, type Cluster } from './cluster';
import type { Ack } from './cluster-load';
import { CAREER_VIEWS, checkpoints } from './cluster-writers';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface StoredCommand {
  stream: string;
  command: string | null;
  events: string;
  first: number;
  last: number;
}

/**
 * No acknowledged command lost, none applied twice: each acknowledged commandId's events are in its career's stream
 * exactly as many as the answer had, in one run of revisions ending at the answer's revision.
 */
export async function lostOrDuplicated(cluster: Cluster, acks: readonly Ack[]): Promise<string[]> {
  const answered = acks.slice(); // the load goes on: only what was acknowledged before the store is read
  const rows = await cluster.sql<StoredCommand>(
    `SELECT stream, metadata->>'commandId' AS command, count(*) AS events,
            min(revision) AS first, max(revision) AS last
     FROM "${CLUSTER_SCHEMA}".events WHERE stream LIKE 'career-%' GROUP BY 1, 2`,
  );
  const stored = new Map(rows.map((r) => [`${r.stream}/${r.command}`, r]));
  const problems: string[] = [];
  for (const ack of answered) {
    const row = stored.get(`career-${ack.careerId}/${ack.commandId}`);
    if (!row) problems.push(`lost: ${ack.careerId} ${ack.commandId} ${await around(cluster, ack)}`);
    else if (Number(row.events) !== ack.events || row.last !== ack.revision)
      problems.push(
        `applied ${row.events} events at ${row.first}-${row.last} for ${ack.careerId} ${ack.commandId}, ` +
          `answered ${ack.events} up to ${ack.revision}`,
      );
    else if (row.last - row.first + 1 !== ack.events)
      problems.push(`not one append: ${ack.careerId} ${ack.commandId} at ${row.first}-${row.last}`);
  }
  return problems;
}

/** What the stream holds about an acknowledged command's revision, for the message of a lost one. */
async function around(cluster: Cluster, ack: Ack): Promise<string> {
  const rows = await cluster.sql<{ revision: number; command: string; type: string }>(
    `SELECT revision, metadata->>'commandId' AS command, type FROM "${CLUSTER_SCHEMA}".events
     WHERE stream = $1 AND revision BETWEEN $2 - 3 AND $2 + 3 ORDER BY revision`,
    [`career-${ack.careerId}`, ack.revision],
  );
  const stored = rows.map((r) => `${r.revision} ${r.command} ${r.type}`).join('; ');
  const answer = `${ack.replayed ? 'a replay ' : ''}by ${ack.process}: ${ack.events} events up to ${ack.revision}`;
  return `(answered ${answer}; stored: ${stored})`;
}

/** The store now: each career's last revision, and the position of the last career event. */
export async function storeHead(
  cluster: Cluster,
  careers: readonly string[],
): Promise<{ revisions: Map<string, number>; position: number }> {
  const rows = await cluster.sql<{ stream: string; revision: number }>(
    `SELECT stream, max(revision) AS revision FROM "${CLUSTER_SCHEMA}".events
     WHERE stream = ANY($1) GROUP BY stream`,
    [careers.map((id) => `career-${id}`)],
  );
  const [head] = await cluster.sql<{ position: string | null }>(
    `SELECT max(position) AS position FROM "${CLUSTER_SCHEMA}".events WHERE stream LIKE 'career-%'`,
  );
  return {
    revisions: new Map(rows.map((r) => [r.stream.slice('career-'.length), r.revision])),
    position: Number(head.position ?? 0),
  };
}

/** The store position of a career's last event (0 for none). */
export async function careerHead(cluster: Cluster, careerId: string): Promise<number> {
  const [row] = await cluster.sql<{ position: string | null }>(
    `SELECT max(position) AS position FROM "${CLUSTER_SCHEMA}".events WHERE stream = $1`,
    [`career-${careerId}`],
  );
  return Number(row.position ?? 0);
}

/**
 * What is still behind `head`: a read model's checkpoint, or a career's patrol view or careers' index row as a
 * process serves it. Empty: every read model caught up, on every process. A WORKERS primary's port is read as many
 * times as it has workers, each read on a connection of its own, which the primary hands to its workers in turn.
 */
export async function readModelsBehind(
  cluster: Cluster,
  head: { revisions: Map<string, number>; position: number },
  views: readonly string[] = CAREER_VIEWS,
): Promise<string[]> {
  const behind: string[] = [];
  const stored = await checkpoints(cluster);
  for (const view of views)
    if ((stored[view] ?? 0) < head.position)
      behind.push(`${view} checkpoint ${stored[view]} < ${head.position}`);
  for (const process of cluster.live())
    for (let read = 1; read <= cluster.workers; read++) {
      const name = cluster.workers > 1 ? `${process.name} (read ${read})` : process.name;
      behind.push(...(await servedBehind(process.server.url, name, head.revisions)));
    }
  return behind;
}

/** Each career's patrol view and careers' index row behind its revision in `revisions`, as `url` serves them. */
async function servedBehind(url: string, name: string, revisions: Map<string, number>): Promise<string[]> {
  const behind: string[] = [];
  const index = await getJson(`${url}/api/careers?status=all&limit=100`);
  const rows = new Map(
    ((index.body.careers ?? []) as { careerId: string; revision: number }[]).map((r) => [r.careerId, r]),
  );
  for (const [careerId, revision] of revisions) {
    const view = await getJson(`${url}/api/careers/${careerId}/patrol-view`);
    const seen = (view.body.view as { revision?: number } | undefined)?.revision;
    if (view.status !== 200 || (seen ?? -1) < revision)
      behind.push(`${name} patrol view of ${careerId}: ${view.status} ${seen} < ${revision}`);
    const row = rows.get(careerId);
    if ((row?.revision ?? -1) < revision)
      behind.push(`${name} careers' index row of ${careerId}: ${row?.revision} < ${revision}`);
  }
  return behind;
}

/** Polls `readModelsBehind` until it is empty; the time it took, or the last list of what was behind. */
export async function untilCaughtUp(
  cluster: Cluster,
  head: { revisions: Map<string, number>; position: number },
  ms: number,
  views: readonly string[] = CAREER_VIEWS,
): Promise<{ ms: number } | { behind: string[] }> {
  const began = Date.now();
  for (;;) {
    const behind = await readModelsBehind(cluster, head, views).catch((e: Error) => [
      `unreadable: ${e.message}`,
    ]);
    if (behind.length === 0) return { ms: Date.now() - began };
    if (Date.now() - began > ms) return { behind };
    await pause(200);
  }
}

async function getJson(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    // A connection of its own (closed after the answer): a WORKERS primary hands each to its next worker.
    const res = await fetch(url, { headers: { connection: 'close' }, signal: AbortSignal.timeout(5000) });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : {} };
  } catch {
    return { status: 0, body: {} };
  }
}
