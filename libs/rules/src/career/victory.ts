import type { Decoration, Rank, UBoatType, YearMonth } from '../charts';
import type { Decorations } from './decorations';
import type { CareerState } from './state';

// 5.2: the victory level from the career's tonnage (5.2.1: with a tanker's theoretical tonnage, 11.4.10.5),
// posthumously too (5.2.3).

export const VICTORY_LEVELS = [
  'defeat',
  'draw',
  'marginalVictory',
  'substantialVictory',
  'decisiveVictory',
] as const;
export type VictoryLevel = (typeof VICTORY_LEVELS)[number];

/** 5.2.2: the lowest tonnage of each level (000 L642-666; 002 L564-576 agree); Q-52 for the combined bands. */
const FROM_TONS: Readonly<Record<'hunted' | 'combined', Readonly<Record<VictoryLevel, number>>>> = {
  hunted: {
    defeat: 0,
    draw: 10_000,
    marginalVictory: 20_000,
    substantialVictory: 50_000,
    decisiveVictory: 100_000,
  },
  // A career carried over from The Hunters (15): the bands in brackets.
  combined: {
    defeat: 0,
    draw: 50_000,
    marginalVictory: 100_000,
    substantialVictory: 150_000,
    decisiveVictory: 200_000,
  },
};

/** 5.2.2: the level for a career's tonnage; a U-boat captured after a failed scuttle is a Defeat whatever it sank. */
export function victoryLevel(tonnage: number, uboatCaptured: boolean, combined = false): VictoryLevel {
  if (uboatCaptured) return 'defeat';
  const from = FROM_TONS[combined ? 'combined' : 'hunted'];
  return [...VICTORY_LEVELS].reverse().find((level) => tonnage >= from[level]) ?? 'defeat';
}

/** What the log and the CLI show at the end of a career. */
export interface CareerSummary {
  readonly uboatType: UBoatType;
  readonly rank: Rank;
  /** The month the career ended in (the next patrol month when the war or the agreed date ends it). */
  readonly month: YearMonth;
  readonly knightsCross: Decoration | null;
  readonly decorations: Decorations;
  readonly successfulPatrols: number;
  /** 11.4.10.5: the part of the career's tonnage that is a tanker's theoretical tonnage, not ships sunk. */
  readonly theoreticalTonnage: number;
}

/** The career in brief (5.1.4). */
export function careerSummary(state: CareerState): CareerSummary | null {
  const career = state.career;
  if (!career) return null;
  return {
    uboatType: career.uboatType,
    rank: career.rank,
    month: career.date,
    knightsCross: career.decorations.knightsCross,
    decorations: career.decorations,
    successfulPatrols: career.service.successfulPatrols,
    theoreticalTonnage: state.theoreticalTonnage,
  };
}
