// The export read for the eye (the timeline, the replay): the verifier in the worker says whether it holds; this
// only shows it. A line that does not parse is skipped here and pointed at by the report.

export interface StoryEvent {
  /** 1-based line of the export file. */
  readonly line: number;
  readonly stream: string;
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
}

export interface StoryStream {
  readonly stream: string;
  readonly kind: string;
}

export interface ExportStory {
  readonly kind: string;
  readonly id: string;
  readonly streams: readonly StoryStream[];
  /** The events of one stream, parsed on first use (a bench export holds a thousand careers). */
  eventsOf(stream: string): readonly StoryEvent[];
  /** A stream's first event (a career's CareerStarted names its commander and boat, a game's GameCreated its game). */
  firstEvent(stream: string): StoryEvent | undefined;
}

const EVENT_LINE = '{"prevHash":"';
const STREAM_AT = EVENT_LINE.length + 64 + '","event":{"stream":"'.length;

/** The export's header and its streams; null when the first line is no header. */
export function readStory(text: string): ExportStory | null {
  const lines = text.split('\n');
  const header = parsed(lines[0]) as { header?: { kind: string; id: string; streams: StoryStream[] } } | null;
  if (!header?.header) return null;
  const { kind, id, streams } = header.header;
  const byStream = linesByStream(lines);
  const cache = new Map<string, StoryEvent[]>();
  const eventsOf = (stream: string) => {
    let events = cache.get(stream);
    if (!events) cache.set(stream, (events = parseEvents(lines, byStream.get(stream) ?? [])));
    return events;
  };
  const firstEvent = (stream: string) => parseEvents(lines, (byStream.get(stream) ?? []).slice(0, 1))[0];
  return {
    kind,
    id,
    streams: streams.map((s) => ({ stream: s.stream, kind: s.kind })),
    eventsOf,
    firstEvent,
  };
}

/** Each stream's event lines (0-based indexes), in one pass, reading only the stream's name of each line. */
function linesByStream(lines: readonly string[]): Map<string, number[]> {
  const byStream = new Map<string, number[]>();
  lines.forEach((text, i) => {
    if (!text.startsWith(EVENT_LINE)) return;
    const stream = text.slice(STREAM_AT, text.indexOf('"', STREAM_AT));
    const list = byStream.get(stream);
    if (list) list.push(i);
    else byStream.set(stream, [i]);
  });
  return byStream;
}

function parseEvents(lines: readonly string[], indexes: readonly number[]): StoryEvent[] {
  const events: StoryEvent[] = [];
  for (const i of indexes) {
    const event = (parsed(lines[i]) as { event?: Omit<StoryEvent, 'line'> } | null)?.event;
    if (event)
      events.push({
        line: i + 1,
        stream: event.stream,
        revision: event.revision,
        type: event.type,
        data: event.data,
      });
  }
  return events;
}

function parsed(text: string | undefined): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
