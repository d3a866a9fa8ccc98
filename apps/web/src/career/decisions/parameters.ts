import { t, word } from '../../i18n/i18n';
import { signed, words } from '../../ui/words';

/** A parameter's name in the game's words, with its rule (`parameter.*`). */
export const parameterLabel = (name: string) => word('parameter', name) ?? words(name);

/** A value as the player reads it, in the context of its parameter. */
export function valueLabel(name: string, value: unknown): string {
  if (name === 'requestedArea' && value === null) return t('parameter.noRequest');
  if (name === 'deckGunShift' && typeof value === 'number') return signed(value);
  if (name === 'deployKite') return value ? t('parameter.kiteUp') : t('parameter.noKite');
  if (name === 'uboatType') return String(value);
  return words(value);
}
