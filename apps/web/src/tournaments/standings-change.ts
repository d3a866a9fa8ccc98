import type { PackRow, Phase, StandingRow, Standings } from './api';

// A leaderboard update applied to the board the client holds (docs/tournaments.md "Live leaderboards").

interface BoardChange<Row> {
  readonly order?: readonly number[];
  readonly added?: readonly Row[];
  readonly changed: readonly Partial<Row>[];
}

/** One `leaderboard` message: the change from the standings at `from` to those at `position`. */
export interface LeaderboardUpdate {
  readonly id: string;
  readonly from: number;
  readonly position: number;
  readonly updatedAt: string;
  readonly sentAt: string;
  readonly head: {
    readonly tournamentId: string;
    readonly name: string;
    readonly format: Standings['format'];
    readonly scoring: Standings['scoring'];
    readonly phase: Phase;
    readonly pausedFor: string | null;
    readonly winner: string | null;
    readonly winningPack: string | null;
  };
  readonly individual: BoardChange<StandingRow>;
  readonly packs: BoardChange<PackRow>;
}

/** Rows are keyed by their `number` (the entrant's registration, the pack's formation). */
function applyBoard<Row extends { readonly number: number }>(
  before: readonly Row[],
  change: BoardChange<Row>,
): Row[] {
  const rows = new Map(before.map((row) => [row.number, row]));
  for (const row of change.added ?? []) rows.set(row.number, row);
  for (const patch of change.changed) {
    const row = rows.get(patch.number as number);
    if (row === undefined) throw new Error(`the update names row ${patch.number} without it`);
    rows.set(row.number, { ...row, ...patch });
  }
  return (change.order ?? before.map((row) => row.number)).map((key) => {
    const row = rows.get(key);
    if (row === undefined) throw new Error(`the update orders row ${key} without it`);
    return row;
  });
}

/** The standings after the update; only for the board at its `from` (the caller checks). */
export function applyUpdate(before: Standings, update: LeaderboardUpdate): Standings {
  return {
    ...update.head,
    individual: applyBoard(before.individual, update.individual),
    packs: applyBoard(before.packs, update.packs),
  };
}
