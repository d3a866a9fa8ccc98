import { VICTORY_LEVELS, type VictoryLevel } from '../model/service';

// 5.2.2 in both games (The Hunted 000 L642-666; Beneath the Med 004 L994-1050): the level of a career's tonnage.

/** The lowest tonnage of each level. */
export type VictoryBands = Readonly<Record<VictoryLevel, number>>;

/** The level for a career's tonnage in its bands; a boat captured after a failed scuttle is a Defeat whatever it sank. */
export function levelOf(tonnage: number, captured: boolean, from: VictoryBands): VictoryLevel {
  if (captured) return 'defeat';
  return [...VICTORY_LEVELS].reverse().find((level) => tonnage >= from[level]) ?? 'defeat';
}
