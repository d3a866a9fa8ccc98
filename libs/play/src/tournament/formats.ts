import { UBOAT_TYPES, type UBoatType, type YearMonth } from '@periscope/rules';
import type { CampaignBoat } from '../campaign-terms';

/** The tournaments of §13: highest tonnage (13.2), survival (13.3), mixed U-boats (13.4), wolfpacks (13.5). */
export const TOURNAMENT_FORMATS = ['top-tonnage', 'survival', 'mixed', 'wolfpack'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

/** How entrants are ranked: by tonnage alive or dead (13.2), or among the survivors only (13.3). */
export const SCORINGS = ['tonnage', 'survival'] as const;
export type Scoring = (typeof SCORINGS)[number];

/** What an entrant sails: a U-boat type of The Hunted, or a class of Beneath the Med (its tournament's campaign). */
export type TournamentBoat = CampaignBoat;

/** 13.2, 13.3: the careers run to May 1945 (5.1.1). */
export const WAR_END: YearMonth = '1945-05';

/** 13.5.2: every wolfpack entrant starts with a Type VIIC in 7/43. */
export const WOLFPACK_START: YearMonth = '1943-07';
export const WOLFPACK_TYPE: UBoatType = 'VIIC';

/** 13.5.1: packs of six (Q-41: the remainder forms a smaller pack). */
export { PACK_SIZE } from '../wolfpack/packs';

/** Q-40, T-MIXED-TYPES: "Type IX or Type VII" is any VII or IX subtype; the organiser may allow others. */
export const MIXED_TYPES: readonly UBoatType[] = UBOAT_TYPES.filter((t) => /^(VII|IX)/.test(t));

/** 13.4 is "the same as either tournament above": its scoring follows the one the organiser names. */
export const scoringOf = (format: TournamentFormat, mixedScoring: Scoring = 'tonnage'): Scoring =>
  format === 'survival' ? 'survival' : format === 'mixed' ? mixedScoring : 'tonnage';
