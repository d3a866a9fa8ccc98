import { fold } from '@periscope/rules/career/evolve';
import type { CareerEvent } from '@periscope/rules/career/model/events';
import { initialState, type CareerState } from '@periscope/rules/career/model/state';
import { pending } from '@periscope/rules/career/pending';
import type { Decision } from '@periscope/rules/career/model/commands';
import { revisionAfter } from './revisions';

/**
 * The career decider's own fold, in the browser (ARCHITECTURE.md "Dependency direction"): the same evolve and
 * pending the server runs, applied to the events this viewer may see. Loaded as its own chunk after the first
 * paint (career-model.ts imports it dynamically).
 */

/** An event of the stream, as the client holds it (type and data are the decider's). */
export interface FoldedEvent {
  readonly revision: number;
  readonly type: string;
  readonly data: unknown;
}

/** A career folded up to `revision`. */
export interface FoldedCareer {
  readonly revision: number;
  readonly state: CareerState;
}

/** A career as the screen shows it: folded up to the end of a command, and what it waits for. */
export interface CareerFold extends FoldedCareer {
  readonly pending: Decision;
}

const asEvents = (events: readonly FoldedEvent[]) => events as unknown as CareerEvent[];

/** Folds the events after `from` (none: from the start); each must follow the last by one revision. */
export function foldCareerEvents(events: readonly FoldedEvent[], from?: FoldedCareer): FoldedCareer {
  const revision = revisionAfter(events, from?.revision);
  return { revision, state: fold(asEvents(events), from?.state ?? initialState()) };
}

/**
 * What the career waits for; null between two events of one command (an append reaches the socket in one
 * message, but a reader must not count on it): pending() is defined at the end of a command only.
 */
export function settled(folded: FoldedCareer): CareerFold | null {
  try {
    return { ...folded, pending: pending(folded.state) };
  } catch {
    return null;
  }
}
