import { at, type Finding } from './findings';
import { parseEvents } from './parse';
import type { RawEvent } from './read';
import { rulingProblem, type Ruling, type RulingFiled, type SubjectEvent } from './rulings';

/** A ruling as the audit report shows it. */
export interface RulingView {
  readonly line: number;
  readonly stream: string;
  readonly revision: number;
  readonly rulingId: string;
  readonly subject: string;
  readonly ruling: Ruling;
  readonly reason: string;
  readonly organiser: string;
  /** Why it cannot stand (it is then not applied), or null. */
  readonly problem: string | null;
}

/** The rulings of the export's ruling streams, each checked against the events it rules on. */
export function collectRulings(
  rulingStreams: readonly (readonly RawEvent[])[],
  streams: ReadonlyMap<string, readonly RawEvent[]>,
  findings: Finding[],
): RulingView[] {
  const views: RulingView[] = [];
  const subjects = new Map<string, SubjectEvent[]>();
  const subject = (name: string) => {
    if (!subjects.has(name)) subjects.set(name, parseEvents(streams.get(name) ?? []));
    return subjects.get(name) as SubjectEvent[];
  };
  for (const event of parseEvents(rulingStreams.flat())) {
    const data = event.data as RulingFiled['data'];
    const earlier = views.filter((v) => v.problem === null).map(toData);
    const problem =
      event.type !== 'RulingFiled'
        ? `a ruling stream holds RulingFiled events, not ${event.type}`
        : (rulingProblem(data, subject(String(data?.subject)), earlier) ?? null);
    if (problem)
      findings.push({
        check: 'results',
        ...at(event),
        message: `the ruling cannot stand: ${problem}`,
        code: 'rulingRefused',
      });
    views.push({
      ...at(event),
      rulingId: data?.rulingId,
      subject: data?.subject,
      ruling: data?.ruling,
      reason: data?.reason,
      organiser: data?.organiser,
      problem,
    });
  }
  return views;
}

const toData = (v: RulingView): RulingFiled['data'] => ({
  rulingId: v.rulingId,
  subject: v.subject,
  ruling: v.ruling,
  reason: v.reason,
  organiser: v.organiser,
});

/** The rulings that stand on one stream. */
export const rulingsOn = (views: readonly RulingView[], stream: string): Ruling[] =>
  views.filter((v) => v.problem === null && v.subject === stream).map((v) => v.ruling);
