import type { YearMonth } from '../../charts';
import { bands } from './rows';

/** A Malta convoy operation of 6.7.4: the months it is met in, and its capital ships on 1d6, or the list rolled. */
export interface InterceptedOperation {
  readonly name: 'Substance' | 'Halberd' | 'Harpoon' | 'Pedestal';
  readonly from: YearMonth;
  readonly to: YearMonth;
  /** The ship of each face, by its name on the bottom of [T4]; or the list rolled as usual. */
  readonly ships: readonly string[] | 'T4' | 'T5';
}

/**
 * The convoy interception's rule-text constants (6.7.4, 004 L1342-1373): the Mission box's 1d6, the escorts' state
 * and the operations' ships. The months of each operation are Q-BTM-INTERCEPTION's reading: the text does not say
 * how the operation is chosen.
 */
export const MED_INTERCEPTION = {
  /** 1d6 in the Mission box: a capital ship or warship on 1, a convoy otherwise. */
  encounter: bands<'capitalShip' | 'convoy'>(
    '1d6',
    [
      [1, 1, 'capitalShip'],
      [2, 6, 'convoy'],
    ],
    '004 L1345-1348',
  ),
  /** The convoy's escorts: busy with the other Axis forces on 1-5 (−1 on detection), focused on the boat on 6 (+1). */
  escorts: bands<'busy' | 'focused'>(
    '1d6',
    [
      [1, 5, 'busy'],
      [6, 6, 'focused'],
    ],
    '004 L1348-1355',
  ),
  detectionModifier: { busy: -1, focused: 1 },
  operations: [
    {
      name: 'Substance',
      from: '1940-06',
      to: '1941-08',
      ships: ['Ark Royal', 'Ark Royal', 'Renown', 'Renown', 'Nelson', 'Nelson'],
    },
    {
      name: 'Halberd',
      from: '1941-09',
      to: '1941-12',
      ships: ['Ark Royal', 'Ark Royal', 'Rodney', 'Rodney', 'Nelson', 'Prince of Wales'],
    },
    { name: 'Harpoon', from: '1942-01', to: '1942-07', ships: 'T5' },
    { name: 'Pedestal', from: '1942-08', to: '1943-08', ships: 'T4' },
  ] satisfies readonly InterceptedOperation[],
} as const;
