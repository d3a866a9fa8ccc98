import { rollsIn, type CampaignId, type CareerEvent, type RecordedRoll } from '@periscope/rules';
import type { AwaitedRoll } from './events';

// 13.1.2, Q-35, TP-ROLLS: the opponent rolls for escort detection, damage and air attacks; the active player
// rolls everything else (patrol, encounters, targets, torpedoes, flak, test depth, follows…).

/**
 * Charts the opponent rolls on: [E2] with its close and extreme range checks, [E3] and [E3a]-[E3e], [E4], [E5a] (the
 * crew injured), [A1], the escort and aircraft quality (14.6.1, 14.7.1), and which boat is attacked after a
 * replenishment (11.4.10.7).
 */
const OPPONENT_CHARTS = /^(E2|E3[a-e]?|E4|E5a|A1|escort quality|aircraft quality|B10 attacked)( |$)/;

/** …but the additional flooding check after the hits is the active player's (10.1.3, Q-35). */
const ACTIVE_CHARTS: ReadonlySet<string> = new Set(['E4 extra flooding']);

/** Rolls of the air attack without a chart: which boat the aircraft attacks (9.8.9), bombs again (11.4.7). */
const OPPONENT_RULES: ReadonlySet<string> = new Set(['9.8.9', '11.4.7']);

/**
 * Beneath the Med 10.1 (004 L2537-2540, Q-BTM-DUEL-ROLLS): the opponent rolls for escort detection, attacks, damage
 * and air attacks; of its charts built so far that is the crash dive on [A4] (7.3.1, as The Hunted's [A1]). Its
 * escorts' and damage charts are not built: a career stops with RuleNotImplemented before it rolls on one.
 */
const MED_OPPONENT_CHARTS = /^A4( |$)/;

export const isOpponentRoll = (
  { chart, rule }: RecordedRoll,
  campaign: CampaignId = 'the-hunted',
): boolean =>
  campaign === 'beneath-the-med'
    ? chart !== undefined && MED_OPPONENT_CHARTS.test(chart)
    : OPPONENT_RULES.has(rule) ||
      (chart !== undefined && OPPONENT_CHARTS.test(chart) && !ACTIVE_CHARTS.has(chart));

/**
 * The first roll of these events that the opponent makes, or null when he makes none. Only rolls from `fromNonce`
 * on are this decision's: an event may carry an earlier roll again (the 9.6.10 check before 14.8's manoeuvre).
 */
export function firstOpponentRoll(
  events: readonly CareerEvent[],
  fromNonce: number,
  campaign: CampaignId = 'the-hunted',
): AwaitedRoll | null {
  const roll = events
    .flatMap((event) => rollsIn(event.data))
    .filter((r) => r.nonce >= fromNonce)
    .sort((x, y) => x.nonce - y.nonce)
    .find((r) => isOpponentRoll(r, campaign));
  return roll ? { chart: roll.chart ?? null, purpose: roll.purpose, rule: roll.rule } : null;
}
