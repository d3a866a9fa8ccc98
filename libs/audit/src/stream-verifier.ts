import type { ChartPack } from '@periscope/rules';
import type { Finding } from './findings';
import type { ExportedStream, ExportHeader, Seeds } from './format';
import type { RawEvent } from './read';
import type { Ruling } from './rulings';

/** What a stream verifier is given besides its events. */
export interface StreamContext {
  readonly header: ExportHeader;
  /** The header's entry for this stream (its seeds). */
  readonly entry: ExportedStream;
  readonly charts: ChartPack;
  /** False when the export was decided with another chart pack than `charts`: no replay is possible. */
  readonly canReplay: boolean;
}

/** The stream's seeds once revealed; null while they are sealed (or for a stream without dice). */
export function revealedSeeds({ entry }: StreamContext): Exclude<Seeds, 'sealed'> | null {
  return entry.seeds && entry.seeds !== 'sealed' ? entry.seeds : null;
}

/** Checks (b) and (c) of one stream, and the facts (d) needs. */
export interface StreamVerdict {
  readonly findings: Finding[];
  readonly commands: number;
  /** Rolls recomputed from the seeds (0 while they are sealed). */
  readonly rolls: number;
  /** Whether the stream's dice are still sealed: (b) could not run. */
  readonly sealed: boolean;
  /** What the verifier learnt for results(): for a career, its events and folded state. */
  readonly facts: unknown;
}

/** (d) for one stream: its result recomputed with the rulings, and where the stream's own published figures differ. */
export interface StreamResults {
  readonly result: Readonly<Record<string, unknown>>;
  readonly findings: Finding[];
  /** The rule of each figure of the result (a published figure that differs names it); default 5.2.1, 5.2.2. */
  readonly rules?: Readonly<Record<string, string>>;
}

/** The export's streams, for a result that reads others (a tournament's standings read its entrants' careers). */
export interface ExportStreams {
  /** The header's entries. */
  readonly entries: readonly ExportedStream[];
  /** A stream's event lines, in order (none when the export does not hold it). */
  events(stream: string): readonly RawEvent[];
  /** The rulings that stand on a stream. */
  rulingsOn(stream: string): readonly Ruling[];
}

/**
 * How one kind of stream is audited. Careers are verified here; two-player games and tournaments (libs/play)
 * plug in by adding their kind to the verifiers passed to verifyExport.
 */
export interface StreamVerifier {
  /** What (d) recomputes for this kind, for the report's note: "each career's tonnage, patrols and victory level". */
  readonly recomputes: string;
  verify(events: readonly RawEvent[], context: StreamContext): StreamVerdict;
  results(facts: unknown, rulings: readonly Ruling[], streams: ExportStreams): StreamResults | null;
}
