import { useSignal } from '@preact/signals';
import type { UBoatType, YearMonth } from '@periscope/rules';
import { chosenOptions, OptionalRules } from '../lobby/OptionalRules';
import { reference } from '../reference/reference';
import { navigate } from '../router/router';
import { FormError, MonthField, NameField, useSubmission } from '../ui/form';
import { RuleRef } from '../ui/RuleRef';
import { createTournament, type Scoring, type TermsChoice, type TournamentFormat } from './api';
import { holdOrganiserToken } from './organiser-tokens';
import { FORMATS } from './words';
import { t } from '../i18n/i18n';

/** 13.5.2: every wolfpack boat is a VIIC from July 1943. */
const WOLFPACK = { uboatType: 'VIIC', startDate: '1943-07' };

const isoOf = (local: string): string | undefined => (local ? new Date(local).toISOString() : undefined);

interface Fields {
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
  const chosen = chosenOptions(f.options);
  const wolfpack = f.format === 'wolfpack';
  const registration = { opensAt: isoOf(f.opensAt), closesAt: isoOf(f.closesAt) };
  return {
    name: f.name.trim(),
    organiser: f.organiser.trim(),
    format: f.format,
    ...(f.format === 'mixed' && { scoring: f.scoring }),
    ...(f.format !== 'mixed' && { uboatTypes: [(wolfpack ? WOLFPACK.uboatType : f.uboatType) as UBoatType] }),
    startDate: (wolfpack ? WOLFPACK.startDate : f.startDate) as YearMonth,
    ...(f.endDate && { endDate: f.endDate as YearMonth }),
    ...(Object.keys(chosen).length > 0 && { options: chosen }),
    ...((registration.opensAt || registration.closesAt) && { registration }),
  };
}

const INITIAL: Fields = {
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

/** The organiser creates any format of §13 with its options and dates; his token stays in this browser. */
export function CreateTournamentForm() {
  const fields = useSignal<Fields>(INITIAL);
  const f = fields.value;
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
      <FormatChoice value={f.format} onChange={(format) => set({ format })} />
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
      <OptionalRules
        class="tournament-create__options"
        title={t('tournament.create.options')}
        value={f.options}
        onChange={(options) => set({ options })}
      />
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

function FormatChoice(props: { value: TournamentFormat; onChange: (f: TournamentFormat) => void }) {
  return (
    <fieldset class="tournament-create__formats">
      <legend>{t('tournament.list.format')}</legend>
      {FORMATS.map((format) => (
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
  return (
    <div class="tournament-create__row">
      {f.format === 'mixed' ? (
        <p class="hint">{t('tournament.create.mixedBoats')}</p>
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
      <MonthField
        label={t('start.first')}
        value={f.startDate}
        required
        onInput={(startDate) => set({ startDate })}
      />
      <MonthField
        label={t('tournament.create.ends')}
        value={f.endDate}
        onInput={(endDate) => set({ endDate })}
      />
    </div>
  );
}
