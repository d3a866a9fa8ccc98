import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { errorMessage } from '../api/messages';
import { t } from '../i18n/i18n';
import type { AccountAnswer } from './account-api';
import { account, loadAccount } from './account-state';
import { SignedIn } from './SignedIn';
import { SignedOut } from './SignedOut';
import './accounts.css';

/** /account: sign up, sign in, recover; once signed in, the account itself. */
export function AccountScreen() {
  const recoveryCode = useSignal<string | null>(null);
  const failed = useSignal<string | null>(null);
  useEffect(() => {
    loadAccount().catch((e) => (failed.value = errorMessage(e)));
  }, [failed]);
  const answered = (answer: AccountAnswer) => {
    account.value = answer.account;
    if (answer.recoveryCode) recoveryCode.value = answer.recoveryCode;
  };
  const current = account.value;
  return (
    <div class="accounts-screen">
      <h1>{current ? current.name : t('account.title')}</h1>
      {failed.value && (
        <p class="alert alert--error" role="alert">
          {failed.value}
        </p>
      )}
      {current === undefined && !failed.value && <p>{t('account.asking')}</p>}
      {current === null && <SignedOut onSignedIn={answered} />}
      {current && (
        <SignedIn
          account={current}
          recoveryCode={recoveryCode.value}
          onChange={answered}
          onSignedOut={() => {
            account.value = null;
            recoveryCode.value = null;
          }}
          onCodeKept={() => (recoveryCode.value = null)}
        />
      )}
    </div>
  );
}
