import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { accounts } from '@periscope/play';
import type { Request } from 'express';
import { passkeyRefused } from './accounts.errors';
import { CEREMONY_TIMEOUT_MS } from './ceremonies';
import { originOf } from './session-cookie';

// WebAuthn through @simplewebauthn/server (docs/accounts.md "Passkeys"): the library checks the attestation and
// the signatures; this file only says what this site expects. No cryptography is written here.

const RP_NAME = 'periscope';

/** The relying party is the host the browser asked (the page's own origin): a passkey is bound to it. */
const relyingParty = (request: Request) => ({ rpID: request.hostname, origin: originOf(request) });

/** The registration options for the browser: a discoverable passkey, the account's own listed to be excluded. */
export function registrationOptions(
  request: Request,
  account: { accountId: string; name: string; passkeys: readonly accounts.Passkey[] },
  challenge: string,
) {
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(request).rpID,
    userName: account.name,
    userID: new TextEncoder().encode(account.accountId),
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: account.passkeys.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** The passkey a registration answer proves, checked against the challenge drawn; 403 when it does not verify. */
export async function verifiedRegistration(
  request: Request,
  response: RegistrationResponseJSON,
  challenge: string,
): Promise<accounts.VerifiedPasskey> {
  const { rpID, origin } = relyingParty(request);
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: false,
  }).catch((error: Error) => {
    throw passkeyRefused(error.message);
  });
  if (!result.verified || !result.registrationInfo) throw passkeyRefused('the registration was not verified');
  const { credential } = result.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    challenge,
  };
}

/** The sign-in options: any discoverable passkey of this site (the browser offers the player his own). */
export const authenticationOptions = (request: Request, challenge: string) =>
  generateAuthenticationOptions({
    rpID: relyingParty(request).rpID,
    challenge: Buffer.from(challenge, 'base64url'),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'preferred',
  });

/** The account a sign-in answer names (its user handle), before anything is verified. */
export const accountIdOf = (response: AuthenticationResponseJSON): string | undefined => {
  const handle = response.response.userHandle;
  return handle ? Buffer.from(handle, 'base64url').toString('utf8') : undefined;
};

/** The signature counter of a verified sign-in; 403 when the answer does not verify against the passkey kept. */
export async function verifiedAuthentication(
  request: Request,
  response: AuthenticationResponseJSON,
  passkey: accounts.Passkey,
  challenge: string,
): Promise<number> {
  const { rpID, origin } = relyingParty(request);
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports as AuthenticatorTransportFuture[],
    },
    requireUserVerification: false,
  }).catch((error: Error) => {
    throw passkeyRefused(error.message);
  });
  if (!result.verified) throw passkeyRefused('the signature was not verified');
  return result.authenticationInfo.newCounter;
}
