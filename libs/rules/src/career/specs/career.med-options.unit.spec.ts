import { MED_OPTION_RULES } from '../../campaigns/beneath-the-med/option-rules';
import { InvalidCommand, RuleNotImplemented } from '../../errors';
import { ScriptedDice } from '../../dice';
import type { MedPatrol } from '../model/med';
import type { MedOptions } from '../model/med-options';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent, CareerStarted, ShipsIdentified } from '../model/events';
import { evolve } from '../evolve';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { decideMed } from '../med/decide';
import { standardSinkPoints } from '../med/ships';
import { spec, start } from './career.fixtures';
import { asGiven, assignedInTheMed, med, startInTheMed } from './career.med.fixtures';

/** StartCareer of a Perla in 1/42 with these options. */
const startWith = (options: Record<string, unknown>): CareerCommand => {
  const command = startInTheMed('Perla', '1942-01');
  return { ...command, data: { ...command.data, options } } as CareerCommand;
};
const huntedStart = start();
const startedWith = (options: Partial<MedOptions>) =>
  spec.given([]).when(startWith(options), {}).thenEvents()[0] as unknown as CareerStarted<'beneath-the-med'>;

/** The Perla at sea with these options, about to enter a box off the Spanish coast. */
function atSea(options: Partial<MedOptions>): CareerState {
  const started = startedWith(options);
  const state = asGiven([started, assignedInTheMed([started], [3, 4])]).reduce(evolve, initialState());
  const patrol = {
    ...(med(state).patrol as MedPatrol),
    boxes: [{ kind: 'area', area: 'spanishCoast', rolls: 1 }],
  };
  return asCareerState(stateWith(med(state), { patrol: patrol as MedPatrol }));
}

describe('Beneath the Med: the optional rules (§11) at the start', () => {
  it('11.0: Given a StartCareer with an option of The Hunted’s (extremeRange), Then the start stops with RuleNotImplemented naming the Med’s 11.0', () => {
    spec
      .given([])
      .when(startWith({ extremeRange: true }))
      .thenThrows(RuleNotImplemented, (e) => e.rule === '11.0' && e.message.includes('(Beneath the Med: '));
  });

  it('an option switched off is no option: the career starts, every option recorded off', () => {
    const started = startedWith({ standardTonnage: false });
    expect(started.data.options).toEqual({
      standardTonnage: false,
      historicalTargets: false,
      evasiveManoeuvres: false,
      variableEscortQuality: false,
      variableAircraftQuality: false,
      variableGenericEscort: false,
      historicalUBoatIds: false,
      noviceCrew: false,
    });
  });

  it.each([
    ['11.1', 'standardTonnage', true],
    ['11.2', 'historicalTargets', true],
    ['11.3', 'evasiveManoeuvres', 'escortRolled'],
    ['11.3 (two players, a duel seat)', 'evasiveManoeuvres', 'escortChosen'],
    ['11.4', 'variableEscortQuality', true],
    ['11.5', 'variableAircraftQuality', true],
    ['11.6', 'variableGenericEscort', true],
    ['11.7', 'historicalUBoatIds', true],
    ['11.8', 'noviceCrew', true],
  ] as const)('%s: Given a StartCareer with %s, Then CareerStarted records it', (_rule, option, value) => {
    expect(startedWith({ [option]: value }).data.options[option]).toBe(value);
  });

  it('11.8: Given a StartCareer with the novice start, Then CareerStarted records a novice crew instead of a trained one', () => {
    expect(startedWith({ noviceCrew: true }).data.crewQuality).toBe('novice');
    expect(startedWith({}).data.crewQuality).toBe('trained');
  });

  it('11.8: Given a novice start, Then the career’s crew is novice (the crew quality 7.7 plays, its [B1] modifier included)', () => {
    const started = startedWith({ noviceCrew: true });
    expect(med(evolve(initialState(), started as unknown as CareerEvent)).career?.crewQuality).toBe('novice');
  });

  it('11.7: Given historical names and the Perla named Iride, Then CareerStarted records the name', () => {
    const command = startWith({ historicalUBoatIds: true });
    const named = { ...command, data: { ...command.data, uboatId: 'Iride' } } as CareerCommand;
    const started = spec
      .given([])
      .when(named, {})
      .thenEvents()[0] as unknown as CareerStarted<'beneath-the-med'>;
    expect(started.data.uboatId).toBe('Iride');
  });

  it('11.7: Given historical names, When the Perla is named after a boat of another class (Scirè, an Adua), Then StartCareer is refused naming data.uboatId', () => {
    const command = startWith({ historicalUBoatIds: true });
    const named = { ...command, data: { ...command.data, uboatId: 'Scirè' } } as CareerCommand;
    spec
      .given([])
      .when(named)
      .thenThrows(InvalidCommand, (e) => e.field === 'data.uboatId' && e.code === 'command/invalid-field');
  });

  it('11.7: Given historical names and no name, Then the boat goes unnamed (the rule lets the player choose)', () => {
    expect(startedWith({ historicalUBoatIds: true }).data.uboatId).toBeNull();
  });

  it('11.7 (004 L2707-2735): every class has its list, the boats’ real names, none longer than a boat’s name may be (30)', () => {
    const lists = Object.values(MED_OPTION_RULES.historicalBoatNames);
    expect(lists.map((l) => l.value.length).reduce((a, b) => a + b)).toBe(90);
    expect(lists.flatMap((l) => l.value).every((name) => name.length <= 30)).toBe(true);
    expect(MED_OPTION_RULES.historicalBoatNames.Brin.value).toContain('Archimede');
  });

  it('11.6, 11.8: The Hunted has no such rules: its StartCareer refuses them with RuleNotImplemented at 14.0', () => {
    for (const [option, rule] of [
      ['variableGenericEscort', '11.6'],
      ['noviceCrew', '11.8'],
    ] as const)
      spec
        .given([])
        .when({ ...huntedStart, data: { ...huntedStart.data, options: { [option]: true } } } as CareerCommand)
        .thenThrows(RuleNotImplemented, (e) => e.rule === '14.0' && e.message.includes(rule));
  });

  it('11.1: the career keeps its options', () => {
    const started = startedWith({ standardTonnage: true });
    expect(
      med(evolve(initialState(), started as unknown as CareerEvent)).career?.options.standardTonnage,
    ).toBe(true);
  });
});

describe('Beneath the Med 11.1: standard tonnage', () => {
  const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
  /** A ship met off the Spanish coast ([A3] 4+5), sized on 1d6 `size`, then its 1d10 if rolled, then a day. */
  const meet = (options: Partial<MedOptions>, size: number, identity: number[]) => {
    const dice = new ScriptedDice({ '2d6': [[4, 5]], '1d6': [size, 1], '1d10': identity });
    const events = decideMed(atSea(options), enter, dice) as unknown as CareerEvent[];
    const met = events.find((e): e is ShipsIdentified => e.type === 'ShipsIdentified');
    const { rolls, ...ship } = met?.data.ships[0] ?? { rolls: [] };
    return { ship, rolls: rolls.map((r) => r.purpose) };
  };

  it.each([
    [1, 'smallFreighter', 'Small freighter', 3500, 2],
    [4, 'largeFreighter', 'Large freighter', 7000, 3],
    [6, 'tanker', 'Tanker', 9000, 3],
  ])(
    'Given standard tonnage, When a ship is sized on 1d6 %i, Then it is a %s of the printed tonnage with no roll on its list (%s, %i t, %i points: D75)',
    (size, type, name, tonnage, sinkPoints) => {
      const { ship, rolls } = meet({ standardTonnage: true }, size, []);
      expect(ship).toEqual({ type, name, tonnage, sinkPoints, damage: 0, fast: false });
      expect(rolls).toEqual(['ship size']);
    },
  );

  it('Given the option off, When a small freighter is sized, Then its list is rolled as usual (T1-6, 3,500 t, 2 points)', () => {
    const { ship, rolls } = meet({}, 1, [6]);
    expect(ship).toEqual({
      type: 'smallFreighter',
      name: 'T1-6',
      tonnage: 3500,
      sinkPoints: 2,
      damage: 0,
      fast: false,
    });
    expect(rolls).toEqual(['ship size', 'ship identity (T1)']);
  });

  it('11.1 (004 L2580-2581): only the three printed tonnages have standard points; capital ships and warships keep their lists', () => {
    expect(() => standardSinkPoints(1200)).toThrow('11.1 prints no standard ship of 1200 t');
  });
});
