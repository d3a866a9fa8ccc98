import { survivalBoard, type PackRow, type StandingRow, type Standings } from './standings';

/**
 * One board of the standings as an update carries it: each changed row as its key and the fields that changed
 * (a new row whole), and every row's key in order when the order changed.
 */
export interface BoardChange<Row, Key> {
  readonly order?: readonly Key[];
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
  readonly individual: BoardChange<StandingRow, string>;
  readonly packs: BoardChange<PackRow, number>;
}

function fieldsChanged<Row extends object>(
  before: Row | undefined,
  after: Row,
  key: keyof Row,
): Partial<Row> {
  if (before === undefined) return after;
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
  const changed = after
    .map((row) => ({ row, json: JSON.stringify(row), was: earlier.get(row[key]) }))
    .filter(({ json, was }) => was === undefined || JSON.stringify(was) !== json)
    .map(({ row, was }) => fieldsChanged(was, row, key));
  return { ...(!sameOrder && { order }), changed };
}

function applyBoard<Row extends object, K extends keyof Row>(
  before: readonly Row[],
  change: BoardChange<Row, Row[K]>,
  key: K,
): Row[] {
  const rows = new Map(before.map((row) => [row[key], row]));
  for (const patch of change.changed) {
    const k = patch[key] as Row[K];
    rows.set(k, { ...rows.get(k), ...patch } as Row);
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
    individual: boardChange<StandingRow, 'careerId'>(before.individual, individual, 'careerId'),
    packs: boardChange<PackRow, 'number'>(before.packs, packs, 'number'),
  };
}

/** The standings after the update, from those at its `from` (a client at another position joins again). */
export function applyStandingsChange(before: Standings, change: StandingsChange): Standings {
  const individual = applyBoard<StandingRow, 'careerId'>(before.individual, change.individual, 'careerId');
  return {
    ...change.head,
    individual,
    packs: applyBoard<PackRow, 'number'>(before.packs, change.packs, 'number'),
    survival: survivalBoard(individual),
  };
}
