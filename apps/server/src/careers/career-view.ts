import type { EventMetadata, NewEvent, RecordedEvent } from '@periscope/event-store';
import { fold, initialState, type CareerEvent, type CareerState, type Step } from '@periscope/rules';

/** An event as a command's answer shows it: the same whether it was just appended or read back. */
export interface EventView {
  id: string;
  revision: number;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

/** An event as GET /careers/:id/events shows it. */
export interface StoredEventView extends EventView {
  position: number;
  recordedAt: string;
}

/** The headline of a career: where it stands and who sails it. */
export interface CareerSummary {
  step: Step;
  uboatType: string | null;
  uboatId: string | null;
  kommandant: string | null;
  date: string | null;
  base: string | null;
  patrolsCompleted: number;
  tonnage: number;
  seedCommitment: string | null;
  playerSeed: string | null;
}

export const foldCareer = (stream: readonly RecordedEvent[]): CareerState =>
  fold(stream as unknown as CareerEvent[], initialState());

export function summaryOf(state: CareerState): CareerSummary {
  const career = state.career;
  return {
    step: state.step,
    uboatType: career?.uboatType ?? null,
    uboatId: career?.uboatId ?? null,
    kommandant: career?.kommandant ?? null,
    date: career?.date ?? null,
    base: career?.base ?? null,
    patrolsCompleted: state.patrolsCompleted,
    tonnage: state.tonnage,
    seedCommitment: career?.seedCommitment ?? null,
    playerSeed: career?.playerSeed ?? null,
  };
}

export const eventView = (event: RecordedEvent): EventView => ({
  id: event.id,
  revision: event.revision,
  type: event.type,
  data: event.data,
  metadata: event.metadata,
});

/** A just-appended event, shown exactly as reading it back would show it. */
export const appendedView = (event: NewEvent, revision: number): EventView => ({
  id: event.id as string,
  revision,
  type: event.type,
  data: event.data,
  metadata: event.metadata ?? {},
});

export const storedEventView = (event: RecordedEvent): StoredEventView => ({
  ...eventView(event),
  position: event.position,
  recordedAt: event.recordedAt,
});
