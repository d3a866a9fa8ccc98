import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@periscope/event-store';
import {
  decide,
  fold,
  pending,
  SeededDice,
  type Career,
  type CareerCommand,
  type Decision,
} from '@periscope/rules';
import { careerConflict, careerNotFound, commandIdReused } from './careers.errors';
import { careerStream } from './career-streams';
import { eventsOfCommand, nextNonceOf, sameCommand, toNewEvents } from './command-record';
import { appendedView, eventView, foldCareer, type EventView } from './career-view';

/** The first try and three retries when another command lands in between (ARCHITECTURE.md "Scaling out"). */
export const MAX_ATTEMPTS = 4;

export interface CareerCommandRequest {
  careerId: string;
  commandId: string;
  command: CareerCommand;
  /** The career's secret server seed (from its seed stream). */
  serverSeed: string;
  /** Who sends it (metadata.actor): the player's seat unless said (a wolfpack's coordinator, 13.5.4). */
  actor?: string;
  /**
   * Throws when a new command may not be decided now (T-PAUSE); a commandId already handled is answered again
   * without asking, so that a client retrying an answer it lost is not refused.
   */
  admit?: () => Promise<void>;
}

/** What a command answers; a repeated commandId gets the same answer again. */
export interface CommandAnswer {
  careerId: string;
  commandId: string;
  /** The revision of the command's last event (the stream's revision when it produced none). */
  revision: number;
  events: EventView[];
  /** What must be decided next, right after this command. */
  pending: Decision;
}

/** Load → fold → decide → append at the revision read → retry on conflict (aesthetics §3.10). */
export async function handleCareerCommand(
  store: EventStore,
  request: CareerCommandRequest,
): Promise<CommandAnswer> {
  const { careerId, commandId, command, serverSeed } = request;
  const stream = careerStream(careerId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    // 1. Read the whole stream; none means no career.
    const recorded = await store.readStream(stream);
    const last = recorded.at(-1);
    if (!last) throw careerNotFound(careerId);
    // 2. A commandId already handled: its first answer again, nothing appended.
    const earlier = eventsOfCommand(recorded, commandId);
    if (earlier.length > 0) {
      if (!sameCommand(earlier[0], command)) throw commandIdReused(commandId);
      return replayedAnswer(careerId, commandId, recorded, earlier);
    }
    await request.admit?.();
    // 3. Fold, then decide with the dice where the last command left them. Rules errors leave the store untouched.
    const state = foldCareer(recorded);
    const firstNonce = nextNonceOf(recorded);
    const dice = new SeededDice({ serverSeed, playerSeed: (state.career as Career).playerSeed }, firstNonce);
    const decided = decide(state, command, dice);
    const after = fold(decided, state);
    if (decided.length === 0)
      return { careerId, commandId, revision: last.revision, events: [], pending: pending(after) };
    // 4. Append at the revision read: a command that landed meanwhile makes this throw, and we start over.
    const events = toNewEvents(
      careerId,
      commandId,
      command,
      decided,
      { firstNonce, nextNonce: dice.nextNonce },
      request.actor,
    );
    try {
      await store.append(stream, events, { expectedRevision: last.revision });
    } catch (error) {
      if (error instanceof WrongExpectedVersion) continue;
      throw error;
    }
    return {
      careerId,
      commandId,
      revision: last.revision + events.length,
      events: events.map((event, i) => appendedView(event, last.revision + 1 + i)),
      pending: pending(after),
    };
  }
  throw careerConflict(careerId, MAX_ATTEMPTS);
}

function replayedAnswer(
  careerId: string,
  commandId: string,
  recorded: readonly RecordedEvent[],
  earlier: readonly RecordedEvent[],
): CommandAnswer {
  const revision = (earlier.at(-1) as RecordedEvent).revision;
  const state = foldCareer(recorded.slice(0, revision + 1));
  return { careerId, commandId, revision, events: earlier.map(eventView), pending: pending(state) };
}
