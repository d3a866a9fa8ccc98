import type { RecordedEvent } from '@periscope/event-store';
import type { EventRecord } from '../common/command-handler';
import { fold, initialState, type CareerEvent, type CareerState } from '@periscope/rules';

/** An event as GET /careers/:id/events shows it. */
export interface StoredEventView extends EventRecord {
  position: number;
  recordedAt: string;
}

// A career's headline is one of its views, beside the decider (libs/rules/src/career/views/headline.ts).
export { headlineOf as summaryOf, type CareerHeadline as CareerSummary } from '@periscope/rules/career/views';

export const foldCareer = (stream: readonly RecordedEvent[]): CareerState =>
  fold(stream as unknown as CareerEvent[], initialState());

export const storedEventView = ({
  id,
  revision,
  type,
  data,
  metadata,
  position,
  recordedAt,
}: RecordedEvent): StoredEventView => ({
  id,
  revision,
  type,
  data,
  metadata,
  position,
  recordedAt,
});
