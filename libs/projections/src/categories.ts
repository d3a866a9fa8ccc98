import { STREAMS } from '@periscope/audit';

/** The stream categories the read models fold, from the one table of streams (libs/audit/src/streams.ts). */
export const CAREER_CATEGORY = STREAMS.career.category;
export const TOURNAMENT_CATEGORY = STREAMS.tournament.category;
export { RULINGS_CATEGORY } from '@periscope/audit';
