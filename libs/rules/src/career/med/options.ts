import { notPlayedError, type MedProcedure } from './not-played';
import type { CareerOptions, CareerOptionsChoice } from '../model/career-options';
import { medOptionsOf, type MedOptions } from '../model/med-options';

/**
 * §11 (004 L2567-2745): the optional rules a StartCareer may switch on, by the names The Hunted's §14 gives the
 * same rules. An option not played yet names the Med's rule and what it waits for; an option of The Hunted's that
 * Beneath the Med does not have stops at 11.0.
 */
const NOT_PLAYED: Partial<Record<keyof CareerOptions, readonly [string, MedProcedure]>> = {
  historicalTargets: ['11.2', 'historicalTargets'], // Q-BTM-TARGETS
};

const MED_OPTION_NAMES: readonly string[] = Object.keys(medOptionsOf(undefined));

/** §11: the options chosen, the rest off; the first one not played stops the start with RuleNotImplemented. */
export function medOptionsChosen(options: CareerOptionsChoice | undefined): MedOptions {
  const on = Object.entries(options ?? {}).filter(([, value]) => value !== false && value !== undefined);
  for (const [name, value] of on) {
    const notPlayed = MED_OPTION_NAMES.includes(name)
      ? NOT_PLAYED[name as keyof CareerOptions]
      : (['11.0', 'optionalRules'] as const);
    if (notPlayed) throw notPlayedError(notPlayed[0], { procedure: notPlayed[1] });
    if (name === 'evasiveManoeuvres' && value !== 'escortRolled')
      // 11.3: solo, the escort's number rolled
      throw notPlayedError('11.3', { procedure: 'evasiveManoeuvresChosen' });
  }
  return medOptionsOf(Object.fromEntries(on.filter(([name]) => MED_OPTION_NAMES.includes(name))));
}
