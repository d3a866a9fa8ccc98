import { gameSeats } from '../games/game-seats';
import { t } from '../i18n/i18n';
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
    label: t('account.seatCareer', { kommandant: s.kommandant, uboatType: s.uboatType }),
  }));
  const games = Object.values(gameSeats.value).map((g) => ({
    kind: 'game' as const,
    id: g.gameId,
    token: g.seatToken,
    label: t('account.seatGame', { kommandant: g.kommandant }),
  }));
  const consoles = Object.entries(organiserTokens.value).map(([id, token]) => ({
    kind: 'organiser' as const,
    id,
    token,
    label: t('account.seatConsole'),
  }));
  return [...careers, ...games, ...consoles].filter((s) => !claimed(account, s.kind, s.id));
}
