/**
 * The stream categories the read models fold (the server's table of streams, apps/server/src/common/streams.ts,
 * names the same; a server test holds the two equal).
 */
export const CAREER_CATEGORY = 'career';
export const TOURNAMENT_CATEGORY = 'tournament';
export const RULINGS_CATEGORY = 'rulings';
