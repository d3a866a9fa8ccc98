import { campaignById, DEFAULT_CAMPAIGN, refOf } from '../../campaigns';
import {
  chartPackHash,
  type ChartPack,
  type PromotionChart,
  type Rank,
  type UBoatType,
  type YearMonth,
} from '../../charts';
import type { DiceSource } from '../../dice';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent, HuntedStart } from '../model/events';
import { agreedEnd, checkStartMonth } from '../common/start-dates';
import { rollStartingRank } from '../common/starting-rank';
import { optionsAtStart, startingOptions } from '../options/start';
import { startingFittings } from './refit-upgrades';
import { specialTypeStartProblem, startsAsKptLt } from '../common/special-types';
import { boardOf, type CareerState } from '../model/state';
import { requireStep, violation } from '../model/violations';
import { loadTorpedoes } from './torpedo-loading';

type StartCareer = Extract<CareerCommand, { type: 'StartCareer' }>;

const MAX_SWAPS = 4; // 4.5 step 3

/** 4.1–4.7: choose the boat and date, load torpedoes and ammunition, and commit the dice. */
export function startCareer(
  state: CareerState,
  command: StartCareer,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  requireStep(state, 'setup', '4.0', 'StartCareer');
  const campaign = campaignById(command.data.campaign ?? DEFAULT_CAMPAIGN.id); // Beneath the Med: career/med
  const options = startingOptions(command, charts); // §14, §15
  const { startDate, torpedoSwaps = 0 } = command.data;
  const uboatType = command.data.uboatType as UBoatType; // command-shape: a U-boat type of The Hunted
  const board = boardOf(charts, uboatType);
  const available = board.identity.available.value;
  checkStartMonth(campaign, startDate, { name: uboatType, available, rule: '4.2.2' });
  const special = specialTypeStartProblem(uboatType, startDate); // 11.4.7
  if (special) throw special;
  const endDate = agreedEnd(startDate, command.data.endDate);
  if (Math.abs(torpedoSwaps) > MAX_SWAPS) {
    throw violation(
      '4.5',
      'setup/too-many-torpedo-swaps',
      `At most ${MAX_SWAPS} torpedoes may be re-typed, not ${Math.abs(torpedoSwaps)}`,
    );
  }
  const data: HuntedStart = {
    uboatType,
    uboatId: command.data.uboatId ?? null,
    kommandant: command.data.kommandant,
    startDate,
    base: startDate <= '1944-08' ? 'france' : 'germany', // 4.7.1, 4.7.3
    seedCommitment: command.data.seedCommitment,
    playerSeed: command.data.playerSeed,
    options,
    chartPack: { version: charts.version, hash: chartPackHash(charts) },
    ...(command.data.campaign === undefined ? {} : { campaign: refOf(campaign) as HuntedStart['campaign'] }),
    torpedoes: loadTorpedoes(board, startDate, torpedoSwaps),
    deckGunAmmo: board.guns.ammoCounters.value.reduce((a, b) => a + b, 0), // 4.6
    boldDecoys: startDate >= board.equipment.boldFrom ? board.equipment.boldDecoys.value : 0, // 9.6.7
    ...startingRank(uboatType, startDate, dice, charts),
    endDate,
    fittings: startingFittings(board, startDate),
  };
  return [{ type: 'CareerStarted', data }, ...optionsAtStart(data, command.data.uboatId, dice, charts)];
}

/**
 * 11.2.2: a Type VII Kommandant rolls 1d6 by start year (KptLt from the year's number); every other type, and a
 * limited VII chosen at the start (11.4.5, Q-24), is KptLt.
 */
function startingRank(type: UBoatType, date: YearMonth, dice: DiceSource, charts: ChartPack) {
  if (!type.startsWith('VII') || startsAsKptLt(charts, type))
    return { rank: 'KptLt' as Rank, rankRoll: null };
  const year = date.slice(0, 4) as keyof PromotionChart['startingRankKptLtFrom'];
  const from = charts.M4.startingRankKptLtFrom[year] ?? charts.M4.startingRankKptLtFrom['1944'];
  return rollStartingRank<Rank>(dice, {
    from: from.value,
    rule: '11.2.2',
    chart: `M4 starting rank ${year}`,
    higher: 'KptLt',
    higherName: 'KptLt',
    lower: 'OltzS',
  });
}
