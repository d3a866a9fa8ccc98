import { ScriptedDice, type DiceScript } from '../../dice';
import { decide } from '../decide';
import { evolve } from '../evolve';
import { stateWith } from '../model/copies';
import type { MedPatrol } from '../model/med';
import { pending } from '../pending';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { asCareerState, initialState, type CareerState } from '../model/state';
import { medReportOf } from '../views/med-headlines';
import { spec, types } from './career.fixtures';
import { aduaOnPatrol, everywhere, med, metInArea } from './career.med.fixtures';

// 7.2.10: the enemy submarine, met on [T5] or as the [B10] event; The Hunted's procedure (9.9) with the Med's values.

const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
const then = (given: CareerEvent[], command: CareerCommand, dice?: DiceScript) => [
  ...given,
  ...spec.given(given).when(command, dice).thenEvents(),
];
const offered = (events: CareerEvent[]) => pending(fold(events)).commands;
const kinds = (events: CareerEvent[]) => offered(events).map((c) => c.type);

/** A warship on [A3] (2d6 7), [T5] 1d6 6: the submarine; who fires first on 1d10, then any further dice. */
const subMet = (initiative: number, dice: { '2d6'?: [number, number][]; '1d6'?: number[] } = {}) =>
  metInArea(
    aduaOnPatrol(),
    'centralMed',
    {
      ...dice,
      '2d6': [[3, 4], ...(dice['2d6'] ?? [])],
      '1d6': [6, ...(dice['1d6'] ?? [])],
      '1d10': [initiative],
    },
    everywhere('warship'),
  );
const attack = (range: 'close' | 'standard' | 'medium' | 'long'): CareerCommand => ({
  type: 'ChooseApproach',
  data: { attack: 'submerged', range },
});
const bowTube: CareerCommand = {
  type: 'FireTorpedoes',
  data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
};

describe('Beneath the Med: the enemy submarine (7.2.10)', () => {
  it('7.2.10.2: Given the submarine met on [T5] and the initiative won (1d10 7), Then the Comandante attacks it submerged at close, medium or long range, or withdraws', () => {
    const given = subMet(7);
    expect(types(given.slice(-2))).toEqual(['ShipsIdentified', 'SubmarineEncountered']);
    expect(given.at(-1)?.data).toMatchObject({
      enemyFiresFirst: false,
      initiative: { natural: 7, rule: '7.2.10.1' },
      ship: { type: 'submarine', name: 'Submarine', sinkPoints: 1 },
    });
    expect(offered(given)).toEqual([
      { type: 'ChooseApproach', parameters: { attack: ['submerged'], range: ['close', 'medium', 'long'] } },
      { type: 'BreakOff', parameters: {} },
    ]);
    spec
      .given(given)
      .when(attack('standard'))
      .thenThrows((e) => (e as { rule?: string }).rule === '7.2.10.2');
  });

  it('7.2.10.1, 7.2.10.4: Given the initiative lost (1d10 3), Then the enemy fires two torpedoes at once at medium range (2d6 2-4 hit), both miss; the Comandante fires back at medium range or withdraws', () => {
    const given = subMet(3, {
      '2d6': [
        [3, 2],
        [6, 6],
      ],
      '1d6': [1],
    });
    const fired = given.at(-1) as Extract<CareerEvent, { type: 'EnemyTorpedoesFired' }>;
    expect(fired.type).toBe('EnemyTorpedoesFired');
    expect(fired.data).toMatchObject({ range: 'medium', sunk: false });
    // the first hit (5) misses, as the second (12)
    expect(fired.data.shots.map((s) => s.hit)).toEqual([false, false]);
    expect(medReportOf(given.slice(-2)).headlines).toEqual([
      { key: 'move.medSubmarine', params: { total: 3, first: true } },
      { key: 'move.medEnemyTorpedoes', params: { n: 2, range: 'medium', hits: 0, duds: 0 } },
    ]);
    expect(offered(given)[0]).toEqual({
      type: 'ChooseApproach',
      parameters: { attack: ['submerged'], range: ['medium'] },
    });
  });

  it('7.2.10.4: a torpedo of the enemy that hits (2d6 4) is a dud on 1d6 1; one that is not (1d6 2) sinks the boat', () => {
    const dud = subMet(3, {
      '2d6': [
        [2, 2],
        [6, 6],
      ],
      '1d6': [1],
    });
    expect(dud.at(-1)?.data).toMatchObject({
      sunk: false,
      shots: [{ hit: true, dud: true }, { hit: false }],
    });
    const sunk = subMet(3, {
      '2d6': [
        [2, 2],
        [6, 6],
      ],
      '1d6': [2],
    });
    expect(sunk.find((e) => e.type === 'UBoatSunk')).toEqual({
      type: 'UBoatSunk',
      data: { rule: '7.2.10.4', cause: 'enemyTorpedo' },
    });
    expect(fold(sunk).step).toMatchObject({ kind: 'ended' }); // 5.1: the career is over
  });

  it('7.2.10.2-7.2.10.3 [B1]: at medium range with the warship’s +1, a hit (2d6 4 +1) that is no dud (1d6 4) sinks it (one point, 1d6 4); the encounter ends and the tubes are reloaded', () => {
    const given = then(subMet(7), attack('medium'));
    expect(kinds(given)).toEqual(['FireTorpedoes', 'BreakOff']);
    const events = spec
      .given(given)
      .when(bowTube, { '2d6': [[2, 2]], '1d6': [4, 4] })
      .thenEvents();
    const sinking = ['TorpedoFired', 'TorpedoDudRolled', 'ShipDamaged', 'ShipSunk'];
    expect(types(events)).toEqual([...sinking, 'EncounterEnded', 'TubesReloaded']);
    expect(events[0].data).toMatchObject({ roll: { total: 5, modifiers: [{ id: 'warship', value: 1 }] } });
    expect(events[4].data).toEqual({ rule: '7.2.10.3', reason: 'targetsGone' });
    const after = fold([...given, ...events]);
    expect(after.step).toEqual({ kind: 'underway' });
    expect(after.tonnage).toBe(800);
    expect(med(after).career?.torpedoes.bowTubes).toHaveLength(4);
  });

  it('7.2.10.4: the salvo misses, the enemy fires back at the same range and misses; the Comandante rolls the initiative again or withdraws', () => {
    const given = then(subMet(7), attack('long'));
    const events = spec
      .given(given)
      .when(bowTube, {
        '2d6': [
          [6, 6],
          [4, 4],
          [5, 5],
        ],
      })
      .thenEvents();
    expect(types(events)).toEqual(['TorpedoFired', 'EnemyTorpedoesFired']);
    expect(events[1].data).toMatchObject({ range: 'long', sunk: false });
    const after = [...given, ...events];
    expect(kinds(after)).toEqual(['AdditionalRound', 'BreakOff']);
    const again = spec
      .given(after)
      .when({ type: 'AdditionalRound', data: {} }, { '1d10': [9] })
      .thenEvents();
    expect(again).toMatchObject([{ type: 'SubmarineEncountered', data: { enemyFiresFirst: false } }]);
  });

  it('7.2.10.2: closing to close range, the boat rolls for detection first ([B3] 10-12 in 1940); detected (2d6 11), the enemy fires first at close range (2-5) and misses; the Comandante fires back or withdraws', () => {
    const given = subMet(7);
    const events = spec
      .given(given)
      .when(attack('close'), {
        '2d6': [
          [5, 6],
          [6, 1],
          [6, 6],
        ],
      })
      .thenEvents();
    expect(types(events)).toEqual(['AttackApproachChosen', 'EscortDetectionRolled', 'EnemyTorpedoesFired']);
    expect(events[2].data).toMatchObject({ range: 'close', sunk: false });
    expect(kinds([...given, ...events])).toEqual(['FireTorpedoes', 'BreakOff']);
  });

  it('7.2.10.2: the deck gun may not fire at a submarine', () => {
    const given = then(subMet(7), attack('medium'));
    expect(kinds(given)).not.toContain('FireDeckGun');
    spec
      .given(given)
      .when({ type: 'FireDeckGun', data: { targets: [0] } })
      .thenThrows((e) => (e as { rule?: string }).rule === '7.2.3.2');
  });

  it('7.2.10.1-7.2.10.2: When the Comandante withdraws, Then the encounter ends and the boat sails on', () => {
    const events = spec.given(subMet(7)).when({ type: 'BreakOff', data: {} }).thenEvents();
    expect(events).toEqual([{ type: 'EncounterEnded', data: { rule: '7.2.10', reason: 'brokeOff' } }]);
    expect(fold([...subMet(7), ...events]).step).toEqual({ kind: 'underway' });
    expect(medReportOf(events).headlines).toContainEqual({
      key: 'move.encounterEnded',
      params: { reason: 'brokeOff' },
    });
  });

  it('7.5.1 (Q-BTM-COMBAT-REPAIRS): Given a system marked DMG, When the submarine encounter ends, Then it is rolled for on [B8] as at any combat’s end', () => {
    const met = med(fold(subMet(7)));
    const patrol = met.patrol as MedPatrol;
    const damaged = stateWith(met, {
      patrol: { ...patrol, damage: { hull: 0, flooding: 0, systems: ['deckGun'] } },
    });
    const events = decide(
      asCareerState(damaged),
      { type: 'BreakOff', data: {} },
      new ScriptedDice({ '1d6': [6] }),
    );
    expect(types(events)).toEqual(['EncounterEnded', 'RepairsAttempted']);
    expect(events[1].data).toMatchObject({
      rule: '7.2.10',
      repairs: [{ system: 'deckGun', repaired: false }],
    });
    const after = med(events.reduce(evolve, asCareerState(damaged)));
    expect((after.patrol as MedPatrol).damage).toMatchObject({ inoperative: ['deckGun'] });
    expect(after.step).toEqual({ kind: 'underway' });
  });

  it('9.2 [B10] 6 (Q-BTM-SUB-2): the random event’s enemy submarine is [T5]’s, met by 7.2.10 in the same command', () => {
    const given = aduaOnPatrol();
    const events = spec
      .given(given)
      .when(
        { type: 'EnterNextBox', data: { posture: 'surfaced' } },
        {
          '2d6': [
            [6, 6],
            [3, 3],
          ],
          '1d10': [8],
        },
      )
      .thenEvents();
    expect(types(events)).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'RandomEventRolled',
      'SubmarineEncountered',
    ]);
    expect(events[3].data).toMatchObject({ ship: { name: 'Submarine', tonnage: 800, sinkPoints: 1 } });
    expect(fold([...given, ...events]).step).toEqual({ kind: 'submarine' });
  });
});
