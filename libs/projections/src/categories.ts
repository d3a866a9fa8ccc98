/**
 * The stream categories the read models fold: the server's table of streams (apps/server/src/common/streams.ts)
 * names the same, and a server test holds the two equal; the rulings' category is the audit's.
 */
export const CAREER_CATEGORY = 'career';
export const TOURNAMENT_CATEGORY = 'tournament';
export { RULINGS_CATEGORY } from '@periscope/audit';
