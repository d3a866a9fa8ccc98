import type { YearMonth } from '../../charts';
import type { Cited } from '../campaign';
import type { MedBase, MedClass, MedRank } from './vocabulary';

/**
 * The rule-text tables a Beneath the Med career starts with (4.2.1, 4.4.2, 4.5, 6.6, 7.9.3), every value with its
 * 004 line. They are printed in the rulebook itself, not on a player aid, so they are constants of the ruleset and
 * not cells of a pack.
 */
export const MED_START = {
  /** 4.2.1: a class is in service from its month; every class not listed from 6/40. */
  availableFrom: {
    value: { Acciaio: '1942-04', Flutto: '1943-01' } as Partial<Record<MedClass, YearMonth>>,
    source: '004 L498-505',
  } satisfies Cited<Partial<Record<MedClass, YearMonth>>>,
  /** 6.6: the long-range classes roll 1d10 for their base; every other class is based in the Mediterranean. */
  startingBase: {
    rolledBy: {
      value: ['Brin', 'Calvi', 'Cagni', 'Glauco', 'Liuzzi', 'Marcello', 'Marconi'] as readonly MedClass[],
      source: '004 L1266-1267',
    },
    /** The BETASOM span of the 1d10 by start month (6/40: 1-3; 7/40 to 7/43: 1-5); the rest is Mediterranean. */
    betasomOnOrBelow: [
      { from: '1940-06', to: '1940-06', value: 3, source: '004 L1268-1270' },
      {
        from: '1940-07',
        to: '1943-08',
        value: 5,
        source: '004 L1271-1275',
        interpretation: 'Q-BTM-BASE-AUG43',
      },
    ] as readonly (Cited<number> & { from: YearMonth; to: YearMonth; interpretation?: string })[],
    otherwise: { value: 'mediterranean' as MedBase, source: '004 L1277-1278' },
  },
  /** 7.9.3: these classes start as Capitano di Corvetta; the others roll 1d6 by start year. */
  startingRank: {
    capitanoDiCorvettaAlways: {
      value: ['Cagni', 'Calvi', 'Glauco', 'Marconi', 'Marcello'] as readonly MedClass[],
      source: '004 L2459-2461',
    },
    /** The 1d6 at or above which the Comandante is Capitano di Corvetta (else Tenente di Vascello), by year. */
    corvettaFrom: {
      '1940': { value: 4, source: '004 L2465' },
      '1941': { value: 2, source: '004 L2466' },
      '1942': { value: 1, source: '004 L2467' }, // 1942+: every Comandante, no roll
    } as Record<'1940' | '1941' | '1942', Cited<number>>,
    ranks: {
      value: ['tenenteDiVascello', 'capitanoDiCorvetta'] as readonly MedRank[],
      source: '004 L2409-2414',
    },
  },
  /** 7.9.1: the 1d6 at or below which a rank's request for a patrol is granted (a Tenente di Vascello may not ask). */
  patrolRequestOn: {
    value: { capitanoDiCorvetta: 1, capitanoDiFregata: 2, capitanoDiVascello: 3 } as Partial<
      Record<MedRank, number>
    >,
    source: '004 L2412-2433',
  },
  /** 7.5.9.3: a career started from this month never rebuilds its conning tower, nor takes its −1 on [A4]. */
  conningTowerRebuiltFrom: { value: '1940-09' as YearMonth, source: '004 L2179-2182' },
  /** 4.4.2 step 2: the crew starts trained. */
  crewQuality: { value: 'trained', source: '004 L546-547' },
  /** 4.5 step 3: from 1942 up to four 53.3 cm torpedoes become G7e, only on 1d6 = 1; never on a Cagni (45 cm). */
  g7e: {
    from: { value: '1942-01' as YearMonth, source: '004 L588-590' },
    on: { value: 1, source: '004 L590-591' },
    atMost: { value: 4, source: '004 L588-590' },
    never: { value: ['Cagni'] as readonly MedClass[], source: '004 L598-599' },
  },
} as const;

/**
 * 4.2.1 (004 L498-505): the month a class comes into service; every class not listed serves from the game's first
 * month, 6/40 (the first row of 6.6's table, 004 L1268, which is also the ruleset's calendar start).
 */
export const inServiceFrom = (c: MedClass): YearMonth =>
  MED_START.availableFrom.value[c] ?? MED_START.startingBase.betasomOnOrBelow[0].from;
