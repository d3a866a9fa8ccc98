import type { EventMetadata, RecordedEvent } from '@periscope/event-store';
import { tournament } from '@periscope/play';
import type { DiceSource } from '@periscope/rules';
import type { Aggregate } from '../common/command-handler';
import { tournamentStream } from '../common/streams';

type TournamentState = tournament.TournamentState;

/** What a tournament's decision may need: its own dice from their start (T-PACKS draws the packs' names on them). */
export interface TournamentContext {
  readonly dice?: () => DiceSource;
}

export const foldTournament = (stream: readonly Pick<RecordedEvent, 'type' | 'data'>[]): TournamentState =>
  tournament.fold(stream as unknown as tournament.TournamentEvent[], tournament.initialState());

/**
 * A tournament for the command handler. A command is recorded without its time: the organiser sending it again later
 * is the same command. Events stored before the command was in metadata name it by `fingerprint`, its canonical JSON.
 */
export const tournaments: Aggregate<TournamentState, tournament.TournamentCommand, TournamentContext> = {
  noun: 'tournament',
  stream: tournamentStream,
  initialState: tournament.initialState,
  fold: (state, events) => tournament.fold(events as readonly tournament.TournamentEvent[], state),
  decide: (state, command, { dice }) => ({ events: tournament.decide(state, command, dice?.()) }),
  recorded: ({ type, data, actor }) => ({ type, data, actor }),
  recordedIn: (metadata: EventMetadata) =>
    metadata.command ??
    (typeof metadata.fingerprint === 'string' ? JSON.parse(metadata.fingerprint) : undefined),
};
