import { useSignal } from '@preact/signals';
import { exportSeatKey, importSeatKey, InvalidSeatKey, seats } from '../seats/seats';

/** Moving seats to another browser: a seat key to copy out, and one to paste in (issue 15 §2). */
export function SeatKeys() {
  const shown = useSignal<string | null>(null);
  const pasted = useSignal('');
  const message = useSignal<{ kind: 'error' | 'info'; text: string } | null>(null);
  const count = Object.keys(seats.value).length;

  const importKey = (event: Event) => {
    event.preventDefault();
    try {
      const added = importSeatKey(pasted.value);
      pasted.value = '';
      message.value = {
        kind: 'info',
        text: `${added} career${added === 1 ? '' : 's'} added to this browser.`,
      };
    } catch (error) {
      const text = error instanceof InvalidSeatKey ? error.message : 'The seat key could not be read.';
      message.value = { kind: 'error', text };
    }
  };

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
      <form onSubmit={importKey}>
        <label class="field">
          <span>Paste a seat key</span>
          <textarea rows={2} value={pasted.value} onInput={(e) => (pasted.value = e.currentTarget.value)} />
        </label>
        <button type="submit" disabled={pasted.value.trim() === ''}>
          Import
        </button>
      </form>
      {message.value && (
        <p class={`alert alert--${message.value.kind}`} role="status">
          {message.value.text}
        </p>
      )}
    </details>
  );
}
