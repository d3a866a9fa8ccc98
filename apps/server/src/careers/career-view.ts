import type { RecordedEvent } from '@periscope/event-store';
import type { EventRecord } from '../common/command-handler';
import { fold, initialState, type CareerEvent, type CareerState, type Step } from '@periscope/rules';

/** An event as GET /careers/:id/events shows it. */
export interface StoredEventView extends EventRecord {
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
