import { Inject, Injectable } from '@nestjs/common';
import { streamName } from '@periscope/audit';
import { WrongExpectedVersion, type EventStore } from '@periscope/event-store';
import type { accounts } from '@periscope/play';
import type { Request } from 'express';
import { isId } from '../common/streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import { AccountStore, type SignedIn } from './account-store';
import { seatClaimedByAnother } from './accounts.errors';
import { refuseCrossSite, sessionCookieOf } from './session-cookie';

/** The one event of a seat's claim stream. Its type is a storage contract (ARCHITECTURE.md "The engine"). */
const CLAIMED = 'SeatClaimedByAccount';
/** The one event of a co-organiser's stream (a storage contract too). */
const CO_ORGANISER = 'CoOrganiserAdded';

/** A tournament's co-organiser: a stream of his own, one per tournament and account, so that each is looked up alone. */
const coOrganiserStream = (tournamentId: string, accountId: string) =>
  streamName('seatClaim', `${tournamentId}-co-${accountId}`);

/** The tournaments an account co-organises: `seatclaim-co-<account>`, one `CoOrganiserAdded` a tournament. */
const coOrganisedStream = (accountId: string) => streamName('seatClaim', `co-${accountId}`);

/** The claim stream of a seat: a game's two seats are two streams. */
const claimStream = (seat: accounts.ClaimedSeat) =>
  streamName('seatClaim', seat.kind === 'game' ? `${seat.id}-${seat.seat}` : seat.id);

/**
 * Which account holds a seat (docs/accounts.md "Claiming"): one per seat, written once. The seats' guards ask it
 * when a request comes with the session cookie instead of a token.
 */
@Injectable()
export class SeatClaims {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly accounts: AccountStore,
  ) {}

  async ownerOf(seat: accounts.ClaimedSeat): Promise<string | undefined> {
    if (!isId(seat.id)) return undefined;
    const [claimed] = await this.store.readStream(claimStream(seat), { maxCount: 1 });
    return (claimed?.data as { accountId?: string } | undefined)?.accountId;
  }

  /** The seat, proved, becomes the signed-in account's: its claim stream first (one holder), then the account. */
  async claim(signedIn: SignedIn, seat: accounts.ClaimedSeat): Promise<accounts.AccountState> {
    await this.record(seat, signedIn.accountId);
    const data = { sessionHash: signedIn.sessionHash, seat };
    return this.accounts.command(signedIn.accountId, { type: 'ClaimSeat', at: this.accounts.now(), data });
  }

  /** The account whose session a request rides on, from this site only (403 `session/cross-site`); none without. */
  async sessionOf(request: Request): Promise<SignedIn | undefined> {
    const cookie = sessionCookieOf(request);
    if (!cookie) return undefined;
    refuseCrossSite(request);
    return this.accounts.signedIn(cookie);
  }

  /** Records the account as the seat's holder; 409 `claim/taken` when another account holds it. */
  private async record(seat: accounts.ClaimedSeat, accountId: string): Promise<void> {
    const owner = await this.ownerOf(seat);
    if (owner === accountId) return;
    if (owner !== undefined) throw seatClaimedByAnother(seat.kind, seat.id);
    try {
      await this.store.append(claimStream(seat), [{ type: CLAIMED, data: { accountId, ...seat } }], {
        expectedRevision: 'no_stream',
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersion) throw seatClaimedByAnother(seat.kind, seat.id);
      throw error;
    }
  }

  /**
   * Whether the request's session is the account that claimed the seat. A request riding on the session must come
   * from this site (403 `session/cross-site` otherwise).
   */
  async heldBySession(request: Request, seat: accounts.ClaimedSeat): Promise<boolean> {
    const signedIn = await this.sessionOf(request);
    if (!signedIn) return false;
    if ((await this.ownerOf(seat)) === signedIn.accountId) return true;
    return seat.kind === 'organiser' && (await this.isCoOrganiser(seat.id, signedIn.accountId));
  }

  /** Whether the request's session is the account that claimed the seat itself (not a co-organiser). */
  async ownedBySession(request: Request, seat: accounts.ClaimedSeat): Promise<boolean> {
    const signedIn = await this.sessionOf(request);
    return signedIn !== undefined && (await this.ownerOf(seat)) === signedIn.accountId;
  }

  async isCoOrganiser(tournamentId: string, accountId: string): Promise<boolean> {
    if (!isId(tournamentId) || !isId(accountId)) return false;
    return (
      (await this.store.readStream(coOrganiserStream(tournamentId, accountId), { maxCount: 1 })).length > 0
    );
  }

  /** The tournaments the account co-organises, in the order he was added (his page and his console). */
  async coOrganised(accountId: string): Promise<string[]> {
    if (!isId(accountId)) return [];
    const events = await this.store.readStream(coOrganisedStream(accountId));
    return [...new Set(events.map((e) => (e.data as { tournamentId: string }).tournamentId))];
  }

  /**
   * Makes the account a co-organiser of the tournament: its session opens the console too. Once; again is a no-op.
   * The account's list first, so that a co-organiser is always listed (a retry after a failure lists him once).
   */
  async addCoOrganiser(tournamentId: string, accountId: string): Promise<void> {
    const data = { tournamentId, accountId };
    if (!(await this.coOrganised(accountId)).includes(tournamentId))
      await this.store.append(coOrganisedStream(accountId), [{ type: CO_ORGANISER, data }]);
    try {
      await this.store.append(coOrganiserStream(tournamentId, accountId), [{ type: CO_ORGANISER, data }], {
        expectedRevision: 'no_stream',
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion)) throw error;
    }
  }
}
