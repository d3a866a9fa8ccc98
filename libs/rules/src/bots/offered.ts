import { isDeepStrictEqual } from 'node:util';
import type { CareerCommand, Decision, LegalCommand } from '../career';

/**
 * Whether pending() offers this command: one of its ready-made choices, or data whose every field takes a value
 * its parameters list (a parameter listing `undefined` may be left out; a free-text parameter takes any value).
 */
export function isOffered(decision: Decision, command: CareerCommand): boolean {
  return decision.commands.some(
    (offer) =>
      offer.type === command.type &&
      ((offer.choices ?? []).some((c) => isDeepStrictEqual(c, command)) || fitsParameters(offer, command)),
  );
}

function fitsParameters(offer: LegalCommand, command: CareerCommand): boolean {
  const data = command.data as Readonly<Record<string, unknown>>;
  const extra = Object.keys(data).filter((k) => !(k in offer.parameters));
  if (extra.length > 0) return false;
  return Object.entries(offer.parameters).every(([name, values]) => {
    if (typeof values === 'string') return true;
    if (!(name in data)) return values.length === 0 || values.includes(undefined);
    return values.some((v) => isDeepStrictEqual(v, data[name]));
  });
}
