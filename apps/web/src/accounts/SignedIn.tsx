import { useSignal } from '@preact/signals';
import { rich, t, type MessageKey } from '../i18n/i18n';
import { FormError, useSubmission } from '../ui/form';
import { addPasskey, chooseVisibility, signOut, type Account, type AccountAnswer } from './account-api';
import { YourData } from './YourData';
import { ClaimSeats } from './ClaimSeats';

const VISIBLE: readonly (readonly [keyof Account['visibility'], MessageKey])[] = [
  ['careers', 'account.showCareers'],
  ['games', 'account.showGames'],
  ['tournaments', 'account.showTournaments'],
];

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The signed-in player's account: his passkeys, the seats to claim, what his page shows, signing out. */
export function SignedIn(props: {
  readonly account: Account;
  readonly recoveryCode: string | null;
  readonly onChange: (answer: AccountAnswer) => void;
  readonly onSignedOut: () => void;
  readonly onCodeKept: () => void;
}) {
  const { account } = props;
  const visibility = useSignal(account.visibility);
  const added = useSubmission(async () => props.onChange(await addPasskey()));
  const saved = useSubmission(async () => props.onChange(await chooseVisibility(visibility.value)));
  const out = useSubmission(async () => {
    await signOut();
    props.onSignedOut();
  });
  return (
    <div class="accounts">
      {props.recoveryCode && (
        <section class="panel accounts__code" aria-labelledby="recovery-code">
          <h2 id="recovery-code">{t('account.recoveryCode')}</h2>
          <p>{t('account.recoveryCodeHint')}</p>
          <p class="accounts__code-value">
            <code>{props.recoveryCode}</code>
          </p>
          <button type="button" onClick={props.onCodeKept}>
            {t('account.codeKept')}
          </button>
        </section>
      )}
      <section class="panel" aria-labelledby="passkeys">
        <h2 id="passkeys">{t('account.passkeys')}</h2>
        <ul class="accounts__passkeys">
          {account.passkeys.map((p, i) => (
            <li key={i}>{t('account.passkey', { n: i + 1, date: day(p.addedAt) })}</li>
          ))}
        </ul>
        <form onSubmit={added.submit}>
          <button type="submit" disabled={added.busy.value}>
            {t('account.addPasskey')}
          </button>
          <FormError error={added.error.value} />
        </form>
      </section>
      <ClaimSeats account={account} onChange={props.onChange} />
      <section class="panel" aria-labelledby="page">
        <h2 id="page">{t('account.page')}</h2>
        <p>
          {rich('account.pageHint', {
            page: (chunks: unknown) => (
              <a href={`/players/${encodeURIComponent(account.name)}`}>{chunks as string}</a>
            ),
          })}
        </p>
        <form onSubmit={saved.submit}>
          <fieldset>
            <legend>{t('account.showToEveryone')}</legend>
            {VISIBLE.map(([key, label]) => (
              <label key={key} class="check">
                <input
                  type="checkbox"
                  checked={visibility.value[key]}
                  onChange={(e) =>
                    (visibility.value = { ...visibility.value, [key]: e.currentTarget.checked })
                  }
                />{' '}
                {t(label)}
              </label>
            ))}
          </fieldset>
          <button type="submit" disabled={saved.busy.value}>
            {t('account.saveVisibility')}
          </button>
          <FormError error={saved.error.value} />
        </form>
      </section>
      <YourData name={account.name} onDeleted={props.onSignedOut} />
      <form onSubmit={out.submit}>
        <button type="submit" disabled={out.busy.value}>
          {t('account.signOut')}
        </button>
        <FormError error={out.error.value} />
      </form>
    </div>
  );
}
