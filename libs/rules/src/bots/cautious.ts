import type { CareerCommandType, CareerState } from '../career';
import { policyFrom, type Policy } from './policy';

/** Escorts, capital ships and submarines shoot back (9.6, [T5], 9.9): the cautious bot lets them pass. */
export const dangerous = ({ encounter }: CareerState): boolean =>
  encounter !== null &&
  (encounter.escorted ||
    encounter.kind === 'submarine' ||
    encounter.ships.some((s) => s.type === 'capitalShip'));

const ORDER: readonly CareerCommandType[] = [
  'ChooseApproach',
  'FireTorpedoes',
  'EndRound',
  'BreakOff', // rather than an additional round (9.4.3) or a follow (9.7)
  'Dive', // rather than a second air round (9.8.7, 9.8.9)
  'EvadeEscorts',
  'AssignPatrol',
  'EnterNextBox',
  'SwitchToNight',
  'AdditionalRound',
  'Follow',
  'StaySurfaced',
  'FireDeckGun',
  'DeclineAttack',
];

/** Lets escorts, capital ships and submarines pass; attacks submerged from medium range; breaks off; dives. */
export const cautious: Policy = policyFrom({
  order: (state) => (dangerous(state) ? ['DeclineAttack', 'BreakOff', ...ORDER] : ORDER),
  values: (state) => ({
    EnterNextBox: { posture: ['schnorchel', 'surfaced'] }, // 8.1.6: fewer encounters
    ChooseApproach: {
      attack: ['submerged', 'surfaced', 'nightSurface'],
      range: ['medium', 'long', 'close'],
      attackEscort: [false, undefined, true],
    },
    FireTorpedoes: { shots: 'most' },
    FireDeckGun: { targets: 'fewest' },
    // 9.6.4: below test depth only with an undamaged hull; 9.6.7: a BOLD decoy whenever one is left.
    EvadeEscorts: {
      exceedTestDepth: state.boat?.hullDamage === 0 ? [true, false] : [false, true],
      bold: [true, false],
    },
    Follow: { timeOfDay: ['night', 'day'] },
  }),
});
