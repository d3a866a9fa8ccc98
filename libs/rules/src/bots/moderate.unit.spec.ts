import { fold, initialState, pending, type CareerState } from '../career';
import { sighted, target } from '../career/specs/career.fixtures';
import { moderate } from './moderate';
import { depthChargeLoss, testDepthLoss } from './moderate-odds';

const convoy = (timeOfDay: 'day' | 'night' = 'day') =>
  fold(
    sighted({
      kind: 'convoy',
      ships: [target('A', 5000, 2), target('B', 6000, 3)],
      escorted: true,
      timeOfDay,
    }),
    initialState(),
  );
const lone = (timeOfDay: 'day' | 'night') =>
  fold(sighted({ kind: 'ship', ships: [target('A', 5000, 2)], escorted: false, timeOfDay }), initialState());
const hull = (state: CareerState, hullDamage: number): CareerState => ({
  ...state,
  boat: { ...state.boat!, hullDamage },
});
const chosen = (state: CareerState) => moderate(state, pending(state));

describe('the moderate bot weighs the odds', () => {
  it('9.6.4: the odds of a dive below test depth imploding, exact from 2d6 (a VIIC: 7 boxes, then [SUNK])', () => {
    expect(testDepthLoss(hull(convoy(), 0))).toBe(0);
    // marker to 6: 2d6 below 6 (10/36) implodes, 6 (5/36) marks 7 and rolls again: below 7 (15/36) or 7 (6/36) → [SUNK]
    expect(testDepthLoss(hull(convoy(), 5))).toBeCloseTo(10 / 36 + (5 / 36) * (21 / 36), 12);
  });

  it('9.6.10-9.6.13: one depth-charge attack grows likelier to sink the boat as its hull fills', () => {
    const odds = [0, 3, 5, 6].map((h) => depthChargeLoss(hull(convoy(), h)));
    expect(odds[0]).toBeLessThan(0.01);
    for (let i = 1; i < odds.length; i++) expect(odds[i]).toBeGreaterThan(odds[i - 1]);
  });

  it('9.2: given escorts and a whole hull, it attacks submerged from medium range; with a box marked it lets them pass', () => {
    expect(chosen(convoy())).toEqual({
      type: 'ChooseApproach',
      data: { attack: 'submerged', range: 'medium' },
    });
    expect(chosen(hull(convoy(), 1))).toEqual({ type: 'DeclineAttack', data: {} });
  });

  it('9.4.2, 9.5: given an unescorted ship it closes in, surfaced at night and submerged by day', () => {
    expect(chosen(lone('night'))).toEqual({
      type: 'ChooseApproach',
      data: { attack: 'surfaced', range: 'close' },
    });
    expect(chosen(lone('day'))).toEqual({
      type: 'ChooseApproach',
      data: { attack: 'submerged', range: 'close' },
    });
  });
});
