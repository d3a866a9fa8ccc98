import type { CareerEvent } from '@periscope/rules';
import type { ClientEvent } from '../events';

/**
 * The command that appended an event: its commandId (metadata, in the events read, the live updates and the
 * command's answer alike); without one, its recordedAt (one append's events share it, ARCHITECTURE.md "Event
 * store").
 */
const commandOf = (event: ClientEvent) => event.metadata?.commandId ?? event.recordedAt;

/** The events of the last command: the trailing events one command appended. */
export function lastCommand(events: readonly ClientEvent[]): readonly ClientEvent[] {
  const last = events.at(-1);
  if (!last) return [];
  const command = commandOf(last);
  let start = events.length - 1;
  while (start > 0 && commandOf(events[start - 1]) === command) start--;
  return events.slice(start);
}

export const asCareerEvents = (events: readonly ClientEvent[]) => events as unknown as readonly CareerEvent[];
