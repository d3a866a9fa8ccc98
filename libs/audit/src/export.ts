import { eventLine, eventText } from './chain';
import {
  ENGINE_VERSION,
  EXPORT_FORMAT,
  EXPORT_FORMAT_VERSION,
  GENESIS_HASH,
  type ExportedEvent,
  type ExportHeader,
  type ExportTrailer,
  type Seeds,
  type StreamKind,
} from './format';

/** An event as a store or a recorder hands it over (a RecordedEvent will do). */
export interface SourceEvent {
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

export interface StreamInput {
  readonly stream: string;
  readonly kind: StreamKind;
  /** The dice seeds when revealed, 'sealed' while the stream is open, null for a stream without dice. */
  readonly seeds: Seeds | null;
  readonly events: readonly SourceEvent[];
}

export interface ExportInput {
  readonly kind: string;
  readonly id: string;
  readonly chartPack: { readonly version: string; readonly hash: string };
  readonly streams: readonly StreamInput[];
  readonly published?: ExportTrailer['published'];
  /** Default: this engine's version. */
  readonly engine?: string;
}

/**
 * The export's lines (see format.ts): pure, and the same events always give the same bytes. Data and metadata
 * are written in the key order they have, which for events read from the store is the order they were appended.
 */
export const exportStreams = (input: ExportInput): string[] => [...exportLines(input)];

/** The same lines one at a time, each made when it is asked for: a server streams them. */
export function* exportLines(input: ExportInput): Generator<string> {
  const header: ExportHeader = {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    kind: input.kind,
    id: input.id,
    chartPack: { version: input.chartPack.version, hash: input.chartPack.hash },
    engine: input.engine ?? ENGINE_VERSION,
    streams: input.streams.map(({ stream, kind, seeds, events }) => ({
      stream,
      kind,
      events: events.length,
      seeds:
        seeds === null || seeds === 'sealed'
          ? seeds
          : { serverSeed: seeds.serverSeed, playerSeed: seeds.playerSeed },
    })),
  };
  yield JSON.stringify({ header });
  let prevHash = GENESIS_HASH;
  let count = 0;
  for (const { stream, events } of input.streams) {
    for (const event of events) {
      const { line, hash } = eventLine(prevHash, eventText(exportedEvent(stream, event)));
      yield line;
      prevHash = hash;
      count++;
    }
  }
  const trailer: ExportTrailer = { events: count, headHash: prevHash, published: input.published ?? {} };
  yield JSON.stringify({ trailer });
}

/** The lines as one NDJSON text, each line ended by a newline. */
export const toNdjson = (lines: readonly string[]): string => `${lines.join('\n')}\n`;

const exportedEvent = (stream: string, event: SourceEvent): ExportedEvent => ({
  stream,
  revision: event.revision,
  type: event.type,
  data: event.data,
  metadata: event.metadata ?? {},
});
