import { Injectable } from '@nestjs/common';
import type { accounts } from '@periscope/play';
import type { Request, Response } from 'express';
import { AccountStore } from './account-store';
import { AccountsService } from './accounts.service';
import { SeatClaims } from './seat-claims';
import { clearSessionCookie } from './session-cookie';

/** The keys whose values open or prove something (hashes, challenges): sealed in the account's own export too. */
const SEALED = new Set(['sessionHash', 'recoveryCodeHash', 'nextRecoveryCodeHash', 'challenge']);

/** A value with every key of SEALED, at any depth, written `"sealed"` (as a running stream's export does). */
function sealed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sealed);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [key, SEALED.has(key) ? 'sealed' : sealed(v)]),
  );
}

/** Where the export of a claimed seat's subject is served (the audit's routes). */
const exportOf = (seat: accounts.ClaimedSeat): string =>
  `/api/${{ career: 'careers', game: 'games', organiser: 'tournaments' }[seat.kind]}/${seat.id}/export`;

/**
 * An account's own data (docs/accounts.md "Export and deletion"): its export as NDJSON, and its deletion, which
 * erases its personal data (name, passkeys, sessions, recovery code) and keeps the game events, which name the
 * account by its id only.
 */
@Injectable()
export class AccountData {
  constructor(
    private readonly accounts: AccountsService,
    private readonly store: AccountStore,
    private readonly claims: SeatClaims,
  ) {}

  /**
   * One line for the account, one per event of its stream, one per claimed seat and one per co-organised tournament,
   * each with its export's address.
   */
  async export(request: Request): Promise<string[]> {
    const { accountId, account } = await this.accounts.signedIn(request);
    const events = await this.store.events(accountId);
    const coOrganised = await this.claims.coOrganised(accountId);
    return [
      { kind: 'account', accountId, name: account.name, exportedAt: this.store.now() },
      ...events.map(({ revision, type, data, recordedAt }) => ({
        kind: 'event',
        revision,
        type,
        data: sealed(data),
        recordedAt,
      })),
      ...account.claims.map((seat) => ({ kind: 'claim', seat, export: exportOf(seat) })),
      ...coOrganised.map((id) => ({
        kind: 'coOrganiser',
        tournamentId: id,
        export: `/api/tournaments/${id}/export`,
      })),
    ].map((line) => JSON.stringify(line));
  }

  /** Erases the signed-in account and ends its session here; its claimed seats keep their tokens. */
  async delete(request: Request, response: Response): Promise<void> {
    const { accountId, account } = await this.accounts.signedIn(request);
    await this.store.erase(accountId, account.name);
    clearSessionCookie(request, response);
  }
}
