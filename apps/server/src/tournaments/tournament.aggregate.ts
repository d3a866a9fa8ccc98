import type { EventMetadata, RecordedEvent } from '@periscope/event-store';
import { tournament } from '@periscope/play';
import type { DiceSource } from '@periscope/rules';
import type { Aggregate } from '../common/command-handler';
import { canonicalJson } from '../common/command-record';
import { tournamentStream } from '../common/streams';

type TournamentState = tournament.TournamentState;

/** What a tournament's decision may need: its own dice from their start (T-PACKS draws the packs' names on them). */
export interface TournamentContext {
  readonly dice?: () => DiceSource;
}

const recordedCommand = ({ type, data, actor }: tournament.TournamentCommand) => ({ type, data, actor });

export const foldTournament = (stream: readonly Pick<RecordedEvent, 'type' | 'data'>[]): TournamentState =>
  tournament.fold(stream as unknown as tournament.TournamentEvent[], tournament.initialState());

/**
 * A tournament for the command handler. A command is recorded without its time: the organiser sending it again later
 * is the same command. Its canonical JSON is also kept as `fingerprint`, which the audit reads and which alone names
 * the command of the events stored before the command was in metadata.
 */
export const tournaments: Aggregate<TournamentState, tournament.TournamentCommand, TournamentContext> = {
  noun: 'tournament',
  stream: tournamentStream,
  initialState: tournament.initialState,
  fold: (state, events) => tournament.fold(events as readonly tournament.TournamentEvent[], state),
  decide: (state, command, { dice }) => ({
    events: tournament.decide(state, command, dice?.()),
    // T-REPLAY: the export's auditors read the command from its canonical JSON (libs/play tournament-verifier).
    metadata: { fingerprint: canonicalJson(recordedCommand(command)) },
  }),
  recorded: recordedCommand,
  recordedIn: (metadata: EventMetadata) =>
    metadata.command ??
    (typeof metadata.fingerprint === 'string' ? JSON.parse(metadata.fingerprint) : undefined),
};
