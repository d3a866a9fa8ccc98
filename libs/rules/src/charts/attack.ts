import { atLeast, atMost, between, exactly, RollSpan, RollTable } from './dice';
import { ChartPackInvalid } from './chart-pack-invalid';
import { InterpretationId, Provenance } from './provenance';
import { arr, Check, int, modifiers, nullable, obj, oneOf, record, rollTable, sourced, span, str } from './schema';
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
    { id: 'nightOrSurfacedVsUnescorted', value: -1, when: 'night surface attack, or surfaced torpedoes vs unescorted targets (UZO)', rule: '9.4.2, 9.5.1', provenance: ['002 L2525', '000 L1084'] },
    { id: 'knightsCross', value: -1, when: 'Kommandant holds the Knight\'s Cross (torpedoes), not SW/KIA', rule: '11.3.6', provenance: ['000 L1723', '002 L2526'], interpretation: 'Q-57' },
    { id: 'greenCrew', value: 1, when: 'green crew', provenance: '002 L2527' },
    { id: 'attackingEscort', value: 2, when: 'target is an escort', rule: '9.10', provenance: ['000 L1342', '002 L2528'], interpretation: 'C-8' },
    { id: 'secondSalvo', value: 1, when: 'second salvo of a night surface attack (ignored with the Knight\'s Cross; not vs unescorted)', rule: '9.5.2', provenance: ['000 L1110', '002 L2529', '000 L1723', '000 L1084'] },
    { id: 'g7eFatMediumRange', value: 1, when: 'G7e FaT at medium range', provenance: '002 L2530' },
    { id: 'g7eFatLongRange', value: 2, when: 'G7e FaT at long range', provenance: '002 L2532' },
    { id: 'kommandantSeverelyWounded', value: 1, when: 'Kommandant SW: 1WO (or 2WO) in command; none if the 1WO in command is Experte', rule: '10.6.3', provenance: ['002 L2531', '002 L2674', '000 L1629'], interpretation: 'Q-1WO-CMD' },
    { id: 'kommandantAndFirstWatchOfficerOut', value: 2, when: 'Kommandant SW and 1WO SW or KIA (replaces the +1)', rule: '10.6.3', provenance: '002 L2531', interpretation: 'Q-1WO-CMD' },
    { id: 'fastCapitalShip', value: 1, when: 'capital ship marked * (fast) on [T5], torpedoes', rule: '8.3.2', provenance: ['000 L924', '002 L3121'] },
    { id: 'enemySubmarine', value: 1, when: 'target is an enemy submarine (warship)', rule: '9.9.3', provenance: ['000 L1326', '002 L3093'] },
    { id: 'firstWatchOfficerExperteSurfacedTorpedoes', value: -1, when: '1WO Experte, surfaced torpedo attack', rule: '11.1', provenance: '000 L1629', interpretation: 'Q-UZO' },
    { id: 'secondWatchOfficerExperteDeckGun', value: -1, when: '2WO Experte, deck gun', rule: '11.1', provenance: '000 L1630' },
    { id: 'nibelungHomingTorpedo', value: -1, when: 'Type XXI attacking with Nibelung, homing torpedoes', optionalRule: '14.12', provenance: '000 L2196' },
    { id: 'capitalShipKiller', value: -1, when: 'Capital-ship killer, vs capital ships', optionalRule: '14.15', provenance: '000 L2244' },
    { id: 'carrierKiller', value: -1, when: 'Carrier killer, vs CV and CVE', optionalRule: '14.15', provenance: '000 L2246' },
    { id: 'tankerKiller', value: -1, when: 'Tanker killer, vs tankers', optionalRule: '14.15', provenance: ['000 L2254', '002 L3423'] },
    { id: 'convoyKiller', value: -1, when: 'Convoy killer, vs convoy targets', optionalRule: '14.15', provenance: ['000 L2255', '002 L3374'] },
    { id: 'deckGunExpert', value: -1, when: 'Deck-gun expert, deck gun', optionalRule: '14.15', provenance: ['000 L2256', '002 L3473'] },
    { id: 'expertShot', value: -1, when: 'Expert shot (Kommandant card), torpedoes', optionalRule: '14.13', provenance: '002 L3221' },
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

// ---- [U2] Torpedo dud (9.2.6): 1d6 per torpedo that hit ----

export const DUD_PERIODS = ['1943-07', '1943-08..1944-03', '1944-04..1944-12', '1945-01..1945-05'] as const;
export type DudPeriod = (typeof DUD_PERIODS)[number];
export const DUD_TORPEDOES = ['g7aFat', 'g7eFat', 'falke', 'zaunkoenig', 'zaunkoenigII', 'enemySubmarineTorpedo'] as const;
export type DudTorpedo = (typeof DUD_TORPEDOES)[number];

export interface TorpedoDudChart extends RollTable<'dud' | 'runsTrue'> {
  readonly modifiers: readonly Modifier<'superiorTorpedoes'>[];
  /** Deck-gun shells never dud (000 L1072). */
  readonly shellsNeverDud: Sourced<true>;
  /** Option: dud on 1d6 ≤ the number, by torpedo and period (null = not in service). Reconstructed, not printed. */
  readonly byTorpedoAndPeriod: Record<DudTorpedo, Record<DudPeriod, Sourced<number | null>>>;
}

const cells = (values: (number | null)[], sources: Provenance[]): Record<DudPeriod, Sourced<number | null>> =>
  Object.fromEntries(DUD_PERIODS.map((p, i) => [p, { value: values[i], provenance: sources[i] }])) as Record<DudPeriod, Sourced<number | null>>;
const STRAIGHT: Provenance = ['002 L2533', 'designed D17'];

export const U2: TorpedoDudChart = {
  die: '1d6',
  modified: true,
  rows: [
    { roll: atMost(1), result: 'dud', provenance: '002 L2533', interpretation: 'C-10' },
    { roll: atLeast(2), result: 'runsTrue', provenance: '002 L2533' },
  ],
  modifiers: [{ id: 'superiorTorpedoes', value: 1, when: 'Superior torpedoes random event, rest of the patrol', rule: '12.1.3', provenance: ['002 L2681', '000 L1913'] }],
  shellsNeverDud: { value: true, provenance: '000 L1072' },
  byTorpedoAndPeriod: {
    g7aFat: cells([1, 1, 1, 1], [STRAIGHT, STRAIGHT, STRAIGHT, STRAIGHT]),
    g7eFat: cells([1, 1, 1, 1], [STRAIGHT, STRAIGHT, STRAIGHT, STRAIGHT]),
    falke: cells([2, null, null, null], ['designed D18', '000 L436', '000 L436', '000 L436']),
    zaunkoenig: cells([null, 2, 1, 1], ['000 L436', 'designed D18', 'designed D39', 'designed D39']),
    zaunkoenigII: cells([null, null, null, 2], ['designed D15', 'designed D15', 'designed D15', 'designed D18']),
    enemySubmarineTorpedo: cells([1, 1, 1, 1], [['000 L1330', 'designed D29'], ['000 L1330', 'designed D29'], ['000 L1330', 'designed D29'], ['000 L1330', 'designed D29']]),
  },
};

// ---- [U3] Attack damage (9.2.7): 1d6 per torpedo hit that is not a dud, or per shell hit ----

export interface AttackDamage {
  /** Damage points from a torpedo (null: unreachable, the -1 is a deck-gun modifier). */
  readonly torpedo: number | null;
  readonly deckGun: number;
}

export interface AttackDamageChart extends RollTable<AttackDamage> {
  readonly modifiers: readonly Modifier<'deckGun105mm'>[];
}

export const U3: AttackDamageChart = {
  die: '1d6',
  modified: true,
  rows: [
    { roll: exactly(0), result: { torpedo: null, deckGun: 2 }, provenance: '002 L2537', interpretation: 'C-11' },
    { roll: exactly(1), result: { torpedo: 4, deckGun: 2 }, provenance: '002 L2538' },
    { roll: exactly(2), result: { torpedo: 3, deckGun: 1 }, provenance: '002 L2539' },
    { roll: exactly(3), result: { torpedo: 2, deckGun: 1 }, provenance: '002 L2540' },
    { roll: atLeast(4), result: { torpedo: 1, deckGun: 1 }, provenance: '002 L2541' },
  ],
  modifiers: [{ id: 'deckGun105mm', value: -1, when: '105 mm deck gun (Type IX family, XB, XII)', provenance: '002 L2543' }],
};

// ---- [U4] Combat mat: damage points that sink a ship ----

export interface SinkPointsBand {
  readonly tons: RollSpan;
  readonly points: number;
  readonly provenance: Provenance;
  readonly interpretation?: InterpretationId;
}

export interface CombatMat {
  readonly sinkPoints: readonly SinkPointsBand[];
  /** Capital ships take the points printed on [T5] (5 or 6). */
  readonly capitalShip: Sourced<'perT5'>;
  readonly enemySubmarinePoints: Sourced<number>;
  readonly genericEscortTons: Sourced<number>;
  readonly maxTargets: Sourced<number>;
  readonly incomingHitsTrack: Sourced<number>;
}

export const U4: CombatMat = {
  sinkPoints: [
    { tons: atMost(1000), points: 1, provenance: '000 L1034', interpretation: 'C-9' },
    { tons: between(1001, 5000), points: 2, provenance: ['000 L1035', '002 L2549'] },
    { tons: between(5001, 9999), points: 3, provenance: ['000 L1036', '002 L2548'] },
    { tons: atLeast(10000), points: 4, provenance: ['000 L1037', '002 L2547'] },
  ],
  capitalShip: { value: 'perT5', provenance: ['000 L1038', '000 L1039', '000 L924', '002 L3097'] },
  enemySubmarinePoints: { value: 1, provenance: ['000 L1328', '002 L3093'] },
  genericEscortTons: { value: 2000, provenance: '000 L1342' },
  maxTargets: { value: 4, provenance: ['000 L1033', '002 L2858'] },
  incomingHitsTrack: { value: 5, provenance: '002 L2865-2870' },
};

/** Damage points needed to sink a (non-capital) ship of this tonnage. */
export function sinkPointsFor(mat: CombatMat, tons: number): number {
  const band = mat.sinkPoints.find(({ tons: t }) => (t.min === null || tons >= t.min) && (t.max === null || tons <= t.max));
  if (!band) throw new RangeError(`no sink-points band for ${tons} t`);
  return band.points;
}

// ---- Validation ----

const hitOrMiss = oneOf(['hit', 'miss']);
const sourcedInt = obj({ value: int({ min: 0 }), ...sourced });

export const U1_SCHEMA: Check = obj({
  ranges: record(RANGES, rollTable(hitOrMiss)),
  extremeRange: rollTable(hitOrMiss, {}, { optionalRule: str }),
  modifiers: modifiers(U1_MODIFIERS),
  homingFloors: record(HOMING_TORPEDOES, obj({ value: int({ min: 2, max: 12 }), ...sourced })),
  fatConvoyReroll: rollTable(hitOrMiss),
});

export const U2_SCHEMA: Check = rollTable(oneOf(['dud', 'runsTrue']), {}, {
  modifiers: modifiers(['superiorTorpedoes']),
  shellsNeverDud: obj({ value: oneOf([true]), ...sourced }),
  byTorpedoAndPeriod: record(DUD_TORPEDOES, record(DUD_PERIODS, obj({ value: nullable(int({ min: 1, max: 6 })), ...sourced }))),
});

export const U3_SCHEMA: Check = rollTable(obj({ torpedo: nullable(int({ min: 1, max: 6 })), deckGun: int({ min: 1, max: 6 }) }), {}, {
  modifiers: modifiers(['deckGun105mm']),
});

export const U4_SCHEMA: Check = (v, p) => {
  obj({
    sinkPoints: arr(obj({ tons: span, points: int({ min: 1, max: 6 }), ...sourced }), 'band'),
    capitalShip: obj({ value: oneOf(['perT5']), ...sourced }),
    enemySubmarinePoints: sourcedInt,
    genericEscortTons: sourcedInt,
    maxTargets: sourcedInt,
    incomingHitsTrack: sourcedInt,
  })(v, p);
  // Tonnage bands must run from 0 t upwards with no gap and no overlap.
  (v as CombatMat).sinkPoints.forEach(({ tons }, i, bands) => {
    const at = [...p, 'sinkPoints', { label: 'band', index: i }];
    const expectedMin = i === 0 ? null : (bands[i - 1].tons.max as number) + 1;
    if (tons.min !== expectedMin) throw new ChartPackInvalid(at, `tons must start at ${expectedMin ?? 'any tonnage (open)'}`);
    if ((tons.max === null) !== (i === bands.length - 1)) throw new ChartPackInvalid(at, 'only the last band is open above');
  });
};
