import { chartPackHash, defaultChartPack, ownPackHashes, type ChartPack } from '@periscope/rules';
import { careerVerifier } from './career/career-verifier';
import { firstDifference } from './difference';
import type { CheckName, Finding } from './findings';
import { ENGINE_VERSION, type ExportedStream, type ExportHeader } from './format';
import { readExport, type ExportLines, type RawEvent } from './read';
import { assembleReport, type AuditReport, type StreamSummary } from './report';
import { RULINGS_CATEGORY } from './rulings';
import { collectRulings, rulingsOn, type RulingView } from './rulings-check';
import type { ExportStreams, StreamContext, StreamVerifier } from './stream-verifier';

/** The verifiers by stream kind; games and tournaments add theirs. */
export const STREAM_VERIFIERS: Readonly<Record<string, StreamVerifier>> = { career: careerVerifier };

export interface VerifyOptions {
  /** The chart pack to replay with (default: the default pack); the export's must have the same hash. */
  readonly charts?: ChartPack;
  readonly verifiers?: Readonly<Record<string, StreamVerifier>>;
}

/** Audits an NDJSON export: checks (a)-(d) (see findings.ts). Throws NotAnExport when it is none. */
export const verifyExport = (input: string | Uint8Array, options: VerifyOptions = {}): AuditReport =>
  verifyLines(readExport(input), options);

/** Checks (b)-(d) of an export whose chain readExport has checked, and the report. */
export const verifyLines = (lines: ExportLines, options: VerifyOptions = {}): AuditReport =>
  reportFrom(lines, verifyStreams(lines, options), options);

/** What checks (b)-(d) found on some of an export's streams. */
export interface StreamsVerdict {
  readonly findings: Finding[];
  /** In the header's order. */
  readonly streams: StreamSummary[];
  readonly rulings: RulingView[];
}

/** What checks (b)-(d) found on one stream. */
export interface StreamOutcome {
  readonly summary: StreamSummary;
  readonly findings: Finding[];
}

/**
 * An export's streams ready to verify: the rulings checked (their findings), and the streams to verify, each on
 * its own. The streams can be verified in any order and on any thread: joinOutcomes puts them back in order.
 */
export interface StreamsPlan {
  /** The streams to verify (every one but the rulings), in the header's order. */
  readonly entries: readonly ExportedStream[];
  readonly rulings: RulingView[];
  /** What the rulings' check found. */
  readonly findings: Finding[];
  readonly streams: ExportStreams;
  readonly header: ExportHeader;
  readonly canReplay: boolean;
  /** The trailer's line, where a finding on a published figure points. */
  readonly trailerLine: number;
  /** What the trailer says was published of a stream. */
  published(entry: ExportedStream): Readonly<Record<string, unknown>> | undefined;
  verify(entry: ExportedStream): StreamOutcome;
}

/** Checks (b)-(d) on every stream of an export whose chain readExport has checked. */
export function verifyStreams(lines: ExportLines, options: VerifyOptions = {}): StreamsVerdict {
  const plan = planStreams(lines, options);
  return joinOutcomes(
    plan,
    plan.entries.map((entry) => plan.verify(entry)),
  );
}

/** The verdict of a plan from its streams' outcomes (in the plan's order): findings in the header's order. */
export const joinOutcomes = (plan: StreamsPlan, outcomes: readonly StreamOutcome[]): StreamsVerdict => ({
  findings: [...plan.findings, ...outcomes.flatMap((o) => o.findings)],
  streams: outcomes.map((o) => o.summary),
  rulings: plan.rulings,
});

/**
 * The plan of checks (b)-(d) on the streams lines.header lists, with the events lines holds. A ruling stream
 * needs its subjects with it, and a tournament its entrants' careers (its standings read them).
 */
export function planStreams(lines: ExportLines, options: VerifyOptions = {}): StreamsPlan {
  const { header, trailer } = lines;
  const charts = options.charts ?? defaultChartPack;
  const verifiers = options.verifiers ?? STREAM_VERIFIERS;
  const findings: Finding[] = [];
  const byStream = eventsByStream(lines.events);
  const canReplay = holdsPack(charts, header.chartPack?.hash);
  const ruled = header.streams.filter((s) => s.kind === RULINGS_CATEGORY);
  const rulings = collectRulings(
    ruled.map((s) => byStream.get(s.stream) ?? []),
    byStream,
    findings,
  );
  const streams: ExportStreams = {
    entries: header.streams,
    events: (stream) => byStream.get(stream) ?? [],
    rulingsOn: (stream) => rulingsOn(rulings, stream),
  };
  const published = (entry: ExportedStream) => trailer?.published?.[entry.stream];
  return {
    entries: header.streams.filter((s) => s.kind !== RULINGS_CATEGORY),
    rulings,
    findings,
    streams,
    header,
    canReplay,
    trailerLine: lines.trailerLine,
    published,
    verify: (entry) =>
      verifyOneStream(verifiers[entry.kind], { header, entry, charts, canReplay }, streams, {
        published: published(entry),
        line: lines.trailerLine,
      }),
  };
}

/** Checks (b)-(d) on one stream, (d) against what the trailer (at line) says was published of it. */
export function verifyOneStream(
  verifier: StreamVerifier | undefined,
  context: StreamContext,
  streams: ExportStreams,
  trailer: { readonly published?: Readonly<Record<string, unknown>>; readonly line: number },
): StreamOutcome {
  const { stream, kind } = context.entry;
  const events = streams.events(stream);
  const published = trailer.published ?? null;
  if (!verifier) {
    const message = `no verifier for streams of kind ${kind}: only the chain was checked`;
    return {
      summary: {
        stream,
        kind,
        events: events.length,
        commands: 0,
        rolls: 0,
        sealed: false,
        result: null,
        published,
      },
      findings: [{ check: 'replay', line: 1, stream, message, code: 'noVerifier' }],
    };
  }
  const verdict = verifier.verify(events, context);
  const results = verifier.results(verdict.facts, streams.rulingsOn(stream), streams);
  const findings = [...verdict.findings, ...(results?.findings ?? [])];
  const result = results?.result ?? null;
  if (result && published)
    comparePublished(stream, result, published, trailer.line, findings, results?.rules);
  const { commands, rolls, sealed } = verdict;
  return {
    summary: { stream, kind, events: events.length, commands, rolls, sealed, result, published },
    findings,
  };
}

/** Whether the export's pack is one the replay plays on: the pack given, or a campaign's own (ownPackHashes). */
const holdsPack = (charts: ChartPack, hash: string | undefined): boolean =>
  hash !== undefined && (chartPackHash(charts) === hash || ownPackHashes().includes(hash));

/** The report of an export from its chain check (lines) and the verdict on its streams (in the header's order). */
export function reportFrom(
  lines: ExportLines,
  verdict: StreamsVerdict,
  options: VerifyOptions = {},
): AuditReport {
  const { header, trailer } = lines;
  const charts = options.charts ?? defaultChartPack;
  const findings = [...lines.findings, ...verdict.findings];
  if (!holdsPack(charts, header.chartPack?.hash))
    findings.push({
      check: 'replay',
      line: 1,
      path: 'header.chartPack',
      expected: { version: charts.version, hash: chartPackHash(charts) },
      found: header.chartPack,
      message: 'the export was decided with a chart pack this verifier does not hold: no replay is possible',
      code: 'unknownPack',
    });
  const summaries = verdict.streams;
  const sealed = summaries.filter((s) => s.sealed).map((s) => s.stream);
  const allSealed = summaries.length > 0 && sealed.length === summaries.length;
  return assembleReport({
    subject: { kind: header.kind, id: header.id },
    chartPack: header.chartPack,
    engine: { exported: header.engine, verifier: ENGINE_VERSION },
    findings,
    notes: checkNotes(sealed, summaries, options.verifiers ?? STREAM_VERIFIERS),
    skipped: new Set<CheckName>(allSealed ? ['rolls'] : []),
    streams: summaries,
    rulings: verdict.rulings,
    events: lines.events.length,
    headHash: trailer?.headHash ?? null,
    extraNotes:
      header.engine === ENGINE_VERSION
        ? []
        : [
            `exported by engine ${header.engine}, verified with ${ENGINE_VERSION}: a replay divergence may be the engine's, not the events'`,
          ],
  });
}

function eventsByStream(events: readonly RawEvent[]): Map<string, RawEvent[]> {
  const streams = new Map<string, RawEvent[]>();
  for (const event of events) {
    const list = streams.get(event.stream);
    if (list) list.push(event);
    else streams.set(event.stream, [event]);
  }
  return streams;
}

const RESULT_RULES: Readonly<Record<string, string>> = { tonnage: '5.2.1', victoryLevel: '5.2.2' };

/** (d) against the trailer: every figure the export says was published recomputes from the events. */
function comparePublished(
  stream: string,
  result: Readonly<Record<string, unknown>>,
  published: Readonly<Record<string, unknown>>,
  line: number,
  findings: Finding[],
  rules: Readonly<Record<string, string>> = RESULT_RULES,
): void {
  for (const key of Object.keys(published)) {
    const d = firstDifference(published[key], result[key], `published.${key}`);
    if (d)
      findings.push({
        check: 'results',
        line,
        stream,
        rule: rules[key],
        ...d,
        message: `${stream} published ${key} ${JSON.stringify(d.found)}; the events give ${JSON.stringify(d.expected)}`,
        code: 'publishedStream',
      });
  }
}

function checkNotes(
  sealed: readonly string[],
  summaries: readonly StreamSummary[],
  verifiers: Readonly<Record<string, StreamVerifier>>,
): Record<CheckName, string> {
  const recomputed = [...new Set(summaries.map((s) => verifiers[s.kind]?.recomputes))].filter(Boolean);
  const rolls = summaries.reduce((n, s) => n + s.rolls, 0);
  const commands = summaries.reduce((n, s) => n + s.commands, 0);
  return {
    chain:
      'every line hashes to its hash and links to the one before; revisions run on; the trailer closes the chain',
    rolls:
      sealed.length > 0
        ? `the seeds are still sealed (${sealed.length === summaries.length ? 'every stream' : sealed.join(', ')}): rolls are recomputed once they are revealed. ${rolls} rolls recomputed`
        : `${rolls} rolls recomputed from (serverSeed, playerSeed, nonce)`,
    replay:
      sealed.length > 0
        ? `${commands} commands re-decided on the recorded dice (the seeds are sealed: the dice's fairness waits for them)`
        : `${commands} commands re-decided from the start on seeded dice`,
    results: `${recomputed.join('; ') || 'nothing'}: recomputed from the events, with the rulings applied`,
  };
}
