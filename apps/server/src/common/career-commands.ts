import type { CampaignId, CareerCommand, CareerOptionsChoice, UBoatType, YearMonth } from '@periscope/rules';
import type { MedClass } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';

/** The actor of the commands a wolfpack's convoy-battle coordinator imposes on its boats (13.5.4, 13.5.5). */
export const WOLFPACK_COORDINATOR = 'wolfpack-coordinator';

/** The actor of the commands a tournament sends its entrants' careers on a pause, resume or finish (T-PAUSE). */
export const TOURNAMENT = 'tournament';

/** A career's start (4.x): POST /careers, or a tournament's registration with its terms. */
export interface CareerStart {
  /** The game of the series; omitted, The Hunted (a tournament's careers always are). */
  campaign?: CampaignId;
  uboatType: UBoatType | MedClass;
  startDate: YearMonth;
  kommandant: string;
  uboatId?: string;
  options?: CareerOptionsChoice;
  torpedoSwaps?: number;
  endDate?: YearMonth;
  playerSeed?: string;
  /** The tournament that starts it (recorded with its secrets, so that a solo career's commands look none up). */
  tournamentId?: string;
}

/**
 * What other capabilities may ask of careers; the careers module provides it (CareersService). Tournaments start
 * their entrants' careers and hold their play, and the wolfpack coordinator gives its boats their orders, through it
 * alone.
 */
export abstract class CareerCommands {
  abstract start(start: CareerStart): Promise<{ careerId: string; seatToken: string }>;

  /** 13.5.4, 13.5.5: a coordinator's order, from inside the server only; a repeated commandId is a replay. */
  abstract coordinatorCommand(careerId: string, commandId: string, command: CareerCommand): Promise<unknown>;

  /** T-PAUSE: the tournament holds or releases an entrant's play (HoldPlay, ResumePlay); a repeated commandId is a replay. */
  abstract tournamentOrder(careerId: string, commandId: string, command: CareerCommand): Promise<unknown>;
}
