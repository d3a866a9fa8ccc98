import {
  defaultChartPack as charts,
  type BoxKind,
  type PatrolArea,
  type RouteBox,
  type UBoatType,
} from '../../charts';
import type { DiceScript } from '../../dice';
import { RuleViolation } from '../../errors';
import {
  enterNextBox,
  NO_ROLL,
  patrolThrough,
  play,
  sighted,
  spec,
  started,
  target,
  types,
} from './career.fixtures';
import {
  abortedAtSea,
  aceSearched,
  crewBecame,
  earlierPatrol,
  hitAtSea,
  improved,
  injured,
  lastReload,
  repairsFailed,
  schnorchelRolled,
  tokenDrawn,
  type21Advanced,
} from './career-history.fixtures';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent, CareerStarted, PatrolAssigned } from '../model/events';
import { fold } from '../evolve';
import { pending } from '../pending';
import { superiorTorpedoes } from '../patrol/random-events';
import { inService } from '../port/reassignment';
import { careerOf, initialState, type CareerState, type Wound } from '../model/state';

// Random events (12.0-12.1): every [R1] result, the optional [R2] and 14.11, through decide: Given the career's
// events, When a command with scripted dice, Then its events (and the state they leave).

const box = (kind: BoxKind, onStation = false, rolls = 1): RouteBox => ({
  code: kind,
  kind,
  rolls,
  onStation,
});
const TRANSITS = [box('transit'), box('transit'), box('transit')];

interface AtSea {
  readonly area?: PatrolArea;
  readonly boxes?: readonly RouteBox[];
  readonly options?: Record<string, unknown>;
  readonly mission?: 'abwehr' | 'mines' | null;
  readonly uboatType?: UBoatType;
  /** Events between the start and this patrol: earlier patrols and their refits (career-history.fixtures.ts). */
  readonly before?: readonly CareerEvent[];
}

/** A boat about to enter the first box of its patrol. */
function atSea({
  area = 'atlantic',
  boxes = TRANSITS,
  options = {},
  mission = null,
  uboatType = 'VIIC',
  before = [],
}: AtSea = {}): CareerEvent[] {
  const start = started(uboatType, '1943-08') as CareerStarted;
  const assigned = patrolThrough([]) as PatrolAssigned;
  return [
    { ...start, data: { ...start.data, options: { ...start.data.options, ...options } } },
    ...before,
    { ...assigned, data: { ...assigned.data, area, boxes, mission } },
  ];
}

const stateOf = (events: readonly CareerEvent[]): CareerState => fold(events, initialState());

/** The generic crew boxes wounded so (10.6.1), as the events that wounded them. */
const genericCrew = (...wounds: Wound[]): CareerEvent[] =>
  wounds.flatMap((wound, box) => (wound === 'none' ? [] : [injured('crew', wound, box)]));

const one = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T) =>
  events.find((e) => e.type === type) as Extract<CareerEvent, { type: T }>;
const resolvedOf = (events: readonly CareerEvent[]) => one(events, 'RandomEventResolved').data;
const ignoredOf = (events: readonly CareerEvent[]) => one(events, 'RandomEventIgnored').data;

/** [E1] natural 12 (12.1.1), then the [R1] 2d6. */
const event = (r1: [number, number], more: DiceScript = {}): DiceScript => {
  const m = more as Record<string, (number | readonly number[])[]>;
  return { ...m, '2d6': [[6, 6], r1, ...(m['2d6'] ?? [])] };
};

describe('the trigger (12.0, 12.1.1, 12.1.2, 12.1.5-12.1.7)', () => {
  it('12.1.1: the first unmodified 12 on [E1] rolls [R1] at once and the encounter it gives is ignored', () => {
    const { events, state } = play(atSea(), enterNextBox, event([3, 4]));
    expect(types(events)).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'RandomEventRolled',
      'RandomEventResolved',
    ]);
    expect(one(events, 'EncounterRolled').data).toMatchObject({ result: 'aircraft', randomEvent: true });
    expect(one(events, 'RandomEventRolled').data).toMatchObject({
      chart: 'R1',
      event: 'halsUndBeinbruch',
      roll: { chart: 'R1', rule: '12.1.1', dice: '2d6', natural: 7 },
    });
    expect(state).toMatchObject({ step: { kind: 'underway' }, air: null, encounter: null });
  });

  it('12.1.2: once an event has happened, a later unmodified 12 gives the [E1] encounter', () => {
    const first = play(atSea(), enterNextBox, event([3, 4])).history;
    const { events, state } = play(first, enterNextBox, {
      '2d6': [
        [6, 6],
        [6, 6],
      ],
    }); // [A1] 12: dived in time
    expect(one(events, 'EncounterRolled').data).toMatchObject({ result: 'aircraft', randomEvent: false });
    expect(types(events)).not.toContain('RandomEventRolled');
    expect(state.step.kind).not.toBe('randomEvent');
  });

  it('12.1.4, 12.1.5: an event that cannot happen here is ignored and the trigger re-arms for the next 12', () => {
    const first = play(atSea({ area: 'northAmerica' }), enterNextBox, event([3, 3])); // [R1] 6: a submarine, never off North America
    expect(ignoredOf(first.events)).toEqual({
      event: 'submarineEncounter',
      reason: 'not on this patrol (northAmerica)',
      rolls: [],
    });
    expect(first.state).toMatchObject({ step: { kind: 'underway' }, patrol: { randomEventUsed: false } });
    const again = play(first.history, enterNextBox, event([4, 3]));
    expect(one(again.events, 'RandomEventRolled').data.event).toBe('halsUndBeinbruch');
    expect(again.state.patrol?.randomEventUsed).toBe(true);
  });

  it('12.1.6, Q-34 (E-R-BOX): after the event the boat goes on to the next box; an x2 box rolls no more', () => {
    const given = atSea({ boxes: [box('transit', false, 2), box('transit')] });
    const { events, state } = play(given, enterNextBox, event([3, 4]));
    expect(types(events).filter((t) => t === 'EncounterRolled')).toHaveLength(1);
    expect(state.patrol).toMatchObject({ boxIndex: 0, rollsLeft: 0 });
    expect(pending(state).commands.map((c) => c.type)).toContain('EnterNextBox');
  });

  it('12.1.6: an ignored event moves the boat on too', () => {
    const given = atSea({ boxes: [box('transit', false, 3), box('transit')] });
    const { state } = play(given, enterNextBox, event([4, 4])); // [R1] 8: no schnorchel fitted
    expect(state.patrol).toMatchObject({ rollsLeft: 0, randomEventUsed: false });
  });

  it('12.1.7: no random event in the mission box of a special mission', () => {
    const given = atSea({ boxes: [box('missionBox', true), box('transit')], mission: 'mines' });
    const { events } = play(given, enterNextBox, { '2d6': [[6, 6]] });
    expect(types(events)).not.toContain('RandomEventRolled');
    expect(one(events, 'EncounterRolled').data).toMatchObject({ randomEvent: false, result: 'none' });
  });

  it.each([
    ['transitBayOfBiscay' as const, 'bayOfBiscayOrSpecialMissions'],
    ['gibraltar' as const, 'additionalRoundOrGibraltar'],
  ])(
    '12.0, 12.1.1 (000 L1905, L1909, Q-62): a first unmodified 12 in a %s box is a random event too',
    (kind, column) => {
      const { events } = play(atSea({ boxes: [box(kind), box('transit')] }), enterNextBox, event([3, 4]));
      expect(one(events, 'EncounterRolled').data).toMatchObject({ column, randomEvent: true });
      expect(one(events, 'RandomEventRolled').data).toMatchObject({ chart: 'R1', event: 'halsUndBeinbruch' });
    },
  );

  it('8.1.6: a schnorchelling boat still has its random events', () => {
    const given = atSea({
      boxes: [box('atlantic', true), box('transit')],
      before: earlierPatrol({ refit: [schnorchelRolled(true)] }),
    });
    const schnorchel: CareerCommand = { type: 'EnterNextBox', data: { posture: 'schnorchel' } };
    const { events, state } = play(given, schnorchel, event([3, 4]));
    expect(one(events, 'TravelBoxEntered').data.posture).toBe('schnorchel');
    expect(one(events, 'EncounterRolled').data).toMatchObject({ randomEvent: true });
    expect(one(events, 'RandomEventRolled').data.event).toBe('halsUndBeinbruch');
    expect(state.patrol?.randomEventUsed).toBe(true);
  });
});

describe('[R1] random events, 2d6 (002 L2676-2689)', () => {
  /** The boat about to enter its first transit box, after these events (wounds, an earlier patrol's refit). */
  const transit = (...befell: CareerEvent[]) => [...atSea(), ...befell];

  it('[R1] 2 man overboard: 1d6 2, the LI is lost: KIA', () => {
    const { events, state } = play(transit(), enterNextBox, event([1, 1], { '1d6': [2] }));
    expect(resolvedOf(events)).toMatchObject({
      event: 'manOverboard',
      outcome: { kind: 'officerKilled', officer: 'engineer' },
      rolls: [{ chart: 'R1 manOverboard officer', natural: 2 }],
      abortPatrol: false,
    });
    expect(state.career?.crew.engineer.wound).toBe('killed');
    expect(state.step.kind).not.toBe('ending');
  });

  it('[R1] 2 man overboard: 1d6 1, the Kommandant is lost and the career is over (5.1)', () => {
    const { events, state } = play(transit(), enterNextBox, event([1, 1], { '1d6': [1] }));
    expect(one(events, 'CareerEnded').data).toMatchObject({ reason: 'kommandantKilled', rule: '12.1' });
    expect(state.step.kind).toBe('ended');
  });

  it('[R1] 2, 12.1.5 (E-OFFICER): the officer named is already KIA: the event is ignored, its roll kept', () => {
    const given = transit(injured('firstWatchOfficer', 'killed'));
    const { events, state } = play(given, enterNextBox, event([1, 1], { '1d6': [3] }));
    expect(ignoredOf(events)).toMatchObject({
      event: 'manOverboard',
      reason: 'the firstWatchOfficer is already KIA',
      rolls: [{ natural: 3 }],
    });
    expect(state.patrol?.randomEventUsed).toBe(false);
  });

  it('[R1] 3 caught by surprise (E-SURPRISE): one [E3] attack at +2, its hit on [E4], and one extra crew injury', () => {
    const script = event([1, 2], {
      '2d6': [
        [1, 1],
        [4, 4],
      ],
      d66: [[3, 3]],
      '1d6': [1],
    });
    const { events, state } = play(transit(), enterNextBox, script);
    const resolved = resolvedOf(events);
    expect(resolved.rolls[0]).toMatchObject({
      chart: 'E3',
      total: 4,
      modifiers: [{ id: 'aircraftVsSurfaced' }],
    });
    expect(resolved.outcome).toMatchObject({
      kind: 'damage',
      sunk: false,
      hits: [{ effect: 'hull', hull: 1 }],
    });
    expect(one(events, 'CrewInjured').data).toMatchObject({ rule: '12.1', member: 'crew', box: 0 });
    expect(state.boat?.hullDamage).toBe(1);
    expect(state.career?.crew.generic[0]).toBe('lightlyWounded');
  });

  it('[R1] 3: a system hit is repaired after the event, as after an encounter (10.8)', () => {
    const script = event([1, 2], {
      '2d6': [
        [1, 1],
        [4, 4],
      ],
      d66: [[4, 2]],
      '1d6': [1, 1],
    });
    const { events, state } = play(transit(), enterNextBox, script); // [E4] 42: the radio
    expect(types(events).slice(-2)).toEqual(['CrewInjured', 'RepairsAttempted']);
    expect(one(events, 'RepairsAttempted').data.repairs).toMatchObject([{ system: 'radio', repaired: true }]);
    expect(state.step.kind).toBe('underway');
  });

  it('[R1] 3: [E3] 13 or more sinks the boat', () => {
    const { events } = play(transit(), enterNextBox, event([1, 2], { '2d6': [[6, 5]] }));
    expect(resolvedOf(events).outcome).toEqual({ kind: 'damage', hits: [], sunk: true });
    expect(one(events, 'CareerEnded').data).toMatchObject({ reason: 'sunk', rule: '12.1' });
  });

  it('[R1] 4 gyrocompass failure: repaired on 1-2', () => {
    const { events, state } = play(transit(), enterNextBox, event([1, 3], { '1d6': [2] }));
    expect(resolvedOf(events)).toMatchObject({
      outcome: { kind: 'repair', system: 'gyrocompass', repaired: true },
      abortPatrol: false,
    });
    expect(state.step.kind).toBe('underway');
  });

  it('[R1] 4 (E-REPAIR-EVENT): an LI Experte on duty takes 1 off the repair roll', () => {
    const [career, patrol] = atSea();
    const experte = earlierPatrol({ refit: [improved('engineerExperte')] });
    const given = [career, ...experte, patrol];
    const { events } = play(given, enterNextBox, event([1, 3], { '1d6': [3] }));
    expect(resolvedOf(events)).toMatchObject({
      rolls: [{ total: 2, modifiers: [{ id: 'engineerExperte', value: -1 }] }],
      outcome: { repaired: true },
    });
  });

  it('[R1] 4: not repaired, the patrol must be aborted at once (10.9)', () => {
    const { events, state } = play(transit(), enterNextBox, event([1, 3], { '1d6': [3] }));
    expect(resolvedOf(events)).toMatchObject({ outcome: { repaired: false }, abortPatrol: true });
    expect(one(events, 'PatrolAborted').data).toMatchObject({
      rule: '12.1',
      reason: 'randomEvent',
      voluntary: false,
    });
    // 10.9.2: from the first transit box the nearest way home is back to base, so the patrol ends at once.
    expect(one(events, 'PatrolCompleted').data).toMatchObject({ aborted: true });
    expect(state.step.kind).toBe('inPort');
  });

  it('[R1] 4, [R1] 9 (E-R-ABORT, E-HOMEWARD): a patrol being aborted is not aborted again, and has no weather mission', () => {
    const first = play(transit(), enterNextBox, { '2d6': [[3, 4]] }).events;
    const aborting = transit(...first, abortedAtSea('onward'));
    const gyro = play(aborting, enterNextBox, event([1, 3], { '1d6': [3] }));
    expect(resolvedOf(gyro.events)).toMatchObject({ outcome: { repaired: false }, abortPatrol: false });
    expect(gyro.state.step.kind).toBe('underway');
    const weather = play(aborting, enterNextBox, event([4, 5]));
    expect(ignoredOf(weather.events).reason).toBe('on the way home');
  });

  it('[R1] 5 superior torpedoes (12.1.3): a token for this patrol', () => {
    const { events, state } = play(transit(), enterNextBox, event([2, 3]));
    expect(resolvedOf(events).outcome).toEqual({ kind: 'token', token: 'superiorTorpedoes' });
    expect(state.career?.randomEvents.superiorTorpedoesPatrol).toBe(state.patrol?.number);
  });

  it('[R1] 6 submarine encounter: the 9.9 procedure follows (identity, initiative)', () => {
    const script = event([3, 3], { '1d10': [3, 7] }); // HMS Truculent; 7: the Kommandant chooses
    const { events, state } = play(transit(), enterNextBox, script);
    expect(types(events).slice(2)).toEqual([
      'RandomEventRolled',
      'RandomEventResolved',
      'SubmarineEncountered',
    ]);
    expect(one(events, 'SubmarineEncountered').data).toMatchObject({
      ship: { name: 'HMS Truculent' },
      enemyFiresFirst: false,
    });
    expect(state.step.kind).toBe('submarine');
  });

  it('[R1] 7 Hals und Beinbruch (12.1.3): a token kept for this or a later patrol; they accumulate', () => {
    const drawn = play(transit(), enterNextBox, event([3, 4])).events; // the token of an earlier patrol
    const token = one(drawn, 'RandomEventResolved');
    const [career, patrol] = atSea();
    const held = [career, ...earlierPatrol({ atSea: [token] }), patrol];
    const { events, state } = play(held, enterNextBox, event([3, 4]));
    expect(resolvedOf(events).outcome).toEqual({ kind: 'token', token: 'halsUndBeinbruch' });
    expect(state.career?.randomEvents.halsUndBeinbruch).toBe(2);
  });

  it('[R1] 8 schnorchel failure: ignored while no schnorchel is fitted (12.1.5)', () => {
    const { events } = play(transit(), enterNextBox, event([4, 4]));
    expect(ignoredOf(events)).toMatchObject({ event: 'schnorchelFailure', reason: 'no schnorchel fitted' });
  });

  it('[R1] 8 (E-SCHNORCHEL-EVENT): with a schnorchel the box is lost', () => {
    const [career, patrol] = atSea();
    const fitted = [career, ...earlierPatrol({ refit: [schnorchelRolled(true)] }), patrol];
    const { events, state } = play(fitted, enterNextBox, event([4, 4]));
    expect(resolvedOf(events).outcome).toEqual({ kind: 'boxLost' });
    expect(state.patrol).toMatchObject({ rollsLeft: 0, randomEventUsed: true });
  });

  it('[R1] 9 weather-reporting mission (E-QUIET): no encounter in this box nor in the next', () => {
    const first = play(transit(), enterNextBox, event([4, 5]));
    expect(resolvedOf(first.events).outcome).toEqual({ kind: 'noEncounters', officerKilled: null });
    const quiet = play(first.history, enterNextBox, {});
    expect(types(quiet.events)).toEqual(['TravelBoxEntered']);
    expect(one(quiet.events, 'TravelBoxEntered').data.rolls).toBe(0);
    const after = play(quiet.history, enterNextBox, { '2d6': [[2, 2]] });
    expect(types(after.events).slice(0, 2)).toEqual(['TravelBoxEntered', 'EncounterRolled']);
  });

  it('[R1] 9 (E-HOMEWARD): ignored on the way home, after the last on-station box', () => {
    const given = atSea({ boxes: [box('atlantic', true), box('transit'), box('transit')] });
    const onStation = play(given, enterNextBox, { '2d6': [[2, 2]] }).history; // [E1] Atlantic 4: nothing
    const { events } = play(onStation, enterNextBox, event([4, 5]));
    expect(ignoredOf(events)).toMatchObject({ event: 'weatherReportingMission', reason: 'on the way home' });
  });

  it('[R1] 9 ([E5] radio): ignored with the radio out', () => {
    const radioOut = transit(hitAtSea(['radio']), repairsFailed(['radio']));
    const { events } = play(radioOut, enterNextBox, event([4, 5]));
    expect(ignoredOf(events).reason).toBe('the radio is inoperative');
  });

  it('E-QUIET: the mission box after a quiet box is still rolled until the mission is done (7.4.1)', () => {
    const boxes = [box('transit'), box('missionBox', true), box('transit')];
    const first = play(atSea({ boxes, mission: 'mines' }), enterNextBox, event([5, 6])); // [R1] 11
    const { events } = play(first.history, enterNextBox, { '2d6': [[6, 6]] });
    expect(one(events, 'TravelBoxEntered').data.rolls).toBe(1);
    expect(one(events, 'EncounterRolled').data.result).toBe('none');
  });

  it('[R1] 10 minefield: ignored on an Atlantic patrol (12.1.4, E-AREA)', () => {
    const { events } = play(transit(), enterNextBox, event([4, 6]));
    expect(ignoredOf(events)).toMatchObject({ event: 'minefield', reason: 'not on this patrol (atlantic)' });
  });

  it('[R1] 10 minefield: 2d6 2-4, the boat is sunk', () => {
    const given = atSea({ area: 'britishIsles' });
    const { events } = play(given, enterNextBox, event([4, 6], { '2d6': [[2, 2]] }));
    expect(resolvedOf(events)).toMatchObject({ outcome: { kind: 'damage', sunk: true, hits: [] } });
    expect(one(events, 'CareerEnded').data.reason).toBe('sunk');
  });

  it('[R1] 10 minefield: a Veteran crew adds 1; 5 is ten hits on [E4] (E-MINEFIELD)', () => {
    const [career, patrol] = atSea({ area: 'britishIsles' });
    const veteran = [career, ...earlierPatrol({ refit: [crewBecame('trained', 'veteran')] }), patrol];
    const naxos = Array.from({ length: 10 }, () => [1, 3]); // [E4] 13: NAXOS, not fitted: no effect
    const { events, state } = play(veteran, enterNextBox, event([4, 6], { '2d6': [[2, 2]], d66: naxos }));
    const resolved = resolvedOf(events);
    expect(resolved.rolls[0]).toMatchObject({ total: 5, modifiers: [{ id: 'veteranCrew', value: 1 }] });
    expect(resolved.outcome).toMatchObject({ kind: 'damage', sunk: false });
    expect(resolved.outcome.kind === 'damage' && resolved.outcome.hits).toHaveLength(10);
    expect(state.step.kind).toBe('underway');
  });

  it('[R1] 10 minefield: 6 or more, nothing (C-18)', () => {
    const given = atSea({ area: 'mediterranean' });
    const { events } = play(given, enterNextBox, event([4, 6], { '2d6': [[3, 3]] }));
    expect(resolvedOf(events).outcome).toEqual({ kind: 'damage', hits: [], sunk: false });
  });

  it('[R1] 11 heavy storm (E-QUIET): never ignored, no encounter in this box nor in the next', () => {
    const given = atSea({ boxes: [box('atlantic', true), box('transit'), box('transit')] });
    const onStation = play(given, enterNextBox, { '2d6': [[2, 2]] }).history;
    const { events, state } = play(onStation, enterNextBox, event([5, 6]));
    expect(resolvedOf(events).outcome.kind).toBe('noEncounters');
    expect(state.patrol?.randomEvents.quietAfter).toBe(1);
  });

  it('[R1] 12 loose torpedo (E-LOOSE): SW on an unwounded generic box', () => {
    const given = transit(...genericCrew('lightlyWounded', 'none', 'none', 'none'));
    const { events, state } = play(given, enterNextBox, event([6, 6]));
    expect(resolvedOf(events).outcome).toEqual({
      kind: 'wounds',
      wounds: [{ box: 'generic', index: 1, wound: 'severelyWounded' }],
    });
    expect(state.career?.crew.generic).toEqual(['lightlyWounded', 'severelyWounded', 'none', 'none']);
  });

  it('[R1] 12 (E-LOOSE, Q-07): all wounded, the least wounded takes it: SW on LW = SW, SW on SW = KIA', () => {
    const lw = transit(...genericCrew('severelyWounded', 'lightlyWounded', 'killed', 'severelyWounded'));
    expect(resolvedOf(play(lw, enterNextBox, event([6, 6])).events).outcome).toMatchObject({
      wounds: [{ index: 1, wound: 'severelyWounded' }],
    });
    const sw = transit(...genericCrew('killed', 'severelyWounded', 'killed', 'severelyWounded'));
    expect(resolvedOf(play(sw, enterNextBox, event([6, 6])).events).outcome).toMatchObject({
      wounds: [{ index: 1, wound: 'killed' }],
    });
  });

  it('[R1] 12: ignored when every torpedo has been fired', () => {
    const empty = {
      bowTubes: [null, null, null, null],
      sternTubes: [null],
      forwardReloads: [],
      aftReloads: [],
    };
    const { events } = play(transit(lastReload(empty)), enterNextBox, event([6, 6]));
    expect(ignoredOf(events)).toMatchObject({ event: 'looseTorpedo', reason: 'no torpedoes left' });
  });
});

describe('the tokens (12.1.3, Q-33)', () => {
  const use: CareerCommand = { type: 'UseRandomEventToken', data: { token: 'halsUndBeinbruch' } };
  /** A boat at sea holding `n` Hals und Beinbruch tokens, drawn on earlier patrols (12.1.3: kept for a later one). */
  const holding = (n = 1) =>
    atSea({
      before: Array.from({ length: n }, () =>
        earlierPatrol({ atSea: [tokenDrawn('halsUndBeinbruch')] }),
      ).flat(),
    });

  it("[R1] 5, E-SUPERIOR: +1 on the boat's [U2] dud rolls for the rest of the patrol: a 1 is no dud", () => {
    const [career, assigned, ...sighting] = sighted({
      ships: [target('Freighter', 7600, 3)],
      escorted: false,
    });
    const surfaced: CareerCommand = { type: 'ChooseApproach', data: { attack: 'surfaced', range: 'close' } };
    const fire: CareerCommand = {
      type: 'FireTorpedoes',
      data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
    };
    const approached = play([career, assigned, tokenDrawn('superiorTorpedoes'), ...sighting], surfaced);
    const { events } = play(approached.history, fire, { '2d6': [[1, 1]], '1d6': [1, 6] });
    expect(one(events, 'TorpedoDudRolled').data).toMatchObject({
      dud: false,
      roll: { natural: 1, total: 2, modifiers: [{ id: 'superiorTorpedoes', value: 1, rule: '12.1.3' }] },
    });
    expect(superiorTorpedoes(approached.state, charts)).toHaveLength(1);
    // The token drawn on an earlier patrol: none on this one.
    const first = assigned as PatrolAssigned;
    const second: PatrolAssigned = { ...first, data: { ...first.data, number: 2 } };
    const earlier = earlierPatrol({ atSea: [tokenDrawn('superiorTorpedoes')] });
    const later = play([career, ...earlier, second, ...sighting], surfaced).state;
    expect(superiorTorpedoes(later, charts)).toEqual([]);
  });

  it('12.1.3: a Hals und Beinbruch token is offered at every decision while one is on the board', () => {
    expect(pending(stateOf(atSea())).commands.map((c) => c.type)).not.toContain('UseRandomEventToken');
    const offered = pending(stateOf(holding())).commands.find((c) => c.type === 'UseRandomEventToken');
    expect(offered?.choices).toEqual([use]);
  });

  it('E-HALS: used, the token leaves the board and the next roll that harms the boat is rolled again', () => {
    const used = play(holding(), use, {});
    expect(used.events).toEqual([
      { type: 'RandomEventTokenUsed', data: { token: 'halsUndBeinbruch', rule: '12.1.3' } },
    ]);
    expect(used.state.career?.randomEvents).toMatchObject({ halsUndBeinbruch: 0, rerollReady: true });
    expect(pending(used.state).commands.map((c) => c.type)).not.toContain('UseRandomEventToken');
    // [R1] 2, 1d6 2: the LI overboard — set aside; [R1] rolled again: 7, another token.
    const { events, state } = play(
      used.history,
      enterNextBox,
      event([1, 1], { '2d6': [[3, 4]], '1d6': [2] }),
    );
    expect(types(events)).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'DiceRerolled',
      'RandomEventRolled',
      'RandomEventResolved',
    ]);
    expect(one(events, 'DiceRerolled').data.discarded.map((r) => [r.chart, r.natural])).toEqual([
      ['R1', 2],
      ['R1 manOverboard officer', 2],
    ]);
    expect(state.career?.crew.engineer.wound).toBe('none');
    expect(state.career?.randomEvents).toMatchObject({ halsUndBeinbruch: 1, rerollReady: false });
  });

  it('E-HALS: the re-roll stands even when it is no better, and rolls that do no harm are kept', () => {
    const used = play(holding(), use, {}).history;
    const quiet = play(used, enterNextBox, { '2d6': [[3, 4]] }); // [E1] transit 7: nothing
    expect(types(quiet.events)).not.toContain('DiceRerolled');
    expect(quiet.state.career?.randomEvents.rerollReady).toBe(true);
    const { events, state } = play(
      quiet.history,
      enterNextBox,
      event([1, 1], { '2d6': [[1, 1]], '1d6': [2, 5] }),
    );
    expect(types(events).filter((t) => t === 'DiceRerolled')).toHaveLength(1);
    expect(resolvedOf(events).outcome).toEqual({ kind: 'officerKilled', officer: 'secondWatchOfficer' });
    expect(state.career?.crew.secondWatchOfficer.wound).toBe('killed');
  });

  it('12.1.3: no token, or one already in use, or Superior Torpedoes: the command is refused', () => {
    spec.given(atSea()).when(use).thenThrows(RuleViolation);
    const superior: CareerCommand = { type: 'UseRandomEventToken', data: { token: 'superiorTorpedoes' } };
    spec
      .given(holding())
      .when(superior)
      .thenThrows(RuleViolation, (e) => e.rule === '12.1.3' && e.code === 'command/option-not-offered');
    const used = play(holding(2), use, {}).history;
    spec
      .given(used)
      .when(use)
      .thenThrows(RuleViolation, (e) => e.rule === '12.1.3' && e.code === 'command/not-pending');
  });
});

describe('[R2] alternative random events, 3d6 (option, 002 L2691-2708)', () => {
  const r2 = (s: AtSea = {}) => atSea({ ...s, options: { alternativeRandomEvents: true } });
  const r2Event = (faces: [number, number, number], more: DiceScript = {}): DiceScript => {
    const m = more as Record<string, (number | readonly number[])[]>;
    return { ...m, '2d6': [[6, 6], ...(m['2d6'] ?? [])], '3d6': [faces, ...(m['3d6'] ?? [])] };
  };

  it('E-R2: with the option every random event is rolled on [R2], 3d6', () => {
    const { events } = play(r2(), enterNextBox, r2Event([4, 5, 5]));
    expect(one(events, 'RandomEventRolled').data).toMatchObject({
      chart: 'R2',
      event: 'halsUndBeinbruch',
      roll: { chart: 'R2', dice: '3d6', natural: 14 },
    });
  });

  it('[R2] 3 crash dive, an officer left on deck: 1d6 1, the Doctor: KIA', () => {
    const { events, state } = play(r2(), enterNextBox, r2Event([1, 1, 1], { '1d6': [1] }));
    expect(resolvedOf(events).outcome).toEqual({ kind: 'officerKilled', officer: 'doctor' });
    expect(state.career?.crew.doctor.wound).toBe('killed');
  });

  describe('[R2] 4 periscope failure (12.1, E-PERISCOPE): not repaired', () => {
    const boxes = [box('atlantic', true), box('atlantic', true), box('transit')];
    const failed = () => play(r2({ boxes }), enterNextBox, r2Event([1, 1, 2], { '1d6': [5] })).history;
    const convoy = [target('Alpha', 5000, 3), target('Bravo', 6000, 3)];
    /** The boat meets ships in the next box (8.3, 8.4), the checks of the sighting already made. */
    const meets = (timeOfDay: 'day' | 'night'): CareerEvent[] => [
      ...failed(),
      {
        type: 'TravelBoxEntered',
        data: { boxIndex: 1, box: boxes[1], posture: 'surfaced', rolls: 1, kiteDeployed: false },
      },
      {
        type: 'EncounterRolled',
        data: {
          boxIndex: 1,
          column: 'atlantic',
          roll: NO_ROLL,
          printed: 'twoShips',
          result: 'twoShips',
          rulesApplied: [],
          randomEvent: false,
          kiteRerolled: null,
          kiteCutLoose: null,
        },
      },
      { type: 'ShipsIdentified', data: { escorted: false, ships: convoy.map((s) => ({ ...s, rolls: [] })) } },
      { type: 'TimeOfDaySet', data: { timeOfDay, roll: NO_ROLL, rule: '8.4.1' } },
    ];
    type Approach = Extract<CareerCommand, { type: 'ChooseApproach' }>['data'];
    const approaches = (given: readonly CareerEvent[]): Approach[] =>
      (pending(stateOf(given)).commands.find((c) => c.type === 'ChooseApproach')?.choices ?? []).map(
        (c) => c.data as Approach,
      );
    const approach = (attack: string, range: string): CareerCommand =>
      ({ type: 'ChooseApproach', data: { attack, range } }) as CareerCommand;
    /** [E1] 6 convoy (8.2.4): 4 ships (1d6 1 small freighters, [T1] 01-04), then 1d6 day or night (8.4.1). */
    const convoyMet = (timeOfDay: 1 | 4, e2: [number, number][] = []): DiceScript => ({
      '2d6': [[3, 3], ...e2],
      '1d6': [1, 1, 1, 1, timeOfDay],
      d100: [
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
      ],
    });

    it('the repair roll fails (5): no submerged attack for the rest of the patrol', () => {
      const { events, state } = play(r2({ boxes }), enterNextBox, r2Event([1, 1, 2], { '1d6': [5] }));
      expect(resolvedOf(events).outcome).toEqual({ kind: 'repair', system: 'periscope', repaired: false });
      expect(state.patrol?.randomEvents.periscopeFailed).toBe(true);
      const met = meets('night');
      expect(approaches(met).map((a) => a.attack)).not.toContain('submerged');
      spec
        .given(met)
        .when(approach('submerged', 'long'))
        .thenThrows(RuleViolation, (e) => e.rule === '12.1' && e.code === 'approach/no-periscope');
    });

    it('by day the ships are attacked at long range only, and unescorted ships check no [E2]', () => {
      const met = meets('day');
      expect(approaches(met)).toEqual([{ attack: 'surfaced', range: 'long' }]);
      spec
        .given(met)
        .when(approach('surfaced', 'medium'))
        .thenThrows(RuleViolation, (e) => e.rule === '12.1' && e.code === 'approach/range-not-allowed');
      const { events } = play(met, approach('surfaced', 'long'), {});
      expect(one(events, 'AttackApproachChosen').data).toMatchObject({ attack: 'surfaced', range: 'long' });
      expect(types(events)).not.toContain('EscortDetectionRolled');
    });

    it('by day escorts check [E2] at once, at long range: not detected, the boat may not attack them', () => {
      const { events, state } = play(failed(), enterNextBox, convoyMet(1, [[1, 2]]));
      expect(one(events, 'TimeOfDaySet').data.timeOfDay).toBe('day');
      const check = one(events, 'EscortDetectionRolled').data;
      expect(check).toMatchObject({ rule: '12.1', result: 'notDetected' });
      expect(check.roll.modifiers).toContainEqual(expect.objectContaining({ id: 'longRange' }));
      expect(state).toMatchObject({ step: { kind: 'shipsSighted' }, encounter: { periscopeChecked: true } });
      // 9.4.6: never surfaced vs escorts, and not submerged: declining or trying for night is left.
      expect(pending(state).commands.map((c) => c.type)).toEqual(['DeclineAttack', 'SwitchToNight']);
    });

    it('by day escorts that detect the boat at once attack it (as 9.2.2): the depth charges come first', () => {
      // [E2] 12: detected; no special weapon (1d6 6), and the depth charges' [E3] 2: no hit.
      const script = {
        ...convoyMet(1, [
          [6, 6],
          [1, 1],
        ]),
        '1d6': [1, 1, 1, 1, 1, 6],
      };
      const { events, history } = play(failed(), enterNextBox, script);
      const check = events.findIndex((e) => e.type === 'EscortDetectionRolled');
      expect(events[check]).toMatchObject({ data: { rule: '12.1', result: 'detected' } });
      expect(types(events).slice(check + 1, check + 2)).toEqual(['DepthCharged']);
      const detected = stateOf(history.slice(0, history.length - events.length + check + 1));
      expect(detected.step.kind).toBe('depthCharges');
      expect(detected.encounter?.hunt).toMatchObject({
        origin: 'detected',
        attackDue: true,
        previouslyDetected: true,
      });
    });

    it('E-ARRIVED: escorts that arrive and miss the boat do not let it fire submerged', () => {
      // Unescorted ships by day: one torpedo at long range (missed), the round ended, an additional round whose
      // roll brings escorts (9.4.6, 3): the boat is submerged at once and must slip away; [E2] 3 misses it.
      const fire: CareerCommand = {
        type: 'FireTorpedoes',
        data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
      };
      const approached = play(meets('day'), approach('surfaced', 'long'), {}).history;
      const fired = play(approached, fire, { '2d6': [[6, 6]] }).history;
      const ended = play(fired, { type: 'EndRound', data: {} }, {}).history;
      const arrived = play(ended, { type: 'AdditionalRound', data: {} }, { '2d6': [[1, 2]] });
      expect(arrived.state).toMatchObject({
        step: { kind: 'evading' },
        encounter: { hunt: { origin: 'arrived' } },
      });
      const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
      const { events, state } = play(arrived.history, evade, { '2d6': [[1, 2]] });
      expect(types(events)).toEqual(['EscortDetectionRolled']);
      expect(state.step.kind).toBe('combatRoundOver');
      expect(pending(state).commands.map((c) => c.type)).not.toContain('FireTorpedoes');
    });

    it('at night nothing else changes: no [E2] check, the night surface attack at any range', () => {
      const { events, history } = play(failed(), enterNextBox, convoyMet(4));
      expect(types(events)).not.toContain('EscortDetectionRolled');
      expect(approaches(history).map((a) => `${a.attack} ${a.range}`)).toEqual(
        expect.arrayContaining(['nightSurface close', 'nightSurface medium', 'nightSurface long']),
      );
      expect(approaches(history).map((a) => a.attack)).not.toContain('submerged');
    });
  });

  it('[R2] 5 search and rescue (E-ACE): the ace recovered on 1-2: abort (10.9), promotion at the next refit', () => {
    const { events, state } = play(
      r2({ area: 'britishIsles' }),
      enterNextBox,
      r2Event([1, 1, 3], { '1d6': [2] }),
    );
    expect(resolvedOf(events)).toMatchObject({
      outcome: { kind: 'aceSearch', recovered: true },
      abortPatrol: true,
    });
    expect(types(events)).toContain('PatrolAborted');
    // E-ACE: home from the first box, the refit promotes him.
    expect(one(events, 'PromotionRolled').data).toMatchObject({ reason: 'aceRecovered', promoted: true });
    expect(state.career?.randomEvents).toMatchObject({ aceSearched: true, promotionAtNextRefit: false });
  });

  it('[R2] 5: only in the British Isles, the Mediterranean or a Bay of Biscay box, and once per game', () => {
    expect(ignoredOf(play(r2(), enterNextBox, r2Event([1, 1, 3])).events).reason).toBe(
      'not in the British Isles, the Mediterranean or a Bay of Biscay box',
    );
    // The ace searched for on an earlier patrol, and not found.
    const searched = r2({ area: 'mediterranean', before: earlierPatrol({ atSea: [aceSearched(false)] }) });
    expect(ignoredOf(play(searched, enterNextBox, r2Event([1, 1, 3])).events).reason).toBe('once per game');
  });

  it('[R2] 5 in a Bay of Biscay transit box of an Atlantic patrol (12.1.1 reaches it): the search is made', () => {
    const given = r2({ boxes: [box('transitBayOfBiscay'), box('transit')] });
    const { events } = play(given, enterNextBox, r2Event([1, 1, 3], { '1d6': [5] }));
    expect(resolvedOf(events)).toMatchObject({ outcome: { kind: 'aceSearch', recovered: false } });
  });

  it('[R2] 13 heavy storm: then 1d6 6, a wave takes the officer on watch (1d6 3: the 1WO)', () => {
    const { events, state } = play(r2(), enterNextBox, r2Event([4, 4, 5], { '1d6': [6, 3] }));
    expect(resolvedOf(events)).toMatchObject({
      outcome: { kind: 'noEncounters', officerKilled: 'firstWatchOfficer' },
      rolls: [
        { chart: 'R2 heavyStorm wave', natural: 6 },
        { chart: 'R2 heavyStorm officer', natural: 3 },
      ],
    });
    expect(state.career?.crew.firstWatchOfficer.wound).toBe('killed');
    expect(state.patrol?.randomEvents.quietAfter).toBe(0);
  });

  it('[R2] 13: 1d6 1-5, only the storm', () => {
    const { events } = play(r2(), enterNextBox, r2Event([4, 4, 5], { '1d6': [5] }));
    expect(resolvedOf(events).outcome).toEqual({ kind: 'noEncounters', officerKilled: null });
  });

  it('[R2] 15 Milchkuh (E-MILCHKUH): the 14.9 replenishment is offered at once; the Kommandant may decline', () => {
    const { events, state, history } = play(r2(), enterNextBox, r2Event([4, 5, 6]));
    expect(resolvedOf(events).outcome).toEqual({ kind: 'milchkuh' });
    expect(one(events, 'ReplenishmentChanceRolled').data).toEqual({ roll: null, possible: true });
    expect(state.step.kind).toBe('replenishment');
    const declined = play(history, { type: 'DeclineReplenishment', data: {} }, {});
    expect(declined.state.step.kind).toBe('underway');
  });

  it('[R2] 15: never for the IXD-2, XB and XIV (14.9.7)', () => {
    const { events } = play(r2({ uboatType: 'XIV' }), enterNextBox, r2Event([4, 5, 6]));
    expect(ignoredOf(events).reason).toBe('never for this type (14.9.7)');
  });

  it('[R2] 17 spoiled food (E-SPOILED): every box aboard LW (LW + LW = SW), and the patrol aborted', () => {
    const boxes = [box('transit'), box('transit'), box('transit')];
    const first = play(r2({ boxes }), enterNextBox, { '2d6': [[3, 4]] }).events;
    const wounds = genericCrew('lightlyWounded', 'none', 'killed', 'severelyWounded');
    const given = [...r2({ boxes }), ...first, ...wounds];
    const { events, state } = play(given, enterNextBox, r2Event([6, 6, 5]));
    expect(resolvedOf(events)).toMatchObject({ event: 'spoiledFood', abortPatrol: true });
    expect(state.career?.crew).toMatchObject({
      kommandant: { wound: 'lightlyWounded' },
      doctor: { wound: 'lightlyWounded' },
      generic: ['severelyWounded', 'lightlyWounded', 'killed', 'severelyWounded'],
    });
    expect(one(events, 'PatrolAborted').data).toMatchObject({ rule: '12.1', reason: 'randomEvent' });
  });

  it('[R2] 17: ignored in the first outbound transit box', () => {
    const { events } = play(r2(), enterNextBox, r2Event([6, 6, 5]));
    expect(ignoredOf(events).reason).toBe('in the first outbound transit box');
  });
});

describe('optional 14.11: the Type XXI production advance', () => {
  const advancing = (before: readonly CareerEvent[] = []) =>
    atSea({ area: 'northAmerica', options: { typeXXIProductionAdvance: true }, before });

  it('14.11, E-XXI-ADVANCE: a random-event roll brings the Type XXI a month earlier, once per patrol', () => {
    const first = play(advancing(), enterNextBox, event([3, 3])); // [R1] 6, ignored off North America
    expect(one(first.events, 'Type21ProductionAdvanced').data).toEqual({
      monthsEarlier: 1,
      availableFrom: '1945-03',
    });
    expect(first.state.career?.randomEvents.type21MonthsEarlier).toBe(1);
    const again = play(first.history, enterNextBox, event([3, 4]));
    expect(types(again.events)).not.toContain('Type21ProductionAdvanced');
  });

  it('Q-49: never before 9/44', () => {
    // Seven earlier patrols, each a month earlier: the Type XXI from 9/44.
    const earlier = Array.from({ length: 7 }, (_, i) => earlierPatrol({ atSea: [type21Advanced(i + 1)] }));
    const early = advancing(earlier.flat());
    expect(inService(careerOf(stateOf(early)), 'XXI', charts)).toBe('1944-09');
    expect(types(play(early, enterNextBox, event([3, 4])).events)).not.toContain('Type21ProductionAdvanced');
  });

  it('14.11: without the option nothing moves', () => {
    expect(types(play(atSea(), enterNextBox, event([3, 4])).events)).not.toContain(
      'Type21ProductionAdvanced',
    );
  });
});
