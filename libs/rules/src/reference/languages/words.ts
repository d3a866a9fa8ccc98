import type { KommandantAbilityId, SpecialAbilityId } from '../../charts';
import type { CareerOptions, MedOnlyOption } from '../../career';

type OptionName = Exclude<keyof CareerOptions, MedOnlyOption>;

/** The reference's words in one language other than English (the rules' titles, the optional rules' lines). */
export interface ReferenceWords {
  /** A title for every rule of RULE_TITLES. */
  readonly rules: Readonly<Record<string, string>>;
  readonly descriptions: Readonly<Record<OptionName, string>>;
  /** The options whose title is not their rule's. */
  readonly titles: Readonly<Partial<Record<OptionName, string>>>;
  readonly notes: Readonly<Partial<Record<OptionName, string>>>;
  /** The choices of an option by value, besides the abilities and the Kommandant cards. */
  readonly choices: Readonly<Record<string, { readonly label: string; readonly detail?: string }>>;
  readonly abilities: Readonly<Record<KommandantAbilityId, string>>;
  /** What each ability of 14.15 does, in place of the chart pack's English line. */
  readonly abilityEffects: Readonly<Record<SpecialAbilityId, string>>;
}
