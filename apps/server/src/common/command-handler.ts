import {
  WrongExpectedVersion,
  type EventMetadata,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from '@periscope/event-store';
import { alreadyExists, changedUnderCommand, commandIdReused, notFound } from './app-error';
import { asJson, canonicalJson, eventIdFor, fingerprintOf } from './command-record';
import { StreamFolds } from './stream-folds';

// One command handler for every aggregate (ARCHITECTURE.md "One command, from HTTP to the live view"): read the
// stream, fold, decide, append at the revision read, and start over when another command landed in between. One
// idempotency policy: the command is recorded in its events' metadata, their ids come from the stream, the
// commandId, the command and their index, and a commandId already handled answers its first result again
// (ARCHITECTURE.md "Commands are recorded").

/** The first try and three retries when another command lands in between (ARCHITECTURE.md "Scaling out"). */
export const MAX_ATTEMPTS = 4;

/** An event as a command's result shows it: the same whether it was just appended or read back. */
export type EventRecord = Pick<RecordedEvent, 'id' | 'revision' | 'type' | 'data' | 'metadata'>;

/** What a decider returns. */
export interface DecidedEvent {
  readonly type: string;
  readonly data: unknown;
}

/** The decision, and what the aggregate records beside the command (its dice, its clock). */
export interface Decision {
  readonly events: readonly DecidedEvent[];
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** An aggregate as the handler sees it: where it lives, how it folds and decides. `Context`: what decide needs. */
export interface Aggregate<State, Command, Context> {
  /** Names the aggregate in its errors: `career/not-found`, `career/conflict`. */
  readonly noun: string;
  /** The stream of `id`; throws not-found for an id that names none. */
  stream(id: string): string;
  initialState(context: Context): State;
  fold(state: State, events: readonly DecidedEvent[]): State;
  decide(state: State, command: Command, context: Context, stream: readonly EventRecord[]): Decision;
  /** The command as metadata records it and a replay compares it: what identifies it, never a secret. */
  recorded(command: Command): unknown;
  /** The recorded command of an event's metadata; by default `metadata.command`. */
  recordedIn?(metadata: EventMetadata): unknown;
  /**
   * The process keeps the stream's fold between commands and reads only what came after it (stream-folds.ts):
   * for an aggregate whose initial state does not depend on the context.
   */
  keepsFolds?: boolean;
}

export interface CommandRequest<State, Command, Context> {
  id: string;
  /** Chosen by the sender: sending it again answers the first result. */
  commandId: string;
  command: Command;
  /** Who sends it (metadata.actor): a seat, the organiser, the server. */
  actor: string;
  context: Context;
  /** `no_stream`: the command creates the aggregate. `any`: it may or may not exist. By default it must exist. */
  expected?: 'exists' | 'no_stream' | 'any';
  /** The command is for the stream at this revision only (-1: empty): if it has moved, nothing is decided. */
  onlyAtRevision?: number;
  /** Throws when a new command may not be decided now; a replay is answered without asking. */
  admit?: () => Promise<void>;
  /** Runs once the command is decided, before its events are appended (secrets a creation needs, a ruling). */
  beforeAppend?: (state: State) => Promise<void>;
}

/** The stream after the command: its events (a replay: as they were then) and the state they leave. */
export interface CommandResult<State> {
  commandId: string;
  /** The revision of the command's last event (the stream's revision when it produced none). */
  revision: number;
  events: EventRecord[];
  /** The stream up to `revision`. */
  stream: readonly EventRecord[];
  state: State;
  /** The commandId was handled before: this is its first result, and the stream may have moved on since. */
  replayed: boolean;
}

/** Read → fold → decide → append at the revision read → retry on conflict. */
export async function handleCommand<State, Command, Context>(
  store: EventStore,
  aggregate: Aggregate<State, Command, Context>,
  request: CommandRequest<State, Command, Context>,
): Promise<CommandResult<State>> {
  const stream = aggregate.stream(request.id);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { recorded, state } = await readFolded(store, aggregate, request, stream);
    const earlier = recorded.filter((event) => event.metadata.commandId === request.commandId);
    if (earlier.length > 0) return replayed(aggregate, request, recorded, earlier);
    expectStream(aggregate, request, recorded.length);
    const last = recorded.length - 1;
    const unchanged = { commandId: request.commandId, revision: last, events: [], stream: recorded, state };
    if (request.onlyAtRevision !== undefined && request.onlyAtRevision !== last)
      return { ...unchanged, replayed: false };
    await request.admit?.();
    const decision = aggregate.decide(state, request.command, request.context, recorded);
    if (decision.events.length === 0) return { ...unchanged, replayed: false };
    await request.beforeAppend?.(state);
    const events = toNewEvents(stream, aggregate, request, decision);
    try {
      await store.append(stream, events, { expectedRevision: last < 0 ? 'no_stream' : last });
    } catch (error) {
      if (error instanceof WrongExpectedVersion) continue;
      throw error;
    }
    const appended = events.map((event, i) => appendedRecord(event, last + 1 + i));
    return {
      commandId: request.commandId,
      revision: last + events.length,
      events: appended,
      stream: [...recorded, ...appended],
      state: aggregate.fold(state, decision.events),
      replayed: false,
    };
  }
  throw changedUnderCommand(aggregate.noun, request.id, MAX_ATTEMPTS);
}

/**
 * The stream and its fold: from the fold this process kept, reading only the events after it, when the aggregate
 * keeps folds; else the whole stream from the initial state.
 */
async function readFolded<S, C, X>(
  store: EventStore,
  aggregate: Aggregate<S, C, X>,
  request: CommandRequest<S, C, X>,
  stream: string,
): Promise<{ recorded: readonly RecordedEvent[]; state: S }> {
  const folds = aggregate.keepsFolds ? StreamFolds.of(store) : undefined;
  const kept = folds?.get<S>(stream);
  const fresh = kept ? await store.readStream(stream, { fromRevision: kept.events.length }) : [];
  if (!kept || (fresh.length > 0 && fresh[0].revision !== kept.events.length)) {
    const recorded = await store.readStream(stream);
    const state = aggregate.fold(aggregate.initialState(request.context), recorded);
    if (recorded.length > 0) folds?.keep(stream, { events: recorded, state });
    return { recorded, state };
  }
  if (fresh.length === 0) return { recorded: kept.events, state: kept.state };
  const next = { events: [...kept.events, ...fresh], state: aggregate.fold(kept.state, fresh) };
  folds?.keep(stream, next);
  return { recorded: next.events, state: next.state };
}

/** 404 for a command on no aggregate; 409 for a creation that finds one. */
function expectStream<S, C, X>(
  aggregate: Aggregate<S, C, X>,
  request: CommandRequest<S, C, X>,
  length: number,
) {
  const expected = request.expected ?? 'exists';
  if (expected === 'exists' && length === 0) throw notFound(aggregate.noun, request.id);
  if (expected === 'no_stream' && length > 0) throw alreadyExists(aggregate.noun, request.id);
}

/** A commandId already handled: its first result again, nothing appended; 409 if it named another command. */
function replayed<S, C, X>(
  aggregate: Aggregate<S, C, X>,
  request: CommandRequest<S, C, X>,
  recorded: readonly RecordedEvent[],
  earlier: readonly RecordedEvent[],
): CommandResult<S> {
  const recordedIn = aggregate.recordedIn ?? ((metadata: EventMetadata) => metadata.command);
  const same =
    canonicalJson(recordedIn(earlier[0].metadata)) === canonicalJson(aggregate.recorded(request.command));
  if (!same) throw commandIdReused(aggregate.noun, request.commandId);
  const revision = (earlier.at(-1) as RecordedEvent).revision;
  const upTo = recorded.slice(0, revision + 1);
  const state = aggregate.fold(aggregate.initialState(request.context), upTo);
  return {
    commandId: request.commandId,
    revision,
    events: earlier.map(recordOf),
    stream: upTo,
    state,
    replayed: true,
  };
}

/** The decided events as the store takes them: deterministic ids, the command and its sender in the metadata. */
function toNewEvents<S, C, X>(
  stream: string,
  aggregate: Aggregate<S, C, X>,
  request: CommandRequest<S, C, X>,
  decision: Decision,
): NewEvent[] {
  const command = asJson(aggregate.recorded(request.command));
  const fingerprint = fingerprintOf(command);
  const metadata: EventMetadata = {
    commandId: request.commandId,
    correlationId: request.commandId,
    actor: request.actor,
    command,
    ...decision.metadata,
  };
  return decision.events.map((event, index) => ({
    id: eventIdFor(stream, request.commandId, fingerprint, index),
    type: event.type,
    data: asJson(event.data),
    metadata,
  }));
}

const recordOf = ({ id, revision, type, data, metadata }: EventRecord): EventRecord => ({
  id,
  revision,
  type,
  data,
  metadata,
});

/** A just-appended event, exactly as reading it back would show it. */
const appendedRecord = (event: NewEvent, revision: number): EventRecord => ({
  id: event.id as string,
  revision,
  type: event.type,
  data: event.data,
  metadata: event.metadata ?? {},
});
