import { BENEATH_THE_MED } from '../../campaigns';
import { RuleViolation } from '../../errors';
import { ScriptedDice, type DiceScript } from '../../dice';
import { evolve } from '../evolve';
import { pending } from '../pending';
import { decideMed } from '../med/decide';
import { aircraftCrewInjuries, aircraftQualityHits } from '../med/aircraft-quality';
import type { CareerCommand } from '../model/commands';
import { stateWith } from '../model/copies';
import type { CareerEvent } from '../model/events';
import type { MedBoatDamage, MedPatrol } from '../model/med';
import type { MedOptions } from '../model/med-options';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { spec, types } from './career.fixtures';
import {
  aduaAtSea,
  caughtByAircraft,
  CREWMAN,
  LIGHTLY,
  med,
  NO_EFFECT,
  NOTHING_COMES,
} from './career.med.fixtures';

const pack = BENEATH_THE_MED.charts.builtIn;
const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const approach = (range: string): CareerCommand =>
  ({ type: 'ChooseApproach', data: { attack: 'submerged', range } }) as CareerCommand;
const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
const manoeuvre = (uboatNumber: number, escortNumber?: number): CareerCommand => ({
  type: 'ChooseEvasiveManoeuvre',
  data: { uboatNumber, ...(escortNumber ? { escortNumber } : {}) },
});
const then = (given: CareerEvent[], command: CareerCommand, dice: DiceScript) => [
  ...given,
  ...spec.given(given).when(command, dice).thenEvents(),
];

/** Central Mediterranean, Ship(s) + Escort (2d6 7), one large ship, T2-6, by day (as career.med-escort). */
function escortedByDay(options: Partial<MedOptions>, date = '1940-06'): CareerEvent[] {
  const given = aduaAtSea(options);
  const atSea = med(fold(given));
  const before = stateWith(atSea, {
    career: { ...atSea.career!, date: date as '1940-06' },
    patrol: { ...(atSea.patrol as MedPatrol), boxes: [{ kind: 'area', area: 'centralMed', rolls: 1 }] },
  });
  const dice = new ScriptedDice({ '2d6': [[3, 4]], '1d6': [3, 4, 1], '1d10': [6] });
  return [...given, ...(decideMed(asCareerState(before), enter, dice, pack) as unknown as CareerEvent[])];
}

/** The state after `events`, in `date` (1942 for the elite, 004 L2659), with the hull's damage `damage`. */
const at = (events: CareerEvent[], date = '1940-06', damage?: MedBoatDamage): CareerState => {
  const state = med(fold(events));
  const patrol = damage ? { ...(state.patrol as MedPatrol), damage } : state.patrol;
  return asCareerState(stateWith(state, { career: { ...state.career!, date: date as '1940-06' }, patrol }));
};
const decide = (state: CareerState, command: CareerCommand, dice: DiceScript) =>
  decideMed(state, command, new ScriptedDice(dice), pack) as unknown as CareerEvent[];

/** The Adua's salvo of one W270 by day at medium range, missing (2d6 12). */
const afterSalvo = (options: Partial<MedOptions>) =>
  then(
    then(escortedByDay(options), approach('medium'), {}),
    { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 0 }] } },
    { '2d6': [[6, 6]] },
  );
const dataOf = (events: readonly CareerEvent[], type: string) =>
  events.find((e) => e.type === type)?.data as Record<string, unknown>;

describe('Beneath the Med 11.4: the escorts’ variable quality', () => {
  it.each([
    [6, 'veteran', 3, [{ rule: '11.4', from: '2 hits', to: '3 hits' }]],
    [1, 'novice', 1, [{ rule: '11.4', from: '2 hits', to: '1 hits' }]],
    [3, 'trained', 2, undefined],
  ])(
    'Given the option on, When the boat evades after its salvo and the escorts’ 1d6 is %i in 1940, Then they are %s and the 7 on [B4] gives %i hits',
    (face, quality, hits, rulesApplied) => {
      const events = spec
        .given(afterSalvo({ variableEscortQuality: true }))
        .when(evade, {
          '1d6': [face],
          '2d6': [
            [5, 5],
            [3, 4],
          ],
          d66: Array(hits).fill([6, 6]),
        })
        .thenEvents();
      expect(types(events).slice(0, 3)).toEqual([
        'EscortQualityRolled',
        'EscortDetectionRolled',
        'DepthCharged',
      ]);
      expect(dataOf(events, 'EscortQualityRolled')).toMatchObject({
        rule: '11.4',
        quality,
        roll: { purpose: 'escort quality', chart: '11.4 1940', natural: face },
      });
      expect(dataOf(events, 'DepthCharged')).toMatchObject({ hits, sunk: false });
      expect(dataOf(events, 'DepthCharged').rulesApplied).toEqual(rulesApplied);
    },
  );

  it('Given elite escorts (1d6 6 in 1942), When they roll a 6 on [B3] after a salvo by day, Then +1 for the W270 and +1 for the elite detect the boat (8)', () => {
    const state = at(afterSalvo({ variableEscortQuality: true }), '1942-06');
    const events = decide(state, evade, {
      '1d6': [6],
      d66: [[6, 6]],
      '2d6': [
        [3, 3],
        [1, 1],
      ],
    });
    expect(dataOf(events, 'EscortQualityRolled')).toMatchObject({
      quality: 'elite',
      roll: { chart: '11.4 1942' },
    });
    expect(dataOf(events, 'EscortDetectionRolled')).toMatchObject({
      result: 'detected',
      roll: {
        natural: 6,
        modifiers: expect.arrayContaining([{ id: 'eliteEscort', value: 1, rule: '11.4' }]),
      },
    });
  });

  it('Given the quality rolled, When the escorts detect the boat again, Then it is not rolled again in this combat', () => {
    const first = then(afterSalvo({ variableEscortQuality: true }), evade, {
      '1d6': [6],
      d66: [[6, 6]],
      '2d6': [
        [5, 5],
        [1, 2],
      ],
    });
    expect(med(fold(first)).patrol).toMatchObject({ escortQuality: 'veteran' });
    const again = spec
      .given(first)
      .when(evade, {
        d66: [
          [6, 6],
          [6, 6],
        ],
        '2d6': [
          [5, 5],
          [1, 2],
        ],
      })
      .thenEvents();
    expect(types(again).slice(0, 2)).toEqual(['EscortDetectionRolled', 'DepthCharged']);
    expect(types(again)).not.toContain('EscortQualityRolled');
  });

  it('7.2.1: Given the option on, When an escort detects the boat before it fires, Then the quality is rolled before their [B4]', () => {
    const events = spec
      .given(escortedByDay({ variableEscortQuality: true }))
      .when(approach('close'), {
        '2d6': [
          [5, 5],
          [1, 2],
        ],
        '1d6': [2],
      })
      .thenEvents();
    expect(types(events)).toEqual([
      'AttackApproachChosen',
      'EscortDetectionRolled',
      'EscortQualityRolled',
      'DepthCharged',
    ]);
  });

  it('Given the option off, Then no quality is rolled', () => {
    const events = spec
      .given(afterSalvo({}))
      .when(evade, { '2d6': [[1, 2]] })
      .thenEvents();
    expect(types(events)).toEqual(['EscortDetectionRolled', 'TubesReloaded']);
  });

  it('Given a new ship met, Then the last combat’s quality no longer holds', () => {
    const first = then(afterSalvo({ variableEscortQuality: true }), evade, { '1d6': [6], '2d6': [[1, 2]] });
    expect(med(fold(first)).patrol).toMatchObject({ escortQuality: 'veteran' });
    const met = { type: 'ShipsIdentified', data: { escorted: true, ships: [] } } as unknown as CareerEvent;
    expect(med(fold([...first, met])).patrol).toMatchObject({ escortQuality: null });
  });
});

describe('Beneath the Med 11.3: evasive manoeuvres', () => {
  const detectedBeforeFiring = (options: Partial<MedOptions>) =>
    then(escortedByDay(options), approach('close'), { '2d6': [[5, 5]] });

  it('Given the option on, When an escort detects the boat, Then the Comandante picks a number from 1 to 6 before the [B4] roll', () => {
    const state = fold(detectedBeforeFiring({ evasiveManoeuvres: 'escortRolled' }));
    expect(state.step).toEqual({ kind: 'evasiveManoeuvre' });
    expect(pending(state).commands).toEqual([
      { type: 'ChooseEvasiveManoeuvre', parameters: { uboatNumber: [1, 2, 3, 4, 5, 6] } },
    ]);
  });

  it.each([
    [6, 5, 'sameDirection', 'straight', 1, 3],
    [6, 6, 'sameNumber', 'straight', 3, 5],
    [6, 1, 'differentDirection', 'left', -1, 1],
    [6, 2, 'differentDirection', 'left', -1, 1],
    [6, 3, 'differentDirection', 'right', -1, 1],
    [6, 4, 'differentDirection', 'right', -1, 1],
    [1, 2, 'sameDirection', 'left', 1, 3],
  ])(
    '11.3 worked example (004 L2627-2638): When the boat picks %i and the escort rolls %i (%s, the escort %s), Then the 7 on [B4] gets %i: %i hits',
    (uboatNumber, escortFace, outcome, escortDirection, more, hits) => {
      const events = spec
        .given(detectedBeforeFiring({ evasiveManoeuvres: 'escortRolled' }))
        .when(manoeuvre(uboatNumber), { '1d6': [escortFace], '2d6': [[3, 4]], d66: Array(hits).fill([6, 6]) })
        .thenEvents();
      expect(types(events).slice(0, 2)).toEqual(['EvasiveManoeuvreMade', 'DepthCharged']);
      expect(dataOf(events, 'EvasiveManoeuvreMade')).toMatchObject({
        rule: '11.3',
        uboatNumber,
        escortNumber: escortFace,
        escortDirection,
        outcome,
        hits: more,
        escortRoll: { purpose: "escort's direction", natural: escortFace },
      });
      expect(dataOf(events, 'DepthCharged')).toMatchObject({ hits, rulesApplied: [{ rule: '11.3' }] });
    },
  );

  it('Given a different direction against a [B4] roll of no hits, Then the boat takes none, never fewer', () => {
    const events = spec
      .given(detectedBeforeFiring({ evasiveManoeuvres: 'escortRolled' }))
      .when(manoeuvre(1), { '1d6': [6], '2d6': [[1, 2]] })
      .thenEvents();
    expect(dataOf(events, 'DepthCharged')).toMatchObject({ hits: 0, sunk: false });
    expect(dataOf(events, 'DepthCharged').rulesApplied).toBeUndefined();
  });

  it('With the escorts’ quality too, the quality comes first, then the manoeuvre (veteran +1, same number +3: 2 → 6 hits)', () => {
    const events = spec
      .given(detectedBeforeFiring({ evasiveManoeuvres: 'escortRolled', variableEscortQuality: true }))
      .when(manoeuvre(6), { '1d6': [6, 6], '2d6': [[3, 4]], d66: Array(6).fill([6, 6]) })
      .thenEvents();
    expect(types(events).slice(0, 3)).toEqual([
      'EvasiveManoeuvreMade',
      'EscortQualityRolled',
      'DepthCharged',
    ]);
    expect(dataOf(events, 'DepthCharged')).toMatchObject({
      hits: 6,
      rulesApplied: [
        { rule: '11.4', from: '2 hits', to: '3 hits' },
        { rule: '11.3', from: '3 hits', to: '6 hits' },
      ],
    });
  });

  it('004 L2643-2644: Given damaged hydrophones, Then no manoeuvre: the escorts attack at once', () => {
    const given = detectedBeforeFiring({ evasiveManoeuvres: 'escortRolled' });
    const damaged = { hull: 0, flooding: 0, systems: ['hydrophones'] } as unknown as MedBoatDamage;
    const state = at(given.slice(0, -1), '1940-06', damaged);
    const detected = given[given.length - 1];
    expect(evolve(state, detected).step).toEqual({ kind: 'depthCharges' });
  });

  it('Given the option off, Then the escorts attack at once: no manoeuvre, the boat evades after their [B4]', () => {
    const given = then(escortedByDay({}), approach('close'), {
      '2d6': [
        [5, 5],
        [1, 2],
      ],
    });
    expect(types(given)).not.toContain('EvasiveManoeuvreMade');
    expect(fold(given).step).toEqual({ kind: 'evading' });
  });

  it('11.3: the escort’s number is rolled in a solo career, never chosen', () => {
    spec
      .given(detectedBeforeFiring({ evasiveManoeuvres: 'escortRolled' }))
      .when(manoeuvre(3, 4))
      .thenThrows(RuleViolation, (e) => e.rule === '11.3');
  });

  describe('004 L2640-2642: a two-player game’s seat (escortChosen), the escort’s number chosen by the opponent', () => {
    const chosen = () => detectedBeforeFiring({ evasiveManoeuvres: 'escortChosen' });

    it('Then pending offers both numbers, the Comandante’s and the escort’s', () => {
      expect(pending(fold(chosen())).commands).toEqual([
        {
          type: 'ChooseEvasiveManoeuvre',
          parameters: { uboatNumber: [1, 2, 3, 4, 5, 6], escortNumber: [1, 2, 3, 4, 5, 6] },
        },
      ]);
    });

    it('When the boat picks 6 and the opponent 5 (same direction, no die for the escort), Then the 7 on [B4] gets one more: 3 hits', () => {
      const events = spec
        .given(chosen())
        .when(manoeuvre(6, 5), { '2d6': [[3, 4]], d66: Array(3).fill([6, 6]) })
        .thenEvents();
      expect(dataOf(events, 'EvasiveManoeuvreMade')).toMatchObject({
        rule: '11.3',
        uboatNumber: 6,
        escortNumber: 5,
        outcome: 'sameDirection',
        hits: 1,
        escortRoll: null,
      });
      expect(dataOf(events, 'DepthCharged')).toMatchObject({ hits: 3 });
    });

    it('When the opponent’s number is missing, Then the manoeuvre is refused (11.3)', () => {
      spec
        .given(chosen())
        .when(manoeuvre(3))
        .thenThrows(RuleViolation, (e) => e.rule === '11.3');
    });
  });
});

describe('Beneath the Med 11.5: the aircraft’s variable quality', () => {
  const caught = (options: Partial<MedOptions>) => caughtByAircraft(aduaAtSea(options));
  const hold: CareerCommand = { type: 'Dive', data: {} };
  /** [B4] 2d6 4 +2 (7.3.3) = 6: one hit before the quality. */
  const ONE_HIT: [number, number] = [2, 2];
  /** The aircraft's attack after the AA: [B4] 6, each hit of no effect, its injuries, then the shadowing roll. */
  const attackDice = (hits: number, injuries: number) => ({
    '2d6': [ONE_HIT, ...Array<[number, number]>(injuries).fill(CREWMAN), NOTHING_COMES],
    d66: Array<[number, number]>(hits).fill(NO_EFFECT),
  });
  const injuriesOf = (events: readonly CareerEvent[]) =>
    events.filter((e) => e.type === 'CrewInjured').map((e) => e.data as Record<string, unknown>);

  it.each([
    [1, '1940-06', 'novice', -1, 1],
    [6, '1940-06', 'veteran', 1, 1],
    [5, '1942-06', 'veteran', 1, 1],
    [6, '1942-06', 'elite', 1, 2],
  ])(
    'Given the option on, When the AA holds fire and the aircraft’s 1d6 is %i in %s, Then it is %s: %i hit on [B4], %i crewman wounded at once',
    (face, date, quality, hits, injuries) => {
      const onB4 = 1 + hits; // the [B4] 6's one hit, changed by the quality
      const { '2d6': twoD6, d66 } = attackDice(onB4, injuries);
      const events = decide(at(caught({ variableAircraftQuality: true }), date), hold, {
        '1d6': [face, ...Array<number>(injuries).fill(LIGHTLY)],
        '2d6': twoD6,
        d66,
      });
      expect(types(events)).toEqual([
        'Dived',
        'AircraftQualityRolled',
        'AircraftAttacked',
        ...Array<string>(onB4).fill('UBoatHit'),
        ...Array<string>(injuries).fill('CrewInjured'),
        'AdditionalRoundRolled',
      ]);
      expect(dataOf(events, 'AircraftQualityRolled')).toMatchObject({
        rule: '11.5',
        quality,
        roll: { purpose: 'aircraft quality', natural: face },
      });
      expect(dataOf(events, 'AircraftAttacked')).toMatchObject({
        rule: '7.3.3',
        hits: onB4,
        sunk: false,
        automaticCrewInjury: true,
        roll: { chart: 'B4', natural: 4, total: 6 },
        rulesApplied: [{ rule: '11.5', from: '1 hits', to: `${onB4} hits` }],
      });
      expect(injuriesOf(events).map((i) => [i.rule, i.role])).toEqual(
        Array(injuries).fill(['7.3.3', 'generic']),
      );
      const state = med(events.reduce(evolve, at(caught({ variableAircraftQuality: true }), date)));
      expect(aircraftQualityHits(state)).toEqual([{ rule: '11.5', hits }]);
      expect(aircraftCrewInjuries(state)).toBe(injuries);
      expect(state.step).toEqual({ kind: 'underway' }); // 7.3.3: nothing came on [A3], the boat sails on
      expect(state.air).toBeNull();
    },
  );

  it('When the AA fires, Then the quality is rolled after its [A2] roll', () => {
    const dice = new ScriptedDice({
      '2d6': [[6, 6], ONE_HIT, CREWMAN, NOTHING_COMES], // [A2] 12 −1: missed
      '1d6': [3, LIGHTLY], // 1940 3: trained
      d66: [NO_EFFECT],
    });
    const events = decideMed(
      at(caught({ variableAircraftQuality: true })),
      { type: 'StaySurfaced', data: {} },
      dice,
      pack,
    ) as unknown as CareerEvent[];
    expect(types(events)).toEqual([
      'FlakFired',
      'AircraftQualityRolled',
      'AircraftAttacked',
      'UBoatHit',
      'CrewInjured',
      'AdditionalRoundRolled',
    ]);
    expect(dice.rolls.slice(0, 3).map((r) => [r.kind, r.purpose])).toEqual([
      ['2d6', expect.any(String)],
      ['1d6', 'aircraft quality'],
      ['2d6', 'air attack'],
    ]);
    expect(dataOf(events, 'AircraftQualityRolled')).toMatchObject({ quality: 'trained' });
    expect(dataOf(events, 'AircraftAttacked')).toMatchObject({ hits: 1 });
    expect(dataOf(events, 'AircraftAttacked').rulesApplied).toBeUndefined();
    expect(dice.remaining).toBe(0);
  });

  it('Given the option off, Then no quality is rolled: one crewman, no change on [B4]', () => {
    const events = decide(at(caught({})), hold, { ...attackDice(1, 1), '1d6': [LIGHTLY] });
    expect(types(events)).toEqual([
      'Dived',
      'AircraftAttacked',
      'UBoatHit',
      'CrewInjured',
      'AdditionalRoundRolled',
    ]);
    expect(dataOf(events, 'AircraftAttacked')).toMatchObject({ hits: 1, roll: { total: 6 } });
    expect(dataOf(events, 'AircraftAttacked').rulesApplied).toBeUndefined();
    expect(injuriesOf(events).map((i) => i.rule)).toEqual(['7.3.3']);
    const state = med(events.reduce(evolve, at(caught({}))));
    expect([aircraftQualityHits(state), aircraftCrewInjuries(state)]).toEqual([[], 1]);
  });
});

describe('Beneath the Med 11.6: the variable generic escort', () => {
  const attackEscort: CareerCommand = {
    type: 'ChooseApproach',
    data: { attack: 'submerged', range: 'medium', attackEscort: true },
  } as CareerCommand;
  const approached = (options: Partial<MedOptions>, dice: DiceScript) =>
    spec.given(escortedByDay(options)).when(attackEscort, dice).thenEvents();
  /** One W270 at the escort (after the large ship, target 1), missing on 2d6 12. */
  const firedAtEscort = (face: number) => {
    const given = [
      ...escortedByDay({ variableGenericEscort: true }),
      ...approached({ variableGenericEscort: true }, { '1d6': [face] }),
    ];
    const events = spec
      .given(given)
      .when(
        { type: 'FireTorpedoes', data: { shots: [{ end: 'bow', tube: 0, target: 1 }] } },
        { '2d6': [[6, 6]] },
      )
      .thenEvents();
    const roll = dataOf(events, 'TorpedoFired').roll as { modifiers: { id: string; value: number }[] };
    return roll.modifiers.map((m) => [m.id, m.value]);
  };

  it.each([
    [1, 'Sloop', 1300, 2],
    [2, 'Corvette', 900, 1],
    [3, 'Frigate', 1400, 2],
    [4, 'Escort destroyer', 1100, 2],
    [5, 'Destroyer', 1200, 2],
    [6, 'Destroyer', 1200, 2],
  ])(
    'Given the option on, When the boat attacks the escort and 1d6 is %i, Then the escort is a %s of %i t (004 L2698-2703), %i points to sink as [T5]’s row',
    (face, name, tonnage, sinkPoints) => {
      const data = dataOf(
        approached({ variableGenericEscort: true }, { '1d6': [face] }),
        'AttackApproachChosen',
      );
      expect(data.escortTarget).toEqual({ type: 'escort', name, tonnage, sinkPoints, damage: 0, fast: true });
      expect(data.escortTypeRoll).toMatchObject({ rule: '11.6', total: face });
    },
  );

  it('Given the option off, When the boat attacks the escort, Then it is the generic 1,200 t escort with no roll (7.2.4)', () => {
    const data = dataOf(approached({}, {}), 'AttackApproachChosen');
    expect(data.escortTarget).toMatchObject({ name: 'Escort', tonnage: 1200 });
    expect(data.escortTypeRoll).toBeUndefined();
  });

  it('Given a sloop (1d6 1), When a torpedo is fired at it, Then it takes only +1 to hit as a slow ship (004 L2704-2705)', () => {
    expect(firedAtEscort(1)).toContainEqual(['warship', 1]);
    expect(firedAtEscort(1).map(([id]) => id)).not.toContain('smallWarship');
  });

  it('Given a destroyer (1d6 5), When a torpedo is fired at it, Then it takes the escorts’ usual +2', () => {
    expect(firedAtEscort(5)).toContainEqual(['smallWarship', 2]);
  });
});
