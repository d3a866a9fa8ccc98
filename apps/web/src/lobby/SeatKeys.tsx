import { t } from '../i18n/i18n';
import { useSignal } from '@preact/signals';
import {
  applySeatPlan,
  exportSeatKey,
  InvalidSeatKey,
  planSeatKey,
  readSeatKey,
  type SeatPlanRow,
} from '../seats/seat-key';
import { seats } from '../seats/seats';

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
      const text =
        error instanceof InvalidSeatKey
          ? t('seatKey.invalid', { reason: error.reason })
          : t('seatKey.unreadable');
      message.value = { kind: 'error', text };
    } finally {
      busy.value = false;
    }
  };

  const keep = () => {
    const added = applySeatPlan(plan.value ?? []);
    plan.value = null;
    pasted.value = '';
    message.value = { kind: 'info', text: t('seatKey.kept', { n: added }) };
  };

  const taken = plan.value?.filter(takes).length ?? 0;
  return (
    <details class="seat-keys">
      <summary>{t('seatKey.move')}</summary>
      <p class="hint">{t('seatKey.warning')}</p>
      <button type="button" disabled={count === 0} onClick={() => (shown.value = exportSeatKey())}>
        {t('seatKey.show')}
      </button>
      {shown.value && (
        <label class="field">
          <span>{t('seatKey.yours', { n: count })}</span>
          <textarea readOnly rows={3} value={shown.value} onFocus={(e) => e.currentTarget.select()} />
        </label>
      )}
      <form onSubmit={checkKey}>
        <label class="field">
          <span>{t('seatKey.paste')}</span>
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
          {busy.value ? t('seatKey.checking') : t('seatKey.check')}
        </button>
      </form>
      {plan.value && (
        <section aria-label={t('seatKey.changes')}>
          <ul class="seat-key-plan">
            {plan.value.map((row) => (
              <li key={row.seat.careerId} data-change={row.change}>
                <strong>{row.seat.kommandant}</strong> · {row.seat.uboatType}:{' '}
                {t('seatKey.change', { change: row.change })}
              </li>
            ))}
          </ul>
          <button type="button" disabled={taken === 0} onClick={keep}>
            {t('seatKey.keep', { n: taken })}
          </button>{' '}
          <button type="button" onClick={() => (plan.value = null)}>
            {t('seatKey.cancel')}
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
