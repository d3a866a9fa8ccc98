import { CAPITAL_SHIP_CLASSES, type CapitalShipRow, type TargetList, type TargetRow } from '../../charts';
import { bool, int, obj, oneOf, type Check } from '../../charts/schema';
import { listShape, rowShape } from '../../charts/targets';

/*
 * Beneath the Med's target lists [T1]-[T5] (7.1.3-7.1.8), The Hunted's TargetList with what its own rules read from a
 * row: every row prints the points its ship takes to sink (7.2.3: they depend on its size, 004 L1622; a capital ship
 * 5 or 6, 004 L1644-1646; an enemy submarine 1, 004 L1831), a capital ship its medal and the asterisk of the
 * Knight's Cross (7.8.1, 004 L2305-2308, L2333-2334), a warship its class (7.1.5: FF, DE and DD are harder to hit).
 */

/** A merchant ship of [T1]-[T3]. */
export interface MedShipRow extends TargetRow {
  readonly sinkPoints: number;
}

/** A capital ship of the bottom of [T4]: 7.1.4, it earns its medal when sunk; a battleship marked * the Knight's Cross. */
export interface MedCapitalRow extends CapitalShipRow {
  readonly medal: 'gold' | 'silver';
  readonly knightsCross: boolean;
}

/** 7.1.5, 11.6: the warship classes of [T5]; FF, DE and DD are +2 to hit, sloops and corvettes +1 (004 L1517-1523, L2704-2705). */
export const WARSHIP_CLASSES = ['sloop', 'corvette', 'FF', 'DE', 'DD', 'submarine'] as const;

/** A warship of [T5]: an escort on the combat mat, or an enemy submarine (7.2.10). */
export interface MedWarshipRow extends Omit<TargetRow, 'type'> {
  readonly type: 'escort' | 'submarine';
  readonly warshipClass: (typeof WARSHIP_CLASSES)[number];
  readonly sinkPoints: number;
  /** 7.1.5: +1 to hit for their speed, as The Hunted's fast ships. */
  readonly fast: boolean;
}

/** A list of the pack: The Hunted's TargetList, built. */
export type MedList<Row extends Omit<TargetRow, 'type'> = MedShipRow> = Omit<TargetList, 'rows'> & {
  readonly built: true;
  readonly rows: readonly Row[];
};

const built = { built: oneOf([true]) };
const points = (min: number, max: number) => int({ min, max });

/** [T1], [T2], [T3]: rows of the list's one merchant type. */
export const merchantListCheck = (type: 'smallFreighter' | 'largeFreighter' | 'tanker'): Check =>
  listShape(obj({ ...rowShape, type: oneOf([type]), sinkPoints: points(1, 4) }), built);

/** The bottom of [T4]: 5 or 6 points to sink whatever the tonnage (004 L1644-1646). */
export const capitalListCheck: Check = listShape(
  obj({
    ...rowShape,
    type: oneOf(['capitalShip']),
    shipClass: oneOf(CAPITAL_SHIP_CLASSES),
    sinkPoints: points(5, 6),
    fast: bool,
    medal: oneOf(['gold', 'silver']),
    knightsCross: bool,
  }),
  built,
);

export const warshipListCheck: Check = listShape(
  obj({
    ...rowShape,
    type: oneOf(['escort', 'submarine']),
    warshipClass: oneOf(WARSHIP_CLASSES),
    sinkPoints: points(1, 4),
    fast: bool,
  }),
  built,
);
