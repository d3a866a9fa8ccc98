import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EventStore, RecordedEvent } from '@periscope/event-store';
import { accounts } from '@periscope/play';
import { hashToken, tokenMatches } from '../common/bearer-token';
import { Clock } from '../common/clock';
import { handleCommand } from '../common/command-handler';
import { isId } from '../common/streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import { accountAggregate, accountNameStream, accountStream, foldAccount } from './account.aggregate';
import { nameTaken, signInRequired } from './accounts.errors';
import type { SessionCookie } from './session-cookie';

/** The one event of a name's stream. Its type is a storage contract (ARCHITECTURE.md "The engine"). */
const NAME_TAKEN = 'PlayerNameTaken';

/** A signed-in account: its id, its state and the hash of the session the request rode on. */
export interface SignedIn {
  readonly accountId: string;
  readonly sessionHash: string;
  readonly account: accounts.AccountState;
}

/** Reads accounts, their names and sessions, and hands their commands to the command handler. */
@Injectable()
export class AccountStore {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  now = (): string => this.clock.now().toISOString();

  async read(accountId: string): Promise<accounts.AccountState | undefined> {
    if (!isId(accountId)) return undefined;
    const state = foldAccount(await this.store.readStream(accountStream(accountId)));
    return state.accountId === null ? undefined : state;
  }

  /** The account a name belongs to, if any (names differing only in case are one). */
  async idOfName(name: string): Promise<string | undefined> {
    const [taken] = await this.store.readStream(accountNameStream(nameKey(name)), { maxCount: 1 });
    return (taken?.data as { accountId?: string } | undefined)?.accountId;
  }

  /** Takes a name for an account, once: 409 `account/name-taken` when another has it. */
  async takeName(name: string, accountId: string): Promise<void> {
    const stream = accountNameStream(nameKey(name));
    const owner = await this.idOfName(name);
    if (owner === accountId) return;
    if (owner !== undefined) throw nameTaken(name);
    try {
      await this.store.append(stream, [{ type: NAME_TAKEN, data: { accountId } }], {
        expectedRevision: 'no_stream',
      });
    } catch {
      throw nameTaken(name); // another registration took it in between
    }
  }

  /** The account's own events, as stored (its export). */
  events(accountId: string): Promise<RecordedEvent[]> {
    return this.store.readStream(accountStream(accountId));
  }

  /**
   * Erases the account for good (docs/accounts.md "Deleting an account"): its name's stream first, then its own, so
   * that a deletion cut short leaves an account that can ask again. Both names stay taken: no one else can
   * append to either stream, nor take the name.
   */
  async erase(accountId: string, name: string): Promise<void> {
    await this.store.erase(accountNameStream(nameKey(name)));
    await this.store.erase(accountStream(accountId));
  }

  /** The account whose open session the cookie carries; undefined for none. */
  async signedIn(cookie: SessionCookie | undefined): Promise<SignedIn | undefined> {
    if (!cookie) return undefined;
    const account = await this.read(cookie.accountId);
    const now = this.now();
    const session = account?.sessions.find(
      (s) => tokenMatches(cookie.secret, s.sessionHash) && s.expiresAt > now,
    );
    return account && session
      ? { accountId: cookie.accountId, sessionHash: session.sessionHash, account }
      : undefined;
  }

  /** Like signedIn, but 401 `session/missing` without an open session. */
  async required(cookie: SessionCookie | undefined): Promise<SignedIn> {
    const signedIn = await this.signedIn(cookie);
    if (!signedIn) throw signInRequired();
    return signedIn;
  }

  /** Decides and appends one command; answers the account as it then is. */
  async command(
    accountId: string,
    command: accounts.AccountCommand,
    expected: 'exists' | 'no_stream' = 'exists',
  ): Promise<accounts.AccountState> {
    const result = await handleCommand(this.store, accountAggregate, {
      id: accountId,
      commandId: randomUUID(),
      command,
      actor: `account:${accountId}`,
      context: undefined,
      expected,
    });
    return result.state;
  }
}

/** A name's key: case-folded, its spaces single, hashed so that the stream name is a fixed safe shape. */
const nameKey = (name: string): string => hashToken(accounts.playerName(name).toLowerCase());
