import type { YearMonth } from '../../charts';
import type { MedCrewQuality } from './vocabulary';

/**
 * The rule-text numbers of the return to port and what follows it in Beneath the Med (6.1 step 3, 5.1.2, 5.2.2,
 * 7.5.9, 7.7, 7.8, 7.9.2), every value with its 004 line. They are printed in the rulebook, not on a player aid.
 */
export const MED_PORT = {
  /** 7.5.9.1-7.5.9.2 (004 L2137-2161): the months of a refit. */
  refit: {
    base: { value: 1, source: '004 L2137-2141' },
    /** 7.5.9.1: two systems inoperative are repaired free; three or more add one month, never more. */
    systemsFree: { value: 2, source: '004 L2144-2150' },
    systemsMonths: { value: 1, source: '004 L2146-2150' },
    /** 7.5.9.2: a month per three hull boxes or part of three. */
    hullBoxesPerMonth: { value: 3, source: '004 L2154-2155' },
    /** 7.9.1: a Capitano di Fregata or higher shortens a refit of three months or more by one. */
    seniorFrom: { value: 3, source: '004 L2423-2426' },
  },
  /** 7.5.9.3: the conning tower is rebuilt on 1d6 1-4 on each return, adding one month once. */
  conningTower: {
    rebuiltOn: { value: 4, source: '004 L2172-2175' },
    months: { value: 1, source: '004 L2176-2179' },
  },
  /** 8.0 (004 L2476-2500): a new boat of the same class at the return. */
  reassignment: {
    /** 8.1: the Comandante severely wounded who needs 5 to 6 months to heal. */
    woundedFrom: { value: 5, source: '004 L2481-2482' },
    /** 8.1: his new crew starts trained, the other men without special skills. */
    newCrew: { value: 'trained' as MedCrewQuality, source: '004 L2483-2485' },
    /** 8.2: a refit of 5 months or more. */
    refitFrom: { value: 5, source: '004 L2492-2493' },
    /** 8.1: a month after he leaves hospital; 8.2: after one month of "repair" instead of the refit's months. */
    sailsAfter: { value: 1, source: '004 L2487-2488, L2495-2497' },
  },
  /** 5.1.2: a next patrol after 8/43 ends the game. */
  lastPatrolMonth: { value: '1943-08' as YearMonth, source: '004 L984-986' },
  /** 7.7.1: a skill advance for every three successful patrols. */
  advanceEvery: { value: 3, source: '004 L2236-2237' },
  /** 7.7.2: the crew's levels, lowest first. */
  crewLevels: {
    value: ['novice', 'trained', 'veteran', 'elite'] as readonly MedCrewQuality[],
    source: '004 L2260-2261',
  },
  /** 7.7.3: three failed patrols in a row lower the crew one level (down to novice). */
  failedInARowLoseALevel: { value: 3, source: '004 L2279-2281' },
  /** 7.8.1, 7.8.5: the tonnage medals, once each (7.8.10). */
  tonnage: {
    gold: { value: 50_000, source: '004 L2305-2306' },
    silver: { value: 25_000, source: '004 L2309-2310' },
    knightsCross: { value: 100_000, source: '004 L2332-2333' },
  },
  /** 7.8.1-7.8.2: ships sunk in one patrol for the Bronze Medal and the War Cross. */
  shipsInAPatrol: {
    bronze: { value: 3, source: '004 L2315-2316' },
    warCross: { value: 2, source: '004 L2319-2320' },
  },
  /** 7.8.3: a year in combat earns the War Merit Cross. */
  warMeritMonths: { value: 12, source: '004 L2325-2327' },
  /** 7.9.2: a roll every 12 months of service, a last one in 9/43; promoted on 1d6 1-4, modified. */
  promotion: {
    everyMonths: { value: 12, source: '004 L2435-2438' },
    finalRollIn: { value: '1943-09' as YearMonth, source: '004 L2438-2441' },
    on: { value: 4, source: '004 L2445-2446' },
    modifiers: {
      goldOrSilver: { value: -1, source: '004 L2448-2450' },
      perThreeSunk: { value: -1, source: '004 L2451' },
      charisma: { value: -2, source: '004 L2452' },
      threeFailedPatrols: { value: 1, source: '004 L2453' },
    },
  },
  /** 5.2.2: the lowest tonnage of each victory level. */
  victory: {
    value: {
      defeat: 0,
      draw: 10_000,
      marginalVictory: 20_000,
      substantialVictory: 50_000,
      decisiveVictory: 100_000,
    },
    source: '004 L1002-1038',
  },
} as const satisfies Record<string, unknown>;
