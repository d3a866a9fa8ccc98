import { defaultChartPack, rowFor, type BoxKind, type EncounterKind } from '../../charts';
import { RuleViolation } from '../../errors';
import {
  enterNextBox,
  NO_ROLL,
  patrolThrough,
  started,
  all,
  one,
  play,
  spec,
  types,
  type Of,
  patrolEnded,
  refit,
} from './career.fixtures';
import { abortedAtSea, hitAtSea, repairsFailed, sank, tankerPatrol } from './career-history.fixtures';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { evolve, fold } from '../evolve';
import { pending } from '../pending';
import { otherBoatsFlak } from '../special/replenishment-mission';
import { initialState, type CareerState, type Patrol } from '../model/state';
import type { TankerPatrol } from '../model/tanker-patrol';

// 11.4.10 replenishment missions: a tanker (XB, XIV) meets U-boats where another boat would meet the enemy.

const NONE = [2, 2]; // [E1] 4: no encounter (transit, West Africa)
const CONVOY = [3, 3]; // West Africa 6
const SHIP = [3, 4]; // West Africa 7: a single ship
const QUIET = [4, 4]; // additional round 8: nothing
const AIRCRAFT_ROUND = [2, 2]; // additional round 4: aircraft
const ESCORT_ROUND = [1, 2]; // additional round 3: escort
const HULL = [3, 3]; // [E4] 33
const CREW = [3, 4]; // [E4] 34: crew injury
const RADIO = [4, 2]; // [E4] 42
const MISSION_DONE = [3, 4]; // [E1] 7 in a mission box: nothing, the mines are laid (7.4.1)

type Cargo = Partial<Of<'ReplenishmentMissionAssigned'>['data']>;

const WEST_AFRICA: readonly BoxKind[] = [
  'transit',
  'westAfricanCoast',
  'westAfricanCoast',
  'westAfricanCoast',
  'transit',
];

/** A tanker out of port on a West African row: transit, three on-station boxes, transit home. */
function tankerSails(
  type: 'XB' | 'XIV' = 'XIV',
  cargo: Cargo = {},
  kinds: readonly BoxKind[] = WEST_AFRICA,
  special: 'mines' | null = null,
): CareerEvent[] {
  const assigned = patrolThrough(kinds, '1943-08', special) as Of<'PatrolAssigned'>;
  const boxes = assigned.data.boxes.map((b, i) => ({ ...b, onStation: i >= 1 && i <= 3 }));
  const xiv = type === 'XIV';
  const mission: Of<'ReplenishmentMissionAssigned'> = {
    type: 'ReplenishmentMissionAssigned',
    data: {
      fuel: xiv ? 12 : 8,
      spareParts: xiv ? 3 : 2,
      torpedoes: xiv ? 4 : 0,
      attacksSingleShips: !xiv,
      bakery: xiv,
      ...cargo,
    },
  };
  return [
    started(type, '1943-08'),
    { ...assigned, data: { ...assigned.data, area: 'westAfricanCoast', boxes } },
    mission,
  ];
}

/** Through the first (transit) box with nothing met: the next box is the first on station. */
const atSea = (
  type: 'XB' | 'XIV' = 'XIV',
  cargo: Cargo = {},
  kinds = WEST_AFRICA,
  mission: 'mines' | null = null,
) => play(tankerSails(type, cargo, kinds, mission), enterNextBox, { '2d6': [NONE] }).history;

/** [E1] convoy in box 1: one boat (1d6 1), one fuel point (1d6 1), [E4] hull; nothing on the additional round. */
const SUPPLY_ONE = { '2d6': [CONVOY, QUIET], '1d6': [1, 1], d66: [HULL] };
const abort: CareerCommand = { type: 'AbortPatrol', data: {} };

const tankerOf = (state: CareerState) => state.tanker as TankerPatrol;
const tons = (events: readonly CareerEvent[]) => all(events, 'TheoreticalTonnageCredited');

/** The state once the boat has entered box 1 and [E1] showed `result`. */
function met(state: CareerState, result: EncounterKind, randomEvent = false): CareerState {
  const patrol = state.patrol as Patrol;
  const entered: CareerEvent = {
    type: 'TravelBoxEntered',
    data: { boxIndex: 1, box: patrol.boxes[1], posture: 'surfaced', rolls: 1, kiteDeployed: false },
  };
  const rolled: CareerEvent = {
    type: 'EncounterRolled',
    data: {
      boxIndex: 1,
      column: 'westAfricanCoast',
      roll: NO_ROLL,
      printed: result,
      result,
      rulesApplied: [],
      randomEvent,
      kiteRerolled: null,
      kiteCutLoose: null,
    },
  };
  return [entered, rolled].reduce(evolve, state);
}

const inBox0 = (type: 'XB' | 'XIV' = 'XIV') => fold(atSea(type), initialState());

describe('11.4.10.1 what a tanker meets', () => {
  it('Given a tanker, When a convoy, two ships, a submarine or an escort is met, Then it is a replenishment operation', () => {
    for (const contact of ['convoy', 'twoShipsWithEscort', 'submarine', 'escort'] as const) {
      const state = met(inBox0('XB'), contact);
      expect(state.step).toEqual({ kind: 'replenishing' });
      expect(state.encounter).toBeNull();
      expect(tankerOf(state).contact).toBe(contact);
    }
  });

  it('Given a tanker, When aircraft are met, Then they are fought as usual', () => {
    expect(met(inBox0(), 'aircraft').step.kind).toBe('aircraft');
    expect(met(inBox0(), 'aircraftAndEscort').air).toMatchObject({ escortsArrive: true });
  });

  it('Given an XB, When a single ship is met, escorted or not, Then it may attack it as any boat', () => {
    for (const contact of ['ship', 'shipWithEscort', 'capitalShip'] as const) {
      const state = met(inBox0('XB'), contact);
      expect(state.step.kind).toBe('identifying');
      expect(state.encounter?.kind).toBe(contact);
    }
  });

  it('Given a XIV, When a single ship is met, Then it lets it pass and goes on', () => {
    const { events, state } = play(atSea('XIV'), enterNextBox, { '2d6': [SHIP] });
    expect(types(events)).toEqual(['TravelBoxEntered', 'EncounterRolled', 'SingleShipIgnored']);
    expect(one(events, 'SingleShipIgnored')).toEqual({ contact: 'ship' });
    expect(state.step.kind).toBe('underway');
    expect(state.encounter).toBeNull();
  });

  it('A random event is no contact; an aborting tanker meets ships as any aborting boat (E-TANKER-ABORT)', () => {
    expect(met(inBox0(), 'convoy', true).step.kind).toBe('randomEvent');
    const aborting = met(fold([...atSea(), abortedAtSea('back')], initialState()), 'convoy');
    expect(aborting.step.kind).toBe('identifying');
    expect(aborting.tanker?.contact).toBeNull();
  });
});

describe('11.4.10.2-11.4.10.5 a replenishment operation', () => {
  it('Given a XIV, When a convoy is met, Then 1d6 boats are resupplied, each with [E4] and 1d6 fuel, for theoretical tons', () => {
    const { events, state } = play(atSea('XIV'), enterNextBox, {
      '2d6': [CONVOY, QUIET],
      '1d6': [2, 2, 5], // 2 boats; 1 fuel point, then 2
      d66: [HULL, CREW],
    });
    expect(types(events)).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'ReplenishmentOperationStarted',
      'ResuppliedBoatDamageRolled',
      'FuelTransferRolled',
      'TheoreticalTonnageCredited',
      'TheoreticalTonnageCredited',
      'TheoreticalTonnageCredited',
      'ResuppliedBoatDamageRolled',
      'FuelTransferRolled',
      'TheoreticalTonnageCredited',
      'TheoreticalTonnageCredited',
      'TheoreticalTonnageCredited',
      'ReplenishmentAttackChecked',
    ]);
    expect(one(events, 'ReplenishmentOperationStarted')).toMatchObject({
      boxIndex: 1,
      contact: 'convoy',
      boats: 2,
    });
    expect(all(events, 'ResuppliedBoatDamageRolled')).toMatchObject([
      { boat: 1, damage: 'hull', sparePartOffered: false }, // 11.4.10.3: no spare part mends the hull
      { boat: 2, damage: 'crewInjury', sparePartOffered: false },
    ]);
    expect(all(events, 'FuelTransferRolled')).toMatchObject([
      { points: 1, fromCargo: 1, short: 0 },
      { points: 2, fromCargo: 2, short: 0 },
    ]);
    // 11.4.10.5: per fuel point, per boat, once the cargo torpedoes (first boat), the bakery once per box.
    expect(tons(events)).toEqual([
      { reason: 'fuel', tons: 1000 },
      { reason: 'boatResupplied', tons: 1000 },
      { reason: 'torpedoes', tons: 1000 },
      { reason: 'fuel', tons: 2000 },
      { reason: 'boatResupplied', tons: 1000 },
      { reason: 'bakery', tons: 1000 },
    ]);
    expect(state.tonnage).toBe(7000);
    expect(state.theoreticalTonnage).toBe(7000);
    expect(tankerOf(state)).toMatchObject({ fuel: 9, torpedoes: 0, boatsResupplied: 2, operation: null });
    expect(state.step.kind).toBe('underway');
  });

  it('Given an XB, Then no torpedoes for others and no bakery; a XIV with its oven damaged bakes nothing', () => {
    const script = { '2d6': [CONVOY, QUIET], '1d6': [1, 1], d66: [HULL] };
    expect(tons(play(atSea('XB'), enterNextBox, script).events).map((t) => t.reason)).toEqual([
      'fuel',
      'boatResupplied',
    ]);
    // The oven hit on the way and its repair failed (10.8.5).
    const broken = [...atSea('XIV'), hitAtSea(['oven']), repairsFailed(['oven'])];
    expect(tons(play(broken, enterNextBox, script).events).map((t) => t.reason)).toEqual([
      'fuel',
      'boatResupplied',
      'torpedoes',
    ]);
  });

  it('11.4.10.2: Given no boat resupplied, When the last on-station box is entered, Then no [E1]: an operation', () => {
    const quiet = (history: readonly CareerEvent[]) => play(history, enterNextBox, { '2d6': [NONE] }).history;
    const beforeLast = quiet(quiet(atSea('XB')));
    const { events } = play(beforeLast, enterNextBox, { '1d6': [1, 1], d66: [HULL], '2d6': [QUIET] });
    expect(types(events).slice(0, 2)).toEqual(['TravelBoxEntered', 'ReplenishmentOperationStarted']);
    expect(all(events, 'EncounterRolled')).toEqual([]);
    expect(one(events, 'ReplenishmentOperationStarted')).toMatchObject({ boxIndex: 3, contact: null });
    // With a boat resupplied earlier, the last box is rolled as usual.
    const supplied = play(atSea('XB'), enterNextBox, {
      '2d6': [CONVOY, QUIET],
      '1d6': [1, 1],
      d66: [HULL],
    }).history;
    const last = play(quiet(supplied), enterNextBox, { '2d6': [NONE] });
    expect(types(last.events)).toEqual(['TravelBoxEntered', 'EncounterRolled']);
  });
});

describe('11.4.10.3 spare parts', () => {
  const radio = () => play(atSea('XB'), enterNextBox, { '2d6': [CONVOY], '1d6': [1], d66: [RADIO] });
  const use: CareerCommand = { type: 'UseSparePart', data: { onBoat: 'supplied', system: 'radio' } };
  const keep: CareerCommand = { type: 'KeepSparePart', data: {} };

  it('Given a system the boat resupplied needs, When the tanker has a part, Then the player may mend it (1,000 t)', () => {
    const { state } = radio();
    expect(state.step).toEqual({ kind: 'replenishmentChoice', choice: 'sparePart' });
    expect(pending(state).commands).toEqual([
      { type: 'UseSparePart', parameters: {}, choices: [use] },
      { type: 'KeepSparePart', parameters: {} },
    ]);
    const used = play(radio().history, use, { '1d6': [1], '2d6': [QUIET] });
    expect(types(used.events).slice(0, 2)).toEqual(['SparePartUsed', 'TheoreticalTonnageCredited']);
    expect(tons(used.events)[0]).toEqual({ reason: 'sparePart', tons: 1000 });
    expect(tankerOf(used.state).spareParts).toBe(1);
    const kept = play(radio().history, keep, { '1d6': [1], '2d6': [QUIET] });
    expect(tons(kept.events).map((t) => t.reason)).toEqual(['fuel', 'boatResupplied']);
    expect(tankerOf(kept.state).spareParts).toBe(2);
  });

  it('When a part is named for another system, or none is left, Then it is refused / not offered', () => {
    const wrong: CareerCommand = { type: 'UseSparePart', data: { onBoat: 'supplied', system: 'periscope' } };
    spec
      .given(radio().history)
      .when(wrong)
      .thenThrows(RuleViolation, (e) => e.rule === '11.4.10.3');
    const { events, state } = play(atSea('XB', { spareParts: 0 }), enterNextBox, {
      '2d6': [CONVOY, QUIET],
      '1d6': [1, 1],
      d66: [RADIO],
    });
    expect(one(events, 'ResuppliedBoatDamageRolled').sparePartOffered).toBe(false);
    expect(state.step.kind).toBe('underway');
  });

  it("Q-38: Given the tanker's own damaged or inoperative system, When at sea, Then a part mends it with no roll", () => {
    const hits = [hitAtSea(['radio', 'periscope']), repairsFailed(['periscope'])];
    const given = [...atSea('XB'), ...hits];
    const damaged = fold(given, initialState());
    expect(damaged.boat).toMatchObject({
      damagedSystems: ['radio', 'periscope'],
      inoperativeSystems: ['periscope'],
    });
    const offer = pending(damaged).commands.find((c) => c.type === 'UseSparePart');
    expect(offer?.choices).toEqual([
      { type: 'UseSparePart', data: { onBoat: 'own', system: 'radio' } },
      { type: 'UseSparePart', data: { onBoat: 'own', system: 'periscope' } },
    ]);
    const command = offer!.choices![1];
    const mended = spec
      .given(given)
      .when(command)
      .then([{ type: 'SparePartUsed', data: { onBoat: 'own', system: 'periscope' } }]);
    expect(mended.boat).toMatchObject({ damagedSystems: ['radio'], inoperativeSystems: [] });
    expect(mended.tanker?.spareParts).toBe(1);
    expect(mended.tonnage).toBe(0); // 11.4.10.5: only parts given to other boats count
    const none = fold([...atSea('XB', { spareParts: 0 }), ...hits], initialState());
    expect(pending(none).commands.map((c) => c.type)).not.toContain('UseSparePart');
  });
});

describe('11.4.10.4 fuel', () => {
  it('Q-31: 1d6 1-3 is one fuel point, 4-6 two', () => {
    const chart = defaultChartPack.B10.missions.fuelPerBoat;
    expect([1, 2, 3, 4, 5, 6].map((n) => rowFor(chart, n).result)).toEqual([1, 1, 1, 2, 2, 2]);
  });

  const short = () =>
    play(atSea('XB', { fuel: 1 }), enterNextBox, { '2d6': [CONVOY], '1d6': [1, 5], d66: [HULL] });

  it("Given the cargo runs short, When the player gives the tanker's own fuel, Then it moves one box toward home (Q-32)", () => {
    const { events, state } = short();
    expect(one(events, 'FuelTransferRolled')).toMatchObject({
      points: 2,
      fromCargo: 1,
      short: 1,
      ownFuelOffered: true,
    });
    expect(state.step).toEqual({ kind: 'replenishmentChoice', choice: 'ownFuel' });
    const give: CareerCommand = { type: 'TransferOwnFuel', data: { points: 1 } };
    expect(pending(state).commands).toEqual([
      { type: 'TransferOwnFuel', parameters: {}, choices: [give] },
      { type: 'KeepOwnFuel', parameters: {} },
    ]);
    spec
      .given(short().history)
      .when({ type: 'TransferOwnFuel', data: { points: 2 } })
      .thenThrows(RuleViolation, (e) => e.code === 'command/option-not-offered');
    const given = play(short().history, give, { '2d6': [QUIET] });
    expect(one(given.events, 'OwnFuelTransferred')).toEqual({ points: 1, toBoxIndex: 2 });
    expect(tons(given.events)).toEqual([
      { reason: 'fuel', tons: 1000 },
      { reason: 'boatResupplied', tons: 1000 },
    ]);
    expect(given.state.patrol).toMatchObject({ boxIndex: 2, rollsLeft: 0 }); // no [E1] in the box spent
    const next = play(given.history, enterNextBox, { '2d6': [NONE] });
    expect(one(next.events, 'TravelBoxEntered').boxIndex).toBe(3);
    const kept = play(short().history, { type: 'KeepOwnFuel', data: {} }, { '2d6': [QUIET] });
    expect(kept.state.patrol?.boxIndex).toBe(1);
  });

  it('Q-32: not in the last box before the first transit box home', () => {
    const quiet = (history: readonly CareerEvent[]) => play(history, enterNextBox, { '2d6': [NONE] }).history;
    const beforeLast = quiet(quiet(atSea('XB', { fuel: 0 })));
    const { events, state } = play(beforeLast, enterNextBox, {
      '1d6': [1, 5],
      d66: [HULL],
      '2d6': [QUIET],
    });
    expect(one(events, 'FuelTransferRolled')).toMatchObject({
      fromCargo: 0,
      short: 2,
      ownFuelOffered: false,
    });
    expect(tons(events)).toEqual([{ reason: 'boatResupplied', tons: 1000 }]);
    expect(state.step.kind).toBe('underway');
  });
});

describe('11.4.10.7 the attack after a replenishment', () => {
  const operation = (rounds: number[][], targetAndMore: number[]) =>
    play(atSea('XB'), enterNextBox, {
      '2d6': [CONVOY, ...rounds],
      '1d6': [1, 1, ...targetAndMore],
      d66: [HULL],
    });

  it('Given an aircraft on the additional-round table, When 1d6 is 1-3, Then the tanker is attacked, its boats joined by hoses (−1 [A1])', () => {
    const { events, history, state } = operation([AIRCRAFT_ROUND, [6, 6]], [2]);
    expect(one(events, 'ReplenishmentAttackChecked')).toMatchObject({
      result: 'aircraft',
      aircraft: true,
      targetRoll: { natural: 2, rule: '11.4.10.7', chart: 'B10 attacked' },
      tankerAttacked: true,
    });
    const crashDive = one(events, 'AircraftEncountered').crashDive;
    expect(crashDive?.modifiers.map((m) => m.id)).toEqual(
      expect.arrayContaining(['notTypeVII', 'resupplyActivity']),
    );
    expect(state.step.kind).toBe('underway'); // 12 − 2: it dived in time
    // The other boat's flak: −1 on [A2] while this aircraft attacks (it dived here, so it ends with it).
    const checked = history.findIndex((e) => e.type === 'ReplenishmentAttackChecked');
    const attacked = fold(history.slice(0, checked + 1), initialState());
    expect(otherBoatsFlak(attacked, defaultChartPack)).toEqual([
      { id: 'resupplyOtherBoatsFlak', value: -1, rule: '11.4.10.7' },
    ]);
    expect(otherBoatsFlak(state, defaultChartPack)).toEqual([]);
  });

  it("Given the tanker attacked, When it fails to dive, Then its flak fires with the other boat's (−1 on [A2])", () => {
    const { events } = play(atSea('XB'), enterNextBox, {
      // [E1] convoy, the check's aircraft, [A1] 6 − 2 = 4 (one attack), [A2], [E3], the crewman hit, no shadowing
      '2d6': [CONVOY, AIRCRAFT_ROUND, [3, 3], [6, 6], [3, 3], [3, 3], QUIET],
      '1d6': [1, 1, 2, 6, 3, 3], // 1 boat, 1 fuel, the tanker attacked, no special weapon, a light wound, repaired
      d66: [HULL, [1, 1], [1, 1]],
    });
    expect(one(events, 'AircraftEncountered')).toMatchObject({ result: 'oneAttack' });
    const flak = one(events, 'FlakFired').rolls[0].modifiers.map((m) => m.id);
    expect(flak).toEqual(['twoGunsFiring', 'resupplyOtherBoatsFlak']);
  });

  it('When 1d6 is 4-6, Then the boat supplied is attacked and the tanker dives away', () => {
    const { events, state } = operation([AIRCRAFT_ROUND], [4]);
    expect(one(events, 'ReplenishmentAttackChecked')).toMatchObject({ tankerAttacked: false });
    expect(all(events, 'AircraftEncountered')).toEqual([]);
    expect(state.step.kind).toBe('underway');
  });

  it('Given escorts on the additional-round table, When 1d6 is 1-3, Then they hunt the tanker', () => {
    const { state } = operation([ESCORT_ROUND], [3]);
    expect(state.step.kind).toBe('evading');
    expect(state.encounter).toMatchObject({ kind: 'escort', escorted: true });
  });
});

describe('11.4.10.5, 11.4.10.6 what the replenishments are worth', () => {
  it('5.2.1: the theoretical tons count for the victory level, and stay apart from the ships sunk', () => {
    // 20,000 theoretical tons from earlier patrols; [R1] 2, 1d6 1: the Kommandant lost overboard ends the career.
    const [career, patrol, mission] = tankerSails('XIV');
    const given = [career, ...tankerPatrol(mission, 20), patrol, mission];
    const { events } = play(given, enterNextBox, {
      '2d6': [
        [6, 6],
        [1, 1],
      ],
      '1d6': [1],
    });
    expect(one(events, 'CareerEnded')).toMatchObject({
      tonnage: 20_000,
      victoryLevel: 'marginalVictory',
      summary: { theoreticalTonnage: 20_000 },
    });
  });

  it("11.3: they count for the Knight's Cross, not for the German Cross in Gold (25,000 t sunk)", () => {
    // An XB: 30,000 t in all, `theoretical` of them from its earlier patrols, the rest sunk on this one.
    const awards = (theoretical: number) => {
      const mission = tankerSails('XB')[2];
      const sunk = Array.from({ length: (30_000 - theoretical) / 5_000 }, () => sank(5_000));
      const ended = patrolEnded({
        uboatType: 'XB',
        date: '1944-06',
        success: true,
        shipsSunk: sunk.length,
        before: tankerPatrol(mission, theoretical / 1000),
        atSea: sunk,
      });
      return one(refit(ended).events, 'DecorationsAwarded').awards;
    };
    expect(awards(20_000)).toContain('knightsCross');
    expect(awards(20_000)).not.toContain('germanCrossInGold');
    expect(awards(5_000)).toContain('germanCrossInGold');
  });

  it('11.4.10.6: a tanker patrol succeeds only with a boat resupplied, even with a ship sunk; with its mission done', () => {
    /** Through the boxes left, one [E1] roll each (nothing met): the success the patrol ends with (7.5). */
    const home = (history: readonly CareerEvent[], rolls: readonly number[][]): boolean => {
      const last = rolls
        .slice(0, -1)
        .reduce<readonly CareerEvent[]>(
          (h, roll) => play(h, enterNextBox, { '2d6': [roll] }).history,
          history,
        );
      return one(play(last, enterNextBox, { '2d6': rolls.slice(-1) }).events, 'PatrolCompleted').success;
    };
    /** Aborted in box 1 (10.9.5): back to the transit box 0, then home. */
    const abortedHome = (history: readonly CareerEvent[]) => home(play(history, abort).history, [NONE]);
    // A ship sunk (an XB attacks single ships, 11.4.10.1), no boat resupplied, the patrol aborted back from box 1.
    const sunkOnly = play([...atSea('XB'), sank(5_000)], enterNextBox, { '2d6': [NONE] }).history;
    expect(abortedHome(sunkOnly)).toBe(false);
    // A boat resupplied in box 1 (E4 hull), then home through boxes 2-4.
    const supplied = play(atSea('XB'), enterNextBox, SUPPLY_ONE).history;
    expect(home(supplied, [NONE, NONE, NONE])).toBe(true);
    // On a mine-laying mission too: aborted before its mission box, not done; through it, done (7.4.5).
    const mines = atSea(
      'XB',
      {},
      ['transit', 'westAfricanCoast', 'missionBox', 'westAfricanCoast', 'transit'],
      'mines',
    );
    const minesSupplied = play(mines, enterNextBox, SUPPLY_ONE).history;
    expect(abortedHome(minesSupplied)).toBe(false);
    expect(home(minesSupplied, [MISSION_DONE, NONE, NONE])).toBe(true);
    // Not a tanker: the ship sunk makes the patrol (7.5).
    const ixc = [started('IXC', '1943-08'), patrolThrough(['transit', 'transit']), sank(5_000)];
    expect(home(ixc, [NONE, NONE])).toBe(true);
  });

  it('A new patrol ends the mission: its cargo is loaded again', () => {
    const { state } = play(atSea('XIV'), enterNextBox, {
      '2d6': [CONVOY, QUIET],
      '1d6': [1, 1],
      d66: [HULL],
    });
    expect(tankerOf(state).fuel).toBe(11);
    const next = evolve(state, patrolThrough(['transit']));
    expect(next.tanker).toBeNull();
    expect(next.theoreticalTonnage).toBe(state.theoreticalTonnage);
  });
});
