import type { Base, BoatSystem, CareerState, QualityLevel, Rank, TorpedoType, Wound } from '@periscope/rules';

// The board's values in the game's English words (never the engine's enum names).

type Decorations = NonNullable<CareerState['career']>['decorations'];

export const TORPEDO: Record<TorpedoType, string> = {
  g7aFat: 'G7a (FaT)',
  g7eFat: 'G7e (FaT)',
  falke: 'Falke',
  zaunkoenig: 'Zaunkönig',
  zaunkoenigII: 'Zaunkönig II',
};

/** 11.2.1: the ranks, lowest first. */
export const RANK: Record<Rank, string> = {
  OltzS: 'Oberleutnant zur See',
  KptLt: 'Kapitänleutnant',
  KKpt: 'Korvettenkapitän',
  FKpt: 'Fregattenkapitän',
  KptzS: 'Kapitän zur See',
};

export const QUALITY: Record<QualityLevel, string> = {
  green: 'Green',
  trained: 'Trained',
  veteran: 'Veteran',
  elite: 'Elite',
};

/** 10.6, 10.7.2: the wound boxes, abbreviated as on the board and in full. */
export const WOUND: Record<Wound, { readonly short: string; readonly long: string }> = {
  none: { short: 'Fit', long: 'fit' },
  lightlyWounded: { short: 'LW', long: 'lightly wounded' },
  severelyWounded: { short: 'SW', long: 'severely wounded' },
  killed: { short: 'KIA', long: 'killed in action' },
};

/** The system boxes of the board (10.7, [E4]). */
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

export const BASE: Record<Base, string> = {
  france: 'France',
  norway: 'Norway',
  germany: 'Germany',
  mediterranean: 'the Mediterranean',
  penang: 'Penang',
};

const KNIGHTS_CROSS: Record<NonNullable<Decorations['knightsCross']>, string> = {
  knightsCross: "Knight's Cross",
  oakLeaves: "Knight's Cross with Oak Leaves",
  swords: "Knight's Cross with Oak Leaves and Swords",
  diamonds: "Knight's Cross with Oak Leaves, Swords and Diamonds",
};

/** 11.3.14, Q-29: the Wound Badge's grade by the Kommandant's wounds. */
const woundBadge = (wounds: number): string | null =>
  wounds >= 5
    ? 'Wound Badge in Gold'
    : wounds >= 3
      ? 'Wound Badge in Silver'
      : wounds >= 1
        ? 'Wound Badge in Black'
        : null;

/** What the Kommandant wears (11.3), highest first, each with the rule that awards it. */
export function decorationsWorn(d: Decorations): { readonly name: string; readonly rule: string }[] {
  const worn: ({ name: string; rule: string } | null)[] = [
    d.knightsCross && { name: KNIGHTS_CROSS[d.knightsCross], rule: '11.3.1' },
    d.germanCrossInGold ? { name: 'German Cross in Gold', rule: '11.3.12' } : null,
    d.ironCross === 'firstClass' ? { name: 'Iron Cross 1st Class', rule: '11.3.9' } : null,
    d.ironCross !== 'none' ? { name: 'Iron Cross 2nd Class', rule: '11.3.8' } : null,
    d.uboatWarBadge === 'diamonds' ? { name: 'U-boat War Badge with Diamonds', rule: '11.3.11' } : null,
    d.uboatWarBadge !== 'none' ? { name: 'U-boat War Badge', rule: '11.3.10' } : null,
    d.frontClasp !== 'none' ? { name: `U-boat Front Clasp in ${cap(d.frontClasp)}`, rule: '11.3.13' } : null,
    woundBadge(d.wounds) ? { name: woundBadge(d.wounds) as string, rule: '11.3.14' } : null,
  ];
  return worn.filter((w): w is { name: string; rule: string } => w !== null);
}

export const cap = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '1943-07' → 'July 1943'. */
export function monthName(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return MONTHS[month - 1] ? `${MONTHS[month - 1]} ${year}` : yearMonth;
}

/** 12500 → '12,500'. */
export const thousands = (n: number): string => n.toLocaleString('en-US');
