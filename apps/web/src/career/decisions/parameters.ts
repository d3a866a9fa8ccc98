import { t, word } from '../../i18n/i18n';
import { signed, words } from '../../ui/words';

/**
 * A parameter's name in the game's words, with its rule (`parameter.*`; a Beneath the Med one's `medParameter.*`, or
 * `medParameter.<command>.<name>` where two commands share a parameter's name: the range of the attack, 7.2.1, and
 * of the S.L.C.s' launch, 6.7.5.1).
 */
export const parameterLabel = (name: string, med = false, command?: string) =>
  (med ? ((command && word('medParameter', `${command}.${name}`)) ?? word('medParameter', name)) : null) ??
  word('parameter', name) ??
  words(name);

/** A value as the player reads it, in the context of its parameter (a Med area by its [A3] section's name). */
export function valueLabel(name: string, value: unknown, med = false): string {
  if (name === 'requestedArea' && value === null) return t('parameter.noRequest');
  if (med && name === 'requestedArea') return word('medSection', String(value)) ?? String(value);
  if (name === 'deckGunShift' && typeof value === 'number') return signed(value);
  if (name === 'deployKite') return value ? t('parameter.kiteUp') : t('parameter.noKite');
  if (name === 'uboatType') return String(value);
  return words(value);
}
