import { useSignal } from '@preact/signals';
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
    done.value = `${unclaimed.length} claimed for your account.`;
  });
  return (
    <section class="panel" aria-labelledby="claims">
      <h2 id="claims">What this browser holds</h2>
      <p class="hint">
        {props.account.claims.length} held by your account. Claiming proves each seat with the key this
        browser keeps, once; afterwards your account may play it from any browser you sign in on.
      </p>
      {unclaimed.length === 0 ? (
        <p>Nothing here that your account does not hold already.</p>
      ) : (
        <form onSubmit={claim.submit}>
          <ul>
            {unclaimed.map((s) => (
              <li key={`${s.kind}-${s.id}`}>{s.label}</li>
            ))}
          </ul>
          <button type="submit" disabled={claim.busy.value}>
            Claim them for my account
          </button>
          <FormError error={claim.error.value} />
        </form>
      )}
      {done.value && <p role="status">{done.value}</p>}
    </section>
  );
}
