import { campaignOfTerms } from '@periscope/play/campaign-terms';
import type { eventsView, gameView } from '@periscope/play/duel/view';
import type { LiveUpdate } from '../api/live';
import { t } from '../i18n/i18n';

// The two-player game (13.1) as a viewer sees it: the shapes are the library's own (libs/play/src/duel/view.ts),
// the view the server sends and the one the browser folds itself (engine/game.ts).

export { otherSeat, SEATS } from '@periscope/play/duel/seats';
export type { Seat } from '@periscope/play/duel/seats';
export type { DeadlineConsequence } from '@periscope/play/duel/deadlines';
export type { SeatOffer } from '@periscope/play/duel/pending';

export type GameView = ReturnType<typeof gameView>;
export type GamePending = GameView['pending'];
export type AwaitedRoll = NonNullable<GamePending['awaitedRoll']>;
export type ManoeuvresView = NonNullable<GameView['manoeuvres']>;

type EventView = ReturnType<typeof eventsView>[number];

/**
 * One stored event of the game, as GET /api/games/:id/events (the library's eventsView) or a live update gives it:
 * a live update carries no id, and its metadata is the update's (api/live.ts).
 */
export type GameEventView = Omit<EventView, 'id' | 'metadata'> & {
  readonly id?: string;
  readonly metadata?: LiveUpdate['metadata'];
};

export const kommandantOf = (view: GameView, seat: 'a' | 'b'): string =>
  view.seats[seat]?.player.kommandant ?? t(seat === 'a' ? 'game.firstPlayer' : 'game.secondPlayer');

/** A game of Beneath the Med (10.1): its players are Comandanti, its boats the Regia Marina's. */
export const playsMed = (view: GameView): boolean =>
  view.settings ? campaignOfTerms(view.settings).id === 'beneath-the-med' : false;
