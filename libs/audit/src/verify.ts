import { chartPackHash, defaultChartPack, type ChartPack } from '@periscope/rules';
import { careerVerifier } from './career/career-verifier';
import { firstDifference } from './difference';
import type { CheckName, Finding } from './findings';
import { ENGINE_VERSION, type ExportedStream } from './format';
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
  reportFrom(lines, [verifyStreams(lines, options)], options);

/** What checks (b)-(d) found on some of an export's streams. */
export interface StreamsVerdict {
  readonly findings: Finding[];
  /** In the header's order. */
  readonly streams: StreamSummary[];
  readonly rulings: RulingView[];
}

/**
 * Checks (b)-(d) on the streams lines.header lists, with the events lines holds: independent streams can be
 * verified apart (careers one by one, or in parallel) and their verdicts joined by reportFrom. A ruling stream
 * needs its subjects with it, and a tournament its entrants' careers (its standings read them).
 */
export function verifyStreams(lines: ExportLines, options: VerifyOptions = {}): StreamsVerdict {
  const { header, trailer } = lines;
  const charts = options.charts ?? defaultChartPack;
  const verifiers = options.verifiers ?? STREAM_VERIFIERS;
  const findings: Finding[] = [];
  const streams = eventsByStream(lines.events);
  const canReplay = chartPackHash(charts) === header.chartPack?.hash;
  const ruled = header.streams.filter((s) => s.kind === RULINGS_CATEGORY);
  const rulings = collectRulings(
    ruled.map((s) => streams.get(s.stream) ?? []),
    streams,
    findings,
  );
  const others: ExportStreams = {
    entries: header.streams,
    events: (stream) => streams.get(stream) ?? [],
    rulingsOn: (stream) => rulingsOn(rulings, stream),
  };
  const summaries = header.streams
    .filter((s) => s.kind !== RULINGS_CATEGORY)
    .map((entry) => {
      const context: StreamContext = { header, entry, charts, canReplay };
      const published = trailer?.published?.[entry.stream];
      const events = streams.get(entry.stream) ?? [];
      const { rules, ...verified } = verifyStream(
        entry,
        events,
        verifiers[entry.kind],
        context,
        others,
        findings,
      );
      if (verified.result && published)
        comparePublished(entry.stream, verified.result, published, lines.trailerLine, findings, rules);
      return { ...verified, published: published ?? null };
    });
  return { findings, streams: summaries, rulings };
}

/** The report of an export from its chain check (lines) and the verdicts on all its streams. */
export function reportFrom(
  lines: ExportLines,
  verdicts: readonly StreamsVerdict[],
  options: VerifyOptions = {},
): AuditReport {
  const { header, trailer } = lines;
  const charts = options.charts ?? defaultChartPack;
  const findings = [...lines.findings, ...verdicts.flatMap((v) => v.findings)];
  if (chartPackHash(charts) !== header.chartPack?.hash)
    findings.push({
      check: 'replay',
      line: 1,
      path: 'header.chartPack',
      expected: { version: charts.version, hash: chartPackHash(charts) },
      found: header.chartPack,
      message: 'the export was decided with a chart pack this verifier does not hold: no replay is possible',
    });
  const order = new Map(header.streams.map((s, i) => [s.stream, i]));
  const summaries = verdicts
    .flatMap((v) => v.streams)
    .sort((a, b) => (order.get(a.stream) ?? 0) - (order.get(b.stream) ?? 0));
  const sealed = summaries.filter((s) => s.sealed).map((s) => s.stream);
  const allSealed = summaries.length > 0 && sealed.length === summaries.length;
  return assembleReport({
    subject: { kind: header.kind, id: header.id },
    chartPack: header.chartPack,
    engine: { exported: header.engine, verifier: ENGINE_VERSION },
    findings,
    notes: checkNotes(sealed, summaries),
    skipped: new Set<CheckName>(allSealed ? ['rolls'] : []),
    streams: summaries,
    rulings: verdicts.flatMap((v) => v.rulings),
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

function verifyStream(
  entry: ExportedStream,
  events: readonly RawEvent[],
  verifier: StreamVerifier | undefined,
  context: StreamContext,
  others: ExportStreams,
  findings: Finding[],
): Omit<StreamSummary, 'published'> & { rules?: Readonly<Record<string, string>> } {
  const base = { stream: entry.stream, kind: entry.kind, events: events.length };
  if (!verifier) {
    findings.push({
      check: 'replay',
      line: 1,
      stream: entry.stream,
      message: `no verifier for streams of kind ${entry.kind}: only the chain was checked`,
    });
    return { ...base, commands: 0, rolls: 0, sealed: false, result: null };
  }
  const verdict = verifier.verify(events, context);
  findings.push(...verdict.findings);
  const results = verifier.results(verdict.facts, others.rulingsOn(entry.stream), others);
  if (results) findings.push(...results.findings);
  return {
    ...base,
    commands: verdict.commands,
    rolls: verdict.rolls,
    sealed: verdict.sealed,
    result: results?.result ?? null,
    rules: results?.rules,
  };
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
      });
  }
}

function checkNotes(
  sealed: readonly string[],
  summaries: readonly StreamSummary[],
): Record<CheckName, string> {
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
    results: 'tonnage and patrols recompute from the events, with the rulings applied',
  };
}
