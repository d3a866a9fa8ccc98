import { defaultChartPack as charts, type BoxKind } from '../../charts';
import type { DiceScript } from '../../dice';
import { RuleViolation } from '../../errors';
import {
  enterNextBox,
  patrolThrough,
  sighted,
  spec,
  started,
  target,
  ESCORTS_MISS_THE_BOAT,
  play,
  type Of,
  all,
  types,
} from './career.fixtures';
import {
  earlierPatrol,
  forcedAbort,
  hitAtSea,
  improved,
  injured,
  repairsFailed,
} from './career-history.fixtures';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { fold } from '../evolve';
import { pending } from '../pending';
import { readyTubes } from '../common/tubes';
import { initialState, type BoatSystem, type CareerState } from '../model/state';

// Damage at sea (§10): additional flooding (10.1.3), repairs (10.8), what inoperative systems do (10.8.6, [E5]),
// the diesels (10.2), scuttling and the crew's rescue (10.10). Given the career's events (earlier damage and wounds
// as the events that left them), when a command, then its events.

const DAMAGE_CONTROL = ['RepairsAttempted', 'PatrolAborted', 'TowedHome', 'UBoatScuttled', 'CrewRescued'];
/** The damage-control events in the order they came, and the patrol's end (refit events left out). */
const damageTypes = (events: readonly CareerEvent[]) =>
  types(events).filter((t) => [...DAMAGE_CONTROL, 'PatrolCompleted'].includes(t));

const stateOf = (history: readonly CareerEvent[]): CareerState => fold(history, initialState());

/** The history with these events right after its start: what earlier patrols and refits left the crew. */
const after = (history: readonly CareerEvent[], ...earlier: CareerEvent[]): CareerEvent[] => [
  history[0],
  ...earlier,
  ...history.slice(1),
];

/** The history with these events before the boat entered its box: damage and wounds on the way, not yet repaired. */
function onTheWay(history: readonly CareerEvent[], ...befell: CareerEvent[]): CareerEvent[] {
  const box = history.findIndex((e) => e.type === 'TravelBoxEntered');
  return [...history.slice(0, box), ...befell, ...history.slice(box)];
}

/** These systems damaged and their repair failed (10.8.5): inoperative for the rest of the patrol. */
const outOfAction = (...systems: BoatSystem[]): CareerEvent[] => [hitAtSea(systems), repairsFailed(systems)];

/** A boat that has entered the `at`-th box of this route (the box's rolls made); box 0 rolls `firstRolls` times. */
function under(
  kinds: readonly BoxKind[],
  at: number,
  area: 'atlantic' | 'indianOcean' | 'mediterranean' = 'atlantic',
  firstRolls = 1,
): CareerEvent[] {
  const patrol = patrolThrough(kinds) as Of<'PatrolAssigned'>;
  const boxes = patrol.data.boxes.map((b, i) => (i === 0 ? { ...b, rolls: firstRolls } : b));
  const entered: CareerEvent = {
    type: 'TravelBoxEntered',
    data: { boxIndex: at, box: boxes[at], posture: 'surfaced', rolls: 0, kiteDeployed: false },
  };
  return [started(), { ...patrol, data: { ...patrol.data, area, boxes } }, entered];
}
/** Transit, transit, two on-station boxes, transit, transit: from box 1 the nearest way home is back. */
const ROUTE: readonly BoxKind[] = ['transit', 'transit', 'atlantic', 'atlantic', 'transit', 'transit'];

const AIR = [1, 1]; // [E1] 2 in a transit box: aircraft
const ONE_ATTACK = [3, 4];
const MISS = [6, 6];
const TWO_HITS = [2, 3]; // [E3] 5 + 2
const CREW = [3, 4];
const NOTHING = [4, 4];
const ONE_HIT = [1, 1]; // [E3] 2 + 2
const NO_SPECIAL_WEAPON = 2;
const LW = 1; // [E5a] 7, 1d6 1-3: a light wound

/**
 * A boat never begins a box with damage not yet repaired: damage control follows the combat that did the damage,
 * in the same command (10.8). So these hits come in the box: [E1] Aircraft in a transit box, one attack ([A1] 7, no
 * special weapon), the flak misses, [E3] one hit or two on [E4] `hits`, the automatic wound (9.8.2), no additional
 * round; then damage control's repair rolls, and what follows them (`more` 2d6).
 */
const aircraftHit = (hits: number[][], repairs: number[], more: number[][] = []): DiceScript => ({
  '2d6': [AIR, ONE_ATTACK, MISS, hits.length === 1 ? ONE_HIT : TWO_HITS, CREW, NOTHING, ...more],
  '1d6': [NO_SPECIAL_WEAPON, LW, ...repairs],
  d66: hits,
});
const FUEL_TANKS = [6, 6];
const DIESEL_1 = [2, 3];
const DIESEL_2 = [2, 5];

const FREIGHTER = target('Freighter', 7600, 3);
const close: CareerCommand = { type: 'ChooseApproach', data: { attack: 'submerged', range: 'close' } };
const evade: CareerCommand = { type: 'EvadeEscorts', data: { exceedTestDepth: false, bold: false } };
// 9.2.2 detected on 7 closing in; depth charges (1d6 2) on [E3] 6: one hit.
const DETECTED_ONE_HIT = {
  '2d6': [
    [3, 4],
    [3, 3],
  ],
  '1d6': [2],
};

describe('additional flooding (10.1.3)', () => {
  it('"at the end of every combat round with a flooding result, 1d6: 5-6 one more box" — before the next [E2]', () => {
    const given = sighted({ kind: 'shipWithEscort', ships: [FREIGHTER], escorted: true });
    const { events, state, history } = play(given, close, {
      '2d6': DETECTED_ONE_HIT['2d6'],
      '1d6': [2, 6],
      d66: [[1, 2]],
    });
    expect(types(events).slice(-2)).toEqual(['UBoatHit', 'AdditionalFloodingChecked']);
    expect(all(events, 'AdditionalFloodingChecked')[0]).toEqual({
      roll: expect.objectContaining({
        chart: 'E4 extra flooding',
        rule: '10.1.3',
        natural: 6,
        modifiers: [],
      }),
      flooded: true,
      flooding: 2,
      forcedToSurface: false,
    });
    expect(state.step).toEqual({ kind: 'evading' });
    // 10.8 step 1: slipping away, the flooding is pumped out before any follow (9.7).
    const escaped = play(history, evade, ESCORTS_MISS_THE_BOAT);
    expect(types(escaped.events)).toEqual(['EscortDetectionRolled', 'RepairsAttempted']);
    expect(all(escaped.events, 'RepairsAttempted')[0]).toEqual({ floodingPumped: 2, repairs: [] });
    expect(escaped.state.boat?.flooding).toBe(0);
  });

  it('Q-02: "−1 with an Experte LI" (on duty), "+1 with the LI SW or KIA"', () => {
    const given = sighted({ kind: 'shipWithEscort', ships: [FREIGHTER], escorted: true });
    const check = (engineer: (history: CareerEvent[]) => CareerEvent[], natural: number) => {
      const script = { '2d6': DETECTED_ONE_HIT['2d6'], '1d6': [2, natural], d66: [[1, 2]] };
      return all(play(engineer(given), close, script).events, 'AdditionalFloodingChecked')[0];
    };
    const experte = (history: CareerEvent[]) =>
      after(history, ...earlierPatrol({ refit: [improved('engineerExperte')] }));
    expect(check(experte, 5)).toMatchObject({
      roll: { total: 4, modifiers: [{ id: 'engineerExperte', value: -1, rule: '10.1.3' }] },
      flooded: false,
      flooding: 1,
    });
    const wounded = (history: CareerEvent[]) =>
      onTheWay(experte(history), injured('engineer', 'severelyWounded'));
    expect(check(wounded, 4)).toMatchObject({
      roll: { total: 5, modifiers: [{ id: 'engineerOut', value: 1, rule: '10.1.3' }] },
      flooded: true,
    });
  });

  it('10.1.2: one more box into the last one — the boat surfaces and is scuttled (10.10.2); the Kommandant SW +1: 12, captured', () => {
    const given = onTheWay(
      sighted({ kind: 'shipWithEscort', ships: [FREIGHTER], escorted: true }),
      hitAtSea([], 0, 4),
      injured('kommandant', 'severelyWounded'),
    );
    const { events, state: captured } = play(given, close, {
      '2d6': [...DETECTED_ONE_HIT['2d6'], [5, 6]],
      '1d6': [2, 6],
      d66: [[1, 2]],
    });
    expect(types(events).slice(-4)).toEqual([
      'UBoatHit',
      'AdditionalFloodingChecked',
      'UBoatScuttled',
      'CareerEnded',
    ]);
    expect(all(events, 'AdditionalFloodingChecked')[0]).toMatchObject({ flooding: 6, forcedToSurface: true });
    expect(all(events, 'UBoatScuttled')[0]).toEqual({
      rule: '10.1.2',
      reason: 'forced to surface: the flooding track is full',
      roll: expect.objectContaining({
        rule: '10.10.2',
        natural: 11,
        total: 12,
        modifiers: [{ id: 'kommandantSeverelyWounded', value: 1, rule: '10.10.3' }],
      }),
      captured: true,
    });
    expect(all(events, 'CareerEnded')[0]).toMatchObject({ reason: 'captured', rule: '10.10.2' });
    expect(captured.career?.boatCaptured).toBe(true);
  });
});

describe('repairs (10.8)', () => {
  it('"after all combat rounds, 1d6 for each system damaged, success on the [E5] number or less; failure: inoperative"', () => {
    const given = under(['transit', 'transit', 'transit', 'atlantic', 'transit'], 0);
    const {
      events,
      state: repaired,
      history,
    } = play(given, enterNextBox, {
      '2d6': [AIR, ONE_ATTACK, MISS, TWO_HITS, CREW, NOTHING],
      '1d6': [2, 1, 4, 5],
      d66: [
        [1, 4],
        [6, 2],
      ],
    });
    expect(
      all(events, 'RepairsAttempted')[0].repairs.map((r) => [
        r.system,
        r.roll.row,
        r.roll.natural,
        r.repaired,
      ]),
    ).toEqual([
      ['periscope', '≤4', 4, true],
      ['aftTorpedoTube', '≤2', 5, false],
    ]);
    expect(repaired.boat).toMatchObject({
      damagedSystems: ['aftTorpedoTube'],
      inoperativeSystems: ['aftTorpedoTube'],
    });
    // 10.8.5, 10.7.3: out for the patrol — not repaired again, and a new hit on it does nothing.
    const again = play(history, enterNextBox, {
      '2d6': [AIR, ONE_ATTACK, MISS, [1, 1], CREW, NOTHING],
      '1d6': [2, 1],
      d66: [[6, 2]],
    });
    expect(all(again.events, 'UBoatHit')[0]).toMatchObject({ damage: 'aftTorpedoTube', effect: 'noEffect' });
    expect(all(again.events, 'RepairsAttempted')).toEqual([]);
  });

  describe('10.8.6, [E5]: what an inoperative system does for the rest of the patrol', () => {
    const lone = sighted({ ships: [FREIGHTER], escorted: false });
    const out = (history: readonly CareerEvent[], ...systems: BoatSystem[]) =>
      onTheWay(history, ...outOfAction(...systems));

    it('periscope: "no submerged attacks"', () => {
      const given = out(lone, 'periscope');
      const approaches =
        pending(stateOf(given)).commands.find((c) => c.type === 'ChooseApproach')?.choices ?? [];
      expect(approaches.map((c) => c.data)).not.toContainEqual(
        expect.objectContaining({ attack: 'submerged' }),
      );
      spec.given(given).when(close).thenThrows(RuleViolation);
    });

    it('deck gun: "cannot fire"; torpedo doors: "that tube cannot fire"', () => {
      const surfaced: CareerCommand = {
        type: 'ChooseApproach',
        data: { attack: 'surfaced', range: 'medium' },
      };
      const { state } = play(out(lone, 'deckGun', 'forwardTorpedoTubeOdd'), surfaced);
      expect(pending(state).commands.map((c) => c.type)).not.toContain('FireDeckGun');
      expect(readyTubes(state, 'bow')).toEqual([1, 3]);
    });

    it('autogiro: "cannot use the Fa-330"', () => {
      const ixd2 = patrolThrough(['indianOcean', 'transit']) as Of<'PatrolAssigned'>;
      const given = [started('IXD-2'), { ...ixd2, data: { ...ixd2.data, area: 'indianOcean' as const } }];
      const kite = (history: readonly CareerEvent[]) =>
        pending(stateOf(history)).commands[0].parameters.deployKite;
      expect(kite(given)).toEqual([false, true]);
      expect(kite(out(given, 'autogiro'))).toEqual([false]);
    });
  });

  it('10.4.2: "a failed repair of the fuel tanks: the patrol must be aborted"', () => {
    const { events, state: aborting } = play(under(ROUTE, 0), enterNextBox, aircraftHit([FUEL_TANKS], [4]));
    expect(types(events).slice(-2)).toEqual(['RepairsAttempted', 'PatrolAborted']);
    expect(all(events, 'PatrolAborted')[0]).toEqual({
      rule: '10.4.2',
      reason: 'fuelTanks',
      voluntary: false,
      direction: 'back',
    });
    expect(aborting.patrol?.abort).toEqual({
      reason: 'fuelTanks',
      direction: 'back',
      fromBox: 1,
      towed: false,
    });
  });

  it('10.2, 10.9.3, Q-DIESEL: one diesel inoperative — abort, and two [E1] rolls in every box home (an x2 box four)', () => {
    const route: BoxKind[] = ['transit', 'transit', 'transit', 'atlantic', 'atlantic', 'transit', 'transit'];
    const given = under(route, 1, 'atlantic', 2);
    const { events, history } = play(given, enterNextBox, aircraftHit([DIESEL_1], [5]));
    expect(all(events, 'PatrolAborted')[0]).toMatchObject({
      rule: '10.2',
      reason: 'diesel',
      direction: 'back',
    });
    const box1 = play(history, enterNextBox, { '2d6': [NOTHING, NOTHING] });
    expect(all(box1.events, 'TravelBoxEntered')[0]).toMatchObject({ boxIndex: 1, rolls: 2 });
    const box0 = play(box1.history, enterNextBox, { '2d6': [NOTHING, NOTHING, NOTHING, NOTHING] });
    expect(all(box0.events, 'TravelBoxEntered')[0]).toMatchObject({ boxIndex: 0, rolls: 4 });
  });
});

describe('both diesels out, scuttling and rescue (10.10)', () => {
  const dieselsFail = (history: readonly CareerEvent[], rescue: number[][] = []) =>
    play(history, enterNextBox, aircraftHit([DIESEL_1, DIESEL_2], [5, 6], rescue));

  it('10.10.4, Q-03: "within one travel box of its base it is towed home" — no more [E1] rolls', () => {
    const { events } = dieselsFail(under(ROUTE, 0));
    expect(damageTypes(events)).toEqual([
      'RepairsAttempted',
      'PatrolAborted',
      'TowedHome',
      'PatrolCompleted',
    ]);
    expect(all(events, 'TowedHome')[0]).toEqual({ rule: '10.10.4', boxesLeft: 1 });
    expect(all(events, 'PatrolCompleted')[0]).toMatchObject({ aborted: true });
    expect(all(events, 'TravelBoxEntered')).toHaveLength(1); // the box it was in when the diesels failed
  });

  it('10.10.4: "more than one box from port it is scuttled automatically"; 2d6 2-10 the crew is rescued — the Kommandant needs a new boat', () => {
    const far: BoxKind[] = ['transit', 'transit', 'transit', 'atlantic', 'atlantic', 'atlantic', 'transit'];
    const { events, state } = dieselsFail(under(far, 1), [[5, 5]]);
    expect(damageTypes(events)).toEqual([
      'RepairsAttempted',
      'PatrolAborted',
      'UBoatScuttled',
      'CrewRescued',
    ]);
    expect(all(events, 'UBoatScuttled')[0]).toMatchObject({ rule: '10.10.4', roll: null, captured: false });
    expect(all(events, 'CrewRescued')[0].roll).toMatchObject({ rule: '10.10.4', natural: 10, total: 10 });
    expect(state.step.kind).not.toBe('ended');
    expect(state.patrol).toBeNull();
  });

  it('10.10.5: "+4 with the radio inoperative, +2 in the Indian Ocean"; 11-12 the crew is lost at sea', () => {
    const far: BoxKind[] = ['transit', 'transit', 'transit', 'indianOcean', 'indianOcean', 'transit'];
    const radioOut = onTheWay(under(far, 1, 'indianOcean'), ...outOfAction('radio'));
    const { events, state: lost } = dieselsFail(radioOut, [[2, 3]]);
    expect(all(events, 'CrewLostAtSea')[0].roll).toMatchObject({
      natural: 5,
      total: 11,
      modifiers: [
        { id: 'radioInoperative', value: 4, rule: '10.10.5' },
        { id: 'indianOcean', value: 2, rule: '10.10.5' },
      ],
    });
    expect(lost.step).toEqual({
      kind: 'ended',
      reason: 'scuttled far from base, the crew was lost at sea (10.10.4)',
    });
  });

  it('9.4.6, E-HOLED-ESCORTS: escorts find a boat whose holed hull cannot dive — it is scuttled', () => {
    // Hull damage is never repaired at sea (10.3.2): holed in the Mediterranean, the boat aborts (9.8.8.5) back
    // through Gibraltar, the nearest way home (10.9.2).
    const route: BoxKind[] = [
      'transit',
      'gibraltar',
      'mediterranean',
      'mediterranean',
      'mediterranean',
      'transit',
    ];
    const holed = [hitAtSea([], 1, 0, true), forcedAbort('hullHoled', 'back')];
    const given = [...under(route, 2, 'mediterranean'), ...holed];
    // [E1] at Gibraltar 6 − 3: Escort; the scuttling roll 4.
    const { events } = play(given, enterNextBox, {
      '2d6': [
        [3, 3],
        [2, 2],
      ],
    });
    expect(all(events, 'TravelBoxEntered')[0]).toMatchObject({ boxIndex: 1, box: { kind: 'gibraltar' } });
    expect(all(events, 'EncounterRolled')[0].result).toBe('escort');
    expect(all(events, 'UBoatScuttled')[0]).toMatchObject({ rule: '9.4.6', captured: false });
  });
});

describe('E5 repair numbers', () => {
  it('every [E5] system the boards can lose has a repair number at sea; hull and crew injury have none', () => {
    const rows = charts.E5.systems.filter((s) => s.repairOnOrBelow === null).map((s) => s.system);
    expect(rows).toEqual(['crewInjury', 'hull']);
  });
});
