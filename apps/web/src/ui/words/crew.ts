import type { QualityLevel, Rank, Wound } from '@periscope/rules';
import { named } from './spelled';

// The crew, its wounds and the Kommandant's rank in the game's words.

/** 11.2.1: the ranks, lowest first. */
export const RANK: Record<Rank, string> = {
  OltzS: 'Oberleutnant zur See',
  KptLt: 'Kapitänleutnant',
  KKpt: 'Korvettenkapitän',
  FKpt: 'Fregattenkapitän',
  KptzS: 'Kapitän zur See',
};

/** 'KptLt' → 'Kapitänleutnant (KptLt)': the rank in full with its abbreviation. */
export const rankName = (rank: string): string => (rank in RANK ? `${RANK[rank as Rank]} (${rank})` : rank);

/** 11.1 */
export const QUALITY: Record<QualityLevel, string> = {
  green: 'Green',
  trained: 'Trained',
  veteran: 'Veteran',
  elite: 'Elite',
};

export const qualityName = named(QUALITY);

/** 10.6, 10.7.2: the wound boxes, abbreviated as on the board and in full. */
export const WOUND: Record<Wound, { readonly short: string; readonly long: string }> = {
  none: { short: 'Fit', long: 'fit' },
  lightlyWounded: { short: 'LW', long: 'lightly wounded' },
  severelyWounded: { short: 'SW', long: 'severely wounded' },
  killed: { short: 'KIA', long: 'killed in action' },
};

/** 'severelyWounded' → 'severely wounded (SW)'. */
export function woundName(wound: string): string {
  const box = WOUND[wound as Wound];
  if (!box) return wound;
  return wound === 'none' ? box.long : `${box.long} (${box.short})`;
}

/** 10.6: the named men of the crew boxes. */
export const CREWMAN = {
  kommandant: 'Kommandant',
  firstWatchOfficer: '1st Watch Officer (1WO)',
  secondWatchOfficer: '2nd Watch Officer (2WO)',
  engineer: 'Chief Engineer (LI)',
  doctor: 'Doctor',
  abwehrAgent: 'Abwehr agent',
} as const;

/** A crewman; a generic box (10.6) is numbered 1-4. */
export function crewmanName(member: string, box: number | null = null): string {
  if (member === 'crew' || member === 'generic') return box === null ? 'Crew' : genericBox(box);
  return named(CREWMAN)(member);
}

/** 10.6: the generic crew boxes, counted from 0. */
export const genericBox = (box: number): string => `Crew box ${box + 1}`;

/** 11.1: what a crew improvement roll gave. */
export const improvementName = named({
  engineerExperte: `${CREWMAN.engineer} became Experte`,
  doctorExperte: `${CREWMAN.doctor} became Experte`,
  firstWatchOfficerExperte: `${CREWMAN.firstWatchOfficer} became Experte`,
  secondWatchOfficerExperte: `${CREWMAN.secondWatchOfficer} became Experte`,
});
