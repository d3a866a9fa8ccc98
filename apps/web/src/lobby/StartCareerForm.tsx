import type { Signal } from '@preact/signals';
import { useSignal } from '@preact/signals';
import { secretWeakness } from '@periscope/rules/dice/entropy';
import { api } from '../api/http';
import { randomSecret } from '../games/secrets';
import { reference } from '../reference/reference';
import { navigate } from '../router/router';
import { holdSeat } from '../seats/seats';
import { chosenOptions, OptionalRules } from './OptionalRules';
import { FormError, MonthField, NameField, useSubmission } from '../ui/form';
import { monthName } from '../ui/words';
import { t } from '../i18n/i18n';
import { MedStartFields } from './MedStartFields';
import { MedBoatName, medChosenOptions, MedOptionalRules } from './MedOptionalRules';
import { g7eAllowed, MED_CLASS_CHOICES } from './med-start';

export type Campaign = 'the-hunted' | 'beneath-the-med';
/** The month each game's form opens on: a later year of each war, when every common boat is in service. */
const OPENING_MONTH: Record<Campaign, string> = { 'the-hunted': '1943-07', 'beneath-the-med': '1942-06' };

interface Started {
  readonly careerId: string;
  readonly seatToken: string;
}

const startsIn = (months: { first: string; last: string } | null) =>
  !months
    ? t('start.laterOnly')
    : months.last < '1945-05'
      ? t('start.between', { first: monthName(months.first), last: monthName(months.last) })
      : t('start.from', { first: monthName(months.first) });

/** Why the server would refuse this seed (L-8), in a sentence; null when it looks drawn or is left empty. */
const seedProblem = (seed: string): string | null => {
  const reason = seed === '' ? null : secretWeakness(seed);
  return reason && t('start.seedWeak', { reason: t(`start.seedWeakness.${reason}`) });
};

/**
 * 4.1-4.5: the game (The Hunted, or Beneath the Med), the boat, the month, the commander, the optional
 * rules of §14, a player seed: the player's own, or one this browser draws (128 bits or more, L-8), never a
 * guessable one sent to be refused.
 */
export function StartCareerForm({ game }: { readonly game?: Signal<Campaign> }) {
  const boats = reference.value?.boats ?? [];
  const own = useSignal<Campaign>('the-hunted');
  const campaign = game ?? own; // the lobby's, when its heading names the game chosen here
  const uboatType = useSignal('VIIC');
  const medClass = useSignal('Perla');
  const g7e = useSignal(0);
  const startDate = useSignal('1943-07');
  const kommandant = useSignal('');
  const playerSeed = useSignal('');
  const options = useSignal<Record<string, unknown>>({});
  const medOptions = useSignal<Record<string, unknown>>({});
  const boatName = useSignal(''); // 11.7: none, or a boat of the class
  const boat = boats.find((b) => b.type === uboatType.value);
  const months = boat?.startMonths;

  /** A boat's first month is the earliest start it allows; a chosen month it allows is kept. */
  const chooseBoat = (type: string) => {
    uboatType.value = type;
    const allowed = boats.find((b) => b.type === type)?.startMonths;
    if (allowed && (startDate.value < allowed.first || startDate.value > allowed.last))
      startDate.value = allowed.first;
  };

  /** Each game has its own boats and months: switching opens the other's usual start. */
  const chooseCampaign = (chosen: Campaign) => {
    campaign.value = chosen;
    startDate.value = OPENING_MONTH[chosen];
  };
  const med = campaign.value === 'beneath-the-med';

  const typedSeed = playerSeed.value.trim();
  const { busy, error, submit } = useSubmission(async () => {
    const problem = seedProblem(typedSeed);
    if (problem) return void (error.value = problem); // said here: the server would refuse it (seed/weak)
    const asked = med ? Math.min(g7e.value, g7eAllowed(medClass.value, startDate.value)) : 0;
    const chosen = med ? medChosenOptions(medOptions.value) : chosenOptions(options.value); // §11, §14
    const named = med && chosen.historicalUBoatIds === true && boatName.value !== '';
    const body = {
      ...(med && { campaign: campaign.value }),
      ...(named && { uboatId: boatName.value }),
      uboatType: med ? medClass.value : uboatType.value,
      startDate: startDate.value,
      kommandant: kommandant.value.trim(),
      ...(Object.keys(chosen).length > 0 && { options: chosen }),
      ...(asked > 0 && { torpedoSwaps: asked }), // 4.5 step 3: Beneath the Med's G7e, on 1d6
      playerSeed: typedSeed || randomSecret(),
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
  });

  return (
    <form class="panel start-career" onSubmit={submit} aria-labelledby="start-career-title">
      <h2 id="start-career-title">{t('start.title')}</h2>
      <fieldset class="start-career__campaign">
        <legend>{t('start.campaign')}</legend>
        <label class="start-career__game">
          <input
            type="radio"
            name="campaign"
            value="the-hunted"
            checked={!med}
            onChange={() => chooseCampaign('the-hunted')}
          />
          <strong>{t('campaign.the-hunted')}</strong>
        </label>
        <label class="start-career__game">
          <input
            type="radio"
            name="campaign"
            value="beneath-the-med"
            checked={med}
            aria-describedby="start-career-med-charts"
            onChange={() => chooseCampaign('beneath-the-med')}
          />
          <span>
            <strong>{t('campaign.beneath-the-med')}</strong>
            <span class="hint" id="start-career-med-charts">
              {' '}
              {t('start.medCharts')}
            </span>
          </span>
        </label>
      </fieldset>
      {med ? (
        <>
          <MedStartFields
            boatClass={medClass.value}
            startDate={startDate.value}
            kommandant={kommandant.value}
            g7e={g7e.value}
            onG7e={(n) => (g7e.value = n)}
            onClass={(chosen) => {
              medClass.value = chosen;
              boatName.value = '';
              const allowed = MED_CLASS_CHOICES.find((c) => c.boatClass === chosen);
              if (allowed && startDate.value < allowed.first) startDate.value = allowed.first;
            }}
            onMonth={(m) => (startDate.value = m)}
            onKommandant={(v) => (kommandant.value = v)}
          />
          <MedOptionalRules value={medOptions.value} onChange={(v) => (medOptions.value = v)} />
          {medOptions.value.historicalUBoatIds === true && (
            <MedBoatName
              boatClass={medClass.value}
              value={boatName.value}
              onChange={(v) => (boatName.value = v)}
            />
          )}
        </>
      ) : (
        <>
          <div class="start-career__row">
            <label class="field">
              <span>{t('start.type')}</span>
              <select value={uboatType.value} onChange={(e) => chooseBoat(e.currentTarget.value)} required>
                {boats.map((b) => (
                  <option key={b.type} value={b.type} disabled={!b.startMonths}>
                    {b.type} — {startsIn(b.startMonths)}
                  </option>
                ))}
              </select>
            </label>
            <MonthField
              label={t('start.first')}
              value={startDate.value}
              min={months?.first}
              max={months?.last}
              required
              onInput={(m) => (startDate.value = m)}
            >
              {months && (
                <span class="hint">
                  {t('start.between', { first: monthName(months.first), last: monthName(months.last) })}
                </span>
              )}
            </MonthField>
          </div>
          <NameField
            label={t('crewman.kommandant')}
            placeholder="Kptlt. Hans Weber"
            value={kommandant.value}
            onInput={(v) => (kommandant.value = v)}
          />
          <OptionalRules
            class="start-career__options"
            title={t('start.options')}
            value={options.value}
            onChange={(v) => (options.value = v)}
          />
        </>
      )}
      <details class="start-career__seed">
        <summary>{t('start.seedPart')}</summary>
        <label class="field">
          <span>{t('start.seed')}</span>
          <input
            value={playerSeed.value}
            maxLength={200}
            autoComplete="off"
            aria-invalid={seedProblem(typedSeed) ? 'true' : undefined}
            onInput={(e) => (playerSeed.value = e.currentTarget.value)}
          />
          <span class="hint">{t('start.seedHint')}</span>
          {seedProblem(typedSeed) && (
            <span class="hint" role="status">
              {seedProblem(typedSeed)}
            </span>
          )}
        </label>
        <button type="button" onClick={() => (playerSeed.value = randomSecret())}>
          {t('start.drawSeed')}
        </button>
      </details>
      <FormError error={error.value} />
      <button class="primary" type="submit" disabled={busy.value || (!med && boats.length === 0)}>
        {busy.value ? t('start.sailing') : t('start.submit')}
      </button>
    </form>
  );
}
