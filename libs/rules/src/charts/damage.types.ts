import type { RollRow } from './dice';
import type { UBoatType } from './vocabulary';

// The shapes of [E4] U-boat damage (damage.ts), apart so that its data file and the chart do not import each other.

export const E4_DAMAGE = [
  'batteries',
  'flooding',
  'naxos',
  'periscope',
  'divePlanes',
  'electricMotor1',
  'electricMotor2',
  'diesel1',
  'diesel2',
  'flakGuns',
  'flak37mm',
  'flak2cm',
  'schnorchel',
  'hull',
  'crewInjury',
  'deckGun',
  'radio',
  'hydrophones',
  'aftTorpedoTube',
  'forwardTorpedoTubeOdd',
  'forwardTorpedoTubeEven',
  'fuelTanks',
] as const;

export type E4Damage = (typeof E4_DAMAGE)[number];

export interface E4Result {
  readonly damage: E4Damage;
  /** "x2" results count twice but use one roll (9.6.11). */
  readonly times: 1 | 2;
  /** Types that read this result as another system: IXD-2/IXD-42 56 = autogiro, XIV 36/56 = oven. */
  readonly readAsByType?: Partial<Record<UBoatType, 'autogiro' | 'oven'>>;
}

export type E4Row = RollRow<E4Result>;
