/**
 * The export format: NDJSON, each line the JSON.stringify text of an object in a fixed key order.
 *
 *   line 1      {"header":{…}}                                           what is exported, chart pack, seeds
 *   lines 2…    {"prevHash":"<64 hex>","event":<event>,"hash":"<64 hex>"}   one line per event, in chain order
 *   last line   {"trailer":{"events":N,"headHash":"…","published":{…}}}
 *
 * <event> is {"stream":…,"revision":…,"type":…,"data":…,"metadata":…} in that order, data and metadata in the
 * key order they were appended with: the bytes the store keeps (json, not jsonb) and the engine decides
 * (determinism: the same commands on the same dice give byte-identical events). E-AUDIT-BYTES.
 *
 * hash = sha256 (hex) of the UTF-8 text `{"prevHash":"<prevHash>","event":<event>}`, i.e. the line without its
 * hash field; the first event's prevHash is GENESIS_HASH, every other's the hash of the line before. The trailer
 * closes the chain: without it an export cut short after any event would still chain (E-AUDIT-TRAILER).
 */

export const EXPORT_FORMAT = 'periscope-export';
export const EXPORT_FORMAT_VERSION = 1;

/** The prevHash of the first event. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * The rules engine that decided the events (the version of package.json, checked by a test). A verifier with
 * another engine version may disagree on the replay; the report says so.
 */
export const ENGINE_VERSION = '0.1.0';

/** The seeds of a dice stream once revealed, or 'sealed' while the stream is open. */
export type Seeds = { readonly serverSeed: string; readonly playerSeed: string } | 'sealed';

/** What a stream holds, which says how it is verified (see stream-verifier.ts). */
export type StreamKind = 'career' | 'rulings' | (string & {});

export interface ExportedStream {
  /** The store's stream name, e.g. `career-<uuid>`. */
  readonly stream: string;
  readonly kind: StreamKind;
  readonly events: number;
  /** Streams without dice (rulings) have none. */
  readonly seeds: Seeds | null;
}

export interface ExportHeader {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: number;
  /** What the export is of: a career, a game, a tournament (or a set of careers, e.g. a benchmark). */
  readonly kind: string;
  readonly id: string;
  readonly chartPack: { readonly version: string; readonly hash: string };
  readonly engine: string;
  /** In the order their events follow, each stream's events contiguous. */
  readonly streams: readonly ExportedStream[];
}

/** One event as the store holds it, without what only the store knows (id, position, time recorded). */
export interface ExportedEvent {
  readonly stream: string;
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Readonly<Record<string, unknown>>;
}

export interface ExportTrailer {
  readonly events: number;
  /** The last event's hash (GENESIS_HASH when there is none). */
  readonly headHash: string;
  /** Per stream, the results as they were published (the server's read model); checked by (d). */
  readonly published: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** The metadata every command-driven event carries (the server's CareerEventMetadata). */
export interface CommandMetadata {
  readonly commandId: string;
  readonly correlationId: string;
  readonly actor: string;
  readonly command: { readonly type: string; readonly data: unknown };
  readonly dice: { readonly firstNonce: number; readonly nextNonce: number };
}
