import { useSignal } from '@preact/signals';
import { api } from '../api/http';
import { chosenOptions, OptionalRules } from '../lobby/OptionalRules';
import { reference } from '../reference/reference';
import { navigate } from '../router/router';
import { FormError, MonthField, NameField, useSubmission } from '../ui/form';
import { monthName } from '../ui/words';
import { holdGameSeat } from './game-seats';
import { randomSecret, seedCommitment } from './secrets';
import { t } from '../i18n/i18n';

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
  const months = boats.find((b) => b.type === uboatType.value)?.startMonths;

  const { busy, error, submit } = useSubmission(async () => {
    const seed = randomSecret();
    const chosen = chosenOptions(options.value);
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
  });

  return (
    <form class="panel game-create" onSubmit={submit} aria-labelledby="game-create-title">
      <h2 id="game-create-title">{t('game.create.title')}</h2>
      <div class="game-create__row">
        <label class="field">
          <span>{t('game.create.type')}</span>
          <select value={uboatType.value} onChange={(e) => (uboatType.value = e.currentTarget.value)}>
            {boats.map((b) => (
              <option key={b.type} value={b.type}>
                {b.type}
              </option>
            ))}
          </select>
        </label>
        <MonthField
          label={t('game.create.firstPatrol')}
          value={startDate.value}
          min={months?.first}
          max={months?.last}
          required
          onInput={(m) => (startDate.value = m)}
        >
          {months && <span class="hint">{t('start.from', { first: monthName(months.first) })}</span>}
        </MonthField>
        <MonthField
          label={t('game.create.end')}
          value={endDate.value}
          min={startDate.value}
          onInput={(m) => (endDate.value = m)}
        >
          <span class="hint">{t('game.create.endHint')}</span>
        </MonthField>
        <label class="field">
          <span>{t('game.create.timeout')}</span>
          <input
            type="number"
            min={1}
            max={10080}
            step={1}
            value={timeout.value}
            onInput={(e) => (timeout.value = e.currentTarget.value)}
          />
          <span class="hint">{t('game.create.timeoutHint')}</span>
        </label>
      </div>
      <NameField
        label={t('game.kommandant')}
        placeholder="Kptlt. Hans Weber"
        value={kommandant.value}
        onInput={(v) => (kommandant.value = v)}
      />
      <OptionalRules
        class="game-create__options"
        title={t('game.create.options')}
        value={options.value}
        onChange={(v) => (options.value = v)}
      />
      <p class="hint">{t('game.create.seedHint')}</p>
      <FormError error={error.value} />
      <button class="primary" type="submit" disabled={busy.value || boats.length === 0}>
        {busy.value ? t('game.create.busy') : t('game.create.submit')}
      </button>
    </form>
  );
}
