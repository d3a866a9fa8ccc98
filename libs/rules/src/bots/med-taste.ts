import type { CareerState } from '../career';
import { playedCampaign } from '../career/common/campaign';
import type { MedRange } from '../campaigns/beneath-the-med';
import type { Preferences, Taste } from './policy';

// Beneath the Med plays the same commands in its own words: its five ranges (7.2.1) and its night surface attack
// (7.2.2). A taste of The Hunted keeps its order and values there; only what the Med names otherwise is said again.
// A command or value neither names (a step another part of the Med's rules offers) takes the first offered.

/** How a bot approaches ships in Beneath the Med: its ranges against escorted ships, and when it surfaces at night. */
export interface MedApproach {
  /** 7.2.1: close and standard roll [B3] first; medium, long and extreme fire first with less chance to hit. */
  readonly escortedRanges: readonly MedRange[];
  /** 7.2.2: a night surface attack (a second salvo, 7.2.3.1; +1 on [B3] from 1941 and on [B4] in its first round). */
  readonly nightSurface: 'always' | 'unescorted' | 'never';
}

/** 7.2.1: no detection roll against unescorted ships, "so no drawback to firing at close range". */
const UNESCORTED: readonly MedRange[] = ['close', 'standard', 'medium', 'long', 'extreme'];

function approachValues({ escortedRanges, nightSurface }: MedApproach, state: CareerState): Preferences {
  const escorted = state.encounter?.escorted ?? false;
  const surface = nightSurface === 'always' || (nightSurface === 'unescorted' && !escorted);
  return {
    ChooseApproach: {
      attack: surface ? ['nightSurface', 'submerged'] : ['submerged', 'nightSurface'],
      range: escorted ? escortedRanges : UNESCORTED,
      attackEscort: [false, undefined, true], // 7.2.4: the designer's advice, think twice (004 L1684-1690)
    },
    LoadTorpedoes: { g7e: [4, 3, 2, 1, 0] }, // 4.5 step 3: asking costs nothing, a 2-6 leaves the W270s
  };
}

/** The taste, with Beneath the Med's approach in a Beneath the Med career; The Hunted's careers see the taste as is. */
export function withMed(taste: Taste, approach: MedApproach): Taste {
  return {
    order: taste.order,
    values: (state) =>
      playedCampaign(state) === 'beneath-the-med'
        ? { ...taste.values(state), ...approachValues(approach, state) }
        : taste.values(state),
  };
}
