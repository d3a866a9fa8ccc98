import type { CareerState, PortAward } from '@periscope/rules';
import { named } from './spelled';

// The Kommandant's decorations (11.3) in the game's words.

type Decorations = NonNullable<CareerState['career']>['decorations'];

/** 11.3: each award by the name of what he then wears. */
export const awardName = named('award');

/** 11.3.14, Q-29: the Wound Badge's grade by the Kommandant's wounds. */
const woundBadge = (wounds: number): PortAward | null =>
  wounds >= 5 ? 'woundBadgeGold' : wounds >= 3 ? 'woundBadgeSilver' : wounds >= 1 ? 'woundBadgeBlack' : null;

const FRONT_CLASP = { bronze: 'frontClaspBronze', silver: 'frontClaspSilver' } as const;

/** What the Kommandant wears (11.3), highest first, each with the rule that awards it. */
export function decorationsWorn(d: Decorations): { readonly name: string; readonly rule: string }[] {
  const worn: [PortAward | null | false, string][] = [
    [d.knightsCross, '11.3.1'],
    [d.germanCrossInGold && 'germanCrossInGold', '11.3.12'],
    [d.ironCross === 'firstClass' && 'ironCross1', '11.3.9'],
    [d.ironCross !== 'none' && 'ironCross2', '11.3.8'],
    [d.uboatWarBadge === 'diamonds' && 'uboatWarBadgeWithDiamonds', '11.3.11'],
    [d.uboatWarBadge !== 'none' && 'uboatWarBadge', '11.3.10'],
    [d.frontClasp !== 'none' && FRONT_CLASP[d.frontClasp], '11.3.13'],
    [woundBadge(d.wounds), '11.3.14'],
  ];
  return worn.flatMap(([award, rule]) => (award ? [{ name: awardName(award), rule }] : []));
}
