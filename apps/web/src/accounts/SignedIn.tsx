import { useSignal } from '@preact/signals';
import { FormError, useSubmission } from '../ui/form';
import { addPasskey, chooseVisibility, signOut, type Account, type AccountAnswer } from './account-api';
import { ClaimSeats } from './ClaimSeats';

const VISIBLE = [
  ['careers', 'My careers'],
  ['games', 'My two-player games'],
  ['tournaments', 'My tournaments'],
] as const;

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
          <h2 id="recovery-code">Your recovery code</h2>
          <p>
            Write it down and keep it safe: it is shown this once. With it you can get back into your account
            if you lose every passkey.
          </p>
          <p class="accounts__code-value">
            <code>{props.recoveryCode}</code>
          </p>
          <button type="button" onClick={props.onCodeKept}>
            I have kept it
          </button>
        </section>
      )}
      <section class="panel" aria-labelledby="passkeys">
        <h2 id="passkeys">Passkeys</h2>
        <ul class="accounts__passkeys">
          {account.passkeys.map((p, i) => (
            <li key={i}>
              Passkey {i + 1}, added {day(p.addedAt)}
            </li>
          ))}
        </ul>
        <form onSubmit={added.submit}>
          <button type="submit" disabled={added.busy.value}>
            Add a passkey
          </button>
          <FormError error={added.error.value} />
        </form>
      </section>
      <ClaimSeats account={account} onChange={props.onChange} />
      <section class="panel" aria-labelledby="page">
        <h2 id="page">Your player page</h2>
        <p>
          <a href={`/players/${encodeURIComponent(account.name)}`}>Open your player page</a>. You always see
          all of it; others see only what you show them.
        </p>
        <form onSubmit={saved.submit}>
          <fieldset>
            <legend>Show to everyone</legend>
            {VISIBLE.map(([key, label]) => (
              <label key={key} class="check">
                <input
                  type="checkbox"
                  checked={visibility.value[key]}
                  onChange={(e) =>
                    (visibility.value = { ...visibility.value, [key]: e.currentTarget.checked })
                  }
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          <button type="submit" disabled={saved.busy.value}>
            Save what my page shows
          </button>
          <FormError error={saved.error.value} />
        </form>
      </section>
      <form onSubmit={out.submit}>
        <button type="submit" disabled={out.busy.value}>
          Sign out
        </button>
        <FormError error={out.error.value} />
      </form>
    </div>
  );
}
