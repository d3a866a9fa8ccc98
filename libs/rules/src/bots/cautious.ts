import type { CareerCommandType, CareerState } from '../career';
import { withMed } from './med-taste';
import { severelyWounded } from './moderate-odds';
import { policyFrom, type Policy, type Taste } from './policy';

/** Escorts, capital ships and submarines shoot back (9.6, [T5], 9.9): the cautious bot lets them pass. */
export const dangerous = ({ encounter }: CareerState): boolean =>
  encounter !== null &&
  (encounter.escorted ||
    encounter.kind === 'submarine' ||
    encounter.ships.some((s) => s.type === 'capitalShip'));

/** 10.9.5: hull half gone, a system out for the patrol, or the Kommandant seriously wounded: time to go home. */
const badlyDamaged = (state: CareerState): boolean => {
  const boat = state.boat;
  return (
    boat !== null && (boat.hullDamage >= 3 || boat.inoperativeSystems.length > 0 || severelyWounded(state))
  );
};

const ORDER: readonly CareerCommandType[] = [
  'UseRandomEventToken', // 12.1.3, E-HALS: luck in hand before anything goes wrong
  'SingleOutStraggler', // 14.15 #15: one unescorted ship rather than a convoy
  'ChooseApproach',
  'FireTorpedoes',
  'EndRound',
  'BreakOff', // rather than an additional round (9.4.3) or a follow (9.7)
  'PursueOwnContact', // 13.5.5: a lone ship rather than the pack's escorted convoy
  'Dive', // rather than a second air round (9.8.7, 9.8.9)
  'EvadeEscorts',
  'ChooseEvasiveManoeuvre', // 14.8
  'DeclineReplenishment', // 14.9.5: home sooner
  'UseSparePart', // 11.4.10.3: the tanker's own systems first, then the boat resupplied
  'TransferOwnFuel', // 11.4.10.4: a travel box fewer at sea
  'DoctorTreatsWound', // 11.1: a free roll to heal a light wound
  'AssignPatrol',
  'KeepNewUBoatRequest', // 11.4.3: the boat it knows
  'RequestNewUBoat',
  'EnterNextBox',
  'SwitchToNight',
  'AdditionalRound',
  'Follow',
  'StaySurfaced',
  'FireDeckGun',
  'DeclineAttack',
  'AbortPatrol',
];

/** Lets escorts, capital ships and submarines pass; attacks submerged from medium range; breaks off; dives; aborts
 * the patrol when badly damaged. */
const CAUTIOUS: Taste = {
  order: (state) => {
    const order = dangerous(state) ? ['DeclineAttack' as const, 'BreakOff' as const, ...ORDER] : ORDER;
    return badlyDamaged(state) ? ['AbortPatrol', ...order] : order;
  },
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
    AbortPatrol: { direction: ['back', 'onward'] }, // 10.9.2: a tie — back to the base it knows
    TransferOwnFuel: { points: [2, 1] },
    // 11.2.1: quiet waters when a patrol may be asked for; 10.11.8: the Extra Flak rather than the deck gun.
    AssignPatrol: {
      requestedArea: ['westAfricanCoast', 'brazilianCoast', 'indianOcean', 'caribbean', 'arctic', 'atlantic'],
      deckGunShift: [-1, 0, 1],
    },
  }),
};

/** Beneath the Med's approach (7.2.1, 7.2.2): see med-taste.ts. */
export const cautious: Policy = policyFrom(
  withMed(CAUTIOUS, {
    escortedRanges: ['long', 'medium', 'extreme', 'standard', 'close'],
    nightSurface: 'never',
  }),
);
