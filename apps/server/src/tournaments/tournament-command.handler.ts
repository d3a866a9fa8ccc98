import { randomUUID } from 'node:crypto';
import { WrongExpectedVersion, type EventStore, type RecordedEvent } from '@periscope/event-store';
import { tournament } from '@periscope/play';
import type { DiceSource } from '@periscope/rules';
import { MAX_ATTEMPTS } from '../careers/career-command.handler';
import { canonicalJson } from '../careers/command-record';
import { withSeedCommitment } from './tournament-secrets';
import { tournamentStream } from './tournament-streams';
import { commandIdReused, tournamentConflict, tournamentNotFound } from './tournaments.errors';

export interface TournamentCommandResult {
  revision: number;
  events: RecordedEvent[] | tournament.TournamentEvent[];
  state: tournament.TournamentState;
  replayed: boolean;
}

export const foldTournament = (stream: readonly RecordedEvent[]): tournament.TournamentState =>
  tournament.fold(stream as unknown as tournament.TournamentEvent[], tournament.initialState());

const fingerprint = (command: tournament.TournamentCommand): string =>
  canonicalJson({ type: command.type, data: command.data, actor: command.actor });

/**
 * Load → fold → decide → append at the revision read → retry on conflict, as careers do. A commandId already
 * handled answers its first events again (the same command) or 409 (another command).
 */
export async function handleTournamentCommand(
  store: EventStore,
  tournamentId: string,
  command: tournament.TournamentCommand,
  commandId: string = randomUUID(),
  beforeAppend?: (state: tournament.TournamentState) => Promise<void>,
  dice?: () => DiceSource,
): Promise<TournamentCommandResult> {
  const stream = tournamentStream(tournamentId);
  const creating = command.type === 'CreateTournament';
  // T-SEED: the tournament commits to its seed before anything rolls on it.
  if (creating) command = await withSeedCommitment(store, tournamentId, command);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const recorded = await store.readStream(stream);
    const last = recorded.at(-1);
    if (!last && !creating) throw tournamentNotFound(tournamentId);
    const earlier = recorded.filter((e) => e.metadata.commandId === commandId);
    if (earlier.length > 0) {
      if (earlier[0].metadata.fingerprint !== fingerprint(command)) throw commandIdReused(commandId);
      const upTo = recorded.slice(0, (earlier.at(-1) as RecordedEvent).revision + 1);
      return { revision: upTo.length - 1, events: earlier, state: foldTournament(upTo), replayed: true };
    }
    const state = foldTournament(recorded);
    const decided = tournament.decide(state, command, dice?.());
    await beforeAppend?.(state);
    const metadata = {
      commandId,
      actor: command.actor,
      correlationId: tournamentId,
      fingerprint: fingerprint(command),
    };
    try {
      const { nextExpectedRevision } = await store.append(
        stream,
        decided.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
        { expectedRevision: last ? last.revision : 'no_stream' },
      );
      const after = tournament.fold(decided, state);
      return { revision: nextExpectedRevision, events: decided, state: after, replayed: false };
    } catch (error) {
      if (error instanceof WrongExpectedVersion) continue;
      throw error;
    }
  }
  throw tournamentConflict(tournamentId, MAX_ATTEMPTS);
}
