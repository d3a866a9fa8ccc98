import { defaultChartPack } from '../../charts';
import { enterNextBox, outOfPort, started, all, one, play, withOptions } from './career.fixtures';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { ScriptedDice } from '../../dice';
import { ORIGINAL_TARGETS, STANDARD_TONNAGE } from '../common/targets';
import { identifyShips } from '../common/ships-sighted';

// The patrol under the optional rules: 14.1-14.3 targets, 14.5 wolfpack names, 14.7 aircraft quality,
// 14.10 patrol areas; the abilities met on the way (14.15 #9 Vigilant, #10 Flak expert).

const assign: CareerCommand = { type: 'AssignPatrol', data: {} };

const CONVOY = [3, 3]; // [E1] Atlantic 6

describe('14.1 standard tonnage, 14.2 reduced convoy targets, 14.3 historical targets', () => {
  const meetConvoy = (history: readonly CareerEvent[], script: object) =>
    play(history, enterNextBox, { '2d6': [CONVOY], ...script });

  it('Given 14.2, When a convoy is met, Then three ships are identified instead of four', () => {
    const four = meetConvoy(outOfPort('atlantic'), {
      '1d6': [1, 1, 1, 1, 4],
      d100: [
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
      ],
    });
    expect(one(four.events, 'ShipsIdentified').ships).toHaveLength(4);
    const three = meetConvoy(withOptions(outOfPort('atlantic'), { reducedConvoyTargets: true }), {
      '1d6': [1, 1, 1, 4],
      d100: [
        [0, 1],
        [0, 2],
        [0, 3],
      ],
    });
    expect(one(three.events, 'ShipsIdentified').ships).toHaveLength(3);
  });

  it('Given 14.1, freighters and tankers have the standard tonnage and no list roll; capital ships are still rolled', () => {
    const listed = meetConvoy(outOfPort('atlantic'), {
      '1d6': [1, 4, 6, 1, 4],
      d100: [
        [0, 1],
        [0, 1],
        [0, 1],
        [0, 2],
      ],
    });
    const ships = one(listed.events, 'ShipsIdentified').ships;
    expect(ships.map((s) => s.tonnage)).toEqual([
      defaultChartPack.T1.rows[0].tonnage,
      defaultChartPack.T2.rows[0].tonnage,
      defaultChartPack.T3.rows[0].tonnage,
      defaultChartPack.T1.rows[1].tonnage,
    ]);
    const standard = meetConvoy(withOptions(outOfPort('atlantic'), { standardTonnage: true }), {
      '1d6': [1, 4, 6, 1, 4],
    });
    const fixed = one(standard.events, 'ShipsIdentified').ships;
    expect(fixed.map((s) => [s.name, s.tonnage, s.sinkPoints])).toEqual([
      ['Small freighter', STANDARD_TONNAGE.smallFreighter, expect.any(Number)],
      ['Large freighter', STANDARD_TONNAGE.largeFreighter, expect.any(Number)],
      ['Tanker', STANDARD_TONNAGE.tanker, expect.any(Number)],
      ['Small freighter', STANDARD_TONNAGE.smallFreighter, expect.any(Number)],
    ]);
    expect(fixed.map((s) => s.rolls.length)).toEqual([1, 1, 1, 1]);
    const capital = identifyShips('capitalShip', new ScriptedDice({ '1d20': [1] }), defaultChartPack, {
      ...ORIGINAL_TARGETS,
      standardTonnage: true,
    });
    expect(capital.data.ships[0]).toMatchObject({ name: 'USS Texas', tonnage: 27000 }); // 14.1.2
  });

  it('Given 14.3, a ship already sunk that comes up again is rolled again (off: it is met again)', () => {
    const henzada = defaultChartPack.T1.rows[0];
    const sunk: CareerEvent = {
      type: 'ShipSunk',
      data: {
        target: 0,
        name: henzada.name,
        shipType: 'smallFreighter',
        tonnage: henzada.tonnage,
        knightsCross: false,
      },
    };
    const history = (choice: object) => [...withOptions(outOfPort('atlantic'), choice), sunk];
    const script = {
      '1d6': [1, 1, 1, 1, 4],
      d100: [
        [0, 1],
        [0, 2],
        [0, 3],
        [0, 4],
        [0, 5],
      ],
    };
    const again = meetConvoy(history({ historicalTargets: true }), script);
    const first = one(again.events, 'ShipsIdentified').ships[0];
    expect(first.name).toBe(defaultChartPack.T1.rows[1].name);
    expect(first.rolls.map((r) => r.row)).toEqual(['1-3', '1 (sunk: rolled again, 14.3.2)', '2']);
    expect(() => meetConvoy(history({}), script)).toThrow(/scripted dice left unused/);
  });
});

describe('14.5 historical wolfpack names', () => {
  it('Given 14.5, When a wolfpack patrol is assigned, Then the pack gets a historical name (off: none)', () => {
    const off = play([started('VIIC', '1943-08')], assign, { '2d6': [[1, 2]] });
    expect(one(off.events, 'PatrolAssigned').wolfpack).toBe(true);
    expect(all(off.events, 'WolfpackNamed')).toHaveLength(0);
    const on = play(withOptions([started('VIIC', '1943-08')], { historicalWolfpackNames: true }), assign, {
      '2d6': [[1, 2]],
      d100: [[0, 3]],
    });
    expect(one(on.events, 'WolfpackNamed')).toMatchObject({ name: 'Süd', boats: 4 });
    expect(on.state.optional.wolfpackName).toBe('Süd');
  });
});

describe('14.10 non-historical patrol areas', () => {
  it('Given 14.10, When [P1] sends a Type VII to the West African coast, Then it goes (off: read as Atlantic, 7.3.2)', () => {
    const off = play([started('VIIC', '1943-08')], assign, { '2d6': [[6, 6]] });
    expect(one(off.events, 'PatrolAssigned')).toMatchObject({ area: 'atlantic' });
    const on = play(withOptions([started('VIIC', '1943-08')], { nonHistoricalPatrolAreas: true }), assign, {
      '2d6': [[6, 6]],
    });
    const patrol = one(on.events, 'PatrolAssigned');
    expect(patrol).toMatchObject({ area: 'westAfricanCoast', routeId: 'IX-WA' });
    expect(patrol.boxes.some((b) => b.kind === 'westAfricanCoast')).toBe(true);
  });
});

describe('14.7 variable aircraft quality, 14.15 #9 Vigilant', () => {
  const AIR = [1, 1]; // [E1] transit 2
  const ONE_ATTACK = [3, 4]; // [A1] 7
  const MISS = [6, 6]; // [A2] 12
  const ONE_HIT = [1, 1]; // [E3] 2 + 2
  const CREW = [3, 4]; // [E5a] 7: a generic crewman
  const NOTHING = [4, 4]; // the additional-round table: no encounter

  it('Given Vigilant, When the crash-dive roll is a 7, Then +1 makes it 8: the boat dives in time (off: one attack)', () => {
    const on = play(withOptions(outOfPort('transit'), {}, ['vigilant']), enterNextBox, {
      '2d6': [AIR, ONE_ATTACK],
    });
    const off = play(outOfPort('transit'), enterNextBox, {
      '2d6': [AIR, ONE_ATTACK, MISS, ONE_HIT, CREW, NOTHING],
      '1d6': [2, 1],
      d66: [[1, 3]],
    });
    expect(one(off.events, 'AircraftEncountered')).toMatchObject({ attacks: 1, crashDive: { total: 7 } });
    expect(one(on.events, 'AircraftEncountered')).toMatchObject({
      attacks: 0,
      crashDive: { total: 8, modifiers: [{ id: 'vigilant', value: 1, rule: '14.15' }] },
    });
  });

  it('Given a Green aircraft, When [E3] gives 1 hit, Then no hit (the strafing still injures one man)', () => {
    const on = play(withOptions(outOfPort('transit'), { variableAircraftQuality: true }), enterNextBox, {
      '2d6': [AIR, ONE_ATTACK, MISS, ONE_HIT, CREW, NOTHING],
      '1d6': [2, 1, 1],
    });
    expect(one(on.events, 'AircraftQualityRolled')).toMatchObject({
      quality: 'green',
      roll: { rule: '14.7.1' },
    });
    expect(one(on.events, 'AircraftAttacked')).toMatchObject({
      hits: 0,
      rulesApplied: [{ rule: '14.7', from: '1 hits', to: '0 hits' }],
    });
    expect(all(on.events, 'CrewInjured')).toHaveLength(1);
    expect(all(on.events, 'UBoatHit')).toHaveLength(0);
  });

  it('Given an Elite aircraft, Then one more hit and two automatic crew injuries (9.8.2)', () => {
    const on = play(withOptions(outOfPort('transit'), { variableAircraftQuality: true }), enterNextBox, {
      '2d6': [AIR, ONE_ATTACK, MISS, ONE_HIT, CREW, CREW, NOTHING],
      '1d6': [2, 6, 1, 1],
      d66: [
        [1, 3],
        [1, 3],
      ],
    });
    expect(one(on.events, 'AircraftAttacked')).toMatchObject({ hits: 2, automaticCrewInjuries: 2 });
    expect(all(on.events, 'CrewInjured')).toHaveLength(2);
    expect(all(on.events, 'UBoatHit')).toHaveLength(2);
  });

  it('Given Flak expert (14.15 #10), the flak rolls −1', () => {
    const on = play(withOptions(outOfPort('transit'), {}, ['flakExpert']), enterNextBox, {
      '2d6': [AIR, ONE_ATTACK, MISS, ONE_HIT, CREW, NOTHING],
      '1d6': [2, 1],
      d66: [[1, 3]],
    });
    expect(one(on.events, 'FlakFired').rolls[0].modifiers).toContainEqual({
      id: 'flakExpert',
      value: -1,
      rule: '14.15',
    });
  });
});
