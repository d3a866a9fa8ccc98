import { atLeast, atMost, between, RollTable } from './dice';
import { Provenance } from './provenance';
import { Check, int, modifiers, obj, oneOf, record, rollTable, sourced, str } from './schema';
import { Modifier, Sourced } from './vocabulary';

// ---- [U1] Torpedo / deck-gun attack (9.2.3): 2d6 + modifiers, hit on the printed number or less ----

export const RANGES = ['close', 'medium', 'long'] as const;
export type AttackRange = (typeof RANGES)[number];
export type HitOrMiss = 'hit' | 'miss';

export const U1_MODIFIERS = [
  'nightOrSurfacedVsUnescorted',
  'knightsCross',
  'greenCrew',
  'attackingEscort',
  'secondSalvo',
  'g7eFatMediumRange',
  'g7eFatLongRange',
  'kommandantSeverelyWounded',
  'kommandantAndFirstWatchOfficerOut',
  'fastCapitalShip',
  'enemySubmarine',
  'firstWatchOfficerExperteSurfacedTorpedoes',
  'secondWatchOfficerExperteDeckGun',
  'nibelungHomingTorpedo',
  'capitalShipKiller',
  'carrierKiller',
  'tankerKiller',
  'convoyKiller',
  'deckGunExpert',
  'expertShot',
] as const;
export type U1ModifierId = (typeof U1_MODIFIERS)[number];

export const HOMING_TORPEDOES = ['falke', 'zaunkoenig', 'zaunkoenigII'] as const;
export type HomingTorpedo = (typeof HOMING_TORPEDOES)[number];

export interface TorpedoAttackChart {
  readonly ranges: Record<AttackRange, RollTable<HitOrMiss>>;
  /** Optional 14.16: FaT torpedoes vs convoys only, unmodified 2-3 hits. */
  readonly extremeRange: RollTable<HitOrMiss> & { readonly optionalRule: string };
  readonly modifiers: readonly Modifier<U1ModifierId>[];
  /** A homing torpedo always hits on this number or less, whatever the modifiers (9.2.5). */
  readonly homingFloors: Record<HomingTorpedo, Sourced<number>>;
  /** A FaT torpedo that missed a convoy target rolls again, unmodified: 2-3 hits a random convoy ship (9.2.4). */
  readonly fatConvoyReroll: RollTable<HitOrMiss>;
}

const hitTable = (hitTo: number, hit: Provenance, miss: Provenance): RollTable<HitOrMiss> => ({
  die: '2d6',
  modified: true,
  rows: [
    { roll: atMost(hitTo), result: 'hit', provenance: hit },
    { roll: atLeast(hitTo + 1), result: 'miss', provenance: miss },
  ],
});

export const U1: TorpedoAttackChart = {
  ranges: {
    close: hitTable(8, '002 L2522', '002 L2523'),
    medium: hitTable(7, '002 L2522', '002 L2523'),
    long: hitTable(6, '002 L2522', '002 L2523'),
  },
  extremeRange: {
    die: '2d6',
    modified: false,
    optionalRule: '14.16',
    rows: [
      { roll: between(2, 3), result: 'hit', provenance: '000 L2266' },
      { roll: between(4, 12), result: 'miss', provenance: '000 L2266' },
    ],
  },
  modifiers: [
    {
      id: 'nightOrSurfacedVsUnescorted',
      value: -1,
      when: 'night surface attack, or surfaced torpedoes vs unescorted targets (UZO)',
      rule: '9.4.2, 9.5.1',
      provenance: ['002 L2525', '000 L1084'],
    },
    {
      id: 'knightsCross',
      value: -1,
      when: "Kommandant holds the Knight's Cross (torpedoes), not SW/KIA",
      rule: '11.3.6',
      provenance: ['000 L1723', '002 L2526'],
      interpretation: 'Q-57',
    },
    { id: 'greenCrew', value: 1, when: 'green crew', provenance: '002 L2527' },
    {
      id: 'attackingEscort',
      value: 2,
      when: 'target is an escort',
      rule: '9.10',
      provenance: ['000 L1342', '002 L2528'],
      interpretation: 'C-8',
    },
    {
      id: 'secondSalvo',
      value: 1,
      when: "second salvo of a night surface attack (ignored with the Knight's Cross; not vs unescorted)",
      rule: '9.5.2',
      provenance: ['000 L1110', '002 L2529', '000 L1723', '000 L1084'],
    },
    { id: 'g7eFatMediumRange', value: 1, when: 'G7e FaT at medium range', provenance: '002 L2530' },
    { id: 'g7eFatLongRange', value: 2, when: 'G7e FaT at long range', provenance: '002 L2532' },
    {
      id: 'kommandantSeverelyWounded',
      value: 1,
      when: 'Kommandant SW: 1WO (or 2WO) in command; none if the 1WO in command is Experte',
      rule: '10.6.3',
      provenance: ['002 L2531', '002 L2674', '000 L1629'],
      interpretation: 'Q-1WO-CMD',
    },
    {
      id: 'kommandantAndFirstWatchOfficerOut',
      value: 2,
      when: 'Kommandant SW and 1WO SW or KIA (replaces the +1)',
      rule: '10.6.3',
      provenance: '002 L2531',
      interpretation: 'Q-1WO-CMD',
    },
    {
      id: 'fastCapitalShip',
      value: 1,
      when: 'capital ship marked * (fast) on [T5], torpedoes',
      rule: '8.3.2',
      provenance: ['000 L924', '002 L3121'],
    },
    {
      id: 'enemySubmarine',
      value: 1,
      when: 'target is an enemy submarine (warship)',
      rule: '9.9.3',
      provenance: ['000 L1326', '002 L3093'],
    },
    {
      id: 'firstWatchOfficerExperteSurfacedTorpedoes',
      value: -1,
      when: '1WO Experte, surfaced torpedo attack',
      rule: '11.1',
      provenance: '000 L1629',
      interpretation: 'Q-UZO',
    },
    {
      id: 'secondWatchOfficerExperteDeckGun',
      value: -1,
      when: '2WO Experte, deck gun',
      rule: '11.1',
      provenance: '000 L1630',
    },
    {
      id: 'nibelungHomingTorpedo',
      value: -1,
      when: 'Type XXI attacking with Nibelung, homing torpedoes',
      optionalRule: '14.12',
      provenance: '000 L2196',
    },
    {
      id: 'capitalShipKiller',
      value: -1,
      when: 'Capital-ship killer, vs capital ships',
      optionalRule: '14.15',
      provenance: '000 L2244',
    },
    {
      id: 'carrierKiller',
      value: -1,
      when: 'Carrier killer, vs CV and CVE',
      optionalRule: '14.15',
      provenance: '000 L2246',
    },
    {
      id: 'tankerKiller',
      value: -1,
      when: 'Tanker killer, vs tankers',
      optionalRule: '14.15',
      provenance: ['000 L2254', '002 L3423'],
    },
    {
      id: 'convoyKiller',
      value: -1,
      when: 'Convoy killer, vs convoy targets',
      optionalRule: '14.15',
      provenance: ['000 L2255', '002 L3374'],
    },
    {
      id: 'deckGunExpert',
      value: -1,
      when: 'Deck-gun expert, deck gun',
      optionalRule: '14.15',
      provenance: ['000 L2256', '002 L3473'],
    },
    {
      id: 'expertShot',
      value: -1,
      when: 'Expert shot (Kommandant card), torpedoes',
      optionalRule: '14.13',
      provenance: '002 L3221',
    },
  ],
  homingFloors: {
    falke: { value: 5, provenance: ['000 L1024', '002 L2525'] },
    zaunkoenig: { value: 6, provenance: ['000 L1024', '002 L2525'] },
    zaunkoenigII: { value: 7, provenance: ['000 L1024', '002 L2525'] },
  },
  fatConvoyReroll: {
    die: '2d6',
    modified: false,
    rows: [
      { roll: between(2, 3), result: 'hit', provenance: ['000 L1020', '002 L2525'] },
      { roll: between(4, 12), result: 'miss', provenance: ['000 L1020', '002 L2525'] },
    ],
  },
};

// ---- Validation ----

const hitOrMiss = oneOf(['hit', 'miss']);
export const U1_SCHEMA: Check = obj({
  ranges: record(RANGES, rollTable(hitOrMiss)),
  extremeRange: rollTable(hitOrMiss, {}, { optionalRule: str }),
  modifiers: modifiers(U1_MODIFIERS),
  homingFloors: record(HOMING_TORPEDOES, obj({ value: int({ min: 2, max: 12 }), ...sourced })),
  fatConvoyReroll: rollTable(hitOrMiss),
});
