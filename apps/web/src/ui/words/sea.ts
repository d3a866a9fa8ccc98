import type {
  AircraftCondition,
  AircraftWeapon,
  AttackKind,
  BoxKind,
  E2Result,
  EncounterKind,
  PatrolAbort,
  PatrolArea,
  TargetShip,
} from '@periscope/rules';
import { named } from './spelled';

// The route, the encounters and the combat mat in the game's words.

/** The patrol areas by their proper names ([P1], 7.0, 7.3). */
export const AREA: Record<PatrolArea, string> = {
  atlantic: 'Atlantic',
  britishIsles: 'British Isles',
  northAmerica: 'North America',
  caribbean: 'Caribbean',
  mediterranean: 'Mediterranean',
  arctic: 'Arctic',
  westAfricanCoast: 'West African coast',
  brazilianCoast: 'Brazilian coast',
  indianOcean: 'Indian Ocean',
  australia: 'Australia',
  spanishCoast: 'Spanish coast',
  invasion: 'Invasion',
};

/** The travel boxes of a route (7.3) and the areas it patrols. */
export const BOX: Record<BoxKind, string> = {
  ...AREA,
  transit: 'Transit',
  transitBayOfBiscay: 'Transit (Bay of Biscay)',
  transitPenang: 'Transit (Penang)',
  gibraltar: 'Strait of Gibraltar',
  missionBox: 'Mission box',
};

export const areaName = named(AREA);
export const boxName = named(BOX);

/** [E1] results (8.1) as the combat mat names them. */
export const ENCOUNTER: Record<EncounterKind, string> = {
  none: 'No contact',
  aircraft: 'Aircraft',
  aircraftAndEscort: 'Aircraft and escort',
  escort: 'Escort',
  ship: 'Lone ship',
  tanker: 'Tanker',
  shipWithEscort: 'Ship with escort',
  twoShips: 'Two ships',
  twoShipsWithEscort: 'Two ships with escort',
  capitalShip: 'Capital ship',
  convoy: 'Convoy',
  submarine: 'Enemy submarine',
};

export const encounterName = named(ENCOUNTER);

/** Target types ([T1]-[T5], 8.3; the generic escort of 9.10). */
export const SHIP_TYPE: Record<TargetShip['type'], string> = {
  smallFreighter: 'Small freighter',
  largeFreighter: 'Large freighter',
  tanker: 'Tanker',
  submarine: 'Submarine',
  capitalShip: 'Capital ship',
  escort: 'Escort',
};

export const shipTypeName = named(SHIP_TYPE);

/** 9.0: the three ways to attack. */
export const ATTACK: Record<AttackKind, { readonly name: string; readonly rule: string }> = {
  submerged: { name: 'Submerged attack', rule: '9.2' },
  surfaced: { name: 'Surfaced attack', rule: '9.4.2' },
  nightSurface: { name: 'Night surface attack', rule: '9.5' },
};

/** 'close' → 'close range'; Extreme range is optional rule 14.16. */
export const rangeName = (range: string): string => `${range} range`;

export const AIRCRAFT_WEAPON: Record<AircraftWeapon, string> = {
  normal: 'Bombs and guns',
  fido: 'FIDO homing torpedo',
  tsetse: 'Tsetse 57 mm gun',
  rockets: 'Rockets',
};

export const AIRCRAFT_CONDITION: Record<AircraftCondition, string> = {
  undamaged: 'Undamaged',
  damaged: 'Damaged',
  shotDown: 'Shot down',
};

/** [E2] results (9.6.9). */
export const DETECTION: Record<E2Result, string> = {
  notDetected: 'undetected',
  detected: 'detected',
  detectedAttackPlusOne: 'detected (attack +1)',
};

export const ESCORT_WEAPON: Record<string, string> = {
  depthCharges: 'Depth charges',
  hedgehog: 'Hedgehog',
  squid: 'Squid',
};

/** 10.9.1, 10.9.5: why a patrol is aborted. */
export const ABORT_REASON: Record<PatrolAbort['reason'], string> = {
  voluntary: 'the Kommandant’s choice',
  engineerInCommand: 'the Chief Engineer is in command',
  hullHoled: 'the hull is holed',
  fuelTanks: 'the fuel tanks are damaged',
  diesel: 'a diesel is out',
  randomEvent: 'a random event',
};

export const abortReasonName = named(ABORT_REASON);

/** 10.9.2: where an aborting boat heads. */
export const ABORT_DIRECTION: Record<PatrolAbort['direction'], string> = {
  back: 'Back to the base it sailed from',
  onward: 'Onward to the end of the route',
};

/** 7.4: the special missions. */
export const missionName = named({ abwehr: 'Land an Abwehr agent', mines: 'Lay mines' });
