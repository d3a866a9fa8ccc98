import type { MedArea } from '../../campaigns/beneath-the-med';
import { BENEATH_THE_MED, type MedChartPack } from '../../campaigns';
import { evolve } from '../evolve';
import { pending } from '../pending';
import type { MedPatrol } from '../model/med';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent, ShipsIdentified } from '../model/events';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { types } from './career.fixtures';
import { asGiven, assignedInTheMed, everywhere, med, startedInTheMed } from './career.med.fixtures';
import { decideMed } from '../med/decide';
import { ScriptedDice } from '../../dice';

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
type Dice = { '1d6'?: number[]; '1d10'?: number[] };
/** EnterNextBox in `area` on these 2d6 faces for [A3], then the 1d6 and 1d10 of the identification, then a day (7.1.10). */
const meet = (area: MedArea, faces: [number, number], dice: Dice = {}, pack?: MedChartPack) =>
  decideMed(
    before(area),
    enter,
    new ScriptedDice({ '2d6': [faces], ...dice, '1d6': [...(dice['1d6'] ?? []), 1] }),
    pack,
  ) as unknown as CareerEvent[];
const identified = (events: readonly CareerEvent[]): ShipsIdentified['data'] => {
  const met = events.find((e): e is ShipsIdentified => e.type === 'ShipsIdentified');
  expect(met).toBeDefined();
  return (met as ShipsIdentified).data;
};
const ship = (events: readonly CareerEvent[], i = 0) => {
  const { rolls: _rolls, ...rest } = identified(events).ships[i];
  return rest;
};

describe('Beneath the Med: identifying the ships met (7.1.3-7.1.8)', () => {
  describe('when a ship is met (7.1.3)', () => {
    it.each([
      [1, 4, 'smallFreighter', 'T1-4', 2500, 2],
      [3, 10, 'smallFreighter', 'T1-10', 5000, 2],
      [4, 1, 'largeFreighter', 'T2-1', 5200, 3],
      [5, 10, 'largeFreighter', 'T2-10', 8700, 3],
      [6, 9, 'tanker', 'T3-9', 10000, 4],
    ])(
      'Given the Adua off the Spanish coast, When its ship is sized on 1d6 %i and rolled 1d10 %i, Then it is a %s of its list, %s (%i t, %i points), alone',
      (size, identity, type, name, tonnage, sinkPoints) => {
        const events = meet('spanishCoast', [4, 5], { '1d6': [size], '1d10': [identity] });
        expect(types(events)).toEqual([
          'TravelBoxEntered',
          'EncounterRolled',
          'ShipsIdentified',
          'TimeOfDaySet',
        ]);
        expect(identified(events).escorted).toBe(false);
        expect(identified(events).ships).toHaveLength(1);
        expect(ship(events)).toEqual({ type, name, tonnage, sinkPoints, damage: 0, fast: false });
        const list = name.split('-')[0];
        const [sized, rolled] = identified(events).ships[0].rolls;
        expect([sized.purpose, sized.natural]).toEqual(['ship size', size]);
        expect([rolled.purpose, rolled.chart, rolled.row]).toEqual([
          `ship identity (${list})`,
          list,
          String(identity),
        ]);
      },
    );

    it('7.1.8: Given the Adua in the Caribbean, When A3 brings a tanker, Then it is rolled straight on [T3], with no size roll', () => {
      const events = meet('caribbean', [4, 5], { '1d10': [2] });
      expect(ship(events)).toMatchObject({ type: 'tanker', name: 'T3-2', tonnage: 6100 });
      expect(identified(events).ships[0].rolls.map((r) => r.purpose)).toEqual(['ship identity (T3)']);
    });

    it("7.1.3, 7.1.8: every roll of a ship's identification cites Beneath the Med's rule, none The Hunted's 8.3", () => {
      const tanker = identified(meet('caribbean', [4, 5], { '1d10': [2] })).ships[0].rolls;
      const escorted = identified(meet('centralMed', [3, 4], { '1d6': [4, 2, 5], '1d10': [5, 6] })).ships;
      expect(tanker.map((r) => r.rule)).toEqual(['7.1.8']);
      expect(escorted.flatMap((s) => s.rolls.map((r) => r.rule))).toEqual(Array(5).fill('7.1.3'));
    });
  });

  describe('when ships with an escort are met (7.1.3, Q-BTM-TARGETS)', () => {
    it.each([
      [3, 1],
      [4, 2],
    ])(
      'Given the Adua in the Central Mediterranean (2d6 7), When the 1d6 of how many is %i, Then %i ship(s) are sized and identified, escorted',
      (howMany, count) => {
        const events = meet('centralMed', [3, 4], { '1d6': [howMany, 2, 5], '1d10': [5, 6] });
        expect(identified(events).escorted).toBe(true);
        expect(identified(events).ships.map((s) => s.name)).toEqual(['T1-5', 'T2-6'].slice(0, count));
        expect(identified(events).ships[0].rolls[0]).toMatchObject({
          purpose: 'ships with the escort',
          chart: 'A3 ship(s) + escort',
          row: String(count),
        });
      },
    );
  });

  it('7.1.4: Given the Adua in the Central Mediterranean, When it meets a capital ship (2d6 4), Then the ship is rolled on the bottom of [T4] with no size roll, escorted', () => {
    const events = meet('centralMed', [1, 3], { '1d6': [3] });
    expect(identified(events).escorted).toBe(true);
    expect(ship(events)).toEqual({
      type: 'capitalShip',
      name: 'HMS Nelson',
      tonnage: 34000,
      sinkPoints: 6,
      damage: 0,
      fast: false,
    });
  });

  it.each([
    [5, 'Destroyer', 'escort', 1200, 2, true],
    [2, 'Corvette', 'escort', 900, 1, true],
    [6, 'Submarine', 'submarine', 800, 1, false],
  ])(
    '7.1.5, 7.2.10: When a warship is met, Then [T5] on 1d6 %i gives a %s (%s, %i t, %i points), fast for its speed, escorted: %s (a submarine sails alone)',
    (face, name, type, tonnage, sinkPoints, escorted) => {
      const initiative = type === 'submarine' ? { '1d10': [7] } : {}; // 7.2.10.1: met by its own procedure
      const events = meet('centralMed', [3, 4], { '1d6': [face], ...initiative }, everywhere('warship'));
      expect(identified(events).escorted).toBe(escorted);
      expect(ship(events)).toEqual({ type, name, tonnage, sinkPoints, damage: 0, fast: true });
    },
  );

  it('7.1.10, 7.2.1: Given the ships identified, Then their day or night is rolled at once (1d6 1-3 day), and the Comandante chooses his range', () => {
    const events = meet('centralMed', [1, 3], { '1d6': [1] });
    expect(events.at(-1)).toMatchObject({
      type: 'TimeOfDaySet',
      data: { timeOfDay: 'day', rule: '7.1.10', roll: { natural: 1 } },
    });
    const state = asGiven([...aduaAtSea, ...events]).reduce(evolve, initialState());
    expect(pending(state).commands).toEqual([
      {
        type: 'ChooseApproach',
        parameters: {
          attack: ['submerged'],
          range: ['close', 'standard', 'medium', 'long', 'extreme'],
          attackEscort: [false, true],
        },
      },
      { type: 'DeclineAttack', parameters: {} }, // 7.2.3: or the ships pass
    ]);
  });

  it('7.1.3: a pack that does not build a list stops the command that meets its ship at that list', () => {
    const pack = {
      ...BENEATH_THE_MED.charts.builtIn,
      T2: { built: false, awaiting: 'a test' },
    } as MedChartPack;
    expect(() => meet('spanishCoast', [4, 5], { '1d6': [4] }, pack)).toThrow(
      'RuleNotImplemented: 7.1.3 (Beneath the Med chart T2 is not built)',
    );
  });
});
