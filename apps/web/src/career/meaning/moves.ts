import type { CareerEvent } from '@periscope/rules';
import type { ClientEvent } from '../events';

/**
 * The events of the last command: the trailing events stored in the same append (one command's events share
 * their recordedAt, ARCHITECTURE.md "Event store"; the seat's own answer is stamped once when it arrives).
 */
export function lastCommand(events: readonly ClientEvent[]): readonly ClientEvent[] {
  const last = events.at(-1);
  if (!last) return [];
  let start = events.length - 1;
  while (start > 0 && events[start - 1].recordedAt === last.recordedAt) start--;
  return events.slice(start);
}

export const asCareerEvents = (events: readonly ClientEvent[]) => events as unknown as readonly CareerEvent[];
