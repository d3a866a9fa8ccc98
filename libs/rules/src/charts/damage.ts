import { atLeast, atMost, RollTable } from './dice';
import { E4_ROWS } from './damage-e4.data';
import { Check, int, modifiers, obj, oneOf, optional, partialRecord, rollTable, sourced } from './schema';
import { Modifier, Sourced, UBOAT_TYPES } from './vocabulary';
import { E4_DAMAGE, type E4Result } from './damage.types';

// ---- [E4] U-boat damage (9.6.11): d66 once per hit ----

export interface UBoatDamageChart extends RollTable<E4Result> {
  /** After a combat round with any flooding result, 1d6: 5-6 one more flooding (10.1.3). */
  readonly extraFlooding: RollTable<'noExtraFlooding' | 'extraFlooding'> & {
    readonly modifiers: readonly Modifier<'engineerExperte' | 'engineerOut'>[];
  };
  /** A result for a system already damaged, or absent on this boat, has no effect (10.7.3). */
  readonly inapplicableResult: Sourced<'noEffect'>;
}

export const E4: UBoatDamageChart = {
  die: 'd66',
  modified: false,
  rows: E4_ROWS,
  extraFlooding: {
    die: '1d6',
    modified: true,
    rows: [
      { roll: atMost(4), result: 'noExtraFlooding', provenance: '000 L1376', interpretation: 'C-14' },
      { roll: atLeast(5), result: 'extraFlooding', provenance: ['000 L1376', '002 L2637'] },
    ],
    modifiers: [
      {
        id: 'engineerExperte',
        value: -1,
        when: 'LI is Experte and not SW/KIA',
        rule: '10.1.3',
        provenance: '000 L1376',
        interpretation: 'Q-02',
      },
      {
        id: 'engineerOut',
        value: 1,
        when: 'LI is SW or KIA',
        rule: '10.1.3',
        provenance: ['000 L1376', '000 L1434'],
      },
    ],
  },
  inapplicableResult: { value: 'noEffect', provenance: ['000 L1448', '002 L2635'] },
};

// ---- Validation ----

const readAs = optional(partialRecord(UBOAT_TYPES, oneOf(['autogiro', 'oven'])));

export const E4_SCHEMA: Check = rollTable(
  obj({ damage: oneOf(E4_DAMAGE), times: int({ min: 1, max: 2 }), readAsByType: readAs }),
  {},
  {
    extraFlooding: rollTable(
      oneOf(['noExtraFlooding', 'extraFlooding']),
      {},
      { modifiers: modifiers(['engineerExperte', 'engineerOut']) },
    ),
    inapplicableResult: obj({ value: oneOf(['noEffect']), ...sourced }),
  },
);
