import type { CareerState, VictoryLevel } from '@periscope/rules';
import { api } from '../api/http';
import type { Visibility } from './account-api';

type Decorations = NonNullable<CareerState['career']>['decorations'];

/** A career on a player page (libs/play accounts/career-profile.ts). */
export interface CareerLine {
  readonly careerId: string;
  readonly kommandant: string;
  readonly uboatType: string;
  readonly startDate: string;
  readonly date: string;
  readonly rank: string;
  readonly boats: readonly string[];
  readonly patrols: number;
  readonly tonnage: number;
  readonly shipsSunk: number;
  readonly ended: boolean;
  readonly victoryLevel: VictoryLevel | null;
  readonly decorations: Decorations | null;
  readonly tonnageOverTime: readonly {
    readonly patrol: number;
    readonly date: string;
    readonly tonnage: number;
  }[];
}

export interface GameLine {
  readonly gameId: string;
  readonly kommandant: string;
  readonly opponent: string | null;
  readonly over: boolean;
  readonly outcome: 'won' | 'lost' | 'drawn' | null;
  readonly tonnage: number;
  readonly opponentTonnage: number;
}

export interface TournamentLine {
  readonly tournamentId: string;
  readonly name: string;
  readonly phase: string;
  readonly role: 'organiser' | 'entrant';
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
