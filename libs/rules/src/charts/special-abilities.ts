import { exactly, RollRow, RollTable } from './dice';
import { Provenance, SourceRef } from './provenance';
import { arr, Check, obj, oneOf, rollTable, sourced, str } from './schema';

// ---- 14.15 special abilities (optional): 1d20 at the start of a career, or choose ----

export const SPECIAL_ABILITIES = [
  'lucky',
  'tracker',
  'capitalShipKiller',
  'teamwork',
  'carrierKiller',
  'aggressive',
  'bold',
  'skilled',
  'vigilant',
  'flakExpert',
  'leadership',
  'tankerKiller',
  'convoyKiller',
  'deckGunExpert',
  'stragglerKiller',
  'politician',
  'autogiroExpert',
  'scrounger',
  'goodJudge',
  'charismatic',
] as const;
export type SpecialAbilityId = (typeof SPECIAL_ABILITIES)[number];

/** Abilities printed only on Kommandant cards. */
export const CARD_ONLY_ABILITIES = ['expertShot', 'trainer', 'resupplier'] as const;
export type KommandantAbilityId = SpecialAbilityId | (typeof CARD_ONLY_ABILITIES)[number];

export interface SpecialAbility {
  readonly ability: KommandantAbilityId;
  readonly effect: string;
}

export interface SpecialAbilityChart extends RollTable<SpecialAbility> {
  readonly optionalRule: string;
  readonly cardOnly: readonly (SpecialAbility & { readonly provenance: Provenance })[];
}

const A: [SpecialAbilityId, string][] = [
  ['lucky', 'start the game with a Hals und Beinbruch token'],
  ['tracker', 'never rolls to keep contact with ships or convoys'],
  ['capitalShipKiller', 'extra -1 to hit capital ships'],
  ['teamwork', 'the crew starts Veteran'],
  ['carrierKiller', 'extra -1 to hit CV and CVE targets'],
  [
    'aggressive',
    'must attack every ship contact if possible, and must take additional rounds vs unsunk unescorted targets',
  ],
  ['bold', 'may close to close range; the pre-fire detection succeeds only on a 12'],
  ['skilled', 'fires bow and stern tubes without the to-hit penalty'],
  ['vigilant', 'extra +1 on crash-dive rolls'],
  ['flakExpert', 'extra -1 on flak rolls; not cumulative with a 2WO Experte'],
  ['leadership', 'crew improvement roll after every second successful patrol instead of every third'],
  ['tankerKiller', 'extra -1 to hit tankers'],
  ['convoyKiller', 'extra -1 to hit convoy targets'],
  ['deckGunExpert', '-1 on deck-gun to-hit rolls'],
  ['stragglerKiller', 'once per patrol, a Convoy result may be rolled as a single unescorted target'],
  ['politician', 'chooses the patrol area on 1-3'],
  ['autogiroExpert', 'may re-roll a first encounter result of 5 or 11 when using the Fa-330'],
  ['scrounger', 'may start each patrol with twice the normal homing-torpedo load, in place of G7a/G7e FaT'],
  ['goodJudge', 'the first time per patrol that test depth is exceeded, no hull damage'],
  ['charismatic', 'every named replacement crewman arrives as Experte'],
];

export const SPECIAL_ABILITY_CHART: SpecialAbilityChart = {
  die: '1d20',
  modified: false,
  optionalRule: '14.15',
  rows: A.map(([ability, effect], i): RollRow<SpecialAbility> => ({
    roll: exactly(i + 1),
    result: { ability, effect },
    // Line 2248 of the seed is blank, so abilities 7-20 sit one line lower.
    provenance: `000 L${2242 + i + (i >= 6 ? 1 : 0)}` as SourceRef,
    ...(ability === 'bold' ? { interpretation: 'Q-51' as const } : {}),
  })),
  cardOnly: [
    { ability: 'expertShot', effect: 'extra -1 to hit with torpedoes', provenance: '002 L3221' },
    { ability: 'trainer', effect: 'the crew starts Veteran', provenance: '002 L3326' },
    { ability: 'resupplier', effect: 'may always resupply at sea if desired', provenance: '002 L3518' },
  ],
};

// ---- Validation ----

const abilityId = oneOf([...SPECIAL_ABILITIES, ...CARD_ONLY_ABILITIES]);
export const SPECIAL_ABILITIES_SCHEMA: Check = rollTable(
  obj({ ability: abilityId, effect: str }),
  {},
  {
    optionalRule: str,
    cardOnly: arr(obj({ ability: abilityId, effect: str, ...sourced }), 'ability'),
  },
);
