import type { CareerCommandType, CareerState } from '../career';
import { depthChargeLoss, severelyWounded, testDepthLoss } from './moderate-odds';
import { withMed } from './med-taste';
import { policyFrom, type Policy, type Taste } from './policy';

// A careful human's play: escorted targets from medium range submerged, unescorted ones closed and surfaced at night;
// every evasion that lowers the odds of detection at little cost; home when the next attack is too likely fatal.

/** One depth-charge attack this likely to sink the boat sends it home (10.9.5). */
const ABORT_AT = 0.06;
/** A dive below test depth only while it implodes less often than this (9.6.4). */
const DEEP_DIVE_AT = 0.01;

const danger = (state: CareerState): number => depthChargeLoss(state);

/** 10.9.5: the next encounter likely fatal, a system out for the patrol, or the Kommandant seriously wounded. */
const goHome = (state: CareerState): boolean =>
  state.boat !== null &&
  (danger(state) >= ABORT_AT || state.boat.inoperativeSystems.length > 0 || severelyWounded(state));

/**
 * 9.9: an enemy submarine fires first on 1-5; the moderate bot lets it go. Escorts only while the hull is whole: a
 * marked box makes every later depth charge and dive below test depth deadlier (9.6.4, 10.3), and measured over
 * 1,000 careers a type, attacking escorts with one box marked cost a third of the survivors (README).
 */
const letPass = ({ encounter, boat }: CareerState, home: boolean): boolean =>
  encounter !== null &&
  (encounter.kind === 'submarine' || (encounter.escorted && (home || (boat?.hullDamage ?? 0) > 0)));

const ORDER: readonly CareerCommandType[] = [
  'UseRandomEventToken', // 12.1.3, E-HALS
  'DoctorTreatsWound', // 11.1
  'SingleOutStraggler', // 14.15 #15: one unescorted ship rather than a convoy
  'ChooseApproach',
  'FireTorpedoes',
  'FireDeckGun',
  'EndRound',
  'EvadeEscorts',
  'ChooseEvasiveManoeuvre', // 14.8
  'Dive', // 9.8.7, 9.8.9: under rather than a second air round
  'AcceptReplenishment', // 14.9: more time on station
  'UseSparePart',
  'TransferOwnFuel',
  'AssignPatrol',
  'KeepNewUBoatRequest',
  'RequestNewUBoat',
  'EnterNextBox',
  'BreakOff',
  'PursueOwnContact',
  'AdditionalRound',
  'Follow',
  'SwitchToNight',
  'StaySurfaced',
  'DeclineAttack',
  'AbortPatrol',
];

/** Unescorted ships: another round or a follow is worth it (no depth charges); escorted ones: break off. */
function order(state: CareerState): readonly CareerCommandType[] {
  const home = goHome(state);
  const unescorted =
    state.encounter !== null && !state.encounter.escorted && state.encounter.kind !== 'submarine';
  const base = unescorted && !home ? ['AdditionalRound' as const, 'Follow' as const, ...ORDER] : ORDER;
  const passing = letPass(state, home) ? ['DeclineAttack' as const, 'BreakOff' as const, ...base] : base;
  return home ? ['AbortPatrol', ...passing] : passing;
}

/** Weighs the odds: close and surfaced at night on unescorted ships, medium and submerged on escorted ones. */
const MODERATE: Taste = {
  order,
  values: (state) => {
    const escorted = state.encounter?.escorted ?? false;
    const night = state.encounter?.timeOfDay === 'night';
    const deep = testDepthLoss(state) < DEEP_DIVE_AT;
    return {
      EnterNextBox: { posture: ['schnorchel', 'surfaced'] }, // 8.1.6: fewer aircraft
      ChooseApproach: {
        attack: escorted || !night ? ['submerged', 'surfaced', 'nightSurface'] : ['surfaced', 'submerged'],
        range: escorted ? ['medium', 'long', 'close'] : ['close', 'medium', 'long'],
        attackEscort: [false, undefined, true],
      },
      FireTorpedoes: { shots: 'most' },
      FireDeckGun: { targets: 'most' },
      // 9.6.4: below test depth only while it almost never implodes; 9.6.7: a BOLD decoy whenever one is left.
      EvadeEscorts: { exceedTestDepth: deep ? [true, false] : [false, true], bold: [true, false] },
      Follow: { timeOfDay: ['night', 'day'] },
      AbortPatrol: { direction: ['back', 'onward'] },
      TransferOwnFuel: { points: [2, 1] },
      AssignPatrol: { deckGunShift: [0, 1, -1] },
    };
  },
};

/** Beneath the Med's approach (7.2.1, 7.2.2): see med-taste.ts. */
export const moderate: Policy = policyFrom(
  withMed(MODERATE, {
    escortedRanges: ['medium', 'long', 'extreme', 'standard', 'close'],
    nightSurface: 'unescorted',
  }),
);
