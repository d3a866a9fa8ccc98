import { signed, words } from '../../ui/words';

/** A parameter's name in the game's words, with its rule. */
const PARAMETER_LABELS: Readonly<Record<string, string>> = {
  requestedArea: 'Area asked for (11.2.1)',
  deckGunShift: 'Shift of the deck-gun removal roll (10.11.8)',
  posture: 'Posture (8.1)',
  deployKite: 'Fa-330 kite (8.2.2)',
  exceedTestDepth: 'Exceed test depth (9.6.4)',
  bold: 'Release a BOLD decoy (9.6.7)',
  damagedShip: 'Damaged ship to follow (9.7.6)',
  timeOfDay: 'Attack by (9.7.5)',
  direction: 'Way home (10.9.2)',
  uboatNumber: 'Your evasive number (14.8)',
  escortNumber: "The escort's number (14.8.3)",
  uboatType: 'U-boat type (11.4.3)',
  torpedoSwaps: 'Torpedoes re-typed (4.5)',
  points: 'Fuel points (11.4.10.4)',
};

export const parameterLabel = (name: string) => PARAMETER_LABELS[name] ?? words(name);

/** A value as the player reads it, in the context of its parameter. */
export function valueLabel(name: string, value: unknown): string {
  if (name === 'requestedArea' && value === null) return 'No request';
  if (name === 'deckGunShift' && typeof value === 'number') return signed(value);
  if (name === 'deployKite') return value ? 'Kite up' : 'No kite';
  if (name === 'uboatType') return String(value);
  return words(value);
}
