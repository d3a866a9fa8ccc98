import { atLeast, atMost, exactly, type Modifier, type RollTable, type Sourced } from '../../charts';

/** D65: the [B10] minefield's outcome on 2d6. */
export type MedMinefieldResult = 'uboatSunk' | 'hits' | 'noEffect';

/**
 * The [B10] minefield (9.2, D19's 9): the roll of The Hunted's [R1] minefield (002 L2686), the same designer's event
 * on the chart [B10] takes its shape from (D65): 2d6, +1 a veteran crew, +2 an elite one; 2-4 the boat is lost, 5 it
 * takes ten hits, each rolled on [B5] as a depth charge's (7.2.5), 6 or more it passes through.
 */
export const MED_MINEFIELD = {
  roll: {
    die: '2d6',
    modified: true,
    rows: [
      { roll: atMost(4), result: 'uboatSunk', provenance: 'designed D65' },
      { roll: exactly(5), result: 'hits', provenance: 'designed D65' },
      { roll: atLeast(6), result: 'noEffect', provenance: 'designed D65' },
    ],
  } satisfies RollTable<MedMinefieldResult>,
  modifiers: [
    { id: 'veteranCrew', value: 1, when: 'a veteran crew', provenance: 'designed D65' },
    { id: 'eliteCrew', value: 2, when: 'an elite crew', provenance: 'designed D65' },
  ] satisfies Modifier<'veteranCrew' | 'eliteCrew'>[],
  hits: { value: 10, provenance: 'designed D65' } satisfies Sourced<number>,
} as const;
