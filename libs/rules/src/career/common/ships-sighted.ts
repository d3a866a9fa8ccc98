import {
  sinkPointsFor,
  type ChartPack,
  type EncounterKind,
  type RollTable,
  type TargetList,
  type TargetRow,
} from '../../charts';
import type { TargetShip } from '../model/state';
import type { DiceSource } from '../../dice';
import type { EncounterEnded, ShipsIdentified, TimeOfDaySet } from '../model/events';
import {
  identityRolls,
  listedTonnage,
  ORIGINAL_TARGETS,
  shipsToIdentify,
  standardShip,
  type TargetRules,
} from './targets';
import { rollOn, type RecordedRoll } from '../model/rolls';
import { careerOf, boxOf, type CareerState } from '../model/state';

export type IdentifiedShip = ShipsIdentified['data']['ships'][number];

/**
 * A row a ship is identified from: The Hunted's lists' rows, and Beneath the Med's, whose warships are escorts and
 * whose every row carries its sink points.
 */
export type ListRow = Omit<TargetRow, 'type'> & {
  readonly type: TargetShip['type'];
  readonly sinkPoints?: number;
  readonly fast?: boolean;
};
/** A target list of either campaign (The Hunted's [T1]-[T5] are TargetLists). */
export type IdentityList = Omit<TargetList, 'rows'> & { readonly rows: readonly ListRow[] };

/** The points a ship of a tonnage takes to sink where its row does not print them (8.3.5, [U3]/[U4]). */
export type SinkPointsByTonnage = (tonnage: number) => number;

/** 8.2.4, 8.3: how many ships, escorted or not, and each one's name and tonnage from its list (14.1-14.3). */
export function identifyShips(
  kind: EncounterKind,
  dice: DiceSource,
  charts: ChartPack,
  rules: TargetRules = ORIGINAL_TARGETS,
): ShipsIdentified {
  const meaning = charts.E1.meanings[kind];
  // 9.1, Q-ESCORT-COLUMN: the mat's columns hold the ships drawn; the 9.10 escort and a 9.2.4 pattern hit come beyond.
  const drawn = Math.min(shipsToIdentify(kind, meaning.ships, rules), charts.U4.maxTargets.value);
  const ships = Array.from({ length: drawn }, (): IdentifiedShip => {
    switch (meaning.identify) {
      case 'T3':
        return fromList(charts.T3, 'T3', dice, charts, [], rules);
      case 'T5':
        return fromList(charts.T5, 'T5', dice, charts, []);
      default:
        return identifyShip(dice, charts, rules);
    }
  });
  return { type: 'ShipsIdentified', data: { escorted: meaning.escorted, ships } };
}

/** [T5] (002 L3119): a capital ship the career has already sunk is no encounter; the boat goes on to the next box. */
export function capitalShipAlreadySunk(
  state: CareerState,
  identified: ShipsIdentified,
  charts: ChartPack,
): EncounterEnded | null {
  if (charts.T5.alreadySunk.value !== 'noEncounter') return null;
  const sunk = careerOf(state).service.capitalShipsSunk;
  const again = identified.data.ships.some((s) => s.type === 'capitalShip' && sunk.includes(s.name));
  return again ? { type: 'EncounterEnded', data: { rule: '8.3.2', reason: 'alreadySunk' } } : null;
}

/** 8.3.1-8.3.2: the ship-size roll, then the ship from [T1], [T2] or [T3]. */
export function identifyShip(
  dice: DiceSource,
  charts: ChartPack,
  rules: TargetRules = ORIGINAL_TARGETS,
): IdentifiedShip {
  const size = rollShipSize(dice, charts.E1.sideTables.shipSize, 'E1 ship size', '8.3.1');
  return fromList(charts[size.list], size.list, dice, charts, [size.roll], rules);
}

/**
 * The ship-size roll both campaigns make before a freighter's list (8.3.1, Beneath the Med 7.1.3): a small
 * freighter is looked up on [T1], a large one on [T2], a tanker on [T3].
 */
export function rollShipSize(
  dice: DiceSource,
  table: RollTable<'smallFreighter' | 'largeFreighter' | 'tanker'>,
  chart: string,
  rule: string,
): { roll: RecordedRoll; list: 'T1' | 'T2' | 'T3' } {
  const size = rollOn(dice, table, chart, { purpose: 'ship size', rule });
  return { roll: size.roll, list: SIZE_LIST[size.result] };
}

const SIZE_LIST = { smallFreighter: 'T1', largeFreighter: 'T2', tanker: 'T3' } as const;

/** A list's rows by their roll (the first row of a roll), indexed once: the d100 lists have 100 rows. */
const indexed = new WeakMap<IdentityList, Map<number, ListRow>>();
function rowsByRoll(list: IdentityList): Map<number, ListRow> {
  let rows = indexed.get(list);
  if (!rows) {
    rows = new Map();
    for (const row of list.rows) if (!rows.has(row.roll)) rows.set(row.roll, row);
    indexed.set(list, rows);
  }
  return rows;
}

/** 8.3.2: the ship rolled on one of The Hunted's lists, its sink points on [U4] unless its row prints them. */
export const fromList = (
  list: IdentityList,
  name: string,
  dice: DiceSource,
  charts: ChartPack,
  rolls: RecordedRoll[],
  rules: TargetRules = ORIGINAL_TARGETS,
): IdentifiedShip =>
  identifyOn(list, name, dice, (tonnage) => sinkPointsFor(charts.U4, tonnage), rolls, { rules });

/**
 * 8.3.2 (Beneath the Med 7.1.3-7.1.8): the ship rolled on a campaign's `list`, with the points a ship of its tonnage
 * takes to sink where its row prints none; the roll cites `rule`, and a ship sunk rolled again `historical` (14.3.2,
 * 11.2), the campaign's own.
 */
export function identifyOn(
  list: IdentityList,
  name: string,
  dice: DiceSource,
  sinkPoints: SinkPointsByTonnage,
  rolls: RecordedRoll[],
  {
    rules = ORIGINAL_TARGETS,
    rule = '8.3.2',
    historical = '14.3.2',
  }: { rules?: TargetRules; rule?: string; historical?: string } = {},
): IdentifiedShip {
  const standard = standardShip(name, rolls, rules, sinkPoints); // 14.1
  if (standard) return standard;
  const sunk = list.alreadySunk.value === 'rerollOptional' ? rules.sunk : []; // 14.3.2
  const { row, rolls: identity } = identityRolls(name, list.die, dice, sunk, (n) => rowsByRoll(list).get(n), {
    rule,
    historical,
  });
  const tonnage = listedTonnage(row, name, rules);
  const printed = tonnage === row.tonnage ? row.sinkPoints : undefined; // 14.1 with 14.3: the standard ship's points
  return {
    type: row.type,
    name: row.name,
    tonnage,
    sinkPoints: printed ?? sinkPoints(tonnage), // 8.3.5
    damage: 0,
    fast: Boolean(row.fast),
    rolls: [...rolls, ...identity],
  };
}

/** 8.4.1, 8.4.5: day or night, on the Arctic table by month in the Arctic. */
export function rollTimeOfDay(state: CareerState, dice: DiceSource, charts: ChartPack): TimeOfDaySet {
  if (boxOf(state).kind === 'arctic') {
    const month = Number(careerOf(state).date.slice(5));
    const table = Object.values(charts.E1.sideTables.arcticDayOrNight).find((t) => t.months.includes(month));
    if (!table) throw new RangeError(`no Arctic day/night table for month ${month}`);
    const { roll: r, result } = rollOn(dice, table, 'E1 Arctic day/night', {
      purpose: 'time of day',
      rule: '8.4.5',
    });
    return { type: 'TimeOfDaySet', data: { timeOfDay: result, roll: r, rule: '8.4.5' } };
  }
  const { roll: r, result } = rollOn(dice, charts.E1.sideTables.dayOrNight, 'E1 day/night', {
    purpose: 'time of day',
    rule: '8.4.1',
  });
  return { type: 'TimeOfDaySet', data: { timeOfDay: result, roll: r, rule: '8.4.1' } };
}
