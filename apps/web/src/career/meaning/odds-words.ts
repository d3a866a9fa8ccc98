import { t, word } from '../../i18n/i18n';

// The odds engine (libs/rules/src/career/odds) names each chance and effect in English, as its own tests read
// them; the player reads them in the catalogue's words: `chance.*` and `effect.*` by the English text, by pattern
// where the text names a ship or counts torpedoes.

const CHANCE_PATTERNS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Each torpedo hits (.+)$/, (m) => t('chanceOf.each', { name: m[1] })],
  [/^Each shell hits (.+)$/, (m) => t('chanceOf.shell', { name: m[1] })],
  [/^(Bow|Stern) tube (\d+) hits (.+)$/, (m) => t('chanceOf.tube', { end: m[1], n: m[2], name: m[3] })],
];

export function chanceName(label: string): string {
  const known = word('chance', label);
  if (known) return known;
  for (const [pattern, say] of CHANCE_PATTERNS) {
    const match = pattern.exec(label);
    if (match) return say(match);
  }
  return label;
}

const EFFECT_PATTERNS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^(\d+) torpedo(?:es)?: each rolls/, (m) => t('effectOf.torpedoes', { n: Number(m[1]) })],
  [/^Follow the damaged (.+) \(9\.7\.6\)\.$/, (m) => t('effectOf.followDamaged', { name: m[1] })],
];

/** A sentence of the catalogue, with or without its full stop (an evasion's last part, before what a round counts). */
function sentence(effect: string): string | null {
  const known = word('effect', effect);
  if (known || !effect.endsWith('.')) return known;
  const bare = word('effect', effect.slice(0, -1));
  return bare ? `${bare}.` : null;
}

/**
 * An effect is one sentence, an attack's and a range's joined ("Submerged. Close range: …"), or an evasion's parts
 * ("…; …") followed by what surviving the round counts.
 */
export function effectName(effect: string): string {
  const known = sentence(effect);
  if (known) return known;
  const round = /^(.+?) (Survives this round counts .+)$/.exec(effect);
  if (round) return `${effectName(round[1])} ${effectName(round[2])}`;
  for (const [pattern, say] of EFFECT_PATTERNS) {
    const match = pattern.exec(effect);
    if (match) return say(match);
  }
  const approach = /^(.+?)\. ((?:Close|Medium|Long|Extreme) range: .+)$/.exec(effect);
  if (approach) return `${effectName(approach[1])}. ${effectName(approach[2])}`;
  const evasion = effect.split('; ');
  if (evasion.length > 1) return evasion.map(effectName).join('; ');
  return effect;
}
