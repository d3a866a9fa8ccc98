import { inServiceFrom, MED_START } from '@periscope/rules/campaigns/beneath-the-med/start-rules';
import { MED_CLASSES, type MedClass } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';

/** What a Beneath the Med class offers at its start (4.2.1, 6.6): the months it may sail from and how its base is set. */
export interface MedClassChoice {
  readonly boatClass: MedClass;
  readonly first: string;
  readonly last: string;
  /** 6.6: a long-range class rolls 1d10 for BETASOM or the Mediterranean; every other class is based in the Med. */
  readonly baseRolled: boolean;
}

// 6.6's starting-base table covers every start month of the game (6/40 to 8/43, 004 L1268-1275), the ruleset's
// calendar: read from it here so that the lobby does not load the campaign's chart pack before its first paint.
const BASE_ROWS = MED_START.startingBase.betasomOnOrBelow;
const LAST = BASE_ROWS[BASE_ROWS.length - 1].to;

/** Every class of the status boards, in the rules' order, with its first month (4.2.1) and its base (6.6). */
export const MED_CLASS_CHOICES: readonly MedClassChoice[] = MED_CLASSES.map((boatClass) => ({
  boatClass,
  first: inServiceFrom(boatClass),
  last: LAST,
  baseRolled: MED_START.startingBase.rolledBy.value.includes(boatClass),
}));

/** 4.5 step 3: how many G7e a Comandante may ask for (1d6 decides), none before 1942 nor on a Cagni (45 cm). */
export function g7eAllowed(boatClass: string, startDate: string): number {
  const { from, atMost, never } = MED_START.g7e;
  return startDate < from.value || never.value.includes(boatClass as MedClass) ? 0 : atMost.value;
}
