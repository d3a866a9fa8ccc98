import { useSignal } from '@preact/signals';
import { t } from '../i18n/i18n';
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
        <h2 id="sign-in">{t('account.signIn')}</h2>
        <p class="hint">{t('account.signInHint')}</p>
        <form onSubmit={enter.submit}>
          <button type="submit" disabled={enter.busy.value}>
            {t('account.signInWithPasskey')}
          </button>
          <FormError error={enter.error.value} />
        </form>
      </section>
      <section class="panel" aria-labelledby="sign-up">
        <h2 id="sign-up">{t('account.signUp')}</h2>
        <p class="hint">{t('account.signUpHint')}</p>
        <form onSubmit={create.submit}>
          <label class="field">
            <span>{t('account.playerName')}</span>
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
            {t('account.signUpWithPasskey')}
          </button>
          <FormError error={create.error.value} />
        </form>
      </section>
      <details class="panel accounts__recovery">
        <summary>{t('account.lostPasskeys')}</summary>
        <form onSubmit={recovery.submit}>
          <label class="field">
            <span>{t('account.playerName')}</span>
            <input
              value={recoveryName.value}
              required
              maxLength={64}
              onInput={(e) => (recoveryName.value = e.currentTarget.value)}
            />
          </label>
          <label class="field">
            <span>{t('account.recoveryCodeField')}</span>
            <input
              value={code.value}
              required
              maxLength={100}
              autoComplete="off"
              onInput={(e) => (code.value = e.currentTarget.value)}
            />
          </label>
          <button type="submit" disabled={recovery.busy.value}>
            {t('account.recover')}
          </button>
          <FormError error={recovery.error.value} />
        </form>
      </details>
    </div>
  );
}
