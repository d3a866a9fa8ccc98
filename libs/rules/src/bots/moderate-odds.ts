import { defaultChartPack, type ChartPack } from '../charts';
import type { Boat, CareerState } from '../career';
import { playedCampaign } from '../career/common/campaign';
import { exactOdds, totalOdds } from '../testing/odds';

// The odds the moderate bot weighs, computed exactly from the charts ([E3], [E4], 9.6.4), never sampled. They are
// The Hunted's charts: in another campaign's career (a boat of its own board) none is weighed.

/** The U-boat type of a career of The Hunted, or null: no career, or another campaign's. */
const huntedType = (state: CareerState) =>
  playedCampaign(state) === 'the-hunted' ? (state.career?.uboatType ?? null) : null;

/** 10.9.5: the Kommandant severely wounded; a career of another campaign records no crew the bots read. */
export const severelyWounded = (state: CareerState): boolean =>
  playedCampaign(state) === 'the-hunted' && state.career?.crew.kommandant.wound === 'severelyWounded';

/** [E3] modifiers the boat's own damage brings (fuel tanks, hydrophones, batteries: +1 each). */
function e3Modifier(boat: Boat): number {
  const worse: readonly string[] = ['fuelTanks', 'hydrophones', 'batteries'];
  return boat.damagedSystems.filter((s) => worse.includes(s)).length;
}

/** Per [E4] hit: the chance of 0, 1 or 2 hull boxes (an x2 hull result marks two). */
function hullPerHit(charts: ChartPack): readonly number[] {
  const per = [0, 0, 0];
  for (const [result, p] of exactOdds(charts.E4)) per[result.damage === 'hull' ? result.times : 0] += p;
  return per;
}

/** The chance that n hits mark at least `boxes` hull boxes. */
function hullAtLeast(n: number, boxes: number, per: readonly number[]): number {
  let dist = [1]; // dist[b]: chance of b hull boxes so far
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(dist.length + 2).fill(0);
    dist.forEach((p, b) => per.forEach((q, add) => (next[b + add] += p * q)));
    dist = next;
  }
  return dist.reduce((sum, p, b) => (b >= boxes ? sum + p : sum), 0);
}

/**
 * 9.6.10-9.6.13: the chance one depth-charge attack sinks the boat as it stands: [E3] "U-boat sunk", or hits whose
 * [E4] hull boxes fill its hull track (10.3.2).
 */
export function depthChargeLoss(state: CareerState, charts: ChartPack = defaultChartPack): number {
  const boat = state.boat;
  const type = huntedType(state);
  if (!boat || !type) return 0;
  const left = charts.uboatBoards.boards[type].tracks.hullBoxes.value - boat.hullDamage;
  const per = hullPerHit(charts);
  let loss = 0;
  for (const [result, p] of exactOdds(charts.E3, e3Modifier(boat)))
    loss += p * (result.uboatSunk ? 1 : hullAtLeast(result.hits, left, per));
  return loss;
}

/**
 * 9.6.4: the chance a dive below test depth implodes the boat: one box at once, then 2d6 against the boxes marked
 * (lower implodes, equal marks one more and rolls again), or the box fills the hull track.
 */
export function testDepthLoss(state: CareerState, charts: ChartPack = defaultChartPack): number {
  const boat = state.boat;
  const type = huntedType(state);
  if (!boat || !type) return 1;
  const track = charts.uboatBoards.boards[type].tracks.hullBoxes.value;
  const dice = totalOdds('2d6');
  const from = (hull: number): number => {
    if (hull >= track) return 1;
    let below = 0;
    let equal = 0;
    for (const [total, p] of dice) {
      if (total < hull) below += p;
      else if (total === hull) equal += p;
    }
    return below + equal * from(hull + 1);
  };
  return from(boat.hullDamage + 1);
}
