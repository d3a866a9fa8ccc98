import type { CareerProfile } from '@periscope/play/accounts/career-profile';
import type { GameProfile } from '@periscope/play/accounts/game-profile';
import { api } from '../api/http';
import type { Visibility } from './account-api';

/** A career on a player page, as libs/play's accounts fold it. */
export type CareerLine = Omit<CareerProfile, 'uboatId'> & { readonly careerId: string };

/** A two-player game on a player page, from the player's seat. */
export type GameLine = Omit<GameProfile, 'seat'> & { readonly gameId: string };

export interface TournamentLine {
  readonly tournamentId: string;
  readonly name: string;
  readonly phase: string;
  readonly role: 'organiser' | 'co-organiser' | 'entrant';
}

/** GET /players/:name: a part is null when the player keeps it to himself. */
export interface PlayerPage {
  readonly name: string;
  readonly own: boolean;
  readonly visibility: Visibility;
  readonly careers: readonly CareerLine[] | null;
  readonly games: readonly GameLine[] | null;
  readonly tournaments: readonly TournamentLine[] | null;
}

export const playerPage = (name: string) => api<PlayerPage>(`/players/${encodeURIComponent(name)}`);
