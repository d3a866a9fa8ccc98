import { useSignal } from '@preact/signals';
import { FormError, useSubmission } from '../ui/form';
import { recover, signIn, signUp, type AccountAnswer } from './account-api';

/** Sign-up, sign-in and recovery: a passkey, no password; the recovery code when every passkey is lost. */
export function SignedOut({ onSignedIn }: { readonly onSignedIn: (answer: AccountAnswer) => void }) {
  const name = useSignal('');
  const recoveryName = useSignal('');
  const code = useSignal('');
  const create = useSubmission(async () => onSignedIn(await signUp(name.value)));
  const enter = useSubmission(async () => onSignedIn(await signIn()));
  const recovery = useSubmission(async () => onSignedIn(await recover(recoveryName.value, code.value)));
  return (
    <div class="accounts">
      <section class="panel" aria-labelledby="sign-in">
        <h2 id="sign-in">Sign in</h2>
        <p class="hint">
          Your device unlocks your passkey with its screen lock, fingerprint or security key.
        </p>
        <form onSubmit={enter.submit}>
          <button type="submit" disabled={enter.busy.value}>
            Sign in with a passkey
          </button>
          <FormError error={enter.error.value} />
        </form>
      </section>
      <section class="panel" aria-labelledby="sign-up">
        <h2 id="sign-up">Create an account</h2>
        <p class="hint">
          An account keeps every career, game and tournament of yours on one page, on every browser you sign
          in on. Playing without one works as before.
        </p>
        <form onSubmit={create.submit}>
          <label class="field">
            <span>Player name</span>
            <input
              value={name.value}
              required
              minLength={3}
              maxLength={32}
              autoComplete="username webauthn"
              onInput={(e) => (name.value = e.currentTarget.value)}
            />
          </label>
          <button type="submit" disabled={create.busy.value}>
            Create an account with a passkey
          </button>
          <FormError error={create.error.value} />
        </form>
      </section>
      <details class="panel accounts__recovery">
        <summary>Lost your passkeys? Use your recovery code</summary>
        <form onSubmit={recovery.submit}>
          <label class="field">
            <span>Player name</span>
            <input
              value={recoveryName.value}
              required
              maxLength={64}
              onInput={(e) => (recoveryName.value = e.currentTarget.value)}
            />
          </label>
          <label class="field">
            <span>Recovery code</span>
            <input
              value={code.value}
              required
              maxLength={100}
              autoComplete="off"
              onInput={(e) => (code.value = e.currentTarget.value)}
            />
          </label>
          <button type="submit" disabled={recovery.busy.value}>
            Recover my account
          </button>
          <FormError error={recovery.error.value} />
        </form>
      </details>
    </div>
  );
}
