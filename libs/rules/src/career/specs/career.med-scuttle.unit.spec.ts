import { BENEATH_THE_MED } from '../../campaigns';
import { ScriptedDice, type DiceScript } from '../../dice';
import { evolve } from '../evolve';
import { decideMed } from '../med/decide';
import { medScuttledAtSea } from '../med/scuttle';
import { medReportOf } from '../views/med-headlines';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import type { MedCareer, MedPatrol } from '../model/med';
import type { Wound } from '../model/wound';
import { asCareerState, initialState, type CareerState, type MedState } from '../model/state';
import { spec, types } from './career.fixtures';
import { med, metInTheMed } from './career.med.fixtures';

const pack = BENEATH_THE_MED.charts.builtIn;
const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
const then = (given: CareerEvent[], command: CareerCommand, dice: DiceScript = {}) => [
  ...given,
  ...spec.given(given).when(command, dice).thenEvents(),
];
const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };

/** Central Mediterranean, one large freighter with an escort by day, a salvo that missed (7.2.3). */
const afterSalvo = () =>
  then(
    then(metInTheMed('centralMed', { '2d6': [[3, 4]], '1d6': [3, 4, 1], '1d10': [6] }), {
      type: 'ChooseApproach',
      data: { attack: 'submerged', range: 'medium' },
    }),
    { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 0 }] } },
    { '2d6': [[6, 6]] },
  );

/** The boat with five of its six flooding boxes marked (7.5.2), the Comandante as `comandante` left him (7.5.6). */
const flooded = (state: CareerState, comandante: Wound): MedState => {
  const m = med(state);
  const career = m.career as MedCareer;
  return stateWith(m, {
    career: { ...career, wounds: { ...career.wounds, comandante } },
    patrol: { ...(m.patrol as MedPatrol), damage: { hull: 0, flooding: 5, systems: [] } },
  });
};

/** The escorts detect the boat (2d6 10), one hit on [B4] (2d6 4), [B5] 12: flooding, the sixth box; then `scuttle`. */
const forcedUp = (scuttle: [number, number], comandante: Wound = 'none') =>
  decideMed(
    asCareerState(flooded(fold(afterSalvo()), comandante)),
    evade,
    new ScriptedDice({ '2d6': [[5, 5], [2, 2], scuttle], d66: [[1, 2]] }),
    pack,
  ) as unknown as CareerEvent[];

describe('Beneath the Med: scuttling and the crew’s rescue (7.6.3)', () => {
  it('7.5.2, 7.6.3: Given five flooding boxes, When a hit floods the last, Then the boat surfaces and is scuttled (2d6 7): the crew taken prisoner, the game over (5.1.3)', () => {
    const events = forcedUp([3, 4]);
    expect(types(events)).toEqual([
      'EscortDetectionRolled',
      'DepthCharged',
      'UBoatHit',
      'UBoatScuttled',
      'CareerEnded',
    ]);
    expect(events[3].data).toMatchObject({
      rule: '7.6.3',
      captured: false,
      roll: { rule: '7.6.3', total: 7, modifiers: [] },
    });
    expect(events[4].data).toMatchObject({ reason: 'captured', rule: '5.1.3', victoryLevel: 'defeat' });
    const { headlines } = medReportOf(events);
    expect(headlines).toContainEqual({
      key: 'move.medScuttled',
      params: { captured: false, atSea: false, total: 7 },
    });
  });

  it('7.6.3, 5.2.2: a 12 fails: the boat is captured, an automatic Defeat whatever the tonnage', () => {
    const events = forcedUp([6, 6]);
    expect(events[3].data).toMatchObject({ captured: true, roll: { total: 12 } });
    expect(events[4].data).toMatchObject({ reason: 'captured', rule: '5.2.2', victoryLevel: 'defeat' });
    const { headlines } = medReportOf(events);
    expect(headlines).toContainEqual({
      key: 'move.medScuttled',
      params: { captured: true, atSea: false, total: 12 },
    });
  });

  it('7.6.3 (004 L2222): +1 with the Comandante severely wounded: an 11 is 12, the boat captured', () => {
    const events = forcedUp([5, 6], 'severelyWounded');
    expect(events[3].data).toMatchObject({
      captured: true,
      roll: { total: 12, modifiers: [{ id: 'comandanteOut', value: 1, rule: '7.6.3' }] },
    });
  });

  it('7.6.3 (004 L2222): +1 with the Comandante killed: a 10 is 11, the boat still scuttled', () => {
    const events = forcedUp([5, 5], 'killed');
    expect(events[3].data).toMatchObject({
      captured: false,
      roll: { total: 11, modifiers: [{ id: 'comandanteOut', value: 1 }] },
    });
  });

  it('7.6.3: a Comandante lightly wounded gives no +1: an 11 is scuttled', () => {
    const events = forcedUp([5, 6], 'lightlyWounded');
    expect(events[3].data).toMatchObject({ captured: false, roll: { total: 11, modifiers: [] } });
  });

  describe('both diesels out far from base (7.5.3): scuttled at once, the crew rolls for rescue', () => {
    const given = () => med(fold(afterSalvo()));

    it('7.6.3: 2d6 2-10: the crew is picked up and back in base, where the return and its new boat follow (Q-BTM-FATE-RESCUED)', () => {
      const state = stateWith(given(), {
        patrol: { ...(given().patrol as MedPatrol), damage: { hull: 0, flooding: 0, systems: [] } },
      });
      const events = medScuttledAtSea(state, new ScriptedDice({ '2d6': [[4, 6]] }));
      expect(types(events as CareerEvent[])).toEqual(['UBoatScuttled', 'CrewRescued']);
      expect(events[0].data).toMatchObject({ rule: '7.5.3', roll: null, captured: false });
      const after = (events as CareerEvent[]).reduce(evolve, asCareerState(state));
      expect(after.step).toEqual({ kind: 'refit' });
    });

    it('7.6.3: +4 with the radio out: a 7 is 11, the crew is lost at sea and the game over', () => {
      const state = stateWith(given(), {
        patrol: { ...(given().patrol as MedPatrol), damage: { hull: 0, flooding: 0, systems: ['radio'] } },
      });
      const events = medScuttledAtSea(state, new ScriptedDice({ '2d6': [[3, 4]] }));
      expect(events[1]).toMatchObject({
        type: 'CrewLostAtSea',
        data: { rule: '7.6.3', roll: { total: 11, modifiers: [{ id: 'radioInoperative', value: 4 }] } },
      });
      const after = (events as CareerEvent[]).reduce(evolve, asCareerState(state));
      expect(after.step).toMatchObject({ kind: 'ending', reason: 'lostAtSea', rule: '7.6.3' });
    });
  });
});
