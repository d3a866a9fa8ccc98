// The game's words for what the events store as identifiers, as a player reads them on the log sheet.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1943-07' → 'Jul 1943'. */
export function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return MONTHS[m - 1] ? `${MONTHS[m - 1]} ${year}` : month;
}

/** 12500 → '12,500 t'. */
export const tons = (n: number) => `${n.toLocaleString('en-US')} t`;

/** 'westAfricanCoast' → 'West african coast': the fallback for a word this table does not know yet. */
export function humanize(id: string): string {
  const words = id.replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const named =
  (table: Readonly<Record<string, string>>) =>
  (id: string): string =>
    table[id] ?? humanize(id);

const AREAS = {
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

/** Patrol areas ([P1], 7.3) and the travel boxes of a route. */
export const areaName = named(AREAS);
export const boxName = named({
  ...AREAS,
  transit: 'Transit',
  transitBayOfBiscay: 'Transit (Bay of Biscay)',
  transitPenang: 'Transit (Penang)',
  gibraltar: 'Gibraltar',
  missionBox: 'Mission box',
});

/** [E1] results (8.1). */
export const encounterName = named({
  none: 'No contact',
  aircraft: 'Aircraft',
  aircraftAndEscort: 'Aircraft + Escort',
  escort: 'Escort',
  ship: 'Ship',
  tanker: 'Tanker',
  shipWithEscort: 'Ship + Escort',
  twoShips: 'Two ships',
  twoShipsWithEscort: 'Two ships + Escort',
  capitalShip: 'Capital ship',
  convoy: 'Convoy',
  submarine: 'Enemy submarine',
});

/** Target types ([T1]-[T5], 8.3; the generic escort of 9.10). */
export const shipTypeName = named({
  smallFreighter: 'Small freighter',
  largeFreighter: 'Large freighter',
  tanker: 'Tanker',
  submarine: 'Submarine',
  capitalShip: 'Capital ship',
  escort: 'Escort',
});

/** The systems of the status board ([E4], [E5], 10.7). */
export const systemName = named({
  naxos: 'NAXOS',
  flak37mm: '3.7 cm flak',
  flak2cm: '2 cm flak',
  flakGuns: 'Flak gun(s)',
  electricMotor1: 'Electric motor 1',
  electricMotor2: 'Electric motor 2',
  diesel1: 'Diesel 1',
  diesel2: 'Diesel 2',
  forwardTorpedoTubeOdd: 'Forward torpedo tubes (odd)',
  forwardTorpedoTubeEven: 'Forward torpedo tubes (even)',
  autogiro: 'Fa-330 autogiro',
  extraFlak: 'Extra flak',
});

/** The crew boxes (10.6); a generic box is numbered 1-4. */
export function crewmanName(member: string, box: number | null = null): string {
  if (member === 'crew' || member === 'generic') return box === null ? 'Crew' : `Crew box ${box + 1}`;
  return named({
    kommandant: 'Kommandant',
    firstWatchOfficer: '1st Watch Officer (1WO)',
    secondWatchOfficer: '2nd Watch Officer (2WO)',
    engineer: 'Chief Engineer (LI)',
    doctor: 'Doctor',
    abwehrAgent: 'Abwehr agent',
  })(member);
}

/** 10.7.2: LW, SW, KIA. */
export const woundName = named({
  none: 'fit',
  lightlyWounded: 'lightly wounded (LW)',
  severelyWounded: 'severely wounded (SW)',
  killed: 'killed (KIA)',
});

/** 11.2.1 */
export const rankName = named({
  OltzS: 'Oberleutnant zur See (OltzS)',
  KptLt: 'Kapitänleutnant (KptLt)',
  KKpt: 'Korvettenkapitän (KKpt)',
  FKpt: 'Fregattenkapitän (FKpt)',
  KptzS: 'Kapitän zur See (KptzS)',
});

/** 11.3 */
export const awardName = named({
  knightsCross: "Knight's Cross",
  oakLeaves: 'Oak Leaves',
  swords: 'Swords',
  diamonds: 'Diamonds',
  ironCross2: 'Iron Cross 2nd Class',
  ironCross1: 'Iron Cross 1st Class',
  uboatWarBadge: 'U-boat War Badge',
  uboatWarBadgeWithDiamonds: 'U-boat War Badge with Diamonds',
  germanCrossInGold: 'German Cross in Gold',
  frontClaspBronze: 'U-boat Front Clasp (bronze)',
  frontClaspSilver: 'U-boat Front Clasp (silver)',
  woundBadgeBlack: 'Wound Badge (black)',
  woundBadgeSilver: 'Wound Badge (silver)',
  woundBadgeGold: 'Wound Badge (gold)',
});

/** 11.1: what a crew improvement roll gave. */
export const improvementName = named({
  engineerExperte: 'Chief Engineer (LI) became Experte',
  doctorExperte: 'Doctor became Experte',
  firstWatchOfficerExperte: '1st Watch Officer (1WO) became Experte',
  secondWatchOfficerExperte: '2nd Watch Officer (2WO) became Experte',
});

export const qualityName = named({ green: 'Green', trained: 'Trained', veteran: 'Veteran', elite: 'Elite' });

/** 7.4 */
export const missionName = named({ abwehr: 'Land an Abwehr agent', mines: 'Lay mines' });

/** 10.9.1, 10.9.5 */
export const abortReasonName = named({
  voluntary: "the Kommandant's choice",
  engineerInCommand: 'the Chief Engineer in command',
  hullHoled: 'the hull holed',
  fuelTanks: 'the fuel tanks damaged',
  diesel: 'the diesels damaged',
  randomEvent: 'a random event',
});

/** 11.4: why a new boat. */
export const newBoatReasonName = named({
  wrecked: 'the old boat wrecked',
  airRaid: 'a port air raid',
  kommandantRecovery: "the Kommandant's long recovery",
  mediterraneanClosed: 'the Mediterranean closed',
  request: 'requested',
  crewRescued: 'the crew rescued',
});

/** 5.1 */
export const endReasonName = named({
  sunk: 'U-boat sunk',
  captured: 'U-boat captured',
  lostAtSea: 'Crew lost at sea',
  kommandantKilled: 'Kommandant killed',
  relieved: 'Relieved of command',
  warOver: 'The war is over',
  endDate: 'The agreed last month',
});

/** 5.2.2 */
export const victoryName = named({
  defeat: 'Defeat',
  draw: 'Draw',
  marginalVictory: 'Marginal Victory',
  substantialVictory: 'Substantial Victory',
  decisiveVictory: 'Decisive Victory',
});

export const baseName = named({
  france: 'France',
  norway: 'Norway',
  germany: 'Germany',
  mediterranean: 'Mediterranean',
  penang: 'Penang',
});
