import { BENEATH_THE_MED, type YearMonth } from '@periscope/rules';
import { inServiceFrom } from '@periscope/rules/campaigns/beneath-the-med/start-rules';
import { MED_CLASSES, type MedClass } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';
import { medOptionsChosen } from '@periscope/rules/career/med/options';
import { chosenCampaign } from '../campaign-terms';
import type { TournamentTermsChoice } from './commands';
import type { TournamentTerms } from './events';
import { scoringOf } from './formats';
import { MED_PRESET_IDS, MED_PRESETS, type MedPreset } from './med-presets';
import { tournamentViolation } from './violations';

const invalid = (rule: string, message: string) =>
  tournamentViolation(rule, 'tournament/invalid-terms', message);

/** 10.2 (004 L2547-2548): every Beneath the Med tournament runs until the boat is lost or 8/43. */
const MED_END: YearMonth = BENEATH_THE_MED.calendar.end.value;

/** What the choice's preset fixes, checked against what the organiser sent; none: the plain format. */
function presetOf(choice: TournamentTermsChoice): MedPreset | null {
  if (choice.preset === undefined) return null;
  if (!MED_PRESET_IDS.includes(choice.preset))
    throw invalid('10.2', `preset is one of ${MED_PRESET_IDS.join(', ')}`);
  const preset = MED_PRESETS[choice.preset];
  if (choice.format !== preset.format)
    throw invalid(preset.rule, `the ${choice.preset} tournament is played as ${preset.format}`);
  if (preset.startDate !== null && choice.startDate !== preset.startDate)
    throw invalid(
      preset.rule,
      `the ${choice.preset} tournament starts in ${preset.startDate} (${preset.source})`,
    );
  return preset;
}

const medInService = (boat: MedClass, month: YearMonth): boolean => month >= inServiceFrom(boat);

/** 10.2-10.4: one class for all, or (10.4, Q-BTM-MIXED) the classes in service at the start, bar the excluded. */
function classesOf(choice: TournamentTermsChoice, preset: MedPreset | null): readonly MedClass[] {
  const excluded = preset?.excluded ?? [];
  const month = choice.startDate;
  const chosen = choice.uboatTypes as readonly MedClass[] | undefined;
  const unknown = chosen?.find((c) => !MED_CLASSES.includes(c));
  if (unknown) throw invalid('4.1', `${unknown} is not a Beneath the Med class`);
  const fits = (boat: MedClass, rule: string): MedClass => {
    if (excluded.includes(boat))
      throw invalid(
        preset?.rule ?? '10.2',
        `the ${choice.preset} tournament excludes the ${boat} class (Q-BTM-LONG-ACCIAIO)`,
      );
    if (!medInService(boat, month))
      throw invalid(rule, `the ${boat} class is in service from ${inServiceFrom(boat)} (4.2.1)`);
    return boat;
  };
  if (choice.format === 'mixed') {
    if (chosen && chosen.length > 0) return [...new Set(chosen)].map((c) => fits(c, '10.4'));
    return MED_CLASSES.filter((c) => !excluded.includes(c) && medInService(c, month));
  }
  if (chosen?.length !== 1) throw invalid('10.2', 'everyone starts with the same class: name one');
  return [fits(chosen[0] as MedClass, '4.2.1')];
}

/**
 * Beneath the Med's tournaments (10.0-10.4) mapped onto the formats: top tonnage (10.2, long and short), survival
 * (10.3), mixed classes (10.4); it has no wolfpack tournament. Its optional rules (§11) are the entrants' careers':
 * one Beneath the Med does not have is refused (11.0), and 11.3's escort number is rolled, each entrant sailing alone.
 */
export function medTermsOf(
  choice: TournamentTermsChoice,
): Omit<TournamentTerms, 'name' | 'organiser' | 'registration'> {
  if (choice.format === 'wolfpack') throw invalid('10.0', 'Beneath the Med has no wolfpack tournament');
  const preset = presetOf(choice);
  const { start } = BENEATH_THE_MED.calendar;
  if (choice.startDate < start.value || choice.startDate > MED_END)
    throw invalid('4.2.1', `the start date is a month from ${start.value} to ${MED_END}`);
  const endDate = choice.endDate ?? MED_END;
  if (endDate < choice.startDate || endDate > MED_END)
    throw invalid('10.2', `the end date is a month from the start to ${MED_END}`);
  const options = choice.options ?? {};
  medOptionsChosen(options); // §11: 11.0 for an option of The Hunted's
  if (options.evasiveManoeuvres === 'escortChosen')
    throw invalid('11.3', "each entrant sails alone: the escort's number is rolled (escortRolled)");
  const uboatTypes = classesOf(choice, preset);
  return {
    format: choice.format,
    campaign: chosenCampaign('beneath-the-med'),
    ...(choice.preset !== undefined && { preset: choice.preset }),
    scoring: scoringOf(choice.format, choice.scoring),
    uboatTypes,
    startDate: choice.startDate,
    endDate,
    options,
    packSize: 0,
  };
}
