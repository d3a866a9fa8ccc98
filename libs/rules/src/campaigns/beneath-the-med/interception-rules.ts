import { between, type RollTable, type YearMonth } from '../../charts';

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
  encounter: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 1), result: 'capitalShip', provenance: '004 L1345-1348' },
      { roll: between(2, 6), result: 'convoy', provenance: '004 L1345-1348' },
    ],
  } satisfies RollTable<'capitalShip' | 'convoy'>,
  /** The convoy's escorts: busy with the other Axis forces on 1-5 (−1 on detection), focused on the boat on 6 (+1). */
  escorts: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 5), result: 'busy', provenance: '004 L1348-1355' },
      { roll: between(6, 6), result: 'focused', provenance: '004 L1348-1355' },
    ],
  } satisfies RollTable<'busy' | 'focused'>,
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
