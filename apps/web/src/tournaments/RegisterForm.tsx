import type { UBoatType } from '@periscope/rules';
import { useSignal } from '@preact/signals';
import { holdSeat } from '../seats/seats';
import { FormError, NameField, useSubmission } from '../ui/form';
import { register, type Tournament } from './api';
import { t as say } from '../i18n/i18n';
import { commanderTitle } from './words';

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
  const { busy, error, submit } = useSubmission(async () => {
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
  });
  return (
    <form class="panel tournament-register" onSubmit={submit} aria-labelledby="register-title">
      <h2 id="register-title">{say('tournament.register.title')}</h2>
      <NameField
        label={say('tournament.register.name', { title: commanderTitle(tournament.terms) })}
        value={name.value}
        onInput={(v) => (name.value = v)}
      />
      {types.length > 1 && (
        <label class="field">
          <span>{say('tournament.register.type')}</span>
          <select
            value={uboatType.value}
            onChange={(e) => (uboatType.value = e.currentTarget.value as UBoatType)}
          >
            {types.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
      )}
      <p class="hint">{say('tournament.register.hint')}</p>
      <FormError error={error.value} />
      <button class="primary" type="submit" disabled={busy.value}>
        {busy.value ? say('tournament.register.busy') : say('tournament.register.submit')}
      </button>
    </form>
  );
}
