import { gameSeats } from '../games/game-seats';
import { seats } from '../seats/seats';
import { organiserTokens } from '../tournaments/organiser-tokens';
import type { Account, ClaimedSeat } from './account-api';

/** A seat this browser holds that the account has not claimed: what it is, in the player's words, and its proof. */
export interface Unclaimed {
  readonly kind: ClaimedSeat['kind'];
  readonly id: string;
  readonly token: string;
  readonly label: string;
}

const claimed = (account: Account, kind: ClaimedSeat['kind'], id: string) =>
  account.claims.some((c) => c.kind === kind && c.id === id);

/** Every career, game seat and organiser console in this browser's storage that the account does not hold yet. */
export function unclaimedSeats(account: Account): Unclaimed[] {
  const careers = Object.values(seats.value).map((s) => ({
    kind: 'career' as const,
    id: s.careerId,
    token: s.seatToken,
    label: `Career of ${s.kommandant} (${s.uboatType})`,
  }));
  const games = Object.values(gameSeats.value).map((g) => ({
    kind: 'game' as const,
    id: g.gameId,
    token: g.seatToken,
    label: `Two-player game as ${g.kommandant}`,
  }));
  const consoles = Object.entries(organiserTokens.value).map(([id, token]) => ({
    kind: 'organiser' as const,
    id,
    token,
    label: 'A tournament you organise',
  }));
  return [...careers, ...games, ...consoles].filter((s) => !claimed(account, s.kind, s.id));
}
