import type { CampaignId } from '@periscope/rules';
import { t } from '../i18n/i18n';
import { monthName } from '../ui/words';

/**
 * A game, its boat and its first month as the hall of fame names them ("Beneath the Med · Perla class from June
 * 1942"): a board's title, a two-player record's game. Each game's boats are its own (a Med class is a class).
 */
export function sailedWords(campaign: CampaignId, uboatType: string, startDate: string): string {
  const boat =
    campaign === 'beneath-the-med' ? t('tournament.medClass', { boatClass: uboatType }) : uboatType;
  return t('fame.board', { game: t(`campaign.${campaign}`), uboatType: boat, month: monthName(startDate) });
}
