import type {
  AircraftCondition,
  AircraftWeapon,
  AttackKind,
  BoxKind,
  E2Result,
  EncounterKind,
  PatrolArea,
  PatrolAbort,
  TargetShip,
} from '@periscope/rules';

// The route's and the combat mat's values in the game's English words.

export const AREA: Record<PatrolArea, string> = {
  atlantic: 'Atlantic',
  britishIsles: 'British Isles',
  northAmerica: 'North America',
  caribbean: 'Caribbean',
  mediterranean: 'Mediterranean',
  arctic: 'Arctic',
  westAfricanCoast: 'West African Coast',
  brazilianCoast: 'Brazilian Coast',
  indianOcean: 'Indian Ocean',
  australia: 'Australia',
  spanishCoast: 'Spanish Coast',
  invasion: 'Invasion',
};

const TRANSIT: Record<Exclude<BoxKind, PatrolArea>, string> = {
  transit: 'Transit',
  transitBayOfBiscay: 'Transit (Bay of Biscay)',
  transitPenang: 'Transit (Penang)',
  gibraltar: 'Strait of Gibraltar',
  missionBox: 'Mission box',
};

export const boxKind = (kind: BoxKind): string =>
  kind in TRANSIT ? TRANSIT[kind as keyof typeof TRANSIT] : AREA[kind as PatrolArea];

/** [E1] results as the combat mat names them. */
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

export const SHIP_TYPE: Record<TargetShip['type'], string> = {
  smallFreighter: 'Small freighter',
  largeFreighter: 'Large freighter',
  tanker: 'Tanker',
  submarine: 'Submarine',
  capitalShip: 'Capital ship',
  escort: 'Escort',
};

/** 9.0: the three ways to attack. */
export const ATTACK: Record<AttackKind, { readonly name: string; readonly rule: string }> = {
  submerged: { name: 'Submerged attack', rule: '9.2' },
  surfaced: { name: 'Surfaced attack', rule: '9.4.2' },
  nightSurface: { name: 'Night surface attack', rule: '9.5' },
};

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
  notDetected: 'not detected',
  detected: 'detected',
  detectedAttackPlusOne: 'detected, +1 on the attack',
};

export const ESCORT_WEAPON: Record<string, string> = {
  depthCharges: 'Depth charges',
  hedgehog: 'Hedgehog',
  squid: 'Squid',
};

/** 10.9.2: why a patrol is aborted. */
export const ABORT_REASON: Record<PatrolAbort['reason'], string> = {
  voluntary: 'by the Kommandant’s choice',
  engineerInCommand: 'the Chief Engineer is in command',
  hullHoled: 'the hull is holed',
  fuelTanks: 'the fuel tanks are damaged',
  diesel: 'a diesel is out',
  randomEvent: 'a random event',
};

/** 'close' → 'close range'; Extreme range is optional rule 14.16. */
export const rangeName = (range: string): string => `${range} range`;
