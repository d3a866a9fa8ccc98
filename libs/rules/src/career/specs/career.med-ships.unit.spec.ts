import { RuleNotImplemented } from '../../errors';
import { ScriptedDice } from '../../dice';
import type { A3Result, MedArea } from '../../campaigns/beneath-the-med';
import { BENEATH_THE_MED, medChart, type MedChartPack } from '../../campaigns';
import { evolve } from '../evolve';
import { decideMed } from '../med/decide';
import type { MedPatrol } from '../model/med';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { asGiven, assignedInTheMed, med, startedInTheMed } from './career.med.fixtures';

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const started = startedInTheMed('Adua', '1940-06', { '1d6': [4] });
const aduaAtSea: CareerEvent[] = asGiven([started, assignedInTheMed([started], [3, 4])]);
const atSea = (): CareerState => aduaAtSea.reduce(evolve, initialState());
/** The Adua about to enter a box of `area`. */
const before = (area: MedArea): CareerState =>
  asCareerState(
    stateWith(med(atSea()), {
      patrol: { ...(med(atSea()).patrol as MedPatrol), boxes: [{ kind: 'area', area, rolls: 1 }] },
    }),
  );
/** EnterNextBox in `area` on these 2d6 faces for [A3], then the 1d6 of the ship-size rolls. */
const meet =
  (area: MedArea, faces: [number, number], sizes: number[] = [], pack?: MedChartPack) =>
  () =>
    decideMed(before(area), enter, new ScriptedDice({ '2d6': [faces], '1d6': sizes }), pack);
const notBuilt = (rule: string, list: string) =>
  `RuleNotImplemented: ${rule} (Beneath the Med chart ${list} is not built)`;
/** A pack whose Central Mediterranean section prints `result` on every total (a warship, which no section prints). */
const everywhere = (result: A3Result): MedChartPack => {
  const a3 = medChart(BENEATH_THE_MED.charts.builtIn, 'A3');
  const section = a3.sections.centralMed;
  if (!section) throw new Error('the built-in pack builds centralMed');
  const rows = section.rows.map((row) => ({ ...row, result }));
  return { ...BENEATH_THE_MED.charts.builtIn, A3: { ...a3, sections: { centralMed: { ...section, rows } } } };
};

describe('Beneath the Med: identifying the ships met (7.1.3-7.1.8)', () => {
  it('7.1.6: Given the Adua on station, When it meets a convoy (2d6 8) and sizes its first ship on 1d6 2 (small), Then the ship is looked up on [T1], not built', () => {
    expect(meet('centralMed', [3, 5], [2])).toThrow(notBuilt('7.1.6', 'T1'));
  });

  it.each([
    [1, 'T1'],
    [3, 'T1'],
    [4, 'T2'],
    [5, 'T2'],
    [6, 'T3'],
  ])('7.1.3: a ship met off the Spanish coast is sized on 1d6: %i is looked up on [%s]', (size, list) => {
    expect(meet('spanishCoast', [4, 5], [size])).toThrow(notBuilt('7.1.3', list));
  });

  it('7.1.3: ships with an escort are sized as a lone ship is', () => {
    expect(meet('centralMed', [3, 4], [5])).toThrow(notBuilt('7.1.3', 'T2'));
  });

  it('7.1.8: a tanker met in the Caribbean skips the size roll and goes straight to [T3]', () => {
    expect(meet('caribbean', [4, 5])).toThrow(RuleNotImplemented);
    expect(meet('caribbean', [4, 5])).toThrow(notBuilt('7.1.8', 'T3'));
  });

  it('7.1.4: a capital ship in the Central Mediterranean is rolled on the bottom of [T4], with no size roll', () => {
    expect(meet('centralMed', [1, 3])).toThrow(notBuilt('7.1.4', 'T4'));
  });

  it('7.1.5: a warship is rolled on [T5], with no size roll', () => {
    expect(meet('centralMed', [3, 4], [], everywhere('warship'))).toThrow(notBuilt('7.1.5', 'T5'));
  });
});
