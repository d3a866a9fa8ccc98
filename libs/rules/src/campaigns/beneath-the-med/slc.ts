import type { RollTable, Sourced } from '../../charts';
import { int, nullable, obj, oneOf, record, rollTable, sourced, str, type Check } from '../../charts/schema';
import type { MedArea } from './assignment';

/** 6.7.5 (004 L1376-1377): the British harbours the S.L.C.s attack. */
export const SLC_HARBOURS = ['alexandria', 'gibraltar'] as const;
export type SlcHarbour = (typeof SLC_HARBOURS)[number];

/** A ship at anchor in the harbour (6.7.5.3): sinking a capital ship earns the Gold Medal (6.7.5.4). */
export interface SlcTargetShip {
  readonly type: 'battleship' | 'aircraftCarrier' | 'cruiser' | 'destroyer' | 'tanker' | 'freighter';
  /** The ship's name where history names the ship that lay there; null for a ship of its type. */
  readonly name: string | null;
  readonly capital: boolean;
}

/** D3 (6.7.5.3): the harbour of the mission's area, the ships found there on 1d6 each. */
export interface SlcTargetChart {
  readonly built: true;
  /** 6.7.5: the S.L.C.s a boat carries on the mission, each rolled on [D2] and fixed to a ship of [D3]. */
  readonly slcsCarried: Sourced<number>;
  readonly harbourOf: Sourced<Readonly<Record<'westernMed' | 'centralMed' | 'easternMed', SlcHarbour>>>;
  /** How many ships more than the S.L.C.s that penetrated are rolled, so that each crew chooses its own. */
  readonly moreTargets: Sourced<number>;
  readonly harbours: Readonly<Record<SlcHarbour, RollTable<SlcTargetShip>>>;
}

/** D4 (6.7.5.4): each S.L.C. fixed to a ship detonates and sinks or damages it, or fails. */
export type SlcDetonation = 'sunk' | 'damaged' | 'fails';
export interface SlcDetonationChart extends RollTable<SlcDetonation> {
  readonly built: true;
}

/** D5 (6.7.5.5): what becomes of each S.L.C.'s crew; no effect on the game. */
export type FrogmenFate = 'killed' | 'captured' | 'escapedToSpain' | 'safeHouseInEgypt';
export interface FrogmenFateChart {
  readonly built: true;
  readonly harbours: Readonly<Record<SlcHarbour, RollTable<FrogmenFate>>>;
}

/** The harbour an S.L.C. mission in this area attacks (D3). */
export const slcHarbourOf = (chart: SlcTargetChart, area: MedArea): SlcHarbour =>
  (chart.harbourOf.value as Record<string, SlcHarbour>)[area] ?? 'alexandria';

const BUILT = { built: oneOf([true]) };
const ship: Check = obj({
  type: oneOf(['battleship', 'aircraftCarrier', 'cruiser', 'destroyer', 'tanker', 'freighter']),
  name: nullable(str),
  capital: oneOf([true, false]),
});

export const d3Check: Check = obj({
  ...BUILT,
  slcsCarried: obj({ value: int({ min: 1, max: 4 }), ...sourced }),
  harbourOf: obj({
    value: record(['westernMed', 'centralMed', 'easternMed'], oneOf(SLC_HARBOURS)),
    ...sourced,
  }),
  moreTargets: obj({ value: int({ min: 0, max: 3 }), ...sourced }),
  harbours: record(SLC_HARBOURS, rollTable(ship)),
});
export const d4Check: Check = rollTable(oneOf(['sunk', 'damaged', 'fails']), {}, BUILT);
export const d5Check: Check = obj({
  ...BUILT,
  harbours: record(
    SLC_HARBOURS,
    rollTable(oneOf(['killed', 'captured', 'escapedToSpain', 'safeHouseInEgypt'])),
  ),
});
