import { at, type Finding } from './findings';
import type { ExportedEvent } from './format';
import { parseEvent } from './envelope';
import type { RawEvent } from './read';

/** An event line read back in full. */
export interface ParsedEvent extends ExportedEvent {
  readonly line: number;
  readonly hash: string;
  readonly prevHash: string;
}

/** The raw events parsed; those whose text is not an event are left out (the chain check reported them). */
export function parseEvents(raws: readonly RawEvent[]): ParsedEvent[] {
  return raws.flatMap((raw) => {
    const event = parseEvent(raw);
    return event ? [{ ...event, line: raw.line, hash: raw.hash, prevHash: raw.prevHash }] : [];
  });
}

/** The raw events parsed; one whose text is not an event is reported (the replay cannot read it) and left out. */
export function parseLines(raws: readonly RawEvent[], findings: Finding[]): ParsedEvent[] {
  return raws.flatMap((raw) => {
    const event = parseEvent(raw);
    if (!event)
      findings.push({ check: 'replay', ...at(raw), message: 'the event does not parse', code: 'unparsed' });
    return event ? [{ ...event, line: raw.line, hash: raw.hash, prevHash: raw.prevHash }] : [];
  });
}
