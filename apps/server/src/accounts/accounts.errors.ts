import { AppError } from '../common/app-error';

// The accounts' refusals; each `code` is a stable contract (README "Every error answer", docs/accounts.md).

export const signInRequired = () =>
  new AppError('unauthenticated', 'session/missing', 'Sign in first: this needs the session of an account');

export const crossSiteRefused = () =>
  new AppError(
    'forbidden',
    'session/cross-site',
    'A signed-in request must come from this site’s own pages: the session cookie is refused cross-site',
  );

export const nameTaken = (name: string) =>
  new AppError('conflict', 'account/name-taken', `The player name ${JSON.stringify(name)} is taken`);

export const noSuchPlayer = (name: string) =>
  new AppError('not-found', 'player/not-found', `No player ${name}`);

export const ceremonyInvalid = () =>
  new AppError(
    'forbidden',
    'passkey/ceremony-invalid',
    'That passkey ceremony is unknown, answered already or lapsed: start it again',
  );

export const passkeyRefused = (why: string) =>
  new AppError('forbidden', 'passkey/refused', `The passkey's answer does not verify: ${why}`);

export const recoveryRefused = () =>
  new AppError('forbidden', 'account/recovery-refused', 'That name and recovery code open no account');

export const seatProofRefused = (kind: string, id: string) =>
  new AppError('forbidden', 'claim/token-invalid', `That token is not the ${kind} seat of ${id}`);

export const seatClaimedByAnother = (kind: string, id: string) =>
  new AppError('conflict', 'claim/taken', `The ${kind} seat of ${id} belongs to another account`);
