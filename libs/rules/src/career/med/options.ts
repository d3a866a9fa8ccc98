import { notPlayedError } from './not-played';
import type { CareerOptionsChoice } from '../model/career-options';
import { medOptionsOf, type MedOptions } from '../model/med-options';

/**
 * §11 (004 L2567-2745): the optional rules a StartCareer may switch on, by the names The Hunted's §14 gives the
 * same rules; an option of The Hunted's that Beneath the Med does not have stops at 11.0. 11.3's escort number is
 * rolled alone (`escortRolled`) and chosen by the opponent in a two-player game (`escortChosen`, the duel's seats,
 * 004 L2640-2642).
 */
const MED_OPTION_NAMES: readonly string[] = Object.keys(medOptionsOf(undefined));

/** §11: the options chosen, the rest off; one Beneath the Med does not have stops the start with RuleNotImplemented. */
export function medOptionsChosen(options: CareerOptionsChoice | undefined): MedOptions {
  const on = Object.entries(options ?? {}).filter(([, value]) => value !== false && value !== undefined);
  const other = on.find(([name]) => !MED_OPTION_NAMES.includes(name));
  if (other) throw notPlayedError('11.0', { procedure: 'optionalRules' });
  return medOptionsOf(Object.fromEntries(on));
}
