import { TORPEDO, SYSTEM } from './boat';
import { CREWMAN, RANK } from './crew';
import { ABORT_DIRECTION, AREA, BOX, DETECTION } from './sea';
import { spelled } from './spelled';

/** The modifiers whose id the spelling-out would garble (a type, a torpedo, a year, an acronym). */
const MODIFIER: Readonly<Record<string, string>> = {
  g7eFatMediumRange: 'G7e (FaT) at medium range',
  g7eFatLongRange: 'G7e (FaT) at long range',
  g7aByDay: 'G7a by day',
  naxosWithSchnorchelTypeXXI: 'NAXOS with the Schnorchel, Type XXI',
  typeVIICFlak: 'Type VIIC flak',
  typeXXI: 'Type XXI',
  typeIXD2Patrol: 'Type IXD2 patrol',
  notTypeVII: 'Not a Type VII',
  year1944or1945: '1944 or 1945',
  year1945: '1945',
  detectionRolled12: 'Detection rolled 12',
  deckGun105mm: '10.5 cm deck gun',
  firstWatchOfficerExperteSurfacedTorpedoes: '1WO Experte, torpedoes on the surface',
  secondWatchOfficerExperteDeckGun: '2WO Experte, deck gun',
};

/** The values a command's parameters and a roll's columns carry, by the tables that name them. */
const NAMES: Readonly<Record<string, string>> = {
  ...TORPEDO,
  ...BOX,
  ...SYSTEM,
  ...DETECTION,
  ...ABORT_DIRECTION,
  ...RANK,
  ...CREWMAN,
  ...MODIFIER,
};

/** Proper names keep their capital inside a sentence: the areas, the torpedoes, the ranks. */
const PROPER = new Set([...Object.keys(AREA), ...Object.keys(TORPEDO), ...Object.keys(RANK)]);

/** Any engine value in English: 'westAfricanCoast' → 'West African coast', true → 'Yes' (no raw enum names). */
export function words(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  return NAMES[text] ?? spelled(text);
}

/** An engine value inside a sentence: 'transitBayOfBiscay' → 'transit (Bay of Biscay)', 'atlantic' → 'Atlantic'. */
export function wordsInSentence(value: unknown): string {
  const name = words(value);
  if (PROPER.has(String(value)) || /^[A-Z]\S*[A-Z0-9]/.test(name)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** A sentence the engine wrote with ids in it: 'repair aftTorpedoTube (1-2)' → 'Repair aft torpedo tubes (1-2)'. */
export function sentenceWords(text: string): string {
  const named = text.replace(/\b[a-z]+\d*[A-Z][A-Za-z0-9]*\b/g, (id) => wordsInSentence(id));
  return named.charAt(0).toUpperCase() + named.slice(1);
}
