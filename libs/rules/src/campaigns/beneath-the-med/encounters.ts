import type { RollTable, Sourced, YearMonth } from '../../charts';
import {
  arr,
  int,
  obj,
  oneOf,
  partialRecord,
  pattern,
  rollTable,
  sourced,
  type Check,
} from '../../charts/schema';
import { YEAR_MONTH_PATTERN } from '../../charts/vocabulary';
import { MED_AREAS, type MedArea } from './assignment';

/**
 * What a roll on [A3] brings (7.1-7.3, 7.2.11); Gibraltar's section brings escorts and aircraft only, and a tanker is
 * met only in the Caribbean and off Brazil (7.1.8, 004 L1546-1549).
 */
export const A3_RESULTS = [
  'none',
  'aircraft',
  'escort',
  'aircraftAndEscort',
  'ship',
  'shipsAndEscort',
  'convoy',
  'capitalShip',
  'warship',
  'tanker',
] as const;
export type A3Result = (typeof A3_RESULTS)[number];

/** The sections of [A3] (004 L1089-1093, L1757, L1851): Transit, Bay of Biscay, Gibraltar, and one per area. */
export const A3_SECTIONS = ['transit', 'biscay', 'gibraltar', 'specialMission', ...MED_AREAS] as const;
/** `specialMission`: the Mission box of a special mission (6.7.1, 004 L1306-1317). */
export type A3Section = 'transit' | 'biscay' | 'gibraltar' | 'specialMission' | MedArea;

/** A year modifier of a section: added to the 2d6 from its first month on. */
export interface YearModifier extends Sourced<number> {
  readonly from: YearMonth;
}

export interface EncounterChart {
  readonly built: true;
  /** The sections built; an area whose section is not built stops its box with RuleNotImplemented. */
  readonly sections: Readonly<Partial<Record<A3Section, RollTable<A3Result>>>>;
  /** 7.2.11: the Gibraltar roll takes the year's modifier (the latest `from` at or before the month). */
  readonly gibraltarYearModifiers: readonly YearModifier[];
  /** 9.1: the first "12" of a patrol on [A3] is the patrol's random event instead (004 L2512-2516). */
  readonly randomEventOn: Sourced<number>;
  /** 7.1.3: "Ship(s) + Escort" is one or two ships (004 L1500-1502): how many, on 1d6 (MED_SOURCES D13). */
  readonly shipsAndEscort: RollTable<1 | 2>;
}

export const encountersCheck = (built: Record<string, Check>): Check =>
  obj({
    ...built,
    sections: partialRecord(A3_SECTIONS, rollTable(oneOf(A3_RESULTS))),
    gibraltarYearModifiers: arr(
      obj({
        from: pattern(YEAR_MONTH_PATTERN, 'a month such as 1942-01'),
        value: int({ min: -6, max: 6 }),
        ...sourced,
      }),
      'modifier',
    ),
    randomEventOn: obj({ value: int({ min: 2, max: 12 }), ...sourced }),
    shipsAndEscort: rollTable(oneOf([1, 2])),
  });
