import type { DiceScript } from '../../dice';
import { start, spec } from './career.fixtures';
import type { CareerCommand, Shot } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { fold } from '../evolve';
import { careerOf, initialState } from '../model/state';

// The patrol log example of the seeds (000 L2356-2446, 002 L2130-2134): U-123's three patrols replayed on scripted
// dice, each die the one the example implies (docs/worked-examples.md).

type Of<T extends CareerEvent['type']> = Extract<CareerEvent, { type: T }>['data'];

/** Plays the commands in turn, each with its dice (every scripted die must be used). */
function replay(history: readonly CareerEvent[], steps: readonly [CareerCommand, DiceScript][]) {
  return steps.reduce<CareerEvent[]>(
    (events, [command, dice]) => [...events, ...spec.given(events).when(command, dice).thenEvents()],
    [...history],
  );
}
const all = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T): Of<T>[] =>
  events.flatMap((e) => (e.type === type ? [e.data as Of<T>] : []));
const one = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T): Of<T> => {
  const found = all(events, type);
  expect(found).toHaveLength(1);
  return found[0];
};

const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };
const NO_CONTACT: DiceScript = { '2d6': [[3, 3]] }; // [E1] 6: nothing in a transit, Biscay or Mediterranean box
const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
const bow = (tube: number, target: number): Shot => ({ end: 'bow', tube, target });
const fire = (...shots: Shot[]): CareerCommand => ({ type: 'FireTorpedoes', data: { shots } });
const U123: CareerCommand = {
  type: 'StartCareer',
  data: {
    ...(start('VIIC', '1943-07') as Extract<CareerCommand, { type: 'StartCareer' }>).data,
    kommandant: 'Schmidt',
    uboatId: 'U-123',
  },
};

/** Jul-43: [P1] 8, the Atlantic; three boxes without contact, a convoy of 2,800, 5,000, 4,600 and 1,400 t. */
function atlanticPatrol(): CareerEvent[] {
  return replay(
    [],
    [
      [U123, { '1d6': [5] }], // 11.2.2: 5, KptLt
      [{ type: 'AssignPatrol', data: {} }, { '2d6': [[4, 4]] }],
      [enter, NO_CONTACT], // T(B)
      [enter, NO_CONTACT], // T
      [enter, { '2d6': [[2, 3]] }], // Atl: [E1] 5, nothing
      // Atl: [E1] 6, a convoy; four small freighters (1d6 1) on [T1] 11, 02, 08, 59; 1d6 1: by day.
      [
        enter,
        {
          '2d6': [[3, 3]],
          '1d6': [1, 1, 1, 1, 1],
          d100: [
            [1, 1],
            [0, 2],
            [0, 8],
            [5, 9],
          ],
        },
      ],
      [{ type: 'ChooseApproach', data: { attack: 'submerged', range: 'long' } }, {}],
      // Two at the 5,000 t ship, both miss (the G7e's FaT run 11 finds nothing); two at the 4,600 t ship: [U1] 2,
      // [U2] 2, [U3] 3: 2 points sink it, and the second torpedo is spent.
      [
        fire(bow(0, 1), bow(1, 1), bow(2, 2), bow(3, 2)),
        {
          '2d6': [
            [6, 6],
            [6, 6],
            [6, 5],
            [1, 1],
          ],
          '1d6': [2, 3],
        },
      ],
      // [E2] 8 −1 long range: detected; 1d6 2: depth charges; [E3] 12: five hits, each a hull box on [E4].
      [
        evade,
        {
          '2d6': [
            [4, 4],
            [6, 6],
          ],
          '1d6': [2],
          d66: [
            [3, 3],
            [3, 5],
            [4, 1],
            [4, 5],
            [5, 2],
          ],
        },
      ],
      [evade, { '2d6': [[1, 1]] }], // [E2] 2: escaped
      [{ type: 'BreakOff', data: {} }, {}],
      [{ type: 'AbortPatrol', data: {} }, {}], // 10.9.5: the Kommandant turns for home
      [enter, NO_CONTACT], // T
      [enter, NO_CONTACT], // T(B), then France: the refit
    ],
  );
}

/** Nov-43: [P1] 10, the Mediterranean through Gibraltar (−3: 9 − 3 = 6, nothing), no contact; based there since. */
function mediterraneanPatrol(history: readonly CareerEvent[]): CareerEvent[] {
  const gibraltar: DiceScript = { '2d6': [[4, 5]] };
  const boxes = [NO_CONTACT, gibraltar, ...Array<DiceScript>(6).fill(NO_CONTACT)];
  return replay(history, [
    [
      { type: 'AssignPatrol', data: {} },
      { '2d6': [[4, 6]], '1d6': [6] },
    ], // 10.11.8: 6, the deck gun stays
    ...boxes.map((dice): [CareerCommand, DiceScript] => [enter, dice]),
  ]);
}

/** Jan-44: the Mediterranean again; [E1] 4, a capital ship, [T5] 4 HMS Nelson; 2 points; the escorts sink U-123. */
function lastPatrol(history: readonly CareerEvent[]): CareerEvent[] {
  return replay(history, [
    [{ type: 'AssignPatrol', data: {} }, { '1d6': [6] }],
    [enter, NO_CONTACT],
    [enter, NO_CONTACT],
    [enter, { '2d6': [[1, 3]], '1d20': [4], '1d6': [1] }],
    [{ type: 'ChooseApproach', data: { attack: 'submerged', range: 'medium' } }, {}],
    [
      fire(bow(1, 0), bow(2, 0)),
      {
        '2d6': [
          [1, 1],
          [6, 6],
        ],
        '1d6': [2, 3],
      },
    ], // [U3] 3: 2 points; the other misses
    // [E2] 12 (+1 capital ship): detected, +1 on [E3]; 1d6 2: depth charges; [E3] 12 + 1 = 13: sunk.
    [
      evade,
      {
        '2d6': [
          [6, 6],
          [6, 6],
        ],
        '1d6': [2],
      },
    ],
  ]);
}

describe('patrol log worked example (000 L2356-2446, 002 L2130-2134): U-123, a VIIC from France', () => {
  it('patrol log worked example: Jul-43, [P1] 8 the Atlantic; the convoy of 2,800, 5,000, 4,600 and 1,400 t; the 4,600 t ship sunk; 5 hull boxes add 2 refit months: R in Aug, Sep, Oct, the next patrol in Nov-43', () => {
    const events = atlanticPatrol();
    expect(one(events, 'CareerStarted')).toMatchObject({
      uboatId: 'U-123',
      kommandant: 'Schmidt',
      base: 'france',
    });
    expect(one(events, 'PatrolAssigned')).toMatchObject({
      date: '1943-07',
      roll: { natural: 8 },
      area: 'atlantic',
    });
    const contacts = all(events, 'EncounterRolled').map((e) => e.result);
    expect(contacts).toEqual(['none', 'none', 'none', 'convoy', 'none', 'none']);
    expect(one(events, 'ShipsIdentified').ships.map((s) => s.tonnage)).toEqual([2800, 5000, 4600, 1400]);
    expect(all(events, 'TorpedoFired').map((t) => [t.target, t.hit])).toEqual([
      [1, false],
      [1, false],
      [2, true],
      [2, false],
    ]);
    expect(one(events, 'ShipSunk')).toMatchObject({ tonnage: 4600 });
    expect(all(events, 'UBoatHit').map((h) => h.damage)).toEqual(['hull', 'hull', 'hull', 'hull', 'hull']);
    expect(one(events, 'PatrolCompleted')).toMatchObject({ shipsSunk: 1, aborted: true });
    expect(one(events, 'RefitMonthsSet')).toMatchObject({ base: 1, hullBoxes: 5, months: 3 });
    expect(one(events, 'RefitCompleted')).toMatchObject({
      inPort: ['1943-08', '1943-09', '1943-10'],
      nextPatrol: '1943-11',
    });
  });

  it('patrol log worked example: Nov-43, [P1] 10 the Mediterranean through Gibraltar without contact; based there for good; R in Dec', () => {
    const first = atlanticPatrol();
    const events = mediterraneanPatrol(first).slice(first.length);
    expect(one(events, 'PatrolAssigned')).toMatchObject({
      date: '1943-11',
      roll: { natural: 10 },
      area: 'mediterranean',
    });
    const rolled = all(events, 'EncounterRolled');
    expect(rolled.map((e) => e.column)).toContain('additionalRoundOrGibraltar');
    expect(rolled.every((e) => e.result === 'none')).toBe(true);
    expect(one(events, 'BoatReturned')).toMatchObject({
      base: 'mediterranean',
      permanentAssignment: 'mediterranean',
    });
    expect(one(events, 'RefitCompleted')).toMatchObject({ inPort: ['1943-12'], nextPatrol: '1944-01' });
  });

  it('patrol log worked example: Jan-44, the Mediterranean with no [P1] roll; HMS Nelson (34,000 t) damaged 2 points; U-123 sunk by the escorts', () => {
    const before = mediterraneanPatrol(atlanticPatrol());
    const events = lastPatrol(before).slice(before.length);
    expect(one(events, 'PatrolAssigned')).toMatchObject({
      date: '1944-01',
      roll: null,
      area: 'mediterranean',
    });
    expect(all(events, 'EncounterRolled').map((e) => [e.column, e.result])).toEqual([
      ['transit', 'none'],
      ['transit', 'none'],
      ['mediterranean', 'capitalShip'],
    ]);
    expect(one(events, 'ShipsIdentified').ships).toMatchObject([{ name: 'HMS Nelson', tonnage: 34_000 }]);
    expect(one(events, 'ShipDamaged')).toMatchObject({ points: 2, damage: 2, sinkPoints: 6 });
    expect(one(events, 'UBoatSunk')).toMatchObject({ cause: 'attack' });
    expect(one(events, 'CareerEnded')).toMatchObject({ reason: 'sunk', tonnage: 4600, patrolsCompleted: 2 });
    const state = fold([...before, ...events], initialState());
    expect(state.step.kind).toBe('ended');
    expect(careerOf(state)).toMatchObject({ date: '1944-01', uboatType: 'VIIC', uboatId: 'U-123' });
  });
});
