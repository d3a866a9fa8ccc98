import { useSignal } from '@preact/signals';
import { MED_PRESET_IDS, MED_PRESETS, type MedPresetId } from '@periscope/play/tournament/med-presets';
import type { CampaignId, YearMonth } from '@periscope/rules';
import { chosenOptions, OptionalRules } from '../lobby/OptionalRules';
import { medChosenOptions, MedOptionalRules } from '../lobby/MedOptionalRules';
import { reference } from '../reference/reference';
import { navigate } from '../router/router';
import { FormError, MonthField, NameField, useSubmission } from '../ui/form';
import { RuleRef } from '../ui/RuleRef';
import { monthName } from '../ui/words';
import { createTournament, type Scoring, type TermsChoice, type TournamentFormat } from './api';
import type { TournamentBoat } from '@periscope/play/tournament/formats';
import { holdOrganiserToken } from './organiser-tokens';
import { CampaignChoice, MedClassField } from './CampaignChoice';
import { FORMATS } from './words';
import { t } from '../i18n/i18n';

/** 13.5.2: every wolfpack boat is a VIIC from July 1943. */
const WOLFPACK = { uboatType: 'VIIC', startDate: '1943-07' };

const isoOf = (local: string): string | undefined => (local ? new Date(local).toISOString() : undefined);

interface Fields {
  /** The Hunted when left out. */
  readonly campaign?: CampaignId;
  /** Beneath the Med's recommended tournament (10.2-10.4), or '' for terms of the organiser's own. */
  readonly preset?: MedPresetId | '';
  readonly name: string;
  readonly organiser: string;
  readonly format: TournamentFormat;
  readonly scoring: Scoring;
  readonly uboatType: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly opensAt: string;
  readonly closesAt: string;
  readonly options: Record<string, unknown>;
}

/** The terms as the API takes them (docs/tournaments.md): the format decides which fields apply. */
export function termsOf(f: Fields): TermsChoice {
  const med = f.campaign === 'beneath-the-med';
  const chosen = med ? medChosenOptions(f.options) : chosenOptions(f.options); // §11, §14
  const wolfpack = f.format === 'wolfpack';
  const registration = { opensAt: isoOf(f.opensAt), closesAt: isoOf(f.closesAt) };
  const boat = (wolfpack ? WOLFPACK.uboatType : f.uboatType) as TournamentBoat;
  return {
    name: f.name.trim(),
    organiser: f.organiser.trim(),
    ...(med && { campaign: f.campaign, ...(f.preset && { preset: f.preset }) }),
    format: f.format,
    ...(f.format === 'mixed' && { scoring: f.scoring }),
    ...(f.format !== 'mixed' && { uboatTypes: [boat] }),
    startDate: (wolfpack ? WOLFPACK.startDate : f.startDate) as YearMonth,
    ...(f.endDate && { endDate: f.endDate as YearMonth }),
    ...(Object.keys(chosen).length > 0 && { options: chosen }),
    ...((registration.opensAt || registration.closesAt) && { registration }),
  };
}

const INITIAL: Fields = {
  campaign: 'the-hunted',
  preset: '',
  name: '',
  organiser: '',
  format: 'top-tonnage',
  scoring: 'tonnage',
  uboatType: 'VIIC',
  startDate: '1943-07',
  endDate: '',
  opensAt: '',
  closesAt: '',
  options: {},
};

/** What the form holds once the organiser picks a game: its first month and boat, a Med tournament's preset. */
const CAMPAIGN_FIELDS: Record<CampaignId, Partial<Fields>> = {
  'the-hunted': {
    campaign: 'the-hunted',
    options: {},
    preset: '',
    format: 'top-tonnage',
    uboatType: 'VIIC',
    startDate: '1943-07',
  },
  'beneath-the-med': { campaign: 'beneath-the-med', options: {}, ...presetFields('long') },
};

/** 10.2-10.4: a preset fixes the format and, for the long and short tournaments, the month; the long bars Acciaio. */
function presetFields(preset: MedPresetId | ''): Partial<Fields> {
  if (preset === '') return { preset };
  const { format, startDate } = MED_PRESETS[preset];
  // 10.3, 10.4 agree their month: 6/40, the game's first, until the organiser names another
  return { preset, format, uboatType: 'Marcello', startDate: startDate ?? '1940-06' };
}

/** The organiser creates any format of §13 (or Beneath the Med's §10) with its dates; his token stays here. */
export function CreateTournamentForm() {
  const fields = useSignal<Fields>(INITIAL);
  const f = fields.value;
  const med = f.campaign === 'beneath-the-med';
  const set = (patch: Partial<Fields>) => (fields.value = { ...fields.value, ...patch });
  const { busy, error, submit } = useSubmission(async () => {
    const created = await createTournament(termsOf(fields.value));
    holdOrganiserToken(created.tournamentId, created.organiserToken);
    navigate(`/tournaments/${created.tournamentId}`);
  });
  return (
    <form class="panel tournament-create" onSubmit={submit} aria-labelledby="tournament-create-title">
      <h2 id="tournament-create-title">{t('tournament.create.title')}</h2>
      <div class="tournament-create__row">
        <NameField label={t('tournament.create.name')} value={f.name} onInput={(name) => set({ name })} />
        <NameField
          label={t('tournament.create.organiser')}
          value={f.organiser}
          onInput={(organiser) => set({ organiser })}
        />
      </div>
      <CampaignChoice
        name="tournament-campaign"
        value={f.campaign ?? 'the-hunted'}
        onChange={(campaign) => set(CAMPAIGN_FIELDS[campaign])}
      />
      {med && <PresetChoice value={f.preset ?? ''} onChange={(preset) => set(presetFields(preset))} />}
      {!(med && f.preset) && (
        <FormatChoice med={med} value={f.format} onChange={(format) => set({ format })} />
      )}
      {f.format === 'mixed' && <ScoringChoice value={f.scoring} onChange={(scoring) => set({ scoring })} />}
      <BoatAndMonths fields={f} set={set} />
      <div class="tournament-create__row">
        <DateTime
          label={t('tournament.create.opens')}
          value={f.opensAt}
          onInput={(opensAt) => set({ opensAt })}
        />
        <DateTime
          label={t('tournament.create.closes')}
          value={f.closesAt}
          onInput={(closesAt) => set({ closesAt })}
        />
      </div>
      <p class="hint">{t('tournament.create.registrationHint')}</p>
      {med ? (
        <MedOptionalRules
          class="tournament-create__options"
          value={f.options}
          onChange={(options) => set({ options })}
        />
      ) : (
        <OptionalRules
          class="tournament-create__options"
          title={t('tournament.create.options')}
          value={f.options}
          onChange={(options) => set({ options })}
        />
      )}
      <FormError error={error.value} />
      <button class="primary" type="submit" disabled={busy.value}>
        {busy.value ? t('game.create.busy') : t('tournament.create.submit')}
      </button>
    </form>
  );
}

function DateTime(props: { label: string; value: string; onInput: (v: string) => void }) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <input
        type="datetime-local"
        value={props.value}
        onInput={(e) => props.onInput(e.currentTarget.value)}
      />
    </label>
  );
}

/** Beneath the Med's recommended tournaments (10.2-10.4), or terms of the organiser's own. */
function PresetChoice(props: { value: MedPresetId | ''; onChange: (p: MedPresetId | '') => void }) {
  return (
    <label class="field">
      <span>{t('tournament.create.preset')}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.currentTarget.value as MedPresetId | '')}>
        {MED_PRESET_IDS.map((preset) => (
          <option key={preset} value={preset}>
            {t(`tournament.medPreset.${preset}`)} ({MED_PRESETS[preset].rule})
          </option>
        ))}
        <option value="">{t('tournament.medPreset.none')}</option>
      </select>
    </label>
  );
}

function FormatChoice(props: {
  med: boolean;
  value: TournamentFormat;
  onChange: (f: TournamentFormat) => void;
}) {
  // 10.0: Beneath the Med has no wolfpack tournament.
  const formats = props.med ? FORMATS.filter((f) => f.value !== 'wolfpack') : FORMATS;
  return (
    <fieldset class="tournament-create__formats">
      <legend>{t('tournament.list.format')}</legend>
      {formats.map((format) => (
        <label key={format.value} class="tournament-create__format">
          <input
            type="radio"
            name="format"
            value={format.value}
            checked={props.value === format.value}
            onChange={() => props.onChange(format.value)}
          />
          <span>
            <strong>{format.name}</strong> <RuleRef rule={format.rule} />
            <span class="hint"> {format.line}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function ScoringChoice(props: { value: Scoring; onChange: (s: Scoring) => void }) {
  return (
    <label class="field">
      <span>{t('tournament.create.scoredAs')}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.currentTarget.value as Scoring)}>
        <option value="tonnage">{t('tournament.format.topTonnage')} (13.2)</option>
        <option value="survival">{t('tournament.format.survival')} (13.3)</option>
      </select>
    </label>
  );
}

function BoatAndMonths({ fields: f, set }: { fields: Fields; set: (p: Partial<Fields>) => void }) {
  const boats = (reference.value?.boats ?? []).filter((b) => b.startMonths);
  if (f.format === 'wolfpack') return <p class="hint">{t('tournament.create.wolfpackBoats')}</p>;
  const med = f.campaign === 'beneath-the-med';
  const preset = med && f.preset ? MED_PRESETS[f.preset] : null;
  const fixedMonth = preset !== null && preset.startDate !== null;
  return (
    <div class="tournament-create__row">
      {f.format === 'mixed' ? (
        <p class="hint">{t(med ? 'tournament.create.medMixedBoats' : 'tournament.create.mixedBoats')}</p>
      ) : med ? (
        <MedClassField
          label={t('start.medClass')}
          month={f.startDate}
          value={f.uboatType}
          excluded={preset?.excluded ?? []}
          onChange={(uboatType) => set({ uboatType })}
        />
      ) : (
        <label class="field">
          <span>{t('start.type')}</span>
          <select value={f.uboatType} onChange={(e) => set({ uboatType: e.currentTarget.value })}>
            {(boats.length > 0 ? boats.map((b) => b.type) : ['VIIC']).map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
      )}
      {fixedMonth ? (
        <p class="hint">{t('tournament.create.presetMonth', { month: monthName(f.startDate) })}</p>
      ) : (
        <MonthField
          label={t('start.first')}
          value={f.startDate}
          required
          onInput={(startDate) => set({ startDate })}
        />
      )}
      <MonthField
        label={t('tournament.create.ends')}
        value={f.endDate}
        onInput={(endDate) => set({ endDate })}
      />
    </div>
  );
}
