import { BACKWARDS, END, START, type KurrentDBClient, type ReadPosition } from '@kurrent/kurrentdb-client';
import type { RecordedEvent } from '../event-store.port';
import { readAllFilter } from './kurrentdb.filters';
import { positionOf, toPosition, toReadPosition, toRecordedEvent } from './kurrentdb.mapping';

type ReadAllClient = Pick<KurrentDBClient, 'readAll'>;

export interface ReadAllPlan {
  client: ReadAllClient;
  /** The namespace prefix (`ns.`), or '' for every user stream. */
  streamPrefix: string;
  pageSize: number;
  fromPosition: number;
  maxCount: number;
}

/**
 * $all in pages of `pageSize`, user events only. Each page restarts at the last position seen (inclusive) and
 * skips that event. KurrentDB reads only from an event's position: when `fromPosition` is another number (e.g. the
 * last position seen + 1) the first read fails before any event, and the read restarts at the first event after it.
 */
export async function* readAllPaged(plan: ReadAllPlan): AsyncGenerator<RecordedEvent> {
  const { client, streamPrefix, pageSize } = plan;
  const filter = readAllFilter(streamPrefix);
  let from: ReadPosition = toReadPosition(plan.fromPosition);
  let last: number | undefined;
  let remaining = plan.maxCount;
  let retried = false;
  for (;;) {
    let seen = 0;
    try {
      const page = client.readAll({
        fromPosition: from,
        maxCount: pageSize + (last === undefined ? 0 : 1),
        filter,
      });
      for await (const resolved of page) {
        const position = positionOf(resolved);
        if (position === last) continue;
        seen++;
        last = position;
        const event = toRecordedEvent(resolved, streamPrefix);
        if (!event) continue;
        yield event;
        if (--remaining === 0) return;
      }
    } catch (error) {
      if (retried || last !== undefined || from === START) throw error;
      retried = true;
      const first = await firstPositionFrom(client, streamPrefix, plan.fromPosition);
      if (first === undefined) return;
      from = toPosition(first);
      continue;
    }
    if (seen < pageSize || last === undefined) return;
    from = toPosition(last);
  }
}

/** The position of the first user event at or after `position`, scanning back from the end of $all. */
export async function firstPositionFrom(
  client: ReadAllClient,
  streamPrefix: string,
  position: number,
): Promise<number | undefined> {
  let first: number | undefined;
  const filter = readAllFilter(streamPrefix);
  for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: END, filter })) {
    const at = positionOf(resolved);
    if (at < position) break;
    if (toRecordedEvent(resolved, streamPrefix)) first = at;
  }
  return first;
}

/** The position of the last user event, 0 when there is none. */
export async function lastPosition(client: ReadAllClient, streamPrefix: string): Promise<number> {
  const filter = readAllFilter(streamPrefix);
  for await (const resolved of client.readAll({ direction: BACKWARDS, fromPosition: END, filter })) {
    if (toRecordedEvent(resolved, streamPrefix)) return positionOf(resolved);
  }
  return 0;
}
