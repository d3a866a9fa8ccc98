import { STREAM_VERIFIERS, type StreamVerifier } from '@periscope/audit';
import { gameVerifier } from './duel/game-verifier';
import { tournamentVerifier } from './tournament/tournament-verifier';
import { packVerifier } from './wolfpack/pack-verifier';

/**
 * Every kind of stream an export may hold, and its verifier: careers and rulings (libs/audit), two-player
 * games, tournaments and their wolfpacks' coordinators. The CLI (`periscope audit`) and the server verify with it,
 * so any export verifies offline.
 */
export const AUDIT_VERIFIERS: Readonly<Record<string, StreamVerifier>> = {
  ...STREAM_VERIFIERS,
  game: gameVerifier,
  tournament: tournamentVerifier,
  /** A pack's convoy-battle coordinator (`wolfpack-<tournamentId>-<n>`). */
  wolfpack: packVerifier,
};
