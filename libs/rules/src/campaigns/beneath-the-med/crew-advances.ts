/** 7.7.1 (004 L2243-2259): the eight crew advances the player chooses from, in the rule's order. */
export const MED_CREW_ADVANCES = [
  'engineerExpert',
  'doctorExpert',
  'secondoExpert',
  'weaponsOfficerExpert',
  'crewLevelUp',
  'mechanicalGenius',
  'charisma',
  'gunnery',
] as const;
export type MedCrewAdvance = (typeof MED_CREW_ADVANCES)[number];

/**
 * 7.8 (004 L2298-2401): the awards, the valour ones first from the highest (7.8.10: one a patrol, the highest met),
 * then the German and the service ones, which that limit spares.
 */
export type MedAward =
  | 'goldMedal'
  | 'silverMedal'
  | 'bronzeMedal'
  | 'warCross'
  | 'warMeritCross'
  | 'submarineBadge'
  | 'knightsCross'
  | 'ironCross2'
  | 'ironCross1';

/** 7.8.10 (004 L2396-2399): the valour awards, highest first; one a patrol. */
export const VALOUR_AWARDS: readonly MedAward[] = ['goldMedal', 'silverMedal', 'bronzeMedal', 'warCross'];
