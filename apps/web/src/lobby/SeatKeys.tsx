import { useSignal } from '@preact/signals';
import {
  applySeatPlan,
  exportSeatKey,
  InvalidSeatKey,
  planSeatKey,
  readSeatKey,
  type SeatChange,
  type SeatPlanRow,
} from '../seats/seat-key';
import { seats } from '../seats/seats';

/** What a pasted seat would do here, in the player's words. */
const CHANGES: Readonly<Record<SeatChange, string>> = {
  add: 'added to this browser',
  same: 'already here, unchanged',
  replace: 'replaces the token held here, which no longer opens this career',
  keep: 'not taken: the token held here opens this career, the pasted one does not',
  wrong: 'not taken: the server says this token opens no such career',
  unchecked: 'not taken: the server could not be asked; try again later',
};

const takes = (row: SeatPlanRow) => row.change === 'add' || row.change === 'replace';

/**
 * Moving seats to another browser: a seat key to copy out, and one to paste in. A pasted key is read, each seat
 * checked with the server, and what it would change shown before anything is kept: a held token is never
 * replaced unless the server says it no longer opens its career and the pasted one does.
 */
export function SeatKeys() {
  const shown = useSignal<string | null>(null);
  const pasted = useSignal('');
  const plan = useSignal<SeatPlanRow[] | null>(null);
  const busy = useSignal(false);
  const message = useSignal<{ kind: 'error' | 'info'; text: string } | null>(null);
  const count = Object.keys(seats.value).length;

  const checkKey = async (event: Event) => {
    event.preventDefault();
    message.value = null;
    plan.value = null;
    try {
      const read = readSeatKey(pasted.value);
      busy.value = true;
      plan.value = await planSeatKey(read);
    } catch (error) {
      const text = error instanceof InvalidSeatKey ? error.message : 'The seat key could not be read.';
      message.value = { kind: 'error', text };
    } finally {
      busy.value = false;
    }
  };

  const keep = () => {
    const added = applySeatPlan(plan.value ?? []);
    plan.value = null;
    pasted.value = '';
    message.value = { kind: 'info', text: `${added} career${added === 1 ? '' : 's'} kept in this browser.` };
  };

  const taken = plan.value?.filter(takes).length ?? 0;
  return (
    <details class="seat-keys">
      <summary>Move my careers to another browser</summary>
      <p class="hint">
        A seat key lets whoever holds it play your careers. Keep it to yourself; it never appears in a link.
      </p>
      <button type="button" disabled={count === 0} onClick={() => (shown.value = exportSeatKey())}>
        Show my seat key
      </button>
      {shown.value && (
        <label class="field">
          <span>
            Your seat key ({count} career{count === 1 ? '' : 's'})
          </span>
          <textarea readOnly rows={3} value={shown.value} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      <form onSubmit={checkKey}>
        <label class="field">
          <span>Paste a seat key</span>
          <textarea
            rows={2}
            value={pasted.value}
            onInput={(e) => {
              pasted.value = e.currentTarget.value;
              plan.value = null;
            }}
          />
        </label>
        <button type="submit" disabled={pasted.value.trim() === '' || busy.value}>
          {busy.value ? 'Checking…' : 'Check the key'}
        </button>
      </form>
      {plan.value && (
        <section aria-label="What this seat key changes">
          <ul class="seat-key-plan">
            {plan.value.map((row) => (
              <li key={row.seat.careerId} data-change={row.change}>
                <strong>{row.seat.kommandant}</strong> · {row.seat.uboatType}: {CHANGES[row.change]}
              </li>
            ))}
          </ul>
          <button type="button" disabled={taken === 0} onClick={keep}>
            Keep {taken} career{taken === 1 ? '' : 's'}
          </button>{' '}
          <button type="button" onClick={() => (plan.value = null)}>
            Cancel
          </button>
        </section>
      )}
      {message.value && (
        <p class={`alert alert--${message.value.kind}`} role="status">
          {message.value.text}
        </p>
      )}
    </details>
  );
}
