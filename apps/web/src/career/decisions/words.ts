// The game's words for the engine's values (issue 15: no raw enum names on screen).

/** Names no rule of thumb can derive: torpedoes, attacks, directions. */
const NAMES: Readonly<Record<string, string>> = {
  g7aFat: 'G7a (FaT)',
  g7eFat: 'G7e (FaT)',
  falke: 'T4 Falke',
  zaunkoenig: 'T5 Zaunkönig',
  zaunkoenigII: 'T11 Zaunkönig II',
  nightSurface: 'Night surface',
  schnorchel: 'Schnorchel',
  transitBayOfBiscay: 'Transit (Bay of Biscay)',
  britishIsles: 'British Isles',
  northAmerica: 'North America',
  westAfricanCoast: 'West African coast',
  brazilianCoast: 'Brazilian coast',
  indianOcean: 'Indian Ocean',
  spanishCoast: 'Spanish coast',
  back: 'Back to the base it sailed from',
  onward: 'Onward to the end of the route',
  naxos: 'NAXOS',
  flak37mm: 'Flak 3.7 cm',
  flak2cm: 'Flak 2 cm',
  extraFlak: 'Extra flak',
  OltzS: 'OLtzS',
  notDetected: 'undetected',
  detectedAttackPlusOne: 'detected (attack +1)',
};

/** 'westAfricanCoast' → 'West African coast', 'electricMotor1' → 'Electric motor 1'. */
export function words(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  if (NAMES[text]) return NAMES[text];
  const spaced = text
    .replace(/UBoat/g, 'U-boat')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-zA-Z])(\d+)$/, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** 12500 → '12,500' (the tonnage of the charts). */
export const thousands = (n: number) => n.toLocaleString('en-US');

/** +1, −2 (a true minus sign), 0. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
