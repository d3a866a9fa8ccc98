/**
 * Adjudication: an organiser's ruling on a disputed result, filed as an event in the stream `rulings-<id>` of
 * the subject it rules on (a career now; games and tournaments later). Rulings never change the subject's own
 * events: projections (careerResult) honour them, and the audit shows them.
 */

import { STREAMS, streamName } from './streams';

/** The category of ruling streams. */
export const RULINGS_CATEGORY = STREAMS.rulings.category;

export const rulingsStream = (subjectId: string): string => streamName('rulings', subjectId);

/**
 * What a ruling does, aimed at one event of the subject stream by its revision:
 * - voidEncounter: the encounter opened by that EncounterRolled does not count (its sinkings add no tonnage);
 * - correctResult: that ShipSunk counts `to` tons instead of the `from` it records (E-AUDIT-CORRECT).
 */
export type Ruling =
  | { readonly kind: 'voidEncounter'; readonly revision: number }
  | {
      readonly kind: 'correctResult';
      readonly revision: number;
      readonly field: 'tonnage';
      readonly from: number;
      readonly to: number;
    };

export interface RulingFiled {
  readonly type: 'RulingFiled';
  readonly data: {
    readonly rulingId: string;
    /** The stream ruled on, e.g. `career-<uuid>`. */
    readonly subject: string;
    readonly ruling: Ruling;
    readonly reason: string;
    /** Who ruled (the actor of the event's metadata too). */
    readonly organiser: string;
  };
}

/** An event of the subject stream, as much as a ruling needs to see. */
export interface SubjectEvent {
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
}

/** Why a ruling cannot stand against the subject's events and the rulings already filed, or undefined. */
export function rulingProblem(
  data: RulingFiled['data'],
  subject: readonly SubjectEvent[],
  earlier: readonly RulingFiled['data'][] = [],
): string | undefined {
  if (typeof data?.reason !== 'string' || data.reason.trim() === '') return 'a ruling states its reason';
  if (typeof data.organiser !== 'string' || data.organiser === '') return 'a ruling names its organiser';
  const ruling = data.ruling;
  const target = subject.find((e) => e.revision === ruling?.revision);
  if (!target) return `${data.subject} has no event at revision ${ruling?.revision}`;
  if (earlier.some((r) => r.subject === data.subject && r.ruling.revision === ruling.revision))
    return `revision ${ruling.revision} of ${data.subject} was already ruled on`;
  if (ruling.kind === 'voidEncounter')
    return target.type === 'EncounterRolled'
      ? undefined
      : 'voidEncounter names the EncounterRolled that opened it';
  if (ruling.kind === 'correctResult') {
    if (target.type !== 'ShipSunk' || ruling.field !== 'tonnage')
      return 'correctResult corrects the tonnage of a ShipSunk';
    const recorded = (target.data as { tonnage?: unknown }).tonnage;
    if (recorded !== ruling.from) return `the ShipSunk records ${String(recorded)} t, not ${ruling.from}`;
    return Number.isSafeInteger(ruling.to) && ruling.to >= 0
      ? undefined
      : 'the corrected tonnage is a whole number ≥ 0';
  }
  return `unknown ruling ${JSON.stringify((ruling as { kind?: unknown })?.kind)}`;
}

export class RulingRefused extends Error {
  override readonly name = 'RulingRefused';
}

/** An organiser files a ruling: the event to append to rulingsStream(subject id), or RulingRefused. */
export function fileRuling(
  data: RulingFiled['data'],
  subject: readonly SubjectEvent[],
  earlier: readonly RulingFiled['data'][],
): RulingFiled {
  const problem = rulingProblem(data, subject, earlier);
  if (problem) throw new RulingRefused(problem);
  return { type: 'RulingFiled', data };
}

/** The rulings that stand, in filing order: each checked against the subject and the ones standing before it. */
export function rulingsThatStand(
  filed: readonly RulingFiled['data'][],
  subject: readonly SubjectEvent[],
): RulingFiled['data'][] {
  const standing: RulingFiled['data'][] = [];
  for (const data of filed) if (!rulingProblem(data, subject, standing)) standing.push(data);
  return standing;
}
