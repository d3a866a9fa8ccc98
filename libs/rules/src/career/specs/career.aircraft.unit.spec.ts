import type { BoxKind, UBoatType, YearMonth } from '../../charts';
import { ScriptedDice, type DiceScript } from '../../dice';
import { RuleViolation } from '../../errors';
import { enterNextBox, outOfPort, type Of, spec } from './career.fixtures';
import type { CareerCommand } from '../model/commands';
import { decide } from '../decide';
import type { CareerEvent } from '../model/events';
import { evolve, fold } from '../evolve';
import { pending } from '../pending';
import { initialState, type Boat, type CareerState } from '../model/state';

const all = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T) =>
  events.filter((e): e is Of<T> => e.type === type);
const one = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T) => {
  const found = all(events, type);
  expect(found).toHaveLength(1);
  return found[0].data as Of<T>['data'];
};

/** Plays one command on top of `given` with scripted dice: every die used, every event JSON-safe. */
function play(given: readonly CareerEvent[], command: CareerCommand, script: DiceScript) {
  const events = spec.given(given).when(command, script).thenEvents();
  for (const e of events) expect(JSON.parse(JSON.stringify(e))).toEqual(e);
  return { events, state: fold([...given, ...events], initialState()), given: [...given, ...events] };
}

/** Enters a box and meets an aircraft there. */
const meet = (
  script: DiceScript,
  kind: BoxKind = 'transit',
  type: UBoatType = 'VIIC',
  date: YearMonth = '1943-08',
  mission: 'abwehr' | 'mines' | null = null,
) => play(outOfPort(kind, type, date, mission), enterNextBox, script);

/** decide on a state whose boat carries earlier damage. */
function meetDamaged(boat: Partial<Boat>, script: DiceScript, type: UBoatType = 'VIIC') {
  const before = fold(outOfPort('transit', type), initialState());
  const state: CareerState = { ...before, boat: { ...(before.boat as Boat), ...boat } };
  const dice = new ScriptedDice(script);
  const events = decide(state, enterNextBox, dice);
  expect(dice.remaining).toBe(0);
  return { events, state: events.reduce(evolve, state) };
}

const AIR = [1, 1]; // [E1] 2: Aircraft on the transit, Biscay and mission columns
const ONE_ATTACK = [3, 4]; // [A1] 7
const MISS = [6, 6]; // [A2] 12
const NOTHING = [4, 4]; // additional round 8: no encounter
const ONE_HIT = [1, 1]; // [E3] 2 + 2 = 4
const FIDO_MISS = [1, 1, 6]; // 1d6: special weapon, [E3a] FIDO, [E3e] miss
const CREW = [3, 4]; // [E5a] 7: a generic crew box (10.6.1); with a 1d6 of 1-3 a light wound
const LW = 1;

describe('aircraft encounters (9.8)', () => {
  it('9.8.1: a modified 8 or more — the boat crash dives in time: no attack, no flak, the patrol goes on', () => {
    const { events, state } = meet({ '2d6': [AIR, [4, 4]] });
    expect(events.map((e) => e.type)).toEqual(['TravelBoxEntered', 'EncounterRolled', 'AircraftEncountered']);
    expect(one(events, 'AircraftEncountered')).toMatchObject({
      rule: '9.8.1',
      crashDive: { chart: 'A1', rule: '9.8.1', natural: 8, total: 8, modifiers: [], row: '≥8' },
      result: 'crashDiveSuccessful',
      attacks: 0,
      weapon: null,
    });
    expect(pending(state)).toMatchObject({
      step: { kind: 'underway' },
      commands: [{ type: 'EnterNextBox' }, { type: 'AbortPatrol' }],
    });
    expect(state.air).toBeNull();
  });

  it('9.8.1, 9.8.2: a 7 or less is one attack on [E3] at +2, a d66 [E4] roll per hit and an automatic crew injury rolled at once on [E5a] (10.6.1); 10.8 repairs after the encounter', () => {
    const { events, state } = meet({
      '2d6': [AIR, ONE_ATTACK, MISS, [2, 3], CREW, NOTHING],
      '1d6': [2, LW, 2],
      d66: [
        [3, 3],
        [4, 2],
      ],
    });
    expect(events.map((e) => e.type)).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'AircraftEncountered',
      'FlakFired',
      'AircraftAttacked',
      'CrewInjured',
      'UBoatHit',
      'UBoatHit',
      'AdditionalRoundRolled',
      'RepairsAttempted',
    ]);
    expect(one(events, 'AircraftEncountered')).toMatchObject({
      result: 'oneAttack',
      attacks: 1,
      specialAttackCheck: { rule: '9.8.1', natural: 2 },
      specialWeapon: null,
      weapon: 'normal',
    });
    expect(one(events, 'AircraftAttacked')).toMatchObject({
      rule: '9.8.2',
      weapon: 'normal',
      surfaced: true,
      roll: { chart: 'E3', natural: 5, modifiers: [{ id: 'aircraftVsSurfaced', value: 2, rule: '9.8.2' }] },
      hits: 2,
      sunk: false,
      automaticCrewInjury: true,
    });
    expect(all(events, 'UBoatHit').map((e) => e.data)).toMatchObject([
      { roll: { chart: 'E4', dice: 'd66', natural: 33 }, damage: 'hull', effect: 'hull', hull: 1 },
      { roll: { natural: 42 }, damage: 'radio', effect: 'systemDamaged', systems: ['radio'], hull: 1 },
    ]);
    expect(one(events, 'CrewInjured')).toMatchObject({
      rule: '9.8.2',
      who: { chart: 'E5a who', natural: 7 },
      member: 'crew',
      box: 0,
      severityRoll: { chart: 'E5a severity', natural: 1 },
      after: 'lightlyWounded',
    });
    expect(one(events, 'RepairsAttempted').repairs).toMatchObject([
      { system: 'radio', roll: { chart: 'E5', row: '≤2', natural: 2 }, repaired: true },
    ]);
    expect(state.boat).toMatchObject({ hullDamage: 1, damagedSystems: [], inoperativeSystems: [] });
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('9.8.1, [A1]: a modified 1 or less is two attacks (a Type IX in 1944: -1 not a Type VII, -1 1944-45); 9.8.3 shot down: no second attack', () => {
    const { events, state } = meet(
      { '2d6': [AIR, [1, 1], [2, 2], ONE_HIT, CREW, CREW], '1d6': [2, LW, LW], d66: [[3, 4]] },
      'transit',
      'IXC',
      '1944-01',
    );
    expect(one(events, 'AircraftEncountered')).toMatchObject({
      crashDive: {
        natural: 2,
        total: 1,
        modifiers: [
          { id: 'notTypeVII', value: -1, rule: '9.8.1' },
          { id: 'year1944or1945', value: -1, rule: '9.8.1' },
          { id: 'naxos', value: 1, rule: '8.1.2' }, // Q-EQUIP: every boat from 12/43, surfaced
        ],
      },
      result: 'twoAttacks',
      attacks: 2,
    });
    expect(one(events, 'FlakFired')).toMatchObject({
      rule: '9.8.3',
      gunsWorking: 2,
      rolls: [{ chart: 'A2', total: 3, modifiers: [{ id: 'twoGunsFiring', value: -1, rule: '9.8.5' }] }],
      result: 'shotDown',
    });
    expect(all(events, 'AircraftAttacked')).toHaveLength(1);
    expect(one(events, 'UBoatHit')).toMatchObject({
      damage: 'crewInjury',
      effect: 'crewInjury',
      crewInjuries: 1,
    });
    // 10.6.1 step 5: unwounded generic boxes take wounds first.
    expect(all(events, 'CrewInjured').map((e) => [e.data.rule, e.data.box, e.data.after])).toEqual([
      ['9.8.2', 0, 'lightlyWounded'],
      ['9.6.11', 1, 'lightlyWounded'],
    ]);
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('9.8.3: a damaged aircraft still makes its second attack (the boat has dived: no flak, no injury), then the encounter ends', () => {
    const { events, state } = meet(
      {
        '2d6': [AIR, [1, 1], [3, 2], ONE_HIT, CREW, [1, 2]], // [A1] 2 - 2 + 1 (NAXOS)
        '1d6': [2, LW, 1, 6],
        d66: [
          [6, 1],
          [1, 4],
        ],
      },
      'transit',
      'IXC',
      '1944-01',
    );
    expect(events.slice(2).map((e) => e.type)).toEqual([
      'AircraftEncountered',
      'FlakFired',
      'AircraftAttacked',
      'CrewInjured',
      'UBoatHit',
      'AircraftAttacked',
      'UBoatHit',
      'RepairsAttempted',
    ]);
    expect(one(events, 'FlakFired').result).toBe('damaged');
    expect(all(events, 'AircraftAttacked').map((e) => e.data)).toMatchObject([
      { attack: 1, surfaced: true, automaticCrewInjury: true },
      { attack: 2, surfaced: false, automaticCrewInjury: false, roll: { total: 5 } },
    ]);
    // 10.8.4-10.8.5: the hydrophones repaired on 1 (1-2), the periscope fails on 6 (1-4): inoperative.
    expect(state.boat).toMatchObject({ damagedSystems: ['periscope'], inoperativeSystems: ['periscope'] });
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('9.8.3: after a flak miss a new aircraft from the additional-round table goes straight to [E3]: no crash dive, no flak, no automatic injury', () => {
    const { events, state } = meet({
      '2d6': [AIR, ONE_ATTACK, MISS, ONE_HIT, CREW, [2, 2], ONE_HIT, NOTHING],
      '1d6': [2, LW, 3],
      d66: [
        [3, 3],
        [4, 1],
      ],
    });
    expect(events.slice(2).map((e) => e.type)).toEqual([
      'AircraftEncountered',
      'FlakFired',
      'AircraftAttacked',
      'CrewInjured',
      'UBoatHit',
      'AdditionalRoundRolled',
      'AircraftEncountered',
      'AircraftAttacked',
      'UBoatHit',
      'AdditionalRoundRolled',
    ]);
    expect(all(events, 'AdditionalRoundRolled')[0].data).toMatchObject({
      rule: '9.8.3',
      roll: { chart: 'E1 additionalRoundOrGibraltar', total: 4 },
      result: 'aircraft',
      aircraft: true,
    });
    expect(all(events, 'AircraftEncountered')[1].data).toMatchObject({
      rule: '9.8.3',
      origin: 'additionalRound',
      crashDive: null,
      attacks: 1,
      weapon: 'normal',
    });
    expect(all(events, 'AircraftAttacked')[1].data).toMatchObject({
      surfaced: false,
      automaticCrewInjury: false,
    });
    expect(state.boat).toMatchObject({ hullDamage: 2 });
    expect(all(events, 'CrewInjured')).toHaveLength(1);
  });

  it('9.8.8.1: FIDO [E3e] gives no automatic injury; a miss leaves the boat whole and the patrol goes on', () => {
    const { events, state } = meet({ '2d6': [AIR, ONE_ATTACK, MISS, NOTHING], '1d6': FIDO_MISS });
    expect(one(events, 'AircraftEncountered')).toMatchObject({
      specialAttackCheck: { natural: 1 },
      specialWeapon: { chart: 'E3a', rule: '9.8.8', natural: 1 },
      weapon: 'fido',
      maxAttacks: 1,
    });
    expect(one(events, 'AircraftAttacked')).toMatchObject({
      rule: '9.8.8.1',
      weapon: 'fido',
      roll: { chart: 'E3e', natural: 6 },
      hits: 0,
      automaticCrewInjury: false,
    });
    expect(one(events, 'AdditionalRoundRolled').result).toBe('none');
    expect(pending(state)).toMatchObject({
      step: { kind: 'underway' },
      commands: [{ type: 'EnterNextBox' }, { type: 'AbortPatrol' }],
    });
  });

  it('9.8.8.1: FIDO [E3e] 1 sinks the boat, and the career is over', () => {
    const { events, state } = meet({ '2d6': [AIR, ONE_ATTACK, MISS], '1d6': [1, 1, 1] });
    expect(events.at(-2)).toEqual({ type: 'UBoatSunk', data: { rule: '9.8.8.1', cause: 'fido' } });
    expect(state.step).toEqual({ kind: 'ended', reason: 'sunk by aircraft: FIDO homing torpedo (9.8.8.1)' });
    expect(() => decide(state, enterNextBox, new ScriptedDice([]))).toThrow(RuleViolation);
  });

  it('9.8.8.1, 10.7.3: FIDO [E3e] 2 is 7 hits; results for systems the boat lacks or already has damaged do nothing; 10.7.4 Flak gun(s); 10.8 repairs after the encounter', () => {
    const { events, state } = meet({
      '2d6': [AIR, ONE_ATTACK, MISS, NOTHING],
      '1d6': [1, 1, 2, 2, 3],
      d66: [
        [1, 3],
        [3, 2],
        [2, 6],
        [4, 2],
        [4, 2],
        [2, 4],
        [4, 6],
      ],
    });
    expect(one(events, 'AircraftAttacked')).toMatchObject({ hits: 7, automaticCrewInjury: false });
    expect(all(events, 'UBoatHit').map((e) => [e.data.damage, e.data.effect, e.data.systems])).toEqual([
      ['naxos', 'noEffect', []], // not fitted yet
      ['schnorchel', 'noEffect', []],
      ['flak37mm', 'noEffect', []], // a Type VII has no 3.7 cm (10.7.3)
      ['radio', 'systemDamaged', ['radio']],
      ['radio', 'noEffect', []],
      ['flakGuns', 'systemDamaged', ['flak2cm']],
      ['flak2cm', 'noEffect', []],
    ]);
    // 10.8.2: the radio repaired on 2 (1-2); the 2 cm flak fails on 3 and stays out (10.8.5).
    expect(one(events, 'RepairsAttempted').repairs.map((r) => [r.system, r.repaired])).toEqual([
      ['radio', true],
      ['flak2cm', false],
    ]);
    expect(state.boat).toMatchObject({ damagedSystems: ['flak2cm'], inoperativeSystems: ['flak2cm'] });
    expect(state.step).toEqual({ kind: 'underway' });
  });

  it('10.1.3: after a round with a flooding result, 1d6 5-6 floods one more box, before any additional round; 10.8 pumps it out', () => {
    const { events, state } = meet({
      '2d6': [AIR, ONE_ATTACK, MISS, NOTHING],
      '1d6': [1, 1, 2, 5],
      d66: [[1, 2], ...Array.from({ length: 6 }, () => [1, 3])],
    });
    expect(events.slice(-3).map((e) => e.type)).toEqual([
      'AdditionalFloodingChecked',
      'AdditionalRoundRolled',
      'RepairsAttempted',
    ]);
    expect(one(events, 'AdditionalFloodingChecked')).toMatchObject({
      roll: { chart: 'E4 extra flooding', rule: '10.1.3', natural: 5, row: '≥5' },
      flooded: true,
      flooding: 2,
      forcedToSurface: false,
    });
    expect(one(events, 'RepairsAttempted')).toEqual({ floodingPumped: 2, repairs: [] });
    expect(state.boat?.flooding).toBe(0);
  });

  it('9.6.10: [E3] 13 or more sinks the boat', () => {
    const { events, state } = meet({ '2d6': [AIR, ONE_ATTACK, MISS, [6, 5]], '1d6': [2] });
    expect(one(events, 'AircraftAttacked')).toMatchObject({
      roll: { total: 13, row: '≥13' },
      sunk: true,
      hits: 0,
    });
    expect(events.at(-2)).toEqual({ type: 'UBoatSunk', data: { rule: '9.6.10', cause: 'attack' } });
    expect(state.step).toEqual({ kind: 'ended', reason: 'sunk by aircraft: [E3] 13 or more (9.6.10)' });
  });

  it("10.3.2, 9.6.13: a hit into the hull track's last box sinks the boat; its other hits are not rolled", () => {
    const { events, state } = meetDamaged(
      { hullDamage: 7 },
      { '2d6': [AIR, ONE_ATTACK, MISS, [2, 3], CREW], '1d6': [2, LW], d66: [[5, 5]] },
    );
    expect(one(events, 'AircraftAttacked').hits).toBe(2);
    expect(one(events, 'UBoatHit')).toMatchObject({ hull: 8, sunk: true }); // Q-HULLBOXES: 7 boxes, then [SUNK]
    expect(events.at(-2)).toEqual({ type: 'UBoatSunk', data: { rule: '10.3.2', cause: 'hull' } });
    expect(state.step).toMatchObject({ kind: 'ended' });
  });

  it('Q-HULLBOXES, 10.3 (000 L498-499, 002 L2782): a Type VII survives its seventh hull box, the +3m refit mark; the eighth hit is [SUNK]', () => {
    const { events, state } = meetDamaged(
      { hullDamage: 6 },
      {
        '2d6': [AIR, ONE_ATTACK, MISS, [2, 3], CREW],
        '1d6': [2, LW],
        d66: [
          [5, 5],
          [5, 5],
        ],
      },
    );
    const hits = events.filter((e) => e.type === 'UBoatHit').map((e) => e.data);
    expect(hits).toMatchObject([
      { hull: 7, sunk: false },
      { hull: 8, sunk: true },
    ]);
    expect(state.step).toMatchObject({ kind: 'ended' });
  });

  it("10.1.2: flooding into the track's last box forces the boat up, its other hits ignored; 10.10.2 it is scuttled and the crew captured", () => {
    const { events, state } = meetDamaged(
      { flooding: 5 },
      { '2d6': [AIR, ONE_ATTACK, MISS, [2, 3], CREW, [5, 6]], '1d6': [2, LW], d66: [[5, 4]] },
    );
    expect(one(events, 'UBoatHit')).toMatchObject({
      damage: 'flooding',
      times: 2,
      flooding: 6,
      forcedToSurface: true,
    });
    expect(one(events, 'UBoatScuttled')).toMatchObject({
      rule: '10.1.2',
      roll: { rule: '10.10.2', natural: 11, modifiers: [] },
      captured: false,
    });
    expect(one(events, 'CareerEnded')).toMatchObject({ reason: 'captured', rule: '10.10.2' });
    expect(state.career?.boatCaptured).toBe(false);
    expect(() => decide(state, enterNextBox, new ScriptedDice([]))).toThrow(RuleViolation);
  });

  it('9.8.4: with no flak gun working the flak counts as a miss: the aircraft shadows the boat', () => {
    const { events } = meetDamaged(
      { damagedSystems: ['flak2cm'], inoperativeSystems: ['flak2cm'] },
      { '2d6': [AIR, ONE_ATTACK, ONE_HIT, CREW, NOTHING], '1d6': [2, LW], d66: [[3, 3]] },
    );
    expect(one(events, 'FlakFired')).toEqual({ rule: '9.8.4', gunsWorking: 0, rolls: [], result: 'missed' });
    expect(all(events, 'AdditionalRoundRolled')).toHaveLength(1);
  });

  it('11.4.7: the VIIC Flak rolls [A2] twice at -3 and the better result counts', () => {
    const { events, state } = meet(
      { '2d6': [AIR, ONE_ATTACK, MISS, [3, 3], ONE_HIT, CREW], '1d6': [2, LW], d66: [[3, 3]] },
      'transit',
      'VIIC Flak',
    );
    const flak = one(events, 'FlakFired');
    expect(flak.rolls.map((r) => [r.natural, r.total])).toEqual([
      [12, 9],
      [6, 3],
    ]);
    expect(flak.rolls[0].modifiers).toEqual([
      { id: 'threeGunsFiring', value: -2, rule: '9.8.5' },
      { id: 'typeVIICFlak', value: -1, rule: '11.4.7' },
    ]);
    expect(flak.result).toBe('shotDown');
    expect(state.step).toEqual({ kind: 'underway' });
  });

  describe('9.8.7: the VIIC Flak may stay surfaced for a second round', () => {
    const firstRound = () =>
      meet(
        { '2d6': [AIR, ONE_ATTACK, MISS, MISS, ONE_HIT, CREW], '1d6': [2, LW], d66: [[3, 3]] },
        'transit',
        'VIIC Flak',
      );

    it('offers the choice after the first round', () => {
      const { state } = firstRound();
      expect(pending(state)).toEqual({
        step: { kind: 'staySurfacedOrDive', rule: '9.8.7' },
        commands: [
          { type: 'StaySurfaced', parameters: {} },
          { type: 'Dive', parameters: {} },
        ],
      });
    });

    it('11.4.7: staying up, the aircraft attacks automatically (a crew injury) and bombs again only on 1d6 1-3', () => {
      const { given } = firstRound();
      const stay = { type: 'StaySurfaced', data: {} } as const;
      const noBombs = play(given, stay, { '2d6': [MISS, MISS, CREW, NOTHING], '1d6': [4, LW] });
      expect(noBombs.events.map((e) => e.type)).toEqual([
        'StayedSurfaced',
        'FlakFired',
        'AircraftAttacked',
        'CrewInjured',
        'AdditionalRoundRolled',
      ]);
      expect(one(noBombs.events, 'FlakFired')).toMatchObject({
        rule: '11.4.7',
        rolls: [{ total: 9 }, { total: 9 }],
      });
      expect(one(noBombs.events, 'AircraftAttacked')).toMatchObject({
        attack: 2,
        surfaced: true,
        bombsRoll: { rule: '11.4.7', natural: 4 },
        roll: null,
        hits: 0,
        automaticCrewInjury: true,
      });
      expect(noBombs.state.career?.crew.generic).toEqual([
        'lightlyWounded',
        'lightlyWounded',
        'none',
        'none',
      ]);
      const bombs = play(given, stay, {
        '2d6': [MISS, MISS, ONE_HIT, CREW, NOTHING],
        '1d6': [3, LW],
        d66: [[4, 1]],
      });
      expect(one(bombs.events, 'AircraftAttacked')).toMatchObject({ bombsRoll: { natural: 3 }, hits: 1 });
    });

    it('diving instead, the undamaged aircraft shadows the boat (9.8.3)', () => {
      const { given } = firstRound();
      const { events } = play(given, { type: 'Dive', data: {} }, { '2d6': [NOTHING] });
      expect(events.map((e) => e.type)).toEqual(['Dived', 'AdditionalRoundRolled']);
    });
  });

  describe('9.8.9: the "fight back with flak" directive, Bay of Biscay 5/43-7/43', () => {
    it('lets the boat stay surfaced; the group flak gets -1 and the aircraft attacks it only on 1d6 1-3', () => {
      const first = meet(
        { '2d6': [AIR, ONE_ATTACK, MISS, ONE_HIT, CREW], '1d6': [2, LW], d66: [[3, 3]] },
        'transitBayOfBiscay',
        'VIIC',
        '1943-07',
      );
      // Q-BISCAY-GROUP: the group's -1 on every flak roll there, the first round's too.
      expect(one(first.events, 'FlakFired').rolls[0]).toMatchObject({
        total: 11,
        modifiers: [{ id: 'fightBackGroupInBiscay', value: -1, rule: '9.8.9' }],
      });
      expect(pending(first.state).step).toEqual({ kind: 'staySurfacedOrDive', rule: '9.8.9' });
      const { events } = play(
        first.given,
        { type: 'StaySurfaced', data: {} },
        { '2d6': [MISS, NOTHING], '1d6': [4] },
      );
      expect(one(events, 'FlakFired')).toMatchObject({
        rule: '9.8.9',
        rolls: [{ total: 11, modifiers: [{ id: 'fightBackGroupInBiscay', value: -1, rule: '9.8.9' }] }],
      });
      expect(one(events, 'AircraftAttacked')).toMatchObject({
        targetRoll: { rule: '9.8.9', natural: 4 },
        roll: null,
        hits: 0,
        automaticCrewInjury: false,
      });
    });

    it('is rescinded from 8/43: the boat dives after the first attack', () => {
      const { state } = meet(
        { '2d6': [AIR, ONE_ATTACK, MISS, ONE_HIT, CREW, NOTHING], '1d6': [2, LW], d66: [[3, 3]] },
        'transitBayOfBiscay',
        'VIIC',
        '1943-08',
      );
      expect(state.step).toEqual({ kind: 'underway' });
    });
  });

  it('9.8.8.2: a Tsetse hull hit holes the hull; the undamaged aircraft reloads and attacks again, 3 attacks at most; 9.8.8.4 flak and injuries on every pass; 9.8.8.5 abort', () => {
    const { events } = meet({
      '2d6': [AIR, ONE_ATTACK, MISS, ONE_HIT, CREW, MISS, ONE_HIT, CREW, MISS, ONE_HIT, CREW, NOTHING],
      '1d6': [1, 5, LW, LW, LW, 1, 1],
      d66: [
        [3, 3],
        [4, 2],
        [1, 5],
      ],
    });
    expect(one(events, 'AircraftEncountered')).toMatchObject({ weapon: 'tsetse', maxAttacks: 3 });
    expect(all(events, 'FlakFired').map((e) => e.data.rule)).toEqual(['9.8.3', '9.8.8.4', '9.8.8.4']);
    expect(
      all(events, 'AircraftAttacked').map((e) => [e.data.rule, e.data.surfaced, e.data.automaticCrewInjury]),
    ).toEqual([
      ['9.8.8.2', true, true],
      ['9.8.8.2', true, true],
      ['9.8.8.2', true, true],
    ]);
    expect(all(events, 'UBoatHit')[0].data).toMatchObject({ damage: 'hull', hullHoled: true });
    expect(one(events, 'RepairsAttempted').repairs.map((r) => [r.system, r.repaired])).toEqual([
      ['radio', true],
      ['divePlanes', true],
    ]);
    expect(all(events, 'CrewInjured').map((e) => e.data.box)).toEqual([0, 1, 2]);
    // 9.8.8.5: after the repairs the boat must abort; in the first box the nearest way home is back (E-ABORT-TIE),
    // so the patrol ends at once.
    const order = events
      .map((e) => e.type)
      .filter((t) => ['RepairsAttempted', 'PatrolAborted', 'PatrolCompleted'].includes(t));
    expect(order).toEqual(['RepairsAttempted', 'PatrolAborted', 'PatrolCompleted']);
    expect(one(events, 'PatrolAborted')).toEqual({
      rule: '9.8.8.5',
      reason: 'hullHoled',
      voluntary: false,
      direction: 'back',
    });
    expect(one(events, 'PatrolCompleted')).toMatchObject({ aborted: true, patrolShare: 1 / 3 });
  });

  it('9.8.8.3: rockets hole the hull; the second pass of a "2 attacks" result is a normal attack', () => {
    const { events, state } = meet(
      {
        '2d6': [AIR, [1, 1], MISS, ONE_HIT, CREW, MISS, ONE_HIT, CREW, NOTHING], // [A1] 2 - 2 + 1 (NAXOS)
        '1d6': [1, 6, LW, LW, 6, 6], // 6, 6: no Balkon-Gerät, no schnorchel at the refit that follows (10.11)
        d66: [
          [3, 3],
          [3, 5],
        ],
      },
      'transit',
      'IXC',
      '1944-01',
    );
    expect(all(events, 'AircraftAttacked').map((e) => [e.data.rule, e.data.weapon, e.data.surfaced])).toEqual(
      [
        ['9.8.8.3', 'rockets', true],
        ['9.8.2', 'normal', true], // the holed boat cannot dive (9.8.8.4)
      ],
    );
    expect(all(events, 'UBoatHit').map((e) => e.data.hullHoled)).toEqual([true, false]);
    const home = events.findIndex((e) => e.type === 'PatrolCompleted');
    const atBase = fold(
      [...outOfPort('transit', 'IXC', '1944-01'), ...events.slice(0, home)],
      initialState(),
    );
    expect(atBase.boat).toMatchObject({ hullDamage: 2, hullHoled: true });
    expect(state.boat).toMatchObject({ hullDamage: 0, hullHoled: false }); // 10.11: the refit that follows
  });

  it('9.4.8: a fourth aircraft in a row from the additional-round table: hunted to exhaustion, the boat is scuttled (10.10.2)', () => {
    const { events, state } = meet({
      '2d6': [AIR, ONE_ATTACK, MISS, [2, 2], [2, 3], [2, 2], [2, 3], [6, 6]],
      '1d6': [...FIDO_MISS, ...FIDO_MISS, ...FIDO_MISS, ...FIDO_MISS],
    });
    expect(all(events, 'AircraftEncountered')).toHaveLength(4);
    expect(all(events, 'AdditionalRoundRolled')).toHaveLength(4);
    // 10.10.2: a 12 — the boat falls into enemy hands; the crew is captured either way.
    expect(one(events, 'UBoatScuttled')).toMatchObject({
      rule: '9.4.8',
      roll: { natural: 12 },
      captured: true,
    });
    expect(state.career?.boatCaptured).toBe(true);
    expect(state.step).toEqual({
      kind: 'ended',
      reason: 'U-boat captured, the crew taken prisoner (hunted to exhaustion) (10.10.2)',
    });
  });

  it('[E1] Aircraft + Escort: the escort comes after the aircraft and hunts the boat (9.6), no previous detection after a crash dive', () => {
    const { events, state } = meet(
      {
        '2d6': [
          [2, 3],
          [4, 4],
        ],
      },
      'gibraltar',
    );
    expect(one(events, 'EncounterRolled')).toMatchObject({
      roll: { total: 2, modifiers: [{ id: 'gibraltar', value: -3, rule: '7.3.3' }] },
      result: 'aircraftAndEscort',
    });
    expect(state.step).toEqual({ kind: 'evading' });
    expect(state.encounter).toMatchObject({
      kind: 'escort',
      escorted: true,
      hunt: { origin: 'arrived', previouslyDetected: false, aircraftSpotted: false },
    });
  });

  it('9.8.3: an escort on the additional-round table hunts the boat with +1 previous detection (C-6); 9.8.6 the Gibraltar -3 applies there too', () => {
    const { events, state } = meet(
      { '2d6': [[4, 4], ONE_ATTACK, MISS, [3, 3]], '1d6': FIDO_MISS },
      'gibraltar',
    );
    expect(one(events, 'AdditionalRoundRolled')).toMatchObject({
      roll: { natural: 6, total: 3, modifiers: [{ id: 'gibraltar', value: -3 }] },
      result: 'escort',
      escortArrives: true,
    });
    expect(state.step).toEqual({ kind: 'evading' });
    expect(state.encounter?.hunt).toMatchObject({ previouslyDetected: true, aircraftSpotted: false });
  });

  it('7.4.4: -1 on [A1] in the mission box while on the mission; 7.4.1 the box is rolled again until no encounter', () => {
    const { events, state } = meet(
      { '2d6': [AIR, [4, 4], MISS, NOTHING, [4, 4]], '1d6': FIDO_MISS },
      'missionBox',
      'VIIC',
      '1943-08',
      'mines',
    );
    expect(one(events, 'AircraftEncountered')).toMatchObject({
      crashDive: { natural: 8, total: 7, modifiers: [{ id: 'minelayingMission', value: -1, rule: '7.4.4' }] },
      attacks: 1,
    });
    expect(all(events, 'EncounterRolled').map((e) => e.data.result)).toEqual(['aircraft', 'none']);
    expect(state.patrol).toMatchObject({ missionAccomplished: true, rollsLeft: 0 });
    expect(state.step.kind).toBe('underway');
  });

  it('9.8.7: StaySurfaced and Dive only when pending() offers them', () => {
    for (const type of ['StaySurfaced', 'Dive'] as const)
      spec
        .given(outOfPort())
        .when({ type, data: {} })
        .thenThrows(RuleViolation, (e) => e.code === 'command/not-pending');
  });

  it('10.6.2: [E5a] 2 and 1d6 6 — the automatic injury kills the Kommandant: the career ends, no hit is rolled', () => {
    const { events, state } = meet({ '2d6': [AIR, ONE_ATTACK, MISS, [2, 3], [1, 1]], '1d6': [2, 6] });
    expect(events.slice(-3).map((e) => e.type)).toEqual(['AircraftAttacked', 'CrewInjured', 'CareerEnded']);
    expect(one(events, 'CrewInjured')).toMatchObject({
      member: 'kommandant',
      severity: 'killed',
      after: 'killed',
    });
    expect(one(events, 'CareerEnded')).toMatchObject({ reason: 'kommandantKilled', rule: '10.6.2' });
    expect(() => decide(state, enterNextBox, new ScriptedDice([]))).toThrow(RuleViolation);
  });
});
