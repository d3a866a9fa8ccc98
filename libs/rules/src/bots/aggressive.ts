import type { CareerCommandType, CareerState } from '../career';
import { withMed } from './med-taste';
import { policyFrom, type Policy, type Taste } from './policy';

const ORDER: readonly CareerCommandType[] = [
  'AttackWithNibelung', // 14.12: the homing torpedoes' −1 first
  'ChooseApproach',
  'FireTorpedoes',
  'FireDeckGun',
  'AdditionalRound', // 9.4.3
  'Follow', // 9.7
  'JoinWolfpackAttack', // 13.5.5: the pack's convoy rather than a single ship
  'SwitchToNight',
  'StaySurfaced', // 9.8.7, 9.8.9
  'EvadeEscorts',
  'ChooseEvasiveManoeuvre', // 14.8
  'AcceptReplenishment', // 14.9: more time on station
  'UseRandomEventToken', // 12.1.3, E-HALS: between fights
  'AssignPatrol',
  'RequestNewUBoat', // 11.4.3: the newest boat going
  'KeepNewUBoatRequest',
  'DoctorTreatsWound', // 11.1: a free roll to heal a light wound
  'EnterNextBox',
  'UseSparePart', // 11.4.10.3: for the boats resupplied (tonnage), not the tanker's own
  'TransferOwnFuel', // 11.4.10.4: more theoretical tons
  'EndRound',
  'Dive',
  'BreakOff',
  'DeclineAttack',
  'AbortPatrol', // 10.9.5: never by choice while EnterNextBox is offered
];

/** 9.5: escorts allow a surface attack only at night, so try Day → Night first (8.4.2). */
const order = (state: CareerState): readonly CareerCommandType[] =>
  state.encounter?.escorted ? ['SwitchToNight', ...ORDER] : ORDER;

/** Attacks everything, surfaced or at night when allowed, close in, with the biggest salvo and the deck gun. */
const AGGRESSIVE: Taste = {
  order,
  values: () => ({
    EnterNextBox: { posture: ['surfaced', 'schnorchel'] },
    ChooseApproach: {
      attack: ['nightSurface', 'surfaced', 'submerged'],
      range: ['close', 'medium', 'long'],
      attackEscort: [false, undefined, true], // tonnage first (9.10)
    },
    FireTorpedoes: { shots: 'most' },
    FireDeckGun: { targets: 'most' },
    // 9.6.4: no deep dive unless nothing else is offered; the BOLD decoys are kept (9.6.7).
    EvadeEscorts: { exceedTestDepth: [false, true], bold: [false, true] },
    Follow: { timeOfDay: ['night', 'day'] },
    // 11.2.1: the convoy routes when a patrol may be asked for; 10.11.8: keep the deck gun; 11.4.3: the newest boat.
    AssignPatrol: { requestedArea: ['atlantic', 'northAmerica', 'britishIsles'], deckGunShift: [1, 0, -1] },
    RequestNewUBoat: { uboatType: ['XXI', 'VIIC/41', 'IXD/42', 'IXC/40', 'IXD-2'] },
    TransferOwnFuel: { points: [2, 1] },
  }),
};

/** Beneath the Med's approach (7.2.1, 7.2.2): see med-taste.ts. */
export const aggressive: Policy = policyFrom(
  withMed(AGGRESSIVE, {
    escortedRanges: ['close', 'standard', 'medium', 'long', 'extreme'],
    nightSurface: 'always',
  }),
);
