import type { CareerCommandType, CareerState } from '../career';
import { policyFrom, type Policy } from './policy';

const ORDER: readonly CareerCommandType[] = [
  'ChooseApproach',
  'FireTorpedoes',
  'FireDeckGun',
  'AdditionalRound', // 9.4.3
  'Follow', // 9.7
  'SwitchToNight',
  'StaySurfaced', // 9.8.7, 9.8.9
  'EvadeEscorts',
  'AssignPatrol',
  'EnterNextBox',
  'EndRound',
  'Dive',
  'BreakOff',
  'DeclineAttack',
];

/** 9.5: escorts allow a surface attack only at night, so try Day → Night first (8.4.2). */
const order = (state: CareerState): readonly CareerCommandType[] =>
  state.encounter?.escorted ? ['SwitchToNight', ...ORDER] : ORDER;

/** Attacks everything, surfaced or at night when allowed, close in, with the biggest salvo and the deck gun. */
export const aggressive: Policy = policyFrom({
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
  }),
});
