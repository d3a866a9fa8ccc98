import type { CareerStarted } from '@periscope/rules';
import { exportStreams, type ExportInput, type SourceEvent, type StreamInput } from '../export';
import type { Seeds } from '../format';
import { rulingsStream } from '../rulings';
import { streamName } from '../streams';

export const careerStreamName = (careerId: string): string => streamName('career', careerId);

export interface CareerExportInput {
  readonly careerId: string;
  /** The career stream from revision 0. */
  readonly events: readonly SourceEvent[];
  /** Revealed once the career has ended, 'sealed' before. */
  readonly seeds: Seeds;
  /** The stream rulingsStream(careerId), if any ruling was filed. */
  readonly rulings?: readonly SourceEvent[];
  /** The career's result as published (e.g. careerResult with the rulings). */
  readonly published?: Readonly<Record<string, unknown>>;
}

/** The streams of a career's export: the career, then its rulings when there are any. */
export function careerStreams(input: CareerExportInput): StreamInput[] {
  const career: StreamInput = {
    stream: careerStreamName(input.careerId),
    kind: 'career',
    seeds: input.seeds,
    events: input.events,
  };
  const rulings = input.rulings ?? [];
  if (rulings.length === 0) return [career];
  return [career, { stream: rulingsStream(input.careerId), kind: 'rulings', seeds: null, events: rulings }];
}

/** The chart pack a career was decided with, as CareerStarted records it. */
export function chartPackOf(events: readonly SourceEvent[]): CareerStarted['data']['chartPack'] {
  const started = events[0];
  if (started?.type !== 'CareerStarted') throw new TypeError('a career stream starts with CareerStarted');
  return (started.data as CareerStarted['data']).chartPack;
}

/** One career's export (see format.ts). */
export const exportCareer = (input: CareerExportInput): string[] => exportStreams(careerExportInput(input));

/** What a career's export holds, for exportStreams or exportLines. */
export function careerExportInput(input: CareerExportInput): ExportInput {
  const stream = careerStreamName(input.careerId);
  return {
    kind: 'career',
    id: input.careerId,
    chartPack: chartPackOf(input.events),
    streams: careerStreams(input),
    published: input.published ? { [stream]: input.published } : {},
  };
}
