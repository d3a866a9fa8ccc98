import { RANKS, type ChartPack, type Rank, type YearMonth } from '../../charts';
import type { DiceSource } from '../../dice';
import { addMonths, nextAnniversary as anniversaryAfter } from '../common/months';
import { careerWith, randomEventsWith, serviceWith } from '../model/copies';
import type { PromotionRolled } from '../model/events-port';
import { timeInPort, type Refit } from '../model/port';
import { rollOn, type AppliedModifier } from '../model/rolls';
import { careerOf, type Career, type CareerState } from '../model/state';

// 11.2.3: the promotion roll at the first refit on or after every 12 months of service, and a final roll in
// 4/45 (E-PROMOTION-FINAL: at the first refit that lasts into 4/45); 1d6 modified ≤ 4 promotes one rank.

const above = (rank: Rank): Rank => RANKS[Math.min(RANKS.indexOf(rank) + 1, RANKS.length - 1)];

/** The month the next 12-month roll is due. */
export const promotionDue = (career: Career, charts: ChartPack): YearMonth =>
  career.service.promotionDue ?? addMonths(career.service.startDate, charts.M4.everyMonths);

/** The anniversary after `month`: rolls are not made up for years missed (11.2.4). */
const nextAnniversary = (career: Career, month: YearMonth, charts: ChartPack): YearMonth =>
  anniversaryAfter(career.service.startDate, month, charts.M4.everyMonths);

/** [M4] modifiers over the period since the last roll (11.2.3). */
function promotionModifiers(career: Career, charts: ChartPack): AppliedModifier[] {
  const period = career.service.period;
  const times = {
    decorationInPeriod: period.knightsCross ? 1 : 0,
    perSixShipsSunk: Math.floor(period.shipsSunk / 6),
    perUnsuccessfulPatrol: period.failedPatrols,
  };
  return charts.M4.modifiers
    .filter((m) => times[m.id] > 0)
    .map((m) => ({ id: m.id, value: m.value * times[m.id], rule: m.rule ?? '11.2.3' }));
}

/** 3-D, 11.2.3: the promotion rolls due at this refit, and a promotion [R2] 5 promised (the ace recovered). */
export function promote(state: CareerState, dice: DiceSource, charts: ChartPack): PromotionRolled[] {
  const career = careerOf(state);
  const port = state.port as Refit;
  const due = promotionDue(career, charts);
  const events: PromotionRolled[] = [];
  let rank = career.rank;
  if (career.randomEvents.promotionAtNextRefit) {
    rank = above(rank);
    const data = {
      reason: 'aceRecovered' as const,
      roll: null,
      promoted: rank !== career.rank,
      rank,
      nextDue: due,
    };
    events.push({ type: 'PromotionRolled', data });
  }
  const lastMonthInPort = addMonths(port.returned, timeInPort(port) - 1);
  const final = !career.service.finalPromotionRolled && lastMonthInPort >= charts.M4.finalRollIn;
  const anniversary = port.returned >= due;
  if ((!final && !anniversary) || rank === 'KptzS') return events;
  const { roll, result } = rollOn(dice, charts.M4, 'M4', {
    purpose: 'promotion (1-4)',
    rule: '11.2.3',
    modifiers: promotionModifiers(career, charts),
  });
  const promoted = result === 'promoted';
  const nextDue = anniversary ? nextAnniversary(career, port.returned, charts) : due;
  const data: PromotionRolled['data'] = {
    reason: final ? 'final' : 'service',
    roll,
    promoted,
    rank: promoted ? above(rank) : rank,
    nextDue,
  };
  events.push({ type: 'PromotionRolled', data });
  return events;
}

/** Folds PromotionRolled into the career: the rank, and a new period after a roll. */
export function promoted(career: Career, event: PromotionRolled): Career {
  const { reason, rank, nextDue } = event.data;
  if (reason === 'aceRecovered')
    return careerWith(career, {
      rank,
      randomEvents: randomEventsWith(career.randomEvents, { promotionAtNextRefit: false }),
    });
  const service = serviceWith(career.service, {
    promotionDue: nextDue,
    period: { shipsSunk: 0, failedPatrols: 0, knightsCross: false },
    finalPromotionRolled: career.service.finalPromotionRolled || reason === 'final',
  });
  return careerWith(career, { rank, service });
}
