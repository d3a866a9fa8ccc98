import { HeldByTournament } from '../../errors';
import { COORDINATOR_COMMAND_TYPES, TOURNAMENT_COMMAND_TYPES, type CareerCommand } from '../model/commands';
import type { TournamentHoldEvent } from '../model/events-tournament';
import type { CareerState } from '../model/state';

// T-PAUSE: a tournament entrant's career holds its seat's play while the organiser pauses the tournament. The
// tournament writes the hold into the career's own stream, so the command that reads the career knows of it, and the
// stream's revision fences a command that read it before the hold.

export type TournamentCommand = Extract<CareerCommand, { type: (typeof TOURNAMENT_COMMAND_TYPES)[number] }>;

export const isTournamentCommand = (command: CareerCommand): command is TournamentCommand =>
  (TOURNAMENT_COMMAND_TYPES as readonly string[]).includes(command.type);

/**
 * The hold or its release, once: a hold already held, play not held or a career that is over records nothing (the
 * tournament sends its order to every entrant on each pause, resume and finish).
 */
export function holdOrResume(state: CareerState, command: TournamentCommand): TournamentHoldEvent[] {
  if (state.step.kind === 'ended') return [];
  if (command.type === 'ResumePlay') {
    return state.held ? [{ type: 'PlayResumed', data: { tournamentId: command.data.tournamentId } }] : [];
  }
  if (state.held?.reason === command.data.reason) return [];
  return [
    { type: 'PlayHeld', data: { tournamentId: command.data.tournamentId, reason: command.data.reason } },
  ];
}

/** Throws for a seat's command while play is held; the wolfpack coordinator's orders already given go through. */
export function requirePlayNotHeld(state: CareerState, command: CareerCommand): void {
  if (state.held && !COORDINATOR_COMMAND_TYPES.includes(command.type))
    throw new HeldByTournament(state.held.tournamentId, state.held.reason);
}
