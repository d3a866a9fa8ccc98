import { atLeast, atMost, between } from '../../charts';
import { A1A, A1B, MED_ROUTES } from './assignment.data';
import { MED_BOARDS } from './boards.data';
import { MED_A2, MED_B10 } from './air-events.data';
import { A3 } from './encounters.data';
import { MED_CHART_IDS, type MedChartId, type MedChartPack, type NotBuilt } from './charts';
import { MED_B1, MED_B2, MED_B6 } from './combat.data';
import { MED_B3, MED_B4, MED_B5 } from './escort.data';
import { MED_B8 } from './damage.data';
import { MED_D3, MED_D4, MED_D5 } from './slc.data';
import { MED_SOURCES } from './sources.data';
import { MED_T1, MED_T2, MED_T3, MED_T4, MED_T5 } from './targets.data';

/** The version of the built-in Beneath the Med pack: bumped whenever a value changes. */
export const MED_PACK_VERSION = '0.7.0';

const AWAITING =
  'its values are printed on the player aids (004 L429-434), not in the rule text; an owner loads them with a pack';

/**
 * The charts the rule text states in full (every value a `004 L…` line), and those built as `designed` or
 * `historical` values with their sources (MED_SOURCES). The other charts of MED_CHARTS are not built: a rule that
 * reads one stops with RuleNotImplemented (docs/chart-packs/README.md "Beneath the Med").
 */
const BUILT = {
  A1a: A1A,
  A1b: A1B,
  A3,
  T1: MED_T1,
  T2: MED_T2,
  T3: MED_T3,
  T4: MED_T4,
  T5: MED_T5,
  B1: MED_B1,
  B2: MED_B2,
  B6: MED_B6,
  A2: MED_A2,
  B10: MED_B10,
  B3: MED_B3,
  B4: MED_B4,
  B5: MED_B5,
  B8: MED_B8,
  statusBoards: { built: true, boards: MED_BOARDS, routes: MED_ROUTES },
  A4: {
    built: true,
    die: '2d6',
    modified: true,
    rows: [
      { roll: atMost(1), result: 'twoAttacks', provenance: ['004 L1880-1881', '004 L1869-1870'] },
      { roll: between(2, 6), result: 'oneAttack', provenance: '004 L1869-1871' },
      { roll: atLeast(7), result: 'crashDive', provenance: '004 L1864-1866' },
    ],
    modifiers: [
      {
        id: 'conningTowerNotRebuilt',
        value: -1,
        when: 'the conning tower has not been rebuilt yet',
        rule: '7.5.9.3',
        provenance: '004 L2168-2171',
      },
      {
        id: 'noviceCrew',
        value: -1,
        when: 'the crew is novice',
        rule: '7.7.2',
        provenance: '004 L2271-2273',
      },
      {
        id: 'eliteCrew',
        value: 1,
        when: 'the crew is elite',
        rule: '7.7.2',
        provenance: '004 L2268-2270',
      },
      {
        id: 'allGenericCrewOut',
        value: -1,
        when: 'every generic crew box is SW or KIA',
        rule: '7.5.6',
        provenance: '004 L2091-2093',
      },
      {
        id: 'shallowWater',
        value: -1,
        when: 'in the Mission box of a supply run, mine-laying or commando landing',
        rule: '6.7.1',
        provenance: '004 L1318-1321',
        interpretation: 'Q-BTM-MISSION-EXPOSURE',
      },
    ],
    attackOnB4: { value: 2, provenance: '004 L1869-1871' },
  },
  D1: {
    built: true,
    ranges: [
      {
        range: 'short',
        penetration: 1,
        detectedOn: 10,
        penetrationIfDetected: -2,
        provenance: '004 L1405-1412',
      },
      {
        range: 'medium',
        penetration: 0,
        detectedOn: 11,
        penetrationIfDetected: -2,
        provenance: '004 L1413-1419',
        interpretation: 'Q-BTM-SLC-MEDIUM',
      },
      {
        range: 'long',
        penetration: -1,
        detectedOn: null,
        penetrationIfDetected: null,
        provenance: '004 L1420-1421',
      },
    ],
  },
  D2: {
    built: true,
    die: '1d6',
    modified: true,
    rows: [
      { roll: atMost(3), result: 'fails', provenance: '004 L1423-1426' },
      { roll: atLeast(4), result: 'penetrates', provenance: '004 L1423-1426' },
    ],
  },
  D3: MED_D3,
  D4: MED_D4,
  D5: MED_D5,
} as const;

const notBuilt = (): NotBuilt => ({ built: false, awaiting: AWAITING });

/** The built-in pack: the charts the rule text gives, every other chart named and marked not built. */
export const MED_PACK: Record<string, unknown> = {
  version: MED_PACK_VERSION,
  sources: MED_SOURCES,
  ...Object.fromEntries(
    MED_CHART_IDS.map((id: MedChartId) => [id, (BUILT as Partial<MedChartPack>)[id] ?? notBuilt()]),
  ),
};
