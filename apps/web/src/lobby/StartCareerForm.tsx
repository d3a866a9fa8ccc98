import { useSignal } from '@preact/signals';
import { api } from '../api/http';
import { errorMessage } from '../api/messages';
import { reference, type OptionReference } from '../reference/reference';
import { navigate } from '../router/router';
import { holdSeat } from '../seats/seats';
import { OptionSwitch } from './OptionSwitch';
import { monthName } from '../ui/words';

interface Started {
  readonly careerId: string;
  readonly seatToken: string;
}

const startsIn = (months: { first: string; last: string } | null) =>
  !months
    ? 'cannot start a career (a later boat only)'
    : months.last < '1945-05'
      ? `${monthName(months.first)} to ${monthName(months.last)}`
      : `from ${monthName(months.first)}`;

/** 4.1-4.5: the boat, the month, the Kommandant, the optional rules of §14, a player seed (issue 15 §2). */
export function StartCareerForm() {
  const boats = reference.value?.boats ?? [];
  const uboatType = useSignal('VIIC');
  const startDate = useSignal('1943-07');
  const kommandant = useSignal('');
  const playerSeed = useSignal('');
  const options = useSignal<Record<string, unknown>>({});
  const busy = useSignal(false);
  const error = useSignal<string | null>(null);
  const boat = boats.find((b) => b.type === uboatType.value);
  const months = boat?.startMonths;

  /** A boat's first month is the earliest start it allows; a chosen month it allows is kept. */
  const chooseBoat = (type: string) => {
    uboatType.value = type;
    const allowed = boats.find((b) => b.type === type)?.startMonths;
    if (allowed && (startDate.value < allowed.first || startDate.value > allowed.last))
      startDate.value = allowed.first;
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    busy.value = true;
    error.value = null;
    try {
      const chosen = Object.fromEntries(Object.entries(options.value).filter(([, v]) => v !== false));
      const body = {
        uboatType: uboatType.value,
        startDate: startDate.value,
        kommandant: kommandant.value.trim(),
        ...(Object.keys(chosen).length > 0 && { options: chosen }),
        ...(playerSeed.value.trim() && { playerSeed: playerSeed.value.trim() }),
      };
      const started = await api<Started>('/careers', { method: 'POST', body });
      holdSeat({
        careerId: started.careerId,
        seatToken: started.seatToken,
        kommandant: body.kommandant,
        uboatType: body.uboatType,
        startedAt: new Date().toISOString(),
      });
      navigate(`/careers/${started.careerId}`);
    } catch (e) {
      error.value = errorMessage(e);
    } finally {
      busy.value = false;
    }
  };

  const solo = (reference.value?.options ?? []).filter((o) => o.chosenBy === 'player' && o.playable);
  return (
    <form class="panel start-career" onSubmit={submit} aria-labelledby="start-career-title">
      <h2 id="start-career-title">Start a career</h2>
      <div class="start-career__row">
        <label class="field">
          <span>U-boat type (4.2)</span>
          <select value={uboatType.value} onChange={(e) => chooseBoat(e.currentTarget.value)} required>
            {boats.map((b) => (
              <option key={b.type} value={b.type} disabled={!b.startMonths}>
                {b.type} — {startsIn(b.startMonths)}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          <span>First patrol (4.2.2)</span>
          <input
            type="month"
            value={startDate.value}
            min={months?.first}
            max={months?.last}
            required
            onInput={(e) => (startDate.value = e.currentTarget.value)}
          />
          {months && (
            <span class="hint">
              {monthName(months.first)} to {monthName(months.last)}
            </span>
          )}
        </label>
      </div>
      <label class="field">
        <span>Kommandant</span>
        <input
          value={kommandant.value}
          maxLength={100}
          required
          placeholder="Kptlt. Hans Weber"
          autoComplete="off"
          onInput={(e) => (kommandant.value = e.currentTarget.value)}
        />
      </label>
      <details class="start-career__options">
        <summary>
          Optional rules (§14) — {Object.values(options.value).filter((v) => v !== false).length} on
        </summary>
        <ul class="option-list">
          {solo.map((option: OptionReference) => (
            <li key={option.name}>
              <OptionSwitch
                option={option}
                value={options.value[option.name] ?? false}
                onChange={(v) => (options.value = { ...options.value, [option.name]: v })}
              />
            </li>
          ))}
        </ul>
      </details>
      <details class="start-career__seed">
        <summary>Your part of the dice (optional)</summary>
        <label class="field">
          <span>Player seed</span>
          <input
            value={playerSeed.value}
            maxLength={200}
            autoComplete="off"
            onInput={(e) => (playerSeed.value = e.currentTarget.value)}
          />
          <span class="hint">
            Mixed with the server's sealed seed, so that neither side alone decides the dice. Left empty, one
            is drawn for you. Both are revealed when the career ends, and every roll can then be checked.
          </span>
        </label>
      </details>
      {error.value && (
        <p class="alert alert--error" role="alert">
          {error.value}
        </p>
      )}
      <button class="primary" type="submit" disabled={busy.value || boats.length === 0}>
        {busy.value ? 'Putting to sea…' : 'Start the career'}
      </button>
    </form>
  );
}
