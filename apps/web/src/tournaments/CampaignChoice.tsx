import type { CampaignId } from '@periscope/rules';
import { MED_CLASS_CHOICES } from '../lobby/med-start';
import { t } from '../i18n/i18n';

/** The games of the series, in the order the lobby offers them. */
const CAMPAIGNS: readonly CampaignId[] = ['the-hunted', 'beneath-the-med'];

/** The game a tournament's or a two-player game's careers start under, by its edition's own name. */
export function CampaignChoice(props: {
  readonly name: string;
  readonly value: CampaignId;
  readonly onChange: (campaign: CampaignId) => void;
}) {
  return (
    <fieldset class="campaign-choice">
      <legend>{t('start.campaign')}</legend>
      {CAMPAIGNS.map((campaign) => (
        <label key={campaign} class="campaign-choice__game">
          <input
            type="radio"
            name={props.name}
            value={campaign}
            checked={props.value === campaign}
            onChange={() => props.onChange(campaign)}
          />
          <strong>{t(`campaign.${campaign}`)}</strong>
        </label>
      ))}
      {props.value === 'beneath-the-med' && <p class="hint">{t('start.medCharts')}</p>}
    </fieldset>
  );
}

/** 4.2.1: the Beneath the Med classes in service in a month (Acciaio from 4/42, Flutto from 1/43), bar the excluded. */
export const medClassesIn = (month: string, excluded: readonly string[] = []): string[] =>
  MED_CLASS_CHOICES.filter((c) => c.first <= month && !excluded.includes(c.boatClass)).map(
    (c) => c.boatClass,
  );

/** A Beneath the Med class, in service in the month given. */
export function MedClassField(props: {
  readonly label: string;
  readonly month: string;
  readonly value: string;
  readonly excluded?: readonly string[];
  readonly onChange: (boatClass: string) => void;
}) {
  return (
    <label class="field">
      <span>{props.label}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        {medClassesIn(props.month, props.excluded).map((boatClass) => (
          <option key={boatClass} value={boatClass}>
            {t('tournament.medClass', { boatClass })}
          </option>
        ))}
      </select>
    </label>
  );
}
