import { useSignal } from '@preact/signals';
import { t } from '../i18n/i18n';
import { FormError, useSubmission } from '../ui/form';
import { claimSeat, type Account, type AccountAnswer } from './account-api';
import { unclaimedSeats } from './unclaimed';

/**
 * The careers, game seats and organiser consoles this browser holds, claimed for the account once each, every
 * one proved by its token (docs/accounts.md "Claiming").
 */
export function ClaimSeats(props: {
  readonly account: Account;
  readonly onChange: (answer: AccountAnswer) => void;
}) {
  const done = useSignal<string | null>(null);
  const unclaimed = unclaimedSeats(props.account);
  const claim = useSubmission(async () => {
    let answer: AccountAnswer | undefined;
    for (const seat of unclaimed) answer = await claimSeat(seat.kind, seat.id, seat.token);
    if (answer) props.onChange(answer);
    done.value = t('account.claimed', { n: unclaimed.length });
  });
  return (
    <section class="panel" aria-labelledby="claims">
      <h2 id="claims">{t('account.claims')}</h2>
      <p class="hint">{t('account.claimsHint', { n: props.account.claims.length })}</p>
      {unclaimed.length === 0 ? (
        <p>{t('account.nothingToClaim')}</p>
      ) : (
        <form onSubmit={claim.submit}>
          <ul>
            {unclaimed.map((s) => (
              <li key={`${s.kind}-${s.id}`}>{s.label}</li>
            ))}
          </ul>
          <button type="submit" disabled={claim.busy.value}>
            {t('account.claim')}
          </button>
          <FormError error={claim.error.value} />
        </form>
      )}
      {done.value && <p role="status">{done.value}</p>}
    </section>
  );
}
