import { ScriptedDice } from '../../dice';
import { InvalidCommand, RuleViolation } from '../../errors';
import type { BoxKind } from '../../charts';
import {
  outOfPort,
  patrolThrough,
  sighted,
  started,
  target,
  type Sighting,
  ESCORTS_MISS_THE_BOAT,
  TORPEDO_MISSES,
  play,
  type Of,
  all,
  types,
  spec,
  withOptions,
} from './career.fixtures';
import type { CareerCommand, Shot } from '../model/commands';
import { decide } from '../decide';
import { evolve, fold } from '../evolve';
import { pending } from '../pending';
import { initialState, newHunt, type TorpedoLoadout } from '../model/state';

const ids = (roll: { modifiers: readonly { id: string }[] } | null) => roll?.modifiers.map((m) => m.id);

const approach = (
  attack: 'submerged' | 'surfaced' | 'nightSurface',
  range: 'close' | 'medium' | 'long',
  attackEscort?: boolean,
): CareerCommand => ({
  type: 'ChooseApproach',
  data: attackEscort ? { attack, range, attackEscort } : { attack, range },
});
const fire = (...shots: Shot[]): CareerCommand => ({ type: 'FireTorpedoes', data: { shots } });
const bow = (tube: number, at = 0): Shot => ({ end: 'bow', tube, target: at });
const stern = (tube: number, at = 0): Shot => ({ end: 'stern', tube, target: at });
const evade = (exceedTestDepth = false, bold = false): CareerCommand => ({
  type: 'EvadeEscorts',
  data: { exceedTestDepth, bold },
});
const cmd = (type: 'EndRound' | 'AdditionalRound' | 'BreakOff'): CareerCommand => ({ type, data: {} });

const LOAD: TorpedoLoadout = {
  bowTubes: ['g7aFat', 'g7eFat', 'g7eFat', 'g7eFat'],
  sternTubes: ['zaunkoenig'],
  forwardReloads: ['g7eFat', 'g7eFat'],
  aftReloads: [],
};
const FREIGHTER = target('Freighter', 7600, 3);
const escorted = (s: Partial<Sighting> = {}) =>
  sighted({ kind: 'shipWithEscort', ships: [FREIGHTER], escorted: true, torpedoes: LOAD, ...s });
const NO_HIT_ATTACK = { '1d6': [3], '2d6': [[1, 1]] }; // 1d6 3: depth charges; [E3] 2: no hit

describe('ship combat (9.2-9.4)', () => {
  it('9.4.2 worked example (000 L1086): a 13,000 t tanker — 3 bow torpedoes 2 points, 1 stern torpedo 1, the first gun point sinks it, the second is spent', () => {
    const given = [
      ...sighted({
        kind: 'tanker',
        ships: [target('Tanker', 13000, 4, 'tanker')],
        escorted: false,
        torpedoes: LOAD,
      }),
      ...play(
        sighted({
          kind: 'tanker',
          ships: [target('Tanker', 13000, 4, 'tanker')],
          escorted: false,
          torpedoes: LOAD,
        }),
        approach('surfaced', 'close'),
      ).events,
    ];
    const salvo = play(given, fire(bow(1), bow(2), bow(3)), {
      '2d6': [
        [3, 3],
        [3, 4],
        [6, 6],
      ],
      '1d6': [4, 4, 5, 6],
    });
    expect(all(salvo.events, 'TorpedoFired').map((t) => [t.hit, t.roll?.total, ids(t.roll)])).toEqual([
      [true, 5, ['nightOrSurfacedVsUnescorted']],
      [true, 6, ['nightOrSurfacedVsUnescorted']],
      [false, 11, ['nightOrSurfacedVsUnescorted']],
    ]);
    expect(all(salvo.events, 'ShipDamaged').map((d) => d.damage)).toEqual([1, 2]);
    expect(salvo.state.step.kind).toBe('firing'); // 9.4.2: the stern tube and the gun may still fire
    const second = play(salvo.history, fire(stern(0)), { '2d6': [[4, 4]], '1d6': [3, 4] });
    expect(all(second.events, 'ShipDamaged')).toMatchObject([{ damage: 3, sinkPoints: 4 }]);
    const gun = play(
      second.history,
      { type: 'FireDeckGun', data: { targets: [0, 0] } },
      { '2d6': [[2, 2]], '1d6': [5] },
    );
    expect(types(gun.events)).toEqual([
      'DeckGunFired',
      'ShipDamaged',
      'ShipSunk',
      'DeckGunFired',
      'CombatRoundEnded',
      'EncounterEnded',
      'TubesReloaded',
    ]);
    expect(all(gun.events, 'DeckGunFired')[1]).toEqual({ target: 0, roll: null, hit: false });
    expect(all(gun.events, 'ShipSunk')[0]).toEqual({
      target: 0,
      name: 'Tanker',
      shipType: 'tanker',
      tonnage: 13000,
      knightsCross: false,
    });
    expect(gun.state).toMatchObject({ tonnage: 13000, step: { kind: 'underway' }, patrol: { shipsSunk: 1 } });
    expect(gun.state.boat?.deckGunAmmo).toBe((fold(given, initialState()).boat?.deckGunAmmo ?? 0) - 2);
    expect(all(gun.events, 'TubesReloaded')[0].torpedoes).toMatchObject({
      bowTubes: ['g7aFat', 'g7eFat', 'g7eFat', null],
      sternTubes: [null],
      forwardReloads: [],
    });
  });

  it('9.2.5: a homing torpedo hits on its floor whatever the modifiers (Zaunkönig 6 at long range vs a fast capital ship +1)', () => {
    const battleship = { ...target('HMS Battleship', 35000, 5, 'capitalShip'), fast: true };
    const given = escorted({ kind: 'capitalShip', ships: [battleship] });
    const { history } = play(given, approach('submerged', 'long'));
    const { events } = play(history, fire(stern(0)), { '2d6': [[3, 3]], '1d6': [2, 1] });
    expect(all(events, 'TorpedoFired')[0]).toMatchObject({
      torpedo: 'zaunkoenig',
      homingFloor: 6,
      hit: true,
      roll: { natural: 6, total: 7, row: '≥7', modifiers: [{ id: 'fastCapitalShip', value: 1 }] },
    });
    expect(all(events, 'ShipDamaged')).toMatchObject([{ points: 4, damage: 4, sinkPoints: 5 }]);
  });

  it('9.2.4, Q-FAT: a FaT that misses a convoy ship rolls 2d6; on 2-3 it hits a new ship identified as in 8.3', () => {
    const convoy = [1, 2, 3, 4].map((n) => target(`Ship ${n}`, 5000, 2));
    const { history } = play(
      sighted({ kind: 'convoy', ships: convoy, escorted: true, torpedoes: LOAD }),
      approach('submerged', 'medium'),
    );
    const { events, state } = play(history, fire(bow(1)), {
      '2d6': [
        [6, 6],
        [1, 2],
      ],
      '1d6': [1, 2, 4], // ship size 1: small freighter; [U2] runs true; [U3] 4: 1 point
      d100: [[0, 1]], // [T1] 01
    });
    expect(all(events, 'TorpedoFired')[0]).toMatchObject({
      hit: true,
      fatReroll: { chart: 'U1 FaT', natural: 3 },
      newTarget: { name: 'Henzada', tonnage: 4200, type: 'smallFreighter' },
    });
    expect(all(events, 'ShipDamaged')).toMatchObject([{ target: 4, damage: 1 }]);
    expect(state.encounter?.ships).toHaveLength(5);
  });

  it('9.4.3-9.4.7: additional rounds vs unescorted ships — reload, the additional-round table, at most 3 rounds a box', () => {
    const given = sighted({ kind: 'ship', ships: [FREIGHTER], escorted: false, torpedoes: LOAD });
    let h = play(given, approach('submerged', 'medium')).history;
    h = play(h, fire(bow(1)), TORPEDO_MISSES).history;
    const over = play(h, cmd('EndRound'));
    expect(pending(over.state).commands.map((c) => c.type)).toEqual(['AdditionalRound', 'BreakOff']);
    const again = play(over.history, cmd('AdditionalRound'), { '2d6': [[3, 3]] });
    expect(types(again.events)).toEqual(['TubesReloaded', 'AdditionalRoundRolled']);
    expect(all(again.events, 'AdditionalRoundRolled')[0]).toMatchObject({ rule: '9.4.3', result: 'none' });
    expect(again.state.step.kind).toBe('firing');
    const third = play(play(again.history, cmd('EndRound')).history, cmd('AdditionalRound'), {
      '2d6': [[4, 4]],
    });
    const done = play(third.history, cmd('EndRound'));
    // Q-FOLLOW-LIMITS: the first round and two more; the round is over and the encounter ends by itself.
    expect(types(done.events)).toEqual(['CombatRoundEnded', 'EncounterEnded']);
    expect(all(done.events, 'EncounterEnded')[0]).toEqual({ rule: '9.4.7', reason: 'escaped' });
  });

  it('9.4.3, 9.4.6: an escort on the additional-round table — the boat is submerged, [E2] at once with no range modifier, then it may fire', () => {
    const given = sighted({ kind: 'ship', ships: [FREIGHTER], escorted: false, torpedoes: LOAD });
    let h = play(given, approach('surfaced', 'close')).history;
    h = play(h, fire(bow(1)), TORPEDO_MISSES).history;
    h = play(h, cmd('EndRound')).history;
    const escort = play(h, cmd('AdditionalRound'), { '2d6': [[1, 2]] });
    expect(escort.state).toMatchObject({
      step: { kind: 'evading' },
      encounter: {
        escorted: true,
        approach: { attack: 'submerged', range: 'close' },
        hunt: { origin: 'arrived' },
      },
    });
    const evaded = play(escort.history, evade(), { '2d6': [[2, 3]] });
    expect(all(evaded.events, 'EscortDetectionRolled')[0]).toMatchObject({
      result: 'notDetected',
      roll: { modifiers: [] },
    });
    expect(evaded.state.step.kind).toBe('firing');
    expect(pending(evaded.state).commands.map((c) => c.type)).toEqual(['FireTorpedoes']);
  });
});

describe('escorts (9.6)', () => {
  const afterSalvo = () => {
    const { history } = play(escorted(), approach('submerged', 'medium'));
    return play(history, fire(bow(0)), TORPEDO_MISSES);
  };

  it('9.6.14 worked example (000 L1176): G7a by day +1; detected on 9; the next loops +2 (previous detection counts once)', () => {
    const salvo = afterSalvo();
    expect(salvo.state.step.kind).toBe('evading');
    const first = play(salvo.history, evade(), {
      '2d6': [[4, 4], ...NO_HIT_ATTACK['2d6']],
      '1d6': NO_HIT_ATTACK['1d6'],
    });
    expect(all(first.events, 'EscortDetectionRolled')[0]).toMatchObject({
      rule: '9.6.9',
      result: 'detected',
      roll: { chart: 'E2', natural: 8, total: 9, modifiers: [{ id: 'g7aByDay', value: 1, rule: '9.6.3' }] },
    });
    expect(all(first.events, 'DepthCharged')[0]).toMatchObject({
      weapon: 'depthCharges',
      hits: 0,
      sunk: false,
    });
    const second = play(first.history, evade(), {
      '2d6': [
        [4, 5],
        [1, 1],
      ],
      '1d6': [3],
    });
    const third = play(second.history, evade(), {
      '2d6': [
        [4, 5],
        [1, 1],
      ],
      '1d6': [3],
    });
    for (const loop of [second, third])
      expect(all(loop.events, 'EscortDetectionRolled')[0]).toMatchObject({
        result: 'detected',
        roll: { total: 11, modifiers: [{ id: 'g7aByDay' }, { id: 'previouslyDetected', value: 1 }] },
      });
    const escaped = play(third.history, evade(), ESCORTS_MISS_THE_BOAT);
    expect(escaped.state.step.kind).toBe('combatRoundOver');
    expect(pending(escaped.state).commands).toMatchObject([
      { type: 'Follow', choices: [{ type: 'Follow', data: {} }] },
      { type: 'BreakOff' },
    ]);
  });

  it('9.2.2: closing to close range, detected on 7+ before firing — no torpedo leaves, depth charges at once; later rolls keep +1 close range', () => {
    const given = escorted();
    const { events, state, history } = play(given, approach('submerged', 'close'), {
      '2d6': [
        [3, 4],
        [3, 3],
      ],
      '1d6': [2],
      d66: [[4, 2]],
    });
    expect(types(events)).toEqual([
      'AttackApproachChosen',
      'EscortDetectionRolled',
      'DepthCharged',
      'UBoatHit',
    ]);
    expect(all(events, 'EscortDetectionRolled')[0]).toMatchObject({
      rule: '9.2.2',
      result: 'detected',
      roll: { total: 7, modifiers: [] },
    });
    expect(all(events, 'DepthCharged')[0]).toMatchObject({ hits: 1, roll: { chart: 'E3', total: 6 } });
    expect(state.boat?.torpedoes).toEqual(LOAD);
    expect(state.step.kind).toBe('evading');
    expect(state.encounter?.hunt?.origin).toBe('detected'); // the mat says so: no shot was fired
    const escaped = play(history, evade(), { '2d6': [[1, 2]], '1d6': [2] });
    expect(all(escaped.events, 'EscortDetectionRolled')[0].roll.modifiers.map((m) => m.id)).toEqual([
      'previouslyDetected',
      'closeRangeAfterFiring',
    ]);
    // Repairs come before any follow (9.7.3, 10.8): the radio is repaired on 1d6 1-2, then a follow may be chosen.
    expect(types(escaped.events)).toEqual(['EscortDetectionRolled', 'RepairsAttempted']);
    expect(all(escaped.events, 'RepairsAttempted')[0].repairs).toMatchObject([
      { system: 'radio', repaired: true },
    ]);
    expect(pending(escaped.state).commands.map((c) => c.type)).toEqual(['Follow', 'BreakOff']);
  });

  it('9.6.4: exceeding test depth — one hull box, then 2d6 vs the hull: higher holds (−1 on [E2]), equal marks another, lower implodes', () => {
    const first = play(afterSalvo().history, evade(true), {
      '2d6': [
        [1, 1],
        [6, 6],
        [1, 1],
      ],
      '1d6': [3],
    });
    expect(all(first.events, 'TestDepthExceeded')[0]).toMatchObject({
      hull: 1,
      imploded: false,
      rolls: [{ total: 2 }],
    });
    expect(all(first.events, 'EscortDetectionRolled')[0]).toMatchObject({
      result: 'detectedAttackPlusOne',
      roll: { total: 12, modifiers: [{ id: 'g7aByDay' }, { id: 'exceededTestDepth', value: -1 }] },
    });
    expect(all(first.events, 'DepthCharged')[0].roll?.modifiers).toEqual([
      { id: 'detectionRolled12', value: 1, rule: '9.6.9' },
    ]);
    const second = play(first.history, evade(true), {
      '2d6': [
        [1, 1],
        [1, 2],
        [1, 1],
      ],
    });
    expect(all(second.events, 'TestDepthExceeded')[0]).toMatchObject({ hull: 4, imploded: true });
    expect(types(second.events)).toEqual(['TestDepthExceeded', 'UBoatSunk', 'CareerEnded']);
    expect(second.state.step).toMatchObject({ kind: 'ended' });
  });

  it('9.6.7: BOLD −1, once per encounter', () => {
    const used = play(afterSalvo().history, evade(false, true), {
      '2d6': [
        [4, 4],
        [1, 1],
      ],
      '1d6': [3],
    });
    expect(all(used.events, 'EscortDetectionRolled')[0].roll.modifiers.map((m) => m.id)).toEqual([
      'g7aByDay',
      'bold',
    ]);
    expect(used.state.boat?.boldDecoys).toBe(2);
    spec
      .given(used.history)
      .when(evade(false, true))
      .thenThrows(RuleViolation, (e) => e.code === 'combat/no-bold');
  });

  it('9.6.10: 1 on the special-weapon die — Squid ([E3b] 6) sinks the boat on [E3d] 1-2', () => {
    const { events, state } = play(afterSalvo().history, evade(), { '2d6': [[4, 4]], '1d6': [1, 6, 1] });
    expect(all(events, 'DepthCharged')[0]).toMatchObject({
      weapon: 'squid',
      weaponRoll: { chart: 'E3b' },
      roll: { chart: 'E3d' },
      sunk: true,
    });
    expect(types(events).slice(-2)).toEqual(['UBoatSunk', 'CareerEnded']);
    expect(state.step.kind).toBe('ended');
  });

  it('9.5: a night surface attack — both ends, the second salvo +1, [E2] +1 every round and +1 bow and stern, [E3] +1 first round; no deep dive then', () => {
    const convoy = [1, 2, 3, 4].map((n) => target(`Ship ${n}`, 5000, 2));
    const torpedoes: TorpedoLoadout = { ...LOAD, sternTubes: ['g7eFat'] };
    const given = sighted({ kind: 'convoy', ships: convoy, escorted: true, timeOfDay: 'night', torpedoes });
    const { history } = play(given, approach('nightSurface', 'medium'));
    const salvo = play(history, fire(bow(1, 0), stern(0, 1)), {
      '2d6': [
        [2, 2],
        [2, 2],
      ],
      '1d6': [2, 4, 2, 4],
    });
    expect(all(salvo.events, 'TorpedoFired').map((t) => [t.salvo, ids(t.roll)])).toEqual([
      [1, ['nightOrSurfacedVsUnescorted', 'g7eFatMediumRange']],
      [2, ['nightOrSurfacedVsUnescorted', 'secondSalvo', 'g7eFatMediumRange']],
    ]);
    spec
      .given(salvo.history)
      .when(evade(true))
      .thenThrows(RuleViolation, (e) => e.code === 'combat/no-test-depth-dive');
    const loop = play(salvo.history, evade(), {
      '2d6': [
        [2, 2],
        [2, 2],
      ],
      '1d6': [3],
      d66: [[4, 2]],
    });
    expect(all(loop.events, 'EscortDetectionRolled')[0].roll.modifiers.map((m) => m.id)).toEqual([
      'nightSurfaceAttack',
      'bowAndSternFired',
    ]);
    expect(all(loop.events, 'DepthCharged')[0]).toMatchObject({
      hits: 1,
      roll: { total: 5, modifiers: [{ id: 'nightSurfaceAttackFirstRound' }] },
    });
    const next = play(loop.history, evade(), { '2d6': [[1, 2]], '1d6': [1] }); // 10.8: the radio repaired
    expect(all(next.events, 'EscortDetectionRolled')[0].roll.modifiers.map((m) => m.id)).toEqual([
      'previouslyDetected',
      'nightSurfaceAttack',
    ]);
  });

  it('9.10: the escort as a target — +2 on [U1]; unharmed +1 on [E2] for the rest of the combat, sunk −1 and its 2,000 t count', () => {
    const { history } = play(escorted(), approach('submerged', 'medium', true));
    expect(fold(history, initialState()).encounter?.ships[1]).toMatchObject({
      type: 'escort',
      tonnage: 2000,
      sinkPoints: 2,
    });
    const missed = play(history, fire(bow(1, 1)), { '2d6': [[3, 3]] });
    expect(all(missed.events, 'TorpedoFired')[0]).toMatchObject({ hit: false, roll: { total: 9 } });
    const unharmed = play(missed.history, evade(), ESCORTS_MISS_THE_BOAT);
    expect(all(unharmed.events, 'EscortDetectionRolled')[0].roll.modifiers.map((m) => m.id)).toEqual([
      'escortSurvivedSalvoUndamaged',
    ]);
    const sunk = play(history, fire(bow(1, 1)), { '2d6': [[1, 1]], '1d6': [3, 3] });
    expect(all(sunk.events, 'ShipSunk')[0]).toMatchObject({ shipType: 'escort', tonnage: 2000 });
    const after = play(sunk.history, evade(), { '2d6': [[3, 3]] });
    expect(all(after.events, 'EscortDetectionRolled')[0].roll.modifiers.map((m) => m.id)).toEqual([
      'escortSunkOrDamaged',
    ]);
    expect(after.state.tonnage).toBe(2000);
  });

  it('9.10, 9.1 (000 L978, L1342), Q-ESCORT-COLUMN: the escort of a full convoy is a fifth target beyond the four columns, once', () => {
    const convoy = [1, 2, 3, 4].map((n) => target(`Ship ${n}`, 5000, 2));
    const given = sighted({ kind: 'convoy', ships: convoy, escorted: true, torpedoes: LOAD });
    const offered = pending(fold(given, initialState())).commands.find((c) => c.type === 'ChooseApproach');
    expect(offered?.choices).toContainEqual(approach('submerged', 'medium', true));
    const { history } = play(given, approach('submerged', 'medium', true));
    const ships = fold(history, initialState()).encounter?.ships ?? [];
    expect(ships.map((s) => s.type)).toEqual([...convoy.map((s) => s.type), 'escort']);
    // a damaged escort stays a target on the mat; a second one is never added
    const onMat = fold(history, initialState());
    const again = {
      ...onMat,
      step: { kind: 'shipsSighted' as const },
      encounter: { ...onMat.encounter!, approach: null },
    };
    expect(() => decide(again, approach('submerged', 'medium', true), new ScriptedDice({}))).toThrow(
      RuleViolation,
    );
  });
});

describe('[E2] in the Indian Ocean (9.6.9, 4.7.5)', () => {
  const inArea = (area: 'indianOcean' | 'australia' | 'atlantic') =>
    escorted({ uboatType: 'IXD-2' }).map((e) =>
      e.type === 'PatrolAssigned' ? { ...e, data: { ...e.data, area } } : e,
    );
  const detectionModifiers = (area: 'indianOcean' | 'australia' | 'atlantic') => {
    const approached = play(inArea(area), approach('submerged', 'medium')).history;
    const fired = play(approached, fire(bow(1)), { '2d6': [[6, 6]] }).history;
    const evaded = play(fired, evade(), ESCORTS_MISS_THE_BOAT);
    return all(evaded.events, 'EscortDetectionRolled')[0].roll.modifiers.map((m) => m.id);
  };

  it('9.6.9, 000 L602, E-INDIAN-OCEAN: a patrol to Australia from Penang crosses the Indian Ocean: its escorts take the −1 as there', () => {
    expect(detectionModifiers('indianOcean')).toContain('indianOcean');
    expect(detectionModifiers('australia')).toContain('indianOcean');
    expect(detectionModifiers('atlantic')).not.toContain('indianOcean');
  });
});

describe('nothing left to fire (E-NOTHING-TO-FIRE)', () => {
  it('9.4.3: escorts that arrived miss a boat with no torpedo in a tube: the round ends at once; it may break off', () => {
    const empty: TorpedoLoadout = {
      bowTubes: [null, null, null, null],
      sternTubes: [null],
      forwardReloads: [],
      aftReloads: [],
    };
    const sightedState = fold(escorted({ torpedoes: empty }), initialState());
    const arrived = {
      ...sightedState,
      step: { kind: 'evading' as const },
      encounter: { ...sightedState.encounter!, hunt: newHunt('arrived') },
    };
    const events = decide(arrived, evade(), new ScriptedDice({ '2d6': [[1, 1]] })); // [E2] 2: never detected
    expect(types(events)).toEqual(['EscortDetectionRolled', 'CombatRoundEnded']);
    expect(events.at(-1)).toEqual({ type: 'CombatRoundEnded', data: { rule: '9.4.3' } });
    const after = events.reduce(evolve, arrived);
    expect(pending(after).commands.map((c) => c.type)).toContain('BreakOff');
  });
});

describe('the periscope out ([E5], 10.0)', () => {
  it('escorts that arrived and missed: a boat with its periscope out cannot fire submerged, the round ends', () => {
    const sightedState = fold(escorted(), initialState());
    const arrived = {
      ...sightedState,
      step: { kind: 'evading' as const },
      boat: { ...sightedState.boat!, damagedSystems: ['periscope' as const] },
      encounter: { ...sightedState.encounter!, hunt: newHunt('arrived') },
    };
    // [E2] 2: never detected; then the repair roll of 10.8 (6: it fails)
    const events = decide(arrived, evade(), new ScriptedDice({ '2d6': [[1, 1]], '1d6': [6] }));
    expect(events.map((e) => e.type)).not.toContain('TorpedoFired');
    expect(events.reduce(evolve, arrived).step.kind).toBe('combatRoundOver');
  });
});

describe('following (9.7)', () => {
  const escapedFromConvoy = () => {
    const convoy = [1, 2, 3, 4].map((n) => target(`Ship ${n}`, 5000, 2));
    let h = play(
      sighted({ kind: 'convoy', ships: convoy, escorted: true, torpedoes: LOAD }),
      approach('submerged', 'medium'),
    ).history;
    h = play(h, fire(bow(1)), {
      '2d6': [
        [6, 6],
        [6, 6],
      ],
    }).history;
    return play(h, evade(), ESCORTS_MISS_THE_BOAT).history;
  };

  it('14.6.1, 9.7.7, E-OPT-QUALITY: the escort quality rolled before the first [E2] of the encounter holds through a convoy follow (the same convoy, the same escort)', () => {
    const convoy = [1, 2, 3, 4].map((n) => target(`Ship ${n}`, 5000, 2));
    let h = play(
      withOptions(sighted({ kind: 'convoy', ships: convoy, escorted: true, torpedoes: LOAD }), {
        variableEscortQuality: true,
      }),
      approach('submerged', 'medium'),
    ).history;
    h = play(h, fire(bow(1)), {
      '2d6': [
        [6, 6],
        [6, 6],
      ],
    }).history;
    const evaded = play(h, evade(), { '1d6': [5], ...ESCORTS_MISS_THE_BOAT }); // 1d6 5: Veteran
    expect(all(evaded.events, 'EscortQualityRolled')).toHaveLength(1);
    const followed = play(
      evaded.history,
      { type: 'Follow', data: {} },
      {
        '1d6': [4, 1, 1, 1, 1, 6],
        d100: [
          [0, 1],
          [0, 1],
          [0, 1],
          [0, 1],
        ],
      },
    );
    expect(followed.state.optional.escortQuality).toBe('veteran');
    h = play(followed.history, approach('submerged', 'medium')).history;
    h = play(h, fire(bow(2)), {
      '2d6': [
        [6, 6],
        [6, 6],
      ],
    }).history;
    const again = play(h, evade(), ESCORTS_MISS_THE_BOAT);
    expect(all(again.events, 'EscortQualityRolled')).toHaveLength(0);
    expect(again.state.optional.escortQuality).toBe('veteran');
  });

  it('9.7.7: following the convoy — 1-4 four new ships and a new time of day; 5-6 contact lost', () => {
    const kept = play(
      escapedFromConvoy(),
      { type: 'Follow', data: {} },
      {
        '1d6': [4, 1, 1, 1, 1, 6],
        d100: [
          [0, 1],
          [0, 1],
          [0, 1],
          [0, 1],
        ],
      },
    );
    expect(types(kept.events)).toEqual([
      'TubesReloaded',
      'FollowAttempted',
      'ShipsIdentified',
      'TimeOfDaySet',
    ]);
    expect(kept.state).toMatchObject({ step: { kind: 'shipsSighted' }, patrol: { combatRoundsInBox: 1 } });
    expect(kept.state.encounter?.ships.map((s) => s.name)).toEqual([
      'Henzada',
      'Henzada',
      'Henzada',
      'Henzada',
    ]);
    const lost = play(escapedFromConvoy(), { type: 'Follow', data: {} }, { '1d6': [5] });
    expect(types(lost.events)).toEqual(['TubesReloaded', 'FollowAttempted', 'EncounterEnded']);
    expect(lost.state.step.kind).toBe('underway');
  });

  it('9.7.6: a damaged ship followed — on 6 it straggles alone (unescorted); the Kommandant chooses night (9.7.5)', () => {
    let h = play(escorted(), approach('submerged', 'medium')).history;
    h = play(h, fire(bow(1)), { '2d6': [[1, 1]], '1d6': [2, 4] }).history;
    h = play(h, evade(), ESCORTS_MISS_THE_BOAT).history;
    const { events, state } = play(
      h,
      { type: 'Follow', data: { damagedShip: 0, timeOfDay: 'night' } },
      { '1d6': [6] },
    );
    expect(all(events, 'FollowAttempted')[0]).toMatchObject({
      rule: '9.7.6',
      contact: true,
      escorted: false,
      timeOfDay: 'night',
    });
    expect(state.encounter).toMatchObject({ escorted: false, timeOfDay: 'night', ships: [{ damage: 1 }] });
  });
});

describe('enemy submarines (9.9)', () => {
  const australian = () => {
    const [start] = outOfPort();
    const patrol = outOfPort('australia')[1] as Of<'PatrolAssigned'>;
    return [start, { ...patrol, data: { ...patrol.data, area: 'australia' as const } }];
  };
  const enter: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };

  it('9.9.1-9.9.2, 9.9.5: met on [E1]; on 1-5 the enemy fires first at medium range; a hit that is no dud sinks the U-boat', () => {
    const { events, state } = play(australian(), enter, {
      '2d6': [
        [1, 2],
        [2, 2],
        [6, 6],
      ],
      '1d6': [2, 4],
      '1d10': [3],
    });
    expect(types(events)).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'SubmarineEncountered',
      'EnemyTorpedoesFired',
      'UBoatSunk',
      'CareerEnded',
    ]);
    expect(all(events, 'SubmarineEncountered')[0]).toMatchObject({
      ship: { name: 'USS Flounder', sinkPoints: 1 },
      enemyFiresFirst: true,
    });
    expect(all(events, 'EnemyTorpedoesFired')[0]).toMatchObject({ range: 'medium', sunk: true });
    expect(state.step.kind).toBe('ended');
  });

  it('9.9.3-9.9.4: on 6-10 the boat attacks submerged (+1 on [U1]); one point sinks it', () => {
    const met = play(australian(), enter, { '2d6': [[1, 2]], '1d6': [1], '1d10': [7] });
    expect(pending(met.state).commands.map((c) => c.type)).toEqual(['ChooseApproach', 'BreakOff']);
    const h = play(met.history, approach('submerged', 'medium')).history;
    const { events, state } = play(h, fire(bow(1)), { '2d6': [[2, 3]], '1d6': [3, 5] });
    expect(all(events, 'TorpedoFired')[0].roll?.modifiers.map((m) => m.id)).toEqual([
      'g7eFatMediumRange',
      'enemySubmarine',
    ]);
    expect(types(events).slice(-3)).toEqual(['ShipSunk', 'EncounterEnded', 'TubesReloaded']);
    expect(state.tonnage).toBe(1600);
  });
});

describe('bad input (the state is unchanged: DeciderSpecification freezes it)', () => {
  it.each([
    [
      'a surfaced attack vs escorts',
      escorted(),
      approach('surfaced', 'medium'),
      'approach/surfaced-not-allowed',
    ],
    [
      'a night surface attack by day',
      escorted(),
      approach('nightSurface', 'medium'),
      'approach/night-surface-attack-not-allowed',
    ],
    ['a command out of its time', escorted(), evade(), 'command/not-pending'],
  ])('%s → RuleViolation %s', (_name, given, command, code) => {
    spec
      .given(given)
      .when(command)
      .thenThrows(RuleViolation, (e) => e.code === code);
  });

  it('more torpedoes than loaded, an empty tube, a target not on the mat, both ends by day, the deck gun submerged', () => {
    const { history } = play(escorted(), approach('submerged', 'medium'));
    const code = (command: CareerCommand, expected: string) =>
      spec
        .given(history)
        .when(command)
        .thenThrows(RuleViolation, (e) => e.code === expected);
    code(fire(bow(4)), 'combat/too-many-torpedoes');
    code(fire(bow(1), bow(1)), 'combat/too-many-torpedoes');
    code(fire(bow(1, 3)), 'combat/no-such-target');
    code(fire(bow(1), stern(0)), 'combat/both-ends-not-allowed');
    code({ type: 'FireDeckGun', data: { targets: [0] } }, 'combat/deck-gun-not-allowed');
  });

  it('malformed commands name the field', () => {
    const { history } = play(escorted(), approach('submerged', 'medium'));
    spec
      .given(history)
      .when({
        type: 'FireTorpedoes',
        data: { shots: [{ end: 'side', tube: 0, target: 0 }] },
      } as unknown as CareerCommand)
      .thenThrows(InvalidCommand, (e) => e.field === 'data.shots[0].end');
    spec
      .given(escorted())
      .when({
        type: 'ChooseApproach',
        data: { attack: 'submerged', range: 'pointBlank' },
      } as unknown as CareerCommand)
      .thenThrows(InvalidCommand, (e) => e.field === 'data.range');
  });
});

describe('the Fa-330 kite (8.2.2) and special missions (7.4.1, 7.4.5)', () => {
  const ixd2 = (area: 'indianOcean' | 'atlantic', kinds: readonly BoxKind[]) => {
    const patrol = patrolThrough(kinds, '1943-08') as Of<'PatrolAssigned'>;
    return [started('IXD-2', '1943-08'), { ...patrol, data: { ...patrol.data, area } }];
  };
  const kite = (deployKite: boolean): CareerCommand => ({
    type: 'EnterNextBox',
    data: { posture: 'surfaced', deployKite },
  });

  it('8.2.2: with the kite up a first 5 is rolled again once; an aircraft cuts it loose and an officer is lost', () => {
    const given = ixd2('indianOcean', ['indianOcean', 'indianOcean', 'transit']);
    expect(pending(fold(given, initialState())).commands[0].parameters).toEqual({
      posture: ['surfaced'],
      deployKite: [false, true],
    });
    const { events, state } = play(given, kite(true), {
      '2d6': [
        [2, 3],
        [1, 1],
        [5, 5],
      ],
      '1d6': [3],
    });
    expect(all(events, 'EncounterRolled')[0]).toMatchObject({
      kiteRerolled: { total: 5 },
      roll: { total: 2 },
      result: 'aircraft',
      kiteCutLoose: { officer: 'secondWatchOfficer', roll: { chart: 'E1 Fa-330' } },
    });
    expect(state.patrol).toMatchObject({ kiteDeployed: false, kiteLost: true });
    // E-KITE: the 2WO is gone for the rest of the patrol (KIA, replaced at the refit).
    expect(state.career?.crew.secondWatchOfficer.wound).toBe('killed');
    spec
      .given([...given, ...events])
      .when(kite(true))
      .thenThrows(RuleViolation, (e) => e.code === 'travel/no-kite');
  });

  it('8.2.2: not outside its areas, nor on a boat without a kite', () => {
    spec
      .given(ixd2('atlantic', ['atlantic', 'transit']))
      .when(kite(true))
      .thenThrows(RuleViolation, (e) => e.code === 'travel/no-kite');
    spec
      .given(outOfPort('indianOcean'))
      .when(kite(true))
      .thenThrows(RuleViolation, (e) => e.code === 'travel/no-kite');
  });

  it('7.4.5: a special-mission patrol succeeds on the mission alone, with no ship sunk', () => {
    const given = [started('VIIC', '1943-08'), patrolThrough(['missionBox'], '1943-08', 'abwehr')];
    const { events } = play(
      given,
      { type: 'EnterNextBox', data: { posture: 'surfaced' } },
      { '2d6': [[4, 4]] },
    );
    expect(all(events, 'PatrolCompleted')[0]).toEqual({
      number: 1,
      shipsSunk: 0,
      success: true,
      missionAccomplished: true,
      aborted: false,
      patrolShare: 1,
    });
  });
});
