import { MED_OPTION_RULES } from '@periscope/rules/campaigns/beneath-the-med/option-rules';
import type { MedClass } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';
import type { OptionReference } from '../reference/reference';
import { t } from '../i18n/i18n';
import { Rulebook } from '../ui/rulebook';
import { chosenOptions, OptionalRules } from './OptionalRules';

type Options = Record<string, unknown>;

/** Beneath the Med's optional rules a career may play (§11), by The Hunted's names for the same rules (11.6, 11.8 their own). */
const MED_OPTIONS = [
  ['standardTonnage', '11.1'],
  ['historicalTargets', '11.2'],
  ['evasiveManoeuvres', '11.3'],
  ['variableEscortQuality', '11.4'],
  ['variableAircraftQuality', '11.5'],
  ['variableGenericEscort', '11.6'],
  ['historicalUBoatIds', '11.7'],
  ['noviceCrew', '11.8'],
] as const;

const offered = (): OptionReference[] =>
  MED_OPTIONS.map(([name, rule]) => ({
    name,
    rule,
    title: t(`medOption.${name}.title`),
    description: t(`medOption.${name}.does`),
    values: { kind: 'boolean' },
    chosenBy: 'player',
    playable: true,
  }));

/**
 * The options sent: 11.3 with the escort's number rolled, as a solo career and a tournament's entrant play it; a
 * two-player game makes it the opponent's (004 L2640-2642).
 */
export const medChosenOptions = (options: Options): Options => {
  const chosen = chosenOptions(options);
  return chosen.evasiveManoeuvres ? { ...chosen, evasiveManoeuvres: 'escortRolled' } : chosen;
};

/** §11: Beneath the Med's optional rules, each with its own rule number and words (a career's, a game's, a tournament's). */
export function MedOptionalRules(props: {
  readonly value: Options;
  readonly onChange: (value: Options) => void;
  readonly class?: string;
}) {
  return (
    <Rulebook.Provider value="beneath-the-med">
      <OptionalRules
        class={props.class ?? 'start-career__options'}
        title={t('start.medOptions')}
        value={props.value}
        onChange={props.onChange}
        offered={offered()}
      />
    </Rulebook.Provider>
  );
}

/** 11.7 (004 L2707-2735): the boat's name, one of its class's boats, or none. */
export function MedBoatName(props: {
  readonly boatClass: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const names = MED_OPTION_RULES.historicalBoatNames[props.boatClass as MedClass]?.value ?? [];
  return (
    <label class="field">
      <span>{t('start.medBoatName')}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        <option value="">{t('start.medBoatUnnamed')}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
