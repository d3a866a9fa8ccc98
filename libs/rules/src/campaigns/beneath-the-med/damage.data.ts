import { between, exactly } from '../../charts';
import type { MedDamageRepairChart } from './damage';

// [B8] (7.5.1, 7.5.6): the values of damage.ts, each with its source (sources.data.ts D50-D53).

const WHO = 'designed D50';
const HOW_BADLY = 'designed D51';
const REPAIR = 'designed D52';

export const MED_B8: MedDamageRepairChart = {
  built: true,
  who: {
    die: '2d6',
    modified: false,
    rows: [
      { roll: exactly(2), result: 'comandante', provenance: WHO },
      { roll: exactly(3), result: 'secondo', provenance: WHO },
      { roll: exactly(4), result: 'macchina', provenance: WHO },
      { roll: exactly(5), result: 'medico', provenance: WHO },
      { roll: between(6, 9), result: 'generic', provenance: WHO },
      { roll: exactly(10), result: 'armi', provenance: WHO },
      { roll: exactly(11), result: 'macchina', provenance: WHO },
      { roll: exactly(12), result: 'slc', provenance: ['004 L2099-2107', WHO] },
    ],
  },
  severity: {
    die: '1d6',
    modified: false,
    rows: [
      { roll: between(1, 3), result: 'lightlyWounded', provenance: HOW_BADLY },
      { roll: between(4, 5), result: 'severelyWounded', provenance: HOW_BADLY },
      { roll: exactly(6), result: 'killed', provenance: HOW_BADLY },
    ],
  },
  accumulation: [
    { has: 'lightlyWounded', gets: 'lightlyWounded', becomes: 'severelyWounded', provenance: HOW_BADLY },
    { has: 'lightlyWounded', gets: 'severelyWounded', becomes: 'severelyWounded', provenance: HOW_BADLY },
    { has: 'severelyWounded', gets: 'lightlyWounded', becomes: 'severelyWounded', provenance: HOW_BADLY },
    { has: 'severelyWounded', gets: 'severelyWounded', becomes: 'killed', provenance: HOW_BADLY },
  ],
  genericBoxes: { value: 4, provenance: ['004 L2274-2276', '004 L2060'], interpretation: 'Q-BTM-B8-GENERIC' },
  medicoOutDiesOn: { value: 4, provenance: '004 L2083-2087' },
  repairDie: '1d6',
  repairs: [
    { system: 'batteries', value: 4, provenance: REPAIR },
    { system: 'periscope', value: 4, provenance: REPAIR },
    { system: 'divePlanes', value: 2, provenance: REPAIR },
    { system: 'electricMotor1', value: 4, provenance: REPAIR },
    { system: 'electricMotor2', value: 4, provenance: REPAIR },
    { system: 'diesel1', value: 4, provenance: REPAIR },
    { system: 'diesel2', value: 4, provenance: REPAIR },
    { system: 'aaMachineGuns', value: 2, provenance: REPAIR },
    { system: 'deckGun', value: 2, provenance: REPAIR },
    { system: 'radio', value: 2, provenance: REPAIR },
    { system: 'hydrophones', value: 2, provenance: REPAIR },
    { system: 'aftTorpedoTube', value: 2, provenance: REPAIR },
    { system: 'forwardTorpedoTubeOdd', value: 2, provenance: REPAIR },
    { system: 'forwardTorpedoTubeEven', value: 2, provenance: REPAIR },
    { system: 'fuelTanks', value: 3, provenance: REPAIR },
  ],
  repairModifiers: [
    {
      id: 'engineerExpert',
      value: -1,
      when: 'the Direttore di Macchina is expert',
      rule: '7.5.1',
      provenance: '004 L2004-2005',
    },
    {
      id: 'engineerOut',
      value: 1,
      when: 'the Direttore di Macchina is SW or KIA',
      rule: '7.5.1',
      provenance: '004 L2005-2007',
    },
    {
      id: 'weaponsOfficerExpert',
      value: -1,
      when: 'the Ufficiale alle Armi is expert and fit: deck gun, AA machine guns, S.L.C.',
      rule: '7.5.1',
      provenance: '004 L2007-2012',
    },
  ],
  weaponsOfficerSystems: ['deckGun', 'aaMachineGuns'],
};
