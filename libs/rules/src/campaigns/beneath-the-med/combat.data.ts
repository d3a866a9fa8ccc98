import { atLeast, atMost, between, exactly, type RollTable } from '../../charts';
import type { MedDamageChart, MedDudChart, MedRange, MedTorpedoAttackChart } from './combat';

const hitOn = (hitTo: number): RollTable<'hit' | 'miss'> => ({
  die: '2d6',
  modified: true,
  rows: [
    { roll: atMost(hitTo), result: 'hit', provenance: 'designed D14', interpretation: 'Q-BTM-RANGES' },
    { roll: atLeast(hitTo + 1), result: 'miss', provenance: 'designed D14', interpretation: 'Q-BTM-RANGES' },
  ],
});

const HIT_ON: Readonly<Record<MedRange, number>> = { close: 8, standard: 7, medium: 6, long: 5, extreme: 4 };

/** [B1] (7.2.3): the hit numbers are designed (D14); every modifier is the rule text's. */
export const MED_B1: MedTorpedoAttackChart = {
  built: true,
  ranges: {
    close: hitOn(HIT_ON.close),
    standard: hitOn(HIT_ON.standard),
    medium: hitOn(HIT_ON.medium),
    long: hitOn(HIT_ON.long),
    extreme: hitOn(HIT_ON.extreme),
  },
  modifiers: [
    {
      id: 'warship',
      value: 1,
      when: 'a warship of [T5] (a sloop, a corvette, an enemy submarine), for its speed',
      rule: '7.1.5',
      provenance: ['004 L1515-1516', '004 L1821-1823', '004 L2704-2705'],
    },
    {
      id: 'smallWarship',
      value: 2,
      when: 'a frigate (FF), escort destroyer (DE), destroyer (DD) or generic escort, instead of the +1',
      rule: '7.1.5',
      provenance: ['004 L1517-1522', '004 L1674-1675'],
    },
    {
      id: 'smallWarshipDamaged',
      value: 1,
      when: 'an FF, DE, DD or generic escort already damaged, instead of the +2',
      rule: '7.1.5',
      provenance: ['004 L1522-1523', '004 L1675-1676'],
    },
    {
      id: 'fastCapitalShip',
      value: 1,
      when: 'a capital ship designated fast on [T4]',
      rule: '7.2.3.1',
      provenance: '004 L1646-1650',
    },
    {
      id: 'secondSalvo',
      value: 1,
      when: 'the second salvo of a night surface attack, from the other end; not for a Silver or Gold Medal holder',
      rule: '7.2.3.1',
      provenance: '004 L1631-1642',
    },
    {
      id: 'secondoInCommand',
      value: 1,
      when: 'the Comandante SW or KIA: the Secondo commands',
      rule: '7.5.6',
      provenance: '004 L2067-2069',
    },
    {
      id: 'ufficialeAlleArmiInCommand',
      value: 2,
      when: 'the Secondo in command SW or KIA: the Ufficiale alle Armi commands, instead of the +1',
      rule: '7.5.6',
      provenance: '004 L2072-2077',
    },
    {
      id: 'noviceCrew',
      value: 1,
      when: 'the crew is novice, with every weapon',
      rule: '7.7.2',
      provenance: '004 L2271-2272',
    },
    {
      id: 'g7eLongRange',
      value: 1,
      when: 'a G7e at long or extreme range: slower than the steam torpedoes',
      rule: '4.5',
      provenance: ['004 L569-572', 'designed D95'],
    },
  ],
};

/** [B6] (7.2.3): a torpedo that hit is a dud on 1 (designed D15). */
export const MED_B6: MedDudChart = {
  built: true,
  die: '1d6',
  modified: false,
  rows: [
    { roll: exactly(1), result: 'dud', provenance: 'designed D15' },
    { roll: between(2, 6), result: 'runsTrue', provenance: 'designed D15' },
  ],
};

/** [B2] (7.2.3, 7.2.3.2): the damage points of a good hit (designed D16). */
export const MED_B2: MedDamageChart = {
  built: true,
  die: '1d6',
  modified: false,
  rows: [
    { roll: exactly(1), result: { torpedo: 4, deckGun: 2 }, provenance: 'designed D16' },
    { roll: exactly(2), result: { torpedo: 3, deckGun: 1 }, provenance: 'designed D16' },
    { roll: exactly(3), result: { torpedo: 2, deckGun: 1 }, provenance: 'designed D16' },
    { roll: between(4, 6), result: { torpedo: 1, deckGun: 1 }, provenance: 'designed D16' },
  ],
};
