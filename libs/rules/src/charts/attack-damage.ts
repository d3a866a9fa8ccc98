import { ChartPackInvalid } from './chart-pack-invalid';
import { atLeast, atMost, between, exactly, RollSpan, RollTable } from './dice';
import { InterpretationId, Provenance } from './provenance';
import {
  arr,
  ascending,
  Check,
  int,
  modifiers,
  nullable,
  obj,
  oneOf,
  refine,
  rollTable,
  sourced,
  span,
} from './schema';
import { Modifier, Sourced } from './vocabulary';
import { reason } from './pack-reasons';

// ---- [U2] Torpedo dud (9.2.6): 1d6 per torpedo that hit ----

export interface TorpedoDudChart extends RollTable<'dud' | 'runsTrue'> {
  readonly modifiers: readonly Modifier<'superiorTorpedoes'>[];
  /** Deck-gun shells never dud (000 L1072). */
  readonly shellsNeverDud: Sourced<true>;
}

export const U2: TorpedoDudChart = {
  die: '1d6',
  modified: true,
  rows: [
    { roll: atMost(1), result: 'dud', provenance: '002 L2533', interpretation: 'C-10' },
    { roll: atLeast(2), result: 'runsTrue', provenance: '002 L2533' },
  ],
  modifiers: [
    {
      id: 'superiorTorpedoes',
      value: 1,
      when: 'Superior torpedoes random event, rest of the patrol',
      rule: '12.1.3',
      provenance: ['002 L2681', '000 L1913'],
    },
  ],
  shellsNeverDud: { value: true, provenance: '000 L1072' },
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
    {
      roll: exactly(0),
      result: { torpedo: null, deckGun: 2 },
      provenance: '002 L2537',
      interpretation: 'C-11',
    },
    { roll: exactly(1), result: { torpedo: 4, deckGun: 2 }, provenance: '002 L2538' },
    { roll: exactly(2), result: { torpedo: 3, deckGun: 1 }, provenance: '002 L2539' },
    { roll: exactly(3), result: { torpedo: 2, deckGun: 1 }, provenance: '002 L2540' },
    { roll: atLeast(4), result: { torpedo: 1, deckGun: 1 }, provenance: '002 L2541' },
  ],
  modifiers: [
    {
      id: 'deckGun105mm',
      value: -1,
      when: '105 mm deck gun (Type IX family, XB, XII)',
      provenance: '002 L2543',
    },
  ],
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
  const band = mat.sinkPoints.find(
    ({ tons: t }) => (t.min === null || tons >= t.min) && (t.max === null || tons <= t.max),
  );
  if (!band) throw new RangeError(`no sink-points band for ${tons} t`);
  return band.points;
}

// ---- Validation ----

const sourcedInt = obj({ value: int({ min: 0 }), ...sourced });

export const U2_SCHEMA: Check = rollTable(
  oneOf(['dud', 'runsTrue']),
  {},
  {
    modifiers: modifiers(['superiorTorpedoes']),
    shellsNeverDud: obj({ value: oneOf([true]), ...sourced }),
  },
);

export const U3_SCHEMA: Check = rollTable(
  obj({ torpedo: nullable(int({ min: 1, max: 6 })), deckGun: int({ min: 1, max: 6 }) }),
  {},
  {
    modifiers: modifiers(['deckGun105mm']),
  },
);

export const U4_SCHEMA: Check = refine(
  obj({
    sinkPoints: ascending(
      arr(obj({ tons: span, points: int({ min: 1, max: 6 }), ...sourced }), 'band'),
      'points',
      'band',
    ),
    capitalShip: obj({ value: oneOf(['perT5']), ...sourced }),
    enemySubmarinePoints: sourcedInt,
    genericEscortTons: sourcedInt,
    maxTargets: sourcedInt,
    incomingHitsTrack: sourcedInt,
  }),
  'the tonnage bands of sinkPoints run from 0 t upwards with no gap and no overlap, only the last open above',
  (v, p) =>
    (v as CombatMat).sinkPoints.forEach(({ tons }, i, bands) => {
      const at = [...p, 'sinkPoints', { label: 'band', index: i }];
      const expectedMin = i === 0 ? null : (bands[i - 1].tons.max as number) + 1;
      if (tons.min !== expectedMin)
        throw new ChartPackInvalid(
          at,
          expectedMin === null || expectedMin === undefined
            ? reason('tonsStartOpen')
            : reason('tonsStart', { n: expectedMin }),
        );
      if ((tons.max === null) !== (i === bands.length - 1))
        throw new ChartPackInvalid(at, reason('lastBandOpen'));
    }),
);
