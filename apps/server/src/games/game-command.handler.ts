import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@periscope/event-store';
import { decide, type GameCommand, type GameDice, type GameState } from '@periscope/play/duel';
import { SeededDice } from '@periscope/rules';
import { MAX_ATTEMPTS } from '../careers/career-command.handler';
import { eventsOfCommand } from '../careers/command-record';
import { commandIdReused, gameConflict, gameNotFound } from './games.errors';
import { foldGame, sameCommand, toNewEvents, type Actor, type GameEventRecord } from './game-record';
import { gameStream } from './game-streams';

export interface GameCommandRequest {
  gameId: string;
  commandId: string;
  command: GameCommand;
  actor: Actor;
  /** The game's secret server seed (from its secret stream). */
  serverSeed: string;
  now: () => Date;
  /** The command is for the game at this revision only: if anything came after, it is dropped (no events). */
  onlyAtRevision?: number;
  /** Runs once the command is decided, before its events are appended (a join issues its seat token here). */
  beforeAppend?: () => Promise<void>;
}

/** The stream after the command: its events (a repeated commandId: as they were then) and its state. */
export interface GameCommandResult {
  commandId: string;
  /** The revision of the command's last event (the stream's revision when it produced none). */
  revision: number;
  /** The command's events (revisions `revision - events.length + 1` … `revision`). */
  events: GameEventRecord[];
  /** The stream up to `revision`, and its state. */
  stream: GameEventRecord[];
  state: GameState;
  /** The commandId was handled before: this is its first result, and the stream may have moved on since. */
  replayed: boolean;
}

/** The game's dice: HMAC(serverSeed, playerSeed:nonce), opened where the game's last decision left them. */
const seededDice =
  (serverSeed: string): GameDice =>
  (playerSeed, firstNonce) =>
    new SeededDice({ serverSeed, playerSeed }, firstNonce);

/** Load → fold → decide → append at the revision read → retry on conflict (aesthetics §3.10), as careers do. */
export async function handleGameCommand(
  store: EventStore,
  request: GameCommandRequest,
): Promise<GameCommandResult> {
  const { gameId, commandId, command, actor, serverSeed } = request;
  const stream = gameStream(gameId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const recorded = await store.readStream(stream);
    const last = recorded.at(-1);
    if (!last) throw gameNotFound(gameId);
    // A commandId already handled: its first result again, nothing appended.
    const earlier = eventsOfCommand(recorded, commandId);
    if (earlier.length > 0) {
      if (!sameCommand(earlier[0], command)) throw commandIdReused(commandId);
      const upTo = recorded.slice(0, (earlier.at(-1) as RecordedEvent).revision + 1);
      const state = foldGame(upTo);
      return { commandId, revision: upTo.length - 1, events: earlier, stream: upTo, state, replayed: true };
    }
    const state = foldGame(recorded);
    const moved = request.onlyAtRevision !== undefined && request.onlyAtRevision !== last.revision;
    if (moved)
      return { commandId, revision: last.revision, events: [], stream: recorded, state, replayed: false };
    const decided = decide(state, command, seededDice(serverSeed));
    if (decided.length === 0)
      return { commandId, revision: last.revision, events: [], stream: recorded, state, replayed: false };
    await request.beforeAppend?.();
    const events = toNewEvents(gameId, commandId, command, actor, decided, request.now());
    try {
      await store.append(stream, events, { expectedRevision: last.revision });
      const appended: GameEventRecord[] = events.map((event, i) => ({
        id: event.id as string,
        revision: last.revision + 1 + i,
        type: event.type,
        data: event.data,
        metadata: event.metadata ?? {},
      }));
      const all: GameEventRecord[] = [...recorded, ...appended];
      return {
        commandId,
        revision: all.length - 1,
        events: appended,
        stream: all,
        state: foldGame(all),
        replayed: false,
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersion) continue;
      throw error;
    }
  }
  throw gameConflict(gameId, MAX_ATTEMPTS);
}
