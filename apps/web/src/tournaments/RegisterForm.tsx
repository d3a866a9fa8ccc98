import { useSignal } from '@preact/signals';
import { errorMessage } from '../api/messages';
import { holdSeat } from '../seats/seats';
import { register, type Tournament } from './api';

/** 13.2-13.5: an entrant registers; his career starts on the tournament's terms and its seat stays in this browser. */
export function RegisterForm({
  tournament,
  onDone,
}: {
  readonly tournament: Tournament;
  readonly onDone: () => void;
}) {
  const types = tournament.terms.uboatTypes;
  const name = useSignal('');
  const uboatType = useSignal(types[0] ?? 'VIIC');
  const busy = useSignal(false);
  const error = useSignal<string | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    busy.value = true;
    error.value = null;
    try {
      const body = { name: name.value.trim(), ...(types.length > 1 && { uboatType: uboatType.value }) };
      const entered = await register(tournament.tournamentId, body);
      holdSeat({
        careerId: entered.careerId,
        seatToken: entered.seatToken,
        kommandant: body.name,
        uboatType: entered.entrant.uboatType,
        startedAt: new Date().toISOString(),
      });
      name.value = '';
      onDone();
    } catch (e) {
      error.value = errorMessage(e);
    } finally {
      busy.value = false;
    }
  };
  return (
    <form class="panel tournament-register" onSubmit={submit} aria-labelledby="register-title">
      <h2 id="register-title">Enter this tournament</h2>
      <label class="field">
        <span>Your name (the Kommandant)</span>
        <input
          value={name.value}
          required
          maxLength={100}
          autoComplete="off"
          onInput={(e) => (name.value = e.currentTarget.value)}
        />
      </label>
      {types.length > 1 && (
        <label class="field">
          <span>U-boat type (13.4)</span>
          <select value={uboatType.value} onChange={(e) => (uboatType.value = e.currentTarget.value)}>
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      )}
      <p class="hint">
        Your career is created now and sails when the organiser starts the tournament. This browser keeps its
        seat: play it from here.
      </p>
      {error.value && (
        <p class="alert alert--error" role="alert">
          {error.value}
        </p>
      )}
      <button class="primary" type="submit" disabled={busy.value}>
        {busy.value ? 'Registering…' : 'Register'}
      </button>
    </form>
  );
}
