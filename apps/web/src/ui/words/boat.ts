import type { CampaignId } from '@periscope/rules';
import { t } from '../../i18n/i18n';
import { named } from './spelled';

// The U-boat's systems, torpedoes and bases in the game's words.

/** The torpedoes as printed (G7a, T5 Zaunkönig): the same in every language. */
export const torpedoName = named('torpedo');

/** The system boxes of the board (10.7, [E4], [E5]); `flakGuns` is the flak an [E4] hit names together. */
export const systemName = named('system');

/** The bases, as a sentence names them ("In port in the Mediterranean"). */
export const baseName = named('base');

/** A game's boat as its edition names it: The Hunted's U-boat type as printed, Beneath the Med's as a class. */
export const campaignBoatName = (campaign: CampaignId, boat: string): string =>
  campaign === 'beneath-the-med' ? t('tournament.medClass', { boatClass: boat }) : boat;
