import type { DiceScript } from '../../dice';
import { RuleViolation } from '../../errors';
import { outOfPort, patrolThrough, started, all, spec } from './career.fixtures';
import { hitAtSea, repairsFailed } from './career-history.fixtures';
import { pending } from '../pending';
import type { CareerCommand } from '../model/commands';
import { fold } from '../evolve';
import { initialState } from '../model/state';

const schnorchelInto: CareerCommand = { type: 'EnterNextBox', data: { posture: 'schnorchel' } };
const surfacedInto: CareerCommand = { type: 'EnterNextBox', data: { posture: 'surfaced' } };

const AIR = [1, 1]; // [E1] 2: Aircraft
const NOTHING = [4, 4]; // additional round 8: no encounter
const NORMAL_WEAPON = 2; // 1d6 special-weapon check: 2-6 a normal attack (9.8.1)

describe('aircraft against a schnorchelling or holed boat (8.1.3, 9.8.8)', () => {
  it('8.1.3: a schnorchelling boat fires no flak, takes no strafing wound, and the aircraft has +1 on [E3] (000 L868, 002 L2421)', () => {
    // [A1] 6 + 2 schnorchel - 1 in 1944 = 7: one attack; [E3] 3 + 1 = 4: one hit.
    const events = spec
      .given(outOfPort('transit', 'VIIC', '1944-03'))
      .when(schnorchelInto, { '2d6': [AIR, [3, 3], [1, 2], NOTHING], '1d6': [NORMAL_WEAPON], d66: [[3, 3]] })
      .thenEvents();
    expect(events.map((e) => e.type)).not.toContain('FlakFired');
    expect(events.map((e) => e.type)).not.toContain('CrewInjured');
    expect(all(events, 'AircraftAttacked')).toMatchObject([
      {
        surfaced: false,
        automaticCrewInjury: false,
        roll: { chart: 'E3', natural: 3, modifiers: [{ id: 'aircraftVsSchnorchel', value: 1 }], total: 4 },
      },
    ]);
  });

  it('9.8.2: the same aircraft against the boat on the surface: flak, the strafing wound and +2', () => {
    const events = spec
      .given(outOfPort('transit', 'VIIC', '1944-03'))
      .when(surfacedInto, {
        '2d6': [AIR, [3, 3], [6, 6], [1, 2], [3, 4], NOTHING],
        '1d6': [NORMAL_WEAPON, 1],
        d66: [[3, 3]],
      })
      .thenEvents();
    expect(all(events, 'FlakFired')).toHaveLength(1);
    expect(all(events, 'AircraftAttacked')).toMatchObject([
      {
        surfaced: true,
        automaticCrewInjury: true,
        roll: { modifiers: [{ id: 'aircraftVsSurfaced', value: 2 }] },
      },
    ]);
  });

  it('9.8.8.2, 000 L1270, 002 L2423, E-HOLED-AIR: a holed hull rolls [A1] as usual; the crash dive it gives is impossible, so one attack meets the boat on the surface, with flak and the strafing wound', () => {
    const { events } = meetHoled({
      '2d6': [AIR, [6, 6], MISS, ONE_HIT, CREW, NOTHING], // [A1] 12: a crash dive, were the hull whole
      '1d6': [NORMAL_WEAPON, LW, 6], // 6: the radio not repaired (10.8)
      d66: [RADIO],
    });
    expect(all(events, 'AircraftEncountered')).toMatchObject([
      { crashDive: { chart: 'A1', total: 12 }, result: 'oneAttack', attacks: 1, staySurfacedRule: null },
    ]);
    expect(all(events, 'FlakFired')).toHaveLength(1);
    expect(all(events, 'AircraftAttacked')).toMatchObject([
      { attack: 1, surfaced: true, automaticCrewInjury: true },
    ]);
  });

  it('9.8.8.2, E-HOLED-AIR: a holed hull rolling one attack on [A1] takes one attack, as a whole hull would', () => {
    const { events } = meetHoled({
      '2d6': [AIR, [2, 3], MISS, ONE_HIT, CREW, NOTHING],
      '1d6': [NORMAL_WEAPON, LW, 6],
      d66: [RADIO],
    });
    expect(all(events, 'AircraftEncountered')).toMatchObject([{ result: 'oneAttack', attacks: 1 }]);
  });
});

describe('8.1.4: no schnorchel into the box of a special mission (000 L870)', () => {
  const onMission = () => [
    started('VIIC', '1944-03'),
    patrolThrough(['missionBox', 'transit'], '1944-03', 'abwehr'),
  ];

  it('is not offered', () => {
    const offer = pending(fold(onMission(), initialState())).commands.find((c) => c.type === 'EnterNextBox');
    expect(offer?.parameters).toMatchObject({ posture: ['surfaced'] });
  });

  it('is refused', () => {
    spec
      .given(onMission())
      .when(schnorchelInto)
      .thenThrows(RuleViolation, (e) => e.code === 'travel/no-schnorchel' && e.rule === '8.1.3');
  });

  it('is offered in the transit box of the same boat', () => {
    const given = [started('VIIC', '1944-03'), patrolThrough(['transit', 'missionBox'], '1944-03', 'abwehr')];
    const offer = pending(fold(given, initialState())).commands.find((c) => c.type === 'EnterNextBox');
    expect(JSON.stringify(offer)).toContain('schnorchel');
  });
});

const MISS = [6, 6]; // [A2] 12
const ONE_HIT = [1, 1]; // [E3] 2 + 2 = 4
const CREW = [3, 4]; // [E5a] 7: a generic crew box; a 1d6 of 1-3 a light wound
const LW = 1;
const RADIO = [4, 2];

/**
 * Given a boat whose hull was holed earlier in the patrol (9.8.8.2; damage control done, a holed hull is not mended
 * at sea), when it meets an aircraft on the surface: its events.
 */
function meetHoled(script: DiceScript) {
  const holed = [...outOfPort('transit', 'VIIC', '1943-08'), hitAtSea([], 1, 0, true), repairsFailed([])];
  return { events: spec.given(holed).when(surfacedInto, script).thenEvents() };
}
