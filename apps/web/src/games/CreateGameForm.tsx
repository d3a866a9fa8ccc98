import { useSignal } from '@preact/signals';
import { api } from '../api/http';
import { errorMessage } from '../api/messages';
import { OptionSwitch } from '../lobby/OptionSwitch';
import { reference } from '../reference/reference';
import { navigate } from '../router/router';
import { monthName } from '../ui/words';
import { holdGameSeat } from './game-seats';
import { randomSecret, seedCommitment } from './secrets';

interface Created {
  readonly gameId: string;
  readonly seatToken: string;
  readonly inviteCode: string;
}

/** 14.8.3 is the two-player game's own: each player picks his number face hidden. */
const DEFAULT_OPTIONS: Record<string, unknown> = { evasiveManoeuvres: 'escortChosen' };

/** 13.1.1: both sail the same type from the same month, under the same optional rules, until an agreed date. */
export function CreateGameForm() {
  const boats = (reference.value?.boats ?? []).filter((b) => b.startMonths);
  const uboatType = useSignal('VIIC');
  const startDate = useSignal('1943-07');
  const endDate = useSignal('');
  const timeout = useSignal('');
  const kommandant = useSignal('');
  const options = useSignal<Record<string, unknown>>(DEFAULT_OPTIONS);
  const busy = useSignal(false);
  const error = useSignal<string | null>(null);
  const months = boats.find((b) => b.type === uboatType.value)?.startMonths;

  const submit = async (event: Event) => {
    event.preventDefault();
    busy.value = true;
    error.value = null;
    try {
      const seed = randomSecret();
      const chosen = Object.fromEntries(Object.entries(options.value).filter(([, v]) => v !== false));
      const body = {
        uboatType: uboatType.value,
        startDate: startDate.value,
        ...(endDate.value && { endDate: endDate.value }),
        ...(timeout.value && { opponentTimeoutSeconds: Math.round(Number(timeout.value) * 60) }),
        ...(Object.keys(chosen).length > 0 && { options: chosen }),
        kommandant: kommandant.value.trim(),
        seedCommitment: await seedCommitment(seed),
      };
      const created = await api<Created>('/games', { method: 'POST', body });
      holdGameSeat({
        gameId: created.gameId,
        seat: 'a',
        seatToken: created.seatToken,
        kommandant: body.kommandant,
        seed,
        inviteCode: created.inviteCode,
        joinedAt: new Date().toISOString(),
      });
      navigate(`/games/${created.gameId}`);
    } catch (e) {
      error.value = errorMessage(e);
    } finally {
      busy.value = false;
    }
  };

  const shared = (reference.value?.options ?? []).filter((o) => o.chosenBy === 'player' && o.playable);
  const on = Object.values(options.value).filter((v) => v !== false).length;
  return (
    <form class="panel game-create" onSubmit={submit} aria-labelledby="game-create-title">
      <h2 id="game-create-title">Create a game</h2>
      <div class="game-create__row">
        <label class="field">
          <span>U-boat type, both players (13.1.1)</span>
          <select value={uboatType.value} onChange={(e) => (uboatType.value = e.currentTarget.value)}>
            {boats.map((b) => (
              <option key={b.type} value={b.type}>
                {b.type}
              </option>
            ))}
          </select>
        </label>
        <label class="field">
          <span>First patrol</span>
          <input
            type="month"
            value={startDate.value}
            min={months?.first}
            max={months?.last}
            required
            onInput={(e) => (startDate.value = e.currentTarget.value)}
          />
          {months && <span class="hint">from {monthName(months.first)}</span>}
        </label>
        <label class="field">
          <span>Agreed end (optional)</span>
          <input
            type="month"
            value={endDate.value}
            min={startDate.value}
            onInput={(e) => (endDate.value = e.currentTarget.value)}
          />
          <span class="hint">No patrol starts after it.</span>
        </label>
        <label class="field">
          <span>Absent opponent (minutes, optional)</span>
          <input
            type="number"
            min={1}
            max={10080}
            step={1}
            value={timeout.value}
            onInput={(e) => (timeout.value = e.currentTarget.value)}
          />
          <span class="hint">After this, the server rolls for a player who does not.</span>
        </label>
      </div>
      <label class="field">
        <span>Your Kommandant</span>
        <input
          value={kommandant.value}
          maxLength={100}
          required
          autoComplete="off"
          placeholder="Kptlt. Hans Weber"
          onInput={(e) => (kommandant.value = e.currentTarget.value)}
        />
      </label>
      <details class="game-create__options">
        <summary>Optional rules (§14), for both careers — {on} on</summary>
        <ul class="option-list">
          {shared.map((option) => (
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
      <p class="hint">
        This browser draws your part of the dice and commits to it before the game starts; it is revealed to
        your opponent only once both of you have committed (13.1.1).
      </p>
      {error.value && (
        <p class="alert alert--error" role="alert">
          {error.value}
        </p>
      )}
      <button class="primary" type="submit" disabled={busy.value || boats.length === 0}>
        {busy.value ? 'Creating…' : 'Create the game'}
      </button>
    </form>
  );
}
