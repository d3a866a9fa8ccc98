import { atLeast, atMost, between, exactly, type SourceRef } from '../../charts';
import type { MedAaChart, MedRandomEventChart, MedRandomEventId } from './air-events';

/**
 * [A2] (7.3.4), designed D17: The Hunted's [A2], the same designer's chart for the same roll made at the same time as
 * the air attack; its modifiers are the rule text's.
 */
export const MED_A2: MedAaChart = {
  built: true,
  die: '2d6',
  modified: true,
  rows: [
    { roll: atMost(3), result: 'shotDown', provenance: 'designed D17' },
    { roll: between(4, 5), result: 'damaged', provenance: 'designed D17' },
    { roll: atLeast(6), result: 'missed', provenance: 'designed D17' },
  ],
  modifiers: [
    {
      id: 'bothMountsWorking',
      value: -1,
      when: 'both twin 13.2 mm AA mounts are working',
      rule: '7.3.4',
      provenance: '004 L1908-1912',
    },
    {
      id: 'expertUfficialeAlleArmi',
      value: -1,
      when: 'the Ufficiale alle Armi is expert',
      rule: '7.3.4',
      provenance: '004 L1912-1914',
    },
    {
      id: 'veteranOrEliteCrew',
      value: -1,
      when: 'the crew is veteran or elite',
      rule: '7.7.2',
      provenance: ['004 L1912-1914', '004 L2266-2270'],
    },
    {
      id: 'gunnery',
      value: -1,
      when: 'the Gunnery skill (7.7.1 #8), with the other modifiers',
      rule: '7.7.1',
      provenance: '004 L2258-2261',
    },
  ],
};

const D19: SourceRef = 'designed D19';
const row = (total: number, result: MedRandomEventId, provenance: SourceRef | SourceRef[] = D19) => ({
  roll: exactly(total),
  result,
  provenance,
});

/** [B10] (9.2), designed D19: The Hunted's [R1] shape in the Regia Marina's waters; "In bocca al lupo" on its 7. */
export const MED_B10: MedRandomEventChart = {
  built: true,
  die: '2d6',
  modified: false,
  rows: [
    row(2, 'manOverboard'),
    row(3, 'aircraftOutOfTheSun'),
    row(4, 'periscopeFailure'),
    row(5, 'torpedoFault'),
    row(6, 'enemySubmarine'),
    row(7, 'inBoccaAlLupo', ['004 L2522-2528', D19, 'designed D20']),
    row(8, 'heavySeas'),
    row(9, 'minefield'),
    row(10, 'fuelLeak'),
    row(11, 'heavySeas'),
    row(12, 'looseTorpedo'),
  ],
};
