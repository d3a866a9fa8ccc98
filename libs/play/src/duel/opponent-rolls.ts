import { rollsIn, type CampaignId, type CareerEvent, type RecordedRoll } from '@periscope/rules';
import type { AwaitedRoll } from './events';

// 13.1.2, Q-35, TP-ROLLS (Beneath the Med 10.1, Q-BTM-DUEL-ROLLS): the opponent rolls for escort detection, their
// attacks, damage and air attacks; the active player rolls everything else (patrol, encounters, targets, torpedoes,
// flak, test depth, the additional flooding, repairs, follows…).

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
 * Beneath the Med 10.1 (004 L2537-2540, Q-BTM-DUEL-ROLLS): the opponent rolls the escorts' detection on [B3] (before
 * firing at close or standard range too), their attack on [B4] and the aircraft's, each hit's damage on [B5] and its
 * crew injuries on [B8] (who, how badly), the crash dive on [A4] (7.3.1, as The Hunted's [A1]), and the escorts' and
 * aircraft's quality (11.4, 11.5: charts '11.4 1940', '11.5 1942'…). The random events, the minefield and the enemy
 * submarine are the active player's, the hits and injuries they bring the opponent's (Q-BTM-DUEL-EVENTS).
 */
const MED_OPPONENT_CHARTS = /^(B3|B4|B5|B8 who|B8 severity|A4|11\.[45] \d{4})( |$)/;

/** …but the additional flooding check (7.5.2) and the repairs on [B8] ('B8') are the active player's (Q-BTM-DUEL-ACTIVE). */
const MED_ACTIVE_CHARTS: ReadonlySet<string> = new Set(['B5 extra flooding']);

/** Q-BTM-DUEL-SLC: the harbour defenders' detection roll of an S.L.C. launch (6.7.5.1), which has no chart. */
const MED_OPPONENT_RULES: ReadonlySet<string> = new Set(['6.7.5.1']);

const isMedOpponentRoll = ({ chart, rule }: RecordedRoll): boolean =>
  chart === undefined
    ? MED_OPPONENT_RULES.has(rule)
    : MED_OPPONENT_CHARTS.test(chart) && !MED_ACTIVE_CHARTS.has(chart);

const isHuntedOpponentRoll = ({ chart, rule }: RecordedRoll): boolean =>
  OPPONENT_RULES.has(rule) ||
  (chart !== undefined && OPPONENT_CHARTS.test(chart) && !ACTIVE_CHARTS.has(chart));

/** Whether the opponent makes this roll, by the list of the game's campaign (The Hunted's when it names none). */
export const isOpponentRoll = (roll: RecordedRoll, campaign: CampaignId = 'the-hunted'): boolean =>
  campaign === 'beneath-the-med' ? isMedOpponentRoll(roll) : isHuntedOpponentRoll(roll);

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
