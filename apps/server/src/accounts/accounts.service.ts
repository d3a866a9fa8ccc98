import { SeatClaims } from './seat-claims';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { accounts } from '@periscope/play';
import type { Request, Response } from 'express';
import { hashToken, tokenMatches } from '../common/bearer-token';
import { AccountStore, type SignedIn } from './account-store';
import { passkeyRefused, recoveryRefused, nameTaken } from './accounts.errors';
import { Ceremonies } from './ceremonies';
import {
  accountIdOf,
  authenticationOptions,
  registrationOptions,
  verifiedAuthentication,
  verifiedRegistration,
} from './passkeys';
import { newRecoveryCode, typedRecoveryCode } from './recovery-code';
import {
  clearSessionCookie,
  newSession,
  refuseCrossSite,
  sessionCookieOf,
  setSessionCookie,
} from './session-cookie';

/** What a signed-in player reads of his own account: never a key, a hash or a challenge. */
export interface AccountSummary {
  readonly name: string;
  readonly passkeys: readonly { readonly addedAt: string; readonly transports: readonly string[] }[];
  readonly claims: readonly accounts.ClaimedSeat[];
  readonly visibility: accounts.Visibility;
}

/** Sign-up, sign-in and recovery with passkeys; the session cookie (docs/accounts.md). */
@Injectable()
export class AccountsService {
  constructor(
    private readonly store: AccountStore,
    private readonly ceremonies: Ceremonies,
    private readonly claims: SeatClaims,
  ) {}

  async registrationOptions(request: Request, typedName: string) {
    refuseCrossSite(request);
    const name = accounts.playerName(typedName);
    if (!accounts.isPlayerName(name))
      throw new accounts.AccountViolation('account/invalid-name', `${JSON.stringify(name)} is no name`);
    if ((await this.store.idOfName(name)) !== undefined) throw nameTaken(name);
    const accountId = randomUUID();
    const { ceremonyId, challenge } = await this.ceremonies.issue({ kind: 'register', accountId, name });
    const options = await registrationOptions(request, { accountId, name, passkeys: [] }, challenge);
    return { ceremonyId, options };
  }

  /** Registers the account with its first passkey and signs it in; the recovery code is in this answer only. */
  async register(request: Request, response: Response, ceremonyId: string, answer: RegistrationResponseJSON) {
    refuseCrossSite(request);
    const { purpose, challenge } = await this.ceremonies.answer(ceremonyId, 'register');
    if (purpose.kind !== 'register') throw passkeyRefused('not a registration');
    const passkey = await verifiedRegistration(request, answer, challenge);
    await this.store.takeName(purpose.name, purpose.accountId);
    const recoveryCode = newRecoveryCode();
    const { cookie, session } = newSession(purpose.accountId, new Date(this.store.now()));
    const command = {
      accountId: purpose.accountId,
      name: purpose.name,
      recoveryCodeHash: hashToken(recoveryCode),
      passkey,
      session,
    };
    const account = await this.store.command(
      purpose.accountId,
      { type: 'Register', at: this.store.now(), data: command },
      'no_stream',
    );
    await this.ceremonies.forget(ceremonyId);
    setSessionCookie(request, response, cookie, session.expiresAt);
    return { account: summary(account), recoveryCode };
  }

  async signInOptions(request: Request) {
    refuseCrossSite(request);
    const { ceremonyId, challenge } = await this.ceremonies.issue({ kind: 'sign-in' });
    return { ceremonyId, options: await authenticationOptions(request, challenge) };
  }

  async signIn(request: Request, response: Response, ceremonyId: string, answer: AuthenticationResponseJSON) {
    refuseCrossSite(request);
    const { challenge } = await this.ceremonies.answer(ceremonyId, 'sign-in');
    const accountId = accountIdOf(answer);
    const account = accountId === undefined ? undefined : await this.store.read(accountId);
    const passkey = account && accounts.passkeyOf(account, answer.id);
    if (!accountId || !passkey) throw passkeyRefused('this passkey opens no account here');
    const counter = await verifiedAuthentication(request, answer, passkey, challenge);
    const { cookie, session } = newSession(accountId, new Date(this.store.now()));
    const data = { credentialId: passkey.credentialId, counter, challenge, session };
    const signedIn = await this.store.command(accountId, { type: 'SignIn', at: this.store.now(), data });
    setSessionCookie(request, response, cookie, session.expiresAt);
    return { account: summary(signedIn) };
  }

  async signOut(request: Request, response: Response): Promise<void> {
    refuseCrossSite(request);
    const signedIn = await this.store.signedIn(sessionCookieOf(request));
    if (signedIn) {
      const data = { sessionHash: signedIn.sessionHash };
      await this.store.command(signedIn.accountId, { type: 'SignOut', at: this.store.now(), data });
    }
    clearSessionCookie(request, response);
  }

  /**
   * The signed-in player's own account, with the tournaments he co-organises (his console opens there); null when
   * the request carries no open session.
   */
  async me(request: Request) {
    const signedIn = await this.store.signedIn(sessionCookieOf(request));
    if (!signedIn) return { account: null };
    const coOrganised = await this.claims.coOrganised(signedIn.accountId);
    return { account: { ...summary(signedIn.account), coOrganised } };
  }

  async passkeyOptions(request: Request) {
    const signedIn = await this.signedIn(request);
    const { ceremonyId, challenge } = await this.ceremonies.issue({
      kind: 'add-passkey',
      accountId: signedIn.accountId,
    });
    const options = await registrationOptions(
      request,
      { accountId: signedIn.accountId, name: signedIn.account.name, passkeys: signedIn.account.passkeys },
      challenge,
    );
    return { ceremonyId, options };
  }

  async addPasskey(request: Request, ceremonyId: string, answer: RegistrationResponseJSON) {
    const signedIn = await this.signedIn(request);
    const { purpose, challenge } = await this.ceremonies.answer(ceremonyId, 'add-passkey');
    if (purpose.kind !== 'add-passkey' || purpose.accountId !== signedIn.accountId)
      throw passkeyRefused('this ceremony was for another account');
    const passkey = await verifiedRegistration(request, answer, challenge);
    const data = { sessionHash: signedIn.sessionHash, passkey };
    return {
      account: summary(
        await this.store.command(signedIn.accountId, { type: 'AddPasskey', at: this.store.now(), data }),
      ),
    };
  }

  /** The recovery code opens a session once and is replaced by a new one, shown in this answer only. */
  async recover(request: Request, response: Response, name: string, typed: string) {
    refuseCrossSite(request);
    const accountId = await this.store.idOfName(name);
    const account = accountId === undefined ? undefined : await this.store.read(accountId);
    const code = typedRecoveryCode(typed);
    if (!accountId || !account || !tokenMatches(code, account.recoveryCodeHash)) throw recoveryRefused();
    const recoveryCode = newRecoveryCode();
    const { cookie, session } = newSession(accountId, new Date(this.store.now()));
    const data = {
      recoveryCodeHash: hashToken(code),
      nextRecoveryCodeHash: hashToken(recoveryCode),
      session,
    };
    const recovered = await this.store.command(accountId, { type: 'Recover', at: this.store.now(), data });
    setSessionCookie(request, response, cookie, session.expiresAt);
    return { account: summary(recovered), recoveryCode };
  }

  async chooseVisibility(request: Request, visibility: accounts.Visibility) {
    const signedIn = await this.signedIn(request);
    const data = { sessionHash: signedIn.sessionHash, visibility };
    return {
      account: summary(
        await this.store.command(signedIn.accountId, {
          type: 'ChooseVisibility',
          at: this.store.now(),
          data,
        }),
      ),
    };
  }

  /** The request's open session, from this site only: 401 without one, 403 cross-site. */
  async signedIn(request: Request): Promise<SignedIn> {
    refuseCrossSite(request);
    return this.store.required(sessionCookieOf(request));
  }
}

export const summary = (account: accounts.AccountState): AccountSummary => ({
  name: account.name,
  passkeys: account.passkeys.map(({ addedAt, transports }) => ({ addedAt, transports })),
  claims: account.claims,
  visibility: account.visibility,
});
