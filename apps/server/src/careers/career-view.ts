import type { RecordedEvent } from '@periscope/event-store';
import type { EventRecord } from '../common/command-handler';
import {
  DEFAULT_CAMPAIGN,
  fold,
  initialState,
  type CampaignRef,
  type CareerEvent,
  type CareerState,
} from '@periscope/rules';
import { headlineOf, type CareerHeadline } from '@periscope/rules/career/views';

/** An event as GET /careers/:id/events shows it. */
export interface StoredEventView extends EventRecord {
  position: number;
  recordedAt: string;
}

/** A career's headline (libs/rules/src/career/views/headline.ts) with the campaign it plays, as a start answers it. */
export interface CareerSummary extends CareerHeadline {
  campaign: CampaignRef;
}

export const summaryOf = (state: CareerState): CareerSummary => ({
  campaign: state.career?.campaign ?? DEFAULT_CAMPAIGN,
  ...headlineOf(state),
});

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
