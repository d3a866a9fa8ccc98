import { SPECIAL_ABILITIES, type SpecialAbilityId } from '../../charts';

/** 15.4: what a Kommandant brings from The Hunters. */
export interface FromTheHunters {
  readonly tonnage: number;
  readonly knightsCross: boolean;
}

/**
 * The optional rules of §14 and §15, chosen at StartCareer and fixed for the career (14.0: any combination).
 * Every one is off by default; an option that takes a value (a card, an ability) holds it instead of `true`.
 */
export interface CareerOptions {
  /** 14.1: fixed tonnage for freighters and tankers. */
  readonly standardTonnage: boolean;
  /** 14.2: three convoy ships instead of four. */
  readonly reducedConvoyTargets: boolean;
  /** 14.3.2: a ship already sunk that comes up again on its list is rolled again. */
  readonly historicalTargets: boolean;
  /** 14.4: the boat carries a historical number of its type. */
  readonly historicalUBoatIds: boolean;
  /** 14.5: a wolfpack patrol gets a historical pack name. */
  readonly historicalWolfpackNames: boolean;
  /** 14.6 */
  readonly variableEscortQuality: boolean;
  /** 14.7 */
  readonly variableAircraftQuality: boolean;
  /** 14.8: the escort's number is rolled on [B12] (solo), or chosen by the opponent in a two-player game (14.8.3). */
  readonly evasiveManoeuvres: false | 'escortRolled' | 'escortChosen';
  /** 14.9 */
  readonly replenishmentAtSea: boolean;
  /** 14.10: Type VIIs may patrol the West African coast. */
  readonly nonHistoricalPatrolAreas: boolean;
  /** 14.11 */
  readonly typeXXIProductionAdvance: boolean;
  /** 14.12: the Type XXI's active sonar. */
  readonly nibelung: boolean;
  /** 14.13: the Kommandant card played, by the Kommandant's name. */
  readonly kommandantCard: false | string;
  /** 14.14: the boat's flotilla (no game effect). */
  readonly flotillaCounters: boolean;
  /** 14.15: rolled on 1d20 at the start, or chosen. */
  readonly specialAbility: false | 'roll' | SpecialAbilityId;
  /** 14.16 */
  readonly extremeRange: boolean;
  /** 15: a career carried over from The Hunters. */
  readonly combinedWithTheHunters: false | FromTheHunters;
  /** 15.5: BOLD, Falke and FaT in The Hunters' patrols. */
  readonly theHuntersEquipment: boolean;
  /** 15.6: IXC/40, IXD-2, XB, XII and XIV in The Hunters' patrols. */
  readonly theHuntersBoats: boolean;
  /** [R2]: the alternative random events (3d6), printed with the charts and never cited by the rules. */
  readonly alternativeRandomEvents: boolean;
  /** 13.5: the career is a boat of a wolfpack tournament's pack (its first patrol, Q-46). */
  readonly wolfpackTournament: boolean;
  /** Beneath the Med 11.6 only (none in The Hunted's): the generic escort attacked is rolled on 1d6. */
  readonly variableGenericEscort?: boolean;
  /** Beneath the Med 11.8 only (none in The Hunted's): the crew starts novice instead of trained. */
  readonly noviceCrew?: boolean;
}

/** The options of Beneath the Med that The Hunted has not: never recorded by its careers, refused at its start (14.0). */
export type MedOnlyOption = 'variableGenericEscort' | 'noviceCrew';

export const NO_OPTIONS: CareerOptions = {
  standardTonnage: false,
  reducedConvoyTargets: false,
  historicalTargets: false,
  historicalUBoatIds: false,
  historicalWolfpackNames: false,
  variableEscortQuality: false,
  variableAircraftQuality: false,
  evasiveManoeuvres: false,
  replenishmentAtSea: false,
  nonHistoricalPatrolAreas: false,
  typeXXIProductionAdvance: false,
  nibelung: false,
  kommandantCard: false,
  flotillaCounters: false,
  specialAbility: false,
  extremeRange: false,
  combinedWithTheHunters: false,
  theHuntersEquipment: false,
  theHuntersBoats: false,
  alternativeRandomEvents: false,
  wolfpackTournament: false,
};

/** The options as StartCareer takes them: any subset, the rest off. */
export type CareerOptionsChoice = Partial<CareerOptions>;

export const OPTION_NAMES = Object.keys(NO_OPTIONS) as readonly Exclude<keyof CareerOptions, MedOnlyOption>[];

/** Every option, the rest off (E-OPT-RECORD: older CareerStarted events stored only the switches turned on). */
export const careerOptions = (choice: CareerOptionsChoice | undefined): CareerOptions =>
  Object.assign({ ...NO_OPTIONS }, choice);

type Need = (field: string, ok: boolean, what: string) => void;

const isBoolean = (v: unknown) => typeof v === 'boolean';
const offOr = (values: readonly unknown[]) => (v: unknown) => v === false || values.includes(v);
const isName = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 50;

const CHECKS: Record<keyof CareerOptions, [(v: unknown) => boolean, string]> = {
  standardTonnage: [isBoolean, 'must be a boolean'],
  reducedConvoyTargets: [isBoolean, 'must be a boolean'],
  historicalTargets: [isBoolean, 'must be a boolean'],
  historicalUBoatIds: [isBoolean, 'must be a boolean'],
  historicalWolfpackNames: [isBoolean, 'must be a boolean'],
  variableEscortQuality: [isBoolean, 'must be a boolean'],
  variableAircraftQuality: [isBoolean, 'must be a boolean'],
  evasiveManoeuvres: [
    offOr(['escortRolled', 'escortChosen']),
    "must be false, 'escortRolled' or 'escortChosen'",
  ],
  replenishmentAtSea: [isBoolean, 'must be a boolean'],
  nonHistoricalPatrolAreas: [isBoolean, 'must be a boolean'],
  typeXXIProductionAdvance: [isBoolean, 'must be a boolean'],
  nibelung: [isBoolean, 'must be a boolean'],
  kommandantCard: [(v) => v === false || isName(v), "must be false or a Kommandant card's name"],
  flotillaCounters: [isBoolean, 'must be a boolean'],
  specialAbility: [
    offOr(['roll', ...SPECIAL_ABILITIES]),
    `must be false, 'roll' or one of ${SPECIAL_ABILITIES.join(', ')}`,
  ],
  extremeRange: [isBoolean, 'must be a boolean'],
  combinedWithTheHunters: [
    (v) => v === false || fromTheHunters(v),
    'must be false or { tonnage: whole tons ≥ 0, knightsCross: boolean }',
  ],
  theHuntersEquipment: [isBoolean, 'must be a boolean'],
  theHuntersBoats: [isBoolean, 'must be a boolean'],
  alternativeRandomEvents: [isBoolean, 'must be a boolean'],
  wolfpackTournament: [isBoolean, 'must be a boolean'],
  variableGenericEscort: [isBoolean, 'must be a boolean'],
  noviceCrew: [isBoolean, 'must be a boolean'],
};

function fromTheHunters(v: unknown): boolean {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return (
    Object.keys(o).every((k) => k === 'tonnage' || k === 'knightsCross') &&
    Number.isInteger(o.tonnage) &&
    (o.tonnage as number) >= 0 &&
    typeof o.knightsCross === 'boolean'
  );
}

/** StartCareer's `options`: an object naming optional rules only, each with a value it takes. */
export function checkCareerOptions(options: unknown, need: Need): void {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return need('options', false, 'must be an object of optional rules');
  for (const [name, value] of Object.entries(options)) {
    if (!Object.hasOwn(CHECKS, name)) {
      need(`options.${name}`, false, `is not an optional rule (${OPTION_NAMES.join(', ')})`);
      continue;
    }
    const [valid, what] = CHECKS[name as keyof CareerOptions];
    need(`options.${name}`, valid(value), what);
  }
}
