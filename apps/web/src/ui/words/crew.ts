import type { Wound } from '@periscope/rules';
import { t } from '../../i18n/i18n';
import { named } from './spelled';

// The crew, its wounds and the Kommandant's rank in the game's words.

const RANKS = ['OltzS', 'KptLt', 'KKpt', 'FKpt', 'KptzS'];

/** 11.2.1: the rank in full, as printed in German in every edition. */
export const rankFull = named('rank');

/** 'KptLt' → 'Kapitänleutnant (KptLt)': the rank in full with its abbreviation. */
export const rankName = (rank: string): string =>
  RANKS.includes(rank) ? `${rankFull(rank)} (${rank})` : rank;

/** 11.1 */
export const qualityName = named('quality');

/** 10.6, 10.7.2: the wound box as abbreviated on the board. */
export const woundShort = named('woundShort');

/** 10.6, 10.7.2: the wound box in full. */
export const woundLong = named('wound');

/** 'severelyWounded' → 'severely wounded (SW)'. */
export function woundName(wound: Wound | string): string {
  const long = woundLong(wound);
  return wound === 'none' ? long : `${long} (${woundShort(wound)})`;
}

/** 10.6: the named men of the crew boxes. */
const crewman = named('crewman');

/** A crewman; a generic box (10.6) is numbered 1-4. */
export function crewmanName(member: string, box: number | null = null): string {
  if (member === 'crew' || member === 'generic') return box === null ? t('crew.generic') : genericBox(box);
  return crewman(member);
}

/** 10.6: the generic crew boxes, counted from 0. */
export const genericBox = (box: number): string => t('crew.box', { n: box + 1 });

/** 11.1: what a crew improvement roll gave. */
export const improvementName = named('improvement');
