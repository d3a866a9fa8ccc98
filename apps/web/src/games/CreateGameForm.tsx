import { useSignal } from '@preact/signals';
import type { CampaignId } from '@periscope/rules';
import { chosenCampaign, twoPlayerRule } from '@periscope/play/campaign-terms';
import { api } from '../api/http';
import { chosenOptions, OptionalRules } from '../lobby/OptionalRules';
import { medChosenOptions, MedOptionalRules } from '../lobby/MedOptionalRules';
import { reference } from '../reference/reference';
import { navigate } from '../router/router';
import { FormError, MonthField, NameField, useSubmission } from '../ui/form';
import { monthName } from '../ui/words';
import { CampaignChoice, MedClassField } from '../tournaments/CampaignChoice';
import { holdGameSeat } from './game-seats';
import { randomSecret, seedCommitment } from './secrets';
import { t } from '../i18n/i18n';

interface Created {
  readonly gameId: string;
  readonly seatToken: string;
  readonly inviteCode: string;
}

/** 14.8.3 (Beneath the Med 11.3) is the two-player game's own: each player picks his number face hidden. */
const DEFAULT_OPTIONS: Record<CampaignId, Record<string, unknown>> = {
  'the-hunted': { evasiveManoeuvres: 'escortChosen' },
  'beneath-the-med': { evasiveManoeuvres: true },
};

/** What the form holds once the creator picks a game: its first boat and month (Beneath the Med 10.1: 6/40, Cagni). */
const OPENING: Record<CampaignId, { uboatType: string; startDate: string }> = {
  'the-hunted': { uboatType: 'VIIC', startDate: '1943-07' },
  'beneath-the-med': { uboatType: 'Cagni', startDate: '1940-06' },
};

/**
 * 13.1.1 (Beneath the Med 10.1): both sail the same type or class from the same month, under the same optional
 * rules (§14, or Beneath the Med's §11), until an agreed date.
 */
export function CreateGameForm() {
  const boats = (reference.value?.boats ?? []).filter((b) => b.startMonths);
  const campaign = useSignal<CampaignId>('the-hunted');
  const med = campaign.value === 'beneath-the-med';
  const uboatType = useSignal('VIIC');
  const startDate = useSignal('1943-07');
  const endDate = useSignal('');
  const timeout = useSignal('');
  const kommandant = useSignal('');
  const options = useSignal<Record<string, unknown>>(DEFAULT_OPTIONS['the-hunted']);
  const months = med ? undefined : boats.find((b) => b.type === uboatType.value)?.startMonths;
  const choose = (chosen: CampaignId) => {
    campaign.value = chosen;
    options.value = DEFAULT_OPTIONS[chosen];
    uboatType.value = OPENING[chosen].uboatType;
    startDate.value = OPENING[chosen].startDate;
  };

  const { busy, error, submit } = useSubmission(async () => {
    const seed = randomSecret();
    const chosen = med ? medChosenOptions(options.value) : chosenOptions(options.value); // §11, §14
    const body = {
      ...(med && { campaign: campaign.value }),
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
      <CampaignChoice name="game-campaign" value={campaign.value} onChange={choose} />
      <div class="game-create__row">
        {med ? (
          <MedClassField
            label={t('game.create.medClass')}
            month={startDate.value}
            value={uboatType.value}
            onChange={(v) => (uboatType.value = v)}
          />
        ) : (
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
        )}
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
        label={t(med ? 'game.comandante' : 'game.kommandant')}
        placeholder={med ? 'T.V. Carlo Fecia di Cossato' : 'Kptlt. Hans Weber'}
        value={kommandant.value}
        onInput={(v) => (kommandant.value = v)}
      />
      {med ? (
        <>
          <MedOptionalRules
            class="game-create__options"
            value={options.value}
            onChange={(v) => (options.value = v)}
          />
          <p class="hint">{t('game.create.medEvasion')}</p>
        </>
      ) : (
        <OptionalRules
          class="game-create__options"
          title={t('game.create.options')}
          value={options.value}
          onChange={(v) => (options.value = v)}
        />
      )}
      <p class="hint">
        {t('game.create.seedHint', {
          rule: twoPlayerRule({ campaign: chosenCampaign(campaign.value) }, 'start'),
        })}
      </p>
      <FormError error={error.value} />
      <button class="primary" type="submit" disabled={busy.value || boats.length === 0}>
        {busy.value ? t('game.create.busy') : t('game.create.submit')}
      </button>
    </form>
  );
}
