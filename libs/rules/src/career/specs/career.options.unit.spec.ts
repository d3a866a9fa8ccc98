import { defaultChartPack } from '../../charts';
import { InvalidCommand, RuleNotImplemented, RuleViolation } from '../../errors';
import { one, play, spec, start, types, withOptions, started } from './career.fixtures';
import type { CareerCommand } from '../model/commands';
import { fold } from '../evolve';
import { historicalNumbers, pickWolfpackName, wolfpackNames } from '../options/history';
import { NO_OPTIONS, type CareerOptionsChoice } from '../model/career-options';
import { crewImprovementEvery } from '../options/kommandant';
import { initialState } from '../model/state';
import { ScriptedDice } from '../../dice';

/** A start command with options (a Type IXC: no starting-rank roll, 11.2.2). */
const startWith = (choice: CareerOptionsChoice, date: `${number}-${number}` = '1943-08'): CareerCommand => {
  const command = start('IXC', date) as Extract<CareerCommand, { type: 'StartCareer' }>;
  return { ...command, data: { ...command.data, options: choice } };
};

// The career's optional rules (§14, §15) chosen at StartCareer: the record, its checks, and what the start adds.

describe('the options record (14.0: any combination, fixed at the start)', () => {
  it('Given no options, When the career starts, Then every optional rule is off', () => {
    const events = spec.given([]).when(startWith({}), []).thenEvents();
    expect(one(events, 'CareerStarted').options).toEqual(NO_OPTIONS);
    expect(types(events)).toEqual(['CareerStarted']);
  });

  it('Given a career stored before the options had names (options {}), When it is folded, Then every rule is off', () => {
    const old = started('IXC', '1943-08') as Extract<ReturnType<typeof started>, { type: 'CareerStarted' }>;
    const state = fold([{ ...old, data: { ...old.data, options: {} as never } }], initialState());
    expect(state.career?.options).toEqual(NO_OPTIONS);
  });

  it('an unknown option, or a value the rule does not take, is an InvalidCommand naming the field', () => {
    spec
      .given([])
      .when(startWith({ '14.2': true } as never))
      .thenThrows(InvalidCommand, (e) => e.field === 'data.options.14.2');
    spec
      .given([])
      .when(startWith({ extremeRange: 'yes' } as never))
      .thenThrows(InvalidCommand, (e) => e.field === 'data.options.extremeRange');
    spec
      .given([])
      .when(startWith({ evasiveManoeuvres: true } as never))
      .thenThrows(InvalidCommand, (e) => e.field === 'data.options.evasiveManoeuvres');
    spec
      .given([])
      .when(startWith({ kommandantCard: 'Günther Prien' }))
      .thenThrows(InvalidCommand, (e) => e.field === 'data.options.kommandantCard');
  });
});

describe('14.13 Kommandant cards and 14.15 special abilities', () => {
  it('Given the card of Werner Henke, When the career starts, Then the Kommandant is a convoy killer (no roll)', () => {
    const events = spec
      .given([])
      .when(startWith({ kommandantCard: 'Werner Henke' }))
      .thenEvents();
    expect(one(events, 'KommandantAbilitiesSet')).toEqual({
      card: 'Werner Henke',
      specialAbility: null,
      roll: null,
      abilities: ['convoyKiller'],
    });
  });

  it('Given 14.15 rolled, When 1d20 shows 4, Then Teamwork: the crew starts Veteran (with it off it is Trained)', () => {
    const on = spec
      .given([])
      .when(startWith({ specialAbility: 'roll' }), { '1d20': [4] })
      .thenEvents();
    const set = one(on, 'KommandantAbilitiesSet');
    expect(set).toMatchObject({
      specialAbility: 'teamwork',
      abilities: ['teamwork'],
      roll: { natural: 4, rule: '14.15' },
    });
    expect(fold(on, initialState()).career?.crew.quality).toBe('veteran');
    const plain = spec.given([]).when(startWith({})).thenEvents();
    expect(fold(plain, initialState()).career?.crew.quality).toBe('trained');
  });

  it('Given Lucky chosen, When the career starts, Then it has a Hals und Beinbruch token (12.1.3)', () => {
    const events = spec
      .given([])
      .when(startWith({ specialAbility: 'lucky' }))
      .thenEvents();
    expect(fold(events, initialState()).career?.randomEvents.halsUndBeinbruch).toBe(1);
  });

  it('Given Charismatic rolled (1d20 20), When the career starts, Then the Kommandant has it and the career goes on', () => {
    const rolled = spec
      .given([])
      .when(startWith({ specialAbility: 'roll' }), { '1d20': [20] })
      .thenEvents();
    const state = fold(rolled, initialState());
    expect(state.optional.abilities).toContain('charismatic');
    expect(state.step.kind).toBe('inPort');
  });

  it('Given Scrounger chosen, When a Type IXC starts in 1943-08, Then it carries twice its homing torpedoes, FaT given up', () => {
    const count = (t: ReturnType<typeof fold>['boat']) =>
      [
        ...(t?.torpedoes.bowTubes ?? []),
        ...(t?.torpedoes.sternTubes ?? []),
        ...(t?.torpedoes.forwardReloads ?? []),
        ...(t?.torpedoes.aftReloads ?? []),
      ].reduce<Record<string, number>>((n, x) => (x ? { ...n, [x]: (n[x] ?? 0) + 1 } : n), {});
    const plain = fold(spec.given([]).when(startWith({})).thenEvents(), initialState());
    const scrounger = fold(
      spec
        .given([])
        .when(startWith({ specialAbility: 'scrounger' }))
        .thenEvents(),
      initialState(),
    );
    const before = count(plain.boat);
    const after = count(scrounger.boat);
    const homing = Object.keys(before).find((k) => !k.startsWith('g7'));
    expect(homing).toBeDefined();
    expect(after[homing as string]).toBe(2 * before[homing as string]);
    const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
    expect(total(after)).toBe(total(before));
  });
});

describe('14.4 historical U-boat numbers, 14.14 flotillas', () => {
  const ixc = historicalNumbers('IXC', defaultChartPack);

  it('Given 14.4, a chosen number must be one of the type’s; with none chosen one is drawn with the dice', () => {
    const chosen = { ...startWith({ historicalUBoatIds: true }) } as Extract<
      CareerCommand,
      { type: 'StartCareer' }
    >;
    const ok = spec
      .given([])
      .when({ ...chosen, data: { ...chosen.data, uboatId: 'U-515' } })
      .thenEvents();
    expect(fold(ok, initialState()).career?.uboatId).toBe('U-515');
    spec
      .given([])
      .when({ ...chosen, data: { ...chosen.data, uboatId: 'U-47' } })
      .thenThrows(RuleViolation, (e) => e.rule === '14.4' && e.code === 'history/no-historical-id');
    // More than 100 IXC numbers: 1d10 for the hundreds, d100 for the rest; 0-05 is the fifth.
    const drawn = spec
      .given([])
      .when(chosen, { '1d10': [1], d100: [[0, 5]] })
      .thenEvents();
    expect(one(drawn, 'HistoricalUBoatIdDrawn').uboatId).toBe(`U-${ixc[4]}`);
    expect(fold(drawn, initialState()).career?.uboatId).toBe(`U-${ixc[4]}`);
  });

  it('14.4: the list is read as printed: VIIC/41 takes the VIIC numbers, and no Type XII was built', () => {
    expect(historicalNumbers('VIIC/41', defaultChartPack)).toEqual(
      historicalNumbers('VIIC', defaultChartPack),
    );
    expect(historicalNumbers('XII', defaultChartPack)).toEqual([]);
    expect(ixc).toContain(515);
  });

  it('Given 14.14, When a boat based in France starts, Then a French flotilla is drawn (1d10, above 8 rolled again)', () => {
    const events = spec
      .given([])
      .when(startWith({ flotillaCounters: true }), { '1d10': [9, 2] })
      .thenEvents();
    expect(one(events, 'FlotillaAssigned')).toMatchObject({
      flotilla: 2,
      rolls: [{ natural: 9 }, { natural: 2 }],
    });
    expect(fold(events, initialState()).optional.flotilla).toBe(2);
  });
});

describe('14.5 historical wolfpack names', () => {
  it('85 names, told apart where the list repeats one ("Ziethen (12)", "Ziethen (4)")', () => {
    const names = wolfpackNames(defaultChartPack);
    expect(names).toHaveLength(85);
    expect(new Set(names.map((n) => n.label)).size).toBe(85);
    expect(
      names
        .filter((n) => n.name === 'Ziethen')
        .map((n) => n.label)
        .sort(),
    ).toEqual(['Ziethen (12)', 'Ziethen (4)']);
  });

  it('a name not yet given is drawn on d100, above the free names rolled again', () => {
    const dice = new ScriptedDice({
      d100: [
        [9, 0],
        [0, 1],
      ],
    });
    const first = pickWolfpackName(dice, defaultChartPack, []);
    expect(first).toMatchObject({ label: 'West', boats: 23 });
    const again = pickWolfpackName(new ScriptedDice({ d100: [[0, 1]] }), defaultChartPack, ['West']);
    expect(again.label).toBe('Kurfürst (5)');
  });
});

describe('§15 combining with The Hunters', () => {
  it('Given a Kommandant carried over without a Knight’s Cross, When he starts in 7/43 or later, Then his tonnage carries over (15.4)', () => {
    const events = spec
      .given([])
      .when(startWith({ combinedWithTheHunters: { tonnage: 42000, knightsCross: false } }))
      .thenEvents();
    expect(fold(events, initialState()).tonnage).toBe(42000);
    expect(fold(spec.given([]).when(startWith({})).thenEvents(), initialState()).tonnage).toBe(0);
  });

  it('what the seeds leave to The Hunters is RuleNotImplemented naming 15.x', () => {
    const hunters = (choice: Parameters<typeof startWith>[0], date?: `${number}-${number}`) =>
      spec.given([]).when(startWith(choice, date));
    hunters({ combinedWithTheHunters: { tonnage: 90000, knightsCross: true } }).thenThrows(
      RuleNotImplemented,
      (e) => e.rule === '15.3',
    );
    hunters({ combinedWithTheHunters: { tonnage: 0, knightsCross: false } }, '1943-06').thenThrows(
      RuleNotImplemented,
      (e) => e.rule === '15.1',
    );
    hunters({ theHuntersEquipment: true }).thenThrows(RuleNotImplemented, (e) => e.rule === '15.5');
    hunters({ theHuntersBoats: true }).thenThrows(RuleNotImplemented, (e) => e.rule === '15.6');
  });
});

describe('14.15 abilities played between patrols', () => {
  const assign = (requestedArea?: 'atlantic'): CareerCommand => ({
    type: 'AssignPatrol',
    data: requestedArea ? { requestedArea } : {},
  });
  /** A KptLt (a Type IXC) in port, with the abilities given. */
  const inPort = (abilities: Parameters<typeof withOptions>[2]) =>
    withOptions([started('IXC', '1943-08')], {}, abilities);

  it('Politician (Q-23): the area asked for is granted on 1-3 instead of the KptLt’s 1', () => {
    const off = play(inPort([]), assign('atlantic'), { '1d6': [3], '2d6': [[4, 4]] });
    expect(one(off.events, 'PatrolRequested')).toMatchObject({ granted: false });
    const on = play(inPort(['politician']), assign('atlantic'), { '1d6': [3] });
    expect(one(on.events, 'PatrolRequested')).toMatchObject({ granted: true, roll: { natural: 3 } });
    expect(one(on.events, 'PatrolAssigned').area).toBe('atlantic');
  });

  it('Leadership: the crew improvement roll every second successful patrol instead of every third (11.1)', () => {
    const state = (abilities: Parameters<typeof withOptions>[2]) => fold(inPort(abilities), initialState());
    expect(crewImprovementEvery(state([]), defaultChartPack)).toBe(
      defaultChartPack.M3.successfulPatrolsPerRoll.value,
    );
    expect(crewImprovementEvery(state(['leadership']), defaultChartPack)).toBe(2);
  });
});
