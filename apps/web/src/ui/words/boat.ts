import type { Base, BoatSystem, TorpedoType } from '@periscope/rules';
import { named } from './spelled';

// The U-boat's systems, torpedoes and bases in the game's words.

export const TORPEDO: Record<TorpedoType, string> = {
  g7aFat: 'G7a (FaT)',
  g7eFat: 'G7e (FaT)',
  falke: 'T4 Falke',
  zaunkoenig: 'T5 Zaunkönig',
  zaunkoenigII: 'T11 Zaunkönig II',
};

/** The system boxes of the board (10.7, [E4], [E5]). */
export const SYSTEM: Record<BoatSystem, string> = {
  batteries: 'Batteries',
  naxos: 'NAXOS radar warning',
  periscope: 'Periscope',
  divePlanes: 'Dive planes',
  electricMotor1: 'Electric motor 1',
  electricMotor2: 'Electric motor 2',
  diesel1: 'Diesel 1',
  diesel2: 'Diesel 2',
  flak37mm: '3.7 cm flak',
  flak2cm: '2 cm flak',
  schnorchel: 'Schnorchel',
  deckGun: 'Deck gun',
  radio: 'Radio',
  hydrophones: 'Hydrophones',
  aftTorpedoTube: 'Aft torpedo tubes',
  forwardTorpedoTubeOdd: 'Forward torpedo tubes (odd)',
  forwardTorpedoTubeEven: 'Forward torpedo tubes (even)',
  fuelTanks: 'Fuel tanks',
  autogiro: 'Fa 330 autogiro',
  oven: 'Oven',
  extraFlak: 'Extra flak',
};

/** A system, or the flak guns an [E4] hit names together. */
export const systemName = named({ ...SYSTEM, flakGuns: 'Flak gun(s)' });

/** The bases, as a sentence names them ("In port in the Mediterranean"). */
export const BASE: Record<Base, string> = {
  france: 'France',
  norway: 'Norway',
  germany: 'Germany',
  mediterranean: 'the Mediterranean',
  penang: 'Penang',
};
