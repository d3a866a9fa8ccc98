import {
  BENEATH_THE_MED,
  campaignById,
  DEFAULT_CAMPAIGN,
  InvalidCommand,
  THE_HUNTED,
  UBOAT_TYPES,
  type CampaignId,
  type CampaignRef,
  type UBoatType,
  type YearMonth,
} from '@periscope/rules';
import { MED_CLASSES, type MedClass } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';

/** A boat of either campaign: a U-boat type of The Hunted, or a class of Beneath the Med. */
export type CampaignBoat = UBoatType | MedClass;

/** The campaign a tournament's or a game's terms record; terms that record none (every older one) are The Hunted's. */
export const campaignOfTerms = (terms: { readonly campaign?: CampaignRef }): CampaignRef =>
  terms.campaign ?? DEFAULT_CAMPAIGN;

/** The ref a choice names, at the ruleset this engine plays (a campaign not built fails loudly). */
export const chosenCampaign = (id: CampaignId): CampaignRef => {
  const { rulesetVersion } = campaignById(id);
  return { id, rulesetVersion };
};

/** The boats of a campaign: The Hunted's U-boat types, Beneath the Med's classes (4.1, 11.7). */
export const boatsOf = (id: CampaignId): readonly CampaignBoat[] =>
  id === 'beneath-the-med' ? MED_CLASSES : UBOAT_TYPES;

/** The months a campaign's careers start in (The Hunted 4.2.1, 5.1.1; Beneath the Med Q-BTM-CALENDAR). */
export const calendarOf = (id: CampaignId) =>
  (id === 'beneath-the-med' ? BENEATH_THE_MED : THE_HUNTED).calendar;

const otherOf = (id: CampaignId): CampaignId => (id === 'beneath-the-med' ? 'the-hunted' : 'beneath-the-med');

const inCalendar = (id: CampaignId, month: YearMonth): boolean => {
  const { start, end } = calendarOf(id);
  return month >= start.value && month <= end.value;
};

/**
 * A boat or a month of the other game is a malformed choice, not a rule of this one: 400 naming the field
 * (InvalidCommand). Anything else that does not fit is left to the rules (422 with the rule).
 */
export function checkCampaignVocabulary(
  commandType: string,
  id: CampaignId,
  boats: readonly { readonly field: string; readonly boat: unknown }[],
  months: readonly { readonly field: string; readonly month: YearMonth | undefined }[],
): void {
  const other = otherOf(id);
  const name = campaignById(id).name;
  for (const { field, boat } of boats)
    if (boatsOf(other).includes(boat as CampaignBoat) && !boatsOf(id).includes(boat as CampaignBoat))
      throw new InvalidCommand(
        commandType,
        field,
        `${String(boat)} is a boat of ${campaignById(other).name}, not of ${name}`,
      );
  for (const { field, month } of months)
    if (month !== undefined && inCalendar(other, month) && !inCalendar(id, month)) {
      const { start, end } = calendarOf(id);
      throw new InvalidCommand(
        commandType,
        field,
        `${month} is a month of ${campaignById(other).name}; ${name} runs ${start.value} to ${end.value}`,
      );
    }
}

/**
 * The rule of the evasive numbers a two-player game's seats choose face hidden: The Hunted's 14.8.3, Beneath the
 * Med's 11.3 (004 L2640-2642).
 */
export const faceHiddenRule = (terms: { readonly campaign?: CampaignRef } | null): '14.8.3' | '11.3' =>
  terms && campaignOfTerms(terms).id === 'beneath-the-med' ? '11.3' : '14.8.3';

/** The Hunted's two-player game (13.1): its start (13.1.1), turns and opponent's rolls (13.1.2), winner (13.1.3). */
const HUNTED_TWO_PLAYER = { game: '13.1', start: '13.1.1', turns: '13.1.2', winner: '13.1.3' } as const;

/** A step of the two-player game, as The Hunted numbers it. */
type TwoPlayerStep = keyof typeof HUNTED_TWO_PLAYER;

/**
 * The rule of a step of a two-player game in its own game's rulebook: The Hunted's 13.1.x; Beneath the Med's 10.1, one
 * paragraph holding the start, the turns, the opponent's rolls and the winner (004 L2531-2543). Terms that record no
 * campaign, or no game yet, are The Hunted's (Q-BTM-DUEL-CITE).
 */
export const twoPlayerRule = <S extends TwoPlayerStep>(
  terms: { readonly campaign?: CampaignRef } | null,
  step: S,
): (typeof HUNTED_TWO_PLAYER)[S] | '10.1' =>
  terms && campaignOfTerms(terms).id === 'beneath-the-med' ? '10.1' : HUNTED_TWO_PLAYER[step];
