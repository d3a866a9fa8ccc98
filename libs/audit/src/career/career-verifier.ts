import { commitment, type CareerStarted, type CareerState, type DiceSeeds } from '@periscope/rules';
import { at, type Finding } from '../findings';
import { parseEvent } from '../envelope';
import type { RawEvent } from '../read';
import {
  revealedSeeds,
  type StreamContext,
  type StreamVerdict,
  type StreamVerifier,
} from '../stream-verifier';
import { careerResult } from './career-result';
import { publishedByTheCareer } from './career-published';
import { replayCareer, type FoldedEvent } from './replay-career';

/** What the replay of a career learnt, for (d). */
interface CareerFacts {
  readonly events: readonly FoldedEvent[];
  readonly state: CareerState | null;
  readonly beforeEnd: CareerState | null;
}

/** Audits a career stream (CareerStarted first, every event recorded with its command and dice). */
export const careerVerifier: StreamVerifier = {
  recomputes: "each career's tonnage, patrols and victory level",
  verify(raws, context): StreamVerdict {
    const findings: Finding[] = [];
    const revealed = revealedSeeds(context);
    const started = startOf(raws, context, findings);
    // E-AUDIT-WRONGSEED: a wrong seed would fail every roll; one finding says so, the replay uses the recorded dice.
    const dice = started && revealed ? checkSeeds(started, revealed, findings) : undefined;
    const outcome = replayCareer(
      raws,
      { seeds: dice ?? null, charts: context.charts, canReplay: context.canReplay && started !== undefined },
      findings,
    );
    if (!revealed) sealedAfterTheEnd(raws, findings);
    const facts: CareerFacts = { events: outcome.events, state: outcome.state, beforeEnd: outcome.beforeEnd };
    return { findings, commands: outcome.commands, rolls: outcome.rolls, sealed: !revealed, facts };
  },

  results(facts, rulings) {
    const { events, state, beforeEnd } = facts as CareerFacts;
    return {
      result: { ...careerResult(events, rulings) },
      findings: publishedByTheCareer(events, state, beforeEnd),
    };
  },
};

type Started = { raw: RawEvent; data: CareerStarted['data'] };

/**
 * L-1, E-AUDIT-SEALED-VALUE: the seeds are sealed only while the career runs. An export whose career has ended
 * and whose header still says "sealed" withholds what would check its dice: it does not verify clean.
 */
function sealedAfterTheEnd(raws: readonly RawEvent[], findings: Finding[]): void {
  const ended = raws.find((raw) => raw.type === 'CareerEnded');
  if (ended)
    findings.push({
      check: 'rolls',
      ...at(ended),
      message:
        'the career ended here, yet the header keeps its seeds sealed: an ended career reveals them (L-1), so its dice cannot be checked',
      code: 'sealedSeeds',
    });
}

/** CareerStarted at revision 0, on the chart pack the header names; undefined (and a finding) otherwise. */
function startOf(
  raws: readonly RawEvent[],
  context: StreamContext,
  findings: Finding[],
): Started | undefined {
  const raw = raws[0];
  const event = raw && parseEvent(raw);
  if (!event || event.type !== 'CareerStarted' || event.revision !== 0) {
    const where = raw ? at(raw) : { line: 1, stream: context.entry.stream };
    findings.push({
      check: 'replay',
      ...where,
      message: 'a career stream starts with CareerStarted at revision 0',
      code: 'notCareerStart',
    });
    return undefined;
  }
  const data = event.data as CareerStarted['data'];
  const pack = (p: { version?: string; hash?: string } | undefined) => JSON.stringify([p?.version, p?.hash]);
  if (pack(data.chartPack) !== pack(context.header.chartPack))
    findings.push({
      check: 'replay',
      ...at(raw),
      path: 'data.chartPack',
      expected: context.header.chartPack,
      found: data.chartPack,
      message: "the career's chart pack is not the one the header names",
      code: 'otherPack',
    });
  return { raw, data };
}

/**
 * (b) starts here: the revealed server seed is the one CareerStarted committed to. The dice seeds, or undefined
 * when the seed is wrong; the player seed is the one CareerStarted published (the header's must agree).
 */
function checkSeeds(
  { raw, data }: Started,
  seeds: { serverSeed: string; playerSeed: string },
  findings: Finding[],
): DiceSeeds | undefined {
  const committed = commitment(seeds.serverSeed);
  if (committed !== data.seedCommitment) {
    findings.push({
      check: 'rolls',
      ...at(raw),
      path: 'data.seedCommitment',
      expected: committed,
      found: data.seedCommitment,
      message: 'sha256 of the revealed server seed is not the commitment CareerStarted published: wrong seed',
      code: 'wrongSeed',
    });
    return undefined;
  }
  if (seeds.playerSeed !== data.playerSeed)
    findings.push({
      check: 'rolls',
      ...at(raw),
      path: 'data.playerSeed',
      expected: seeds.playerSeed,
      found: data.playerSeed,
      message: "the header's player seed is not the one CareerStarted published",
      code: 'otherPlayerSeed',
    });
  return { serverSeed: seeds.serverSeed, playerSeed: data.playerSeed };
}
