import { survivalBoard, type PackRow, type StandingRow, type Standings } from './standings';

/**
 * One board of the standings as an update carries it: the new rows whole, each changed row as its key and the
 * fields that changed, and every row's key in order when the order changed.
 */
export interface BoardChange<Row, Key> {
  readonly order?: readonly Key[];
  readonly added?: readonly Row[];
  readonly changed: readonly Partial<Row>[];
}

/**
 * A leaderboard update (README "Live leaderboards"): the standings at `position` as the change from the
 * standings at `from`. The head (phase, winner, …) is whole; the survival board is the individual rows'
 * (`survivalBoard`), so it does not travel.
 */
export interface StandingsChange {
  readonly from: number;
  readonly position: number;
  readonly head: Omit<Standings, 'individual' | 'packs' | 'survival'>;
  /** Rows keyed by the entrant's registration `number` (a few bytes where a careerId takes 38). */
  readonly individual: BoardChange<StandingRow, number>;
  readonly packs: BoardChange<PackRow, number>;
}

function fieldsChanged<Row extends object>(before: Row, after: Row, key: keyof Row): Partial<Row> {
  const patch: Partial<Row> = { [key]: after[key] } as Partial<Row>;
  for (const field of Object.keys(after) as (keyof Row)[])
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) patch[field] = after[field];
  return patch;
}

function boardChange<Row extends object, K extends keyof Row>(
  before: readonly Row[],
  after: readonly Row[],
  key: K,
): BoardChange<Row, Row[K]> {
  const earlier = new Map(before.map((row) => [row[key], row]));
  const order = after.map((row) => row[key]);
  const sameOrder = order.length === before.length && order.every((k, i) => before[i][key] === k);
  const added = after.filter((row) => !earlier.has(row[key]));
  const changed = after.flatMap((row) => {
    const was = earlier.get(row[key]);
    return was === undefined || JSON.stringify(was) === JSON.stringify(row)
      ? []
      : [fieldsChanged(was, row, key)];
  });
  return { ...(!sameOrder && { order }), ...(added.length > 0 && { added }), changed };
}

function applyBoard<Row extends object, K extends keyof Row>(
  before: readonly Row[],
  change: BoardChange<Row, Row[K]>,
  key: K,
): Row[] {
  const rows = new Map(before.map((row) => [row[key], row]));
  for (const row of change.added ?? []) rows.set(row[key], row);
  for (const patch of change.changed) {
    const k = patch[key] as Row[K];
    const row = rows.get(k);
    if (row === undefined) throw new Error(`leaderboard update names ${String(k)} without its row`);
    rows.set(k, { ...row, ...patch });
  }
  return (change.order ?? before.map((row) => row[key])).map((k) => {
    const row = rows.get(k);
    if (row === undefined) throw new Error(`leaderboard update names ${String(k)} without its row`);
    return row;
  });
}

/** The update from the standings at `from` to those at `position`. */
export function standingsChange(
  before: Standings,
  after: Standings,
  from: number,
  position: number,
): StandingsChange {
  const { individual, packs, survival: _survival, ...head } = after;
  return {
    from,
    position,
    head,
    individual: boardChange<StandingRow, 'number'>(before.individual, individual, 'number'),
    packs: boardChange<PackRow, 'number'>(before.packs, packs, 'number'),
  };
}

/** The standings after the update, from those at its `from` (a client at another position joins again). */
export function applyStandingsChange(before: Standings, change: StandingsChange): Standings {
  const individual = applyBoard<StandingRow, 'number'>(before.individual, change.individual, 'number');
  return {
    ...change.head,
    individual,
    packs: applyBoard<PackRow, 'number'>(before.packs, change.packs, 'number'),
    survival: survivalBoard(individual),
  };
}
