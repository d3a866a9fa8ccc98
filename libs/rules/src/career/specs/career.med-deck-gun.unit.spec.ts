import type { DiceScript } from '../../dice';
import { evolve } from '../evolve';
import { pending } from '../pending';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { initialState, type CareerState } from '../model/state';
import { medReportOf } from '../views/med-headlines';
import { spec, types } from './career.fixtures';
import { aduaOnPatrol, med, metInArea } from './career.med.fixtures';

// 7.2.3, 7.2.3.2, 4.6: the deck gun against unescorted ships, and letting the ships pass (Q-BTM-GUN-1).

const fold = (events: readonly CareerEvent[]): CareerState => events.reduce(evolve, initialState());
/** A Ship (2d6 9), small (1d6 1), T1-4 of 2,500 t and 2 points, alone, by day (1d6 1). */
const freighterAlone = (given: CareerEvent[]) =>
  metInArea(given, 'spanishCoast', { '2d6': [[4, 5]], '1d6': [1, 1], '1d10': [4] });
/** Ship(s) + Escort (2d6 7), one ship (1d6 3), large (1d6 4), T2-6, at night (1d6 5), in the Central Med. */
const escorted = (given: CareerEvent[]) =>
  metInArea(given, 'centralMed', { '2d6': [[3, 4]], '1d6': [3, 4, 5], '1d10': [6] });

const close: CareerCommand = { type: 'ChooseApproach', data: { attack: 'submerged', range: 'close' } };
const gun = (...targets: number[]): CareerCommand => ({ type: 'FireDeckGun', data: { targets } });
const offered = (events: CareerEvent[]) => pending(fold(events)).commands.map((c) => c.type);
const then = (given: CareerEvent[], command: CareerCommand, dice?: DiceScript) => [
  ...given,
  ...spec.given(given).when(command, dice).thenEvents(),
];

describe('Beneath the Med: nothing loaded, the deck gun and letting the ships pass (7.2.3, 7.2.3.2, 4.6)', () => {
  it('7.2.3: Given a ship alone and no torpedo in a tube, Then the Comandante may attack with the deck gun or let the ship pass', () => {
    const given = freighterAlone(aduaOnPatrol(8, false));
    expect(offered(given)).toEqual(['ChooseApproach', 'DeclineAttack']);
    expect(offered(then(given, close))).toEqual(['FireDeckGun']);
  });

  it('7.2.3.2 [B1] [B2]: two shots of the one gun at close range: a hit (2d6 8, 8 or less) deals 2 points (1d6 1) and sinks the 2-point freighter, the second shot is spent on a ship already sunk; two ammunition points go, and the round ends', () => {
    const given = then(freighterAlone(aduaOnPatrol(8, false)), close);
    const events = spec
      .given(given)
      .when(gun(0, 0), { '2d6': [[4, 4]], '1d6': [1] })
      .thenEvents();
    expect(types(events)).toEqual([
      'DeckGunFired',
      'ShipDamaged',
      'ShipSunk',
      'DeckGunFired',
      'CombatRoundEnded',
      'EncounterEnded', // 7.2.7: no ship left, the combat is over
    ]);
    expect(events[0].data).toMatchObject({
      hit: true,
      roll: { chart: 'B1 close', rule: '7.2.3.2', total: 8 },
    });
    expect(events[1].data).toMatchObject({ weapon: 'deckGun', points: 2, roll: { chart: 'B2' } });
    expect(events[3].data).toEqual({ target: 0, roll: null, hit: false });
    const after = fold([...given, ...events]);
    expect(med(after).career?.deckGunAmmo).toBe(6);
    expect(medReportOf(events).headlines).toContainEqual({ key: 'move.medGun', params: { n: 2, hits: 1 } });
    expect(after.tonnage).toBe(2500);
    // 7.2.7: no ship left afloat, the combat is over and the boat sails on
    expect(after.step).toEqual({ kind: 'underway' });
  });

  it('4.6.3: Given one ammunition point left, When the Comandante fires two shots, Then it is refused', () => {
    const given = then(freighterAlone(aduaOnPatrol(1, false)), close);
    spec
      .given(given)
      .when(gun(0, 0))
      .thenThrows((e) => (e as { rule?: string }).rule === '4.6.3');
    expect(pending(fold(given)).commands[0].choices).toEqual([gun(0)]);
  });

  it('7.2.3.2: Given torpedoes loaded, When the salvo misses, Then the deck gun may still fire this round, or the round ends', () => {
    const given = then(freighterAlone(aduaOnPatrol(8, true)), close);
    const salvo: CareerCommand = {
      type: 'FireTorpedoes',
      data: { shots: [{ end: 'bow', tube: 0, target: 0 }] },
    };
    const fired = then(given, salvo, { '2d6': [[6, 6]] });
    expect(offered(fired)).toEqual(['FireDeckGun', 'EndRound']);
    const shot = then(fired, gun(0), { '2d6': [[6, 5]] });
    expect(types(shot.slice(fired.length))).toEqual(['DeckGunFired', 'CombatRoundEnded']);
  });

  it('7.2.3: Given the gun fired first with torpedoes loaded, Then the salvo may follow', () => {
    const given = then(freighterAlone(aduaOnPatrol(8, true)), close);
    const shot = then(given, gun(0), { '2d6': [[6, 5]] });
    expect(offered(shot)).toEqual(['FireTorpedoes', 'EndRound']);
  });

  it('7.2.3.2: Given escorted ships and no torpedo loaded, Then the gun may not fire: the Comandante can only let them pass', () => {
    const given = escorted(aduaOnPatrol(8, false));
    expect(offered(given)).toEqual(['DeclineAttack']);
    spec
      .given(given)
      .when(close)
      .thenThrows((e) => (e as { rule?: string }).rule === '7.2.3');
  });

  it('7.2.3 (Q-BTM-GUN-1): When the Comandante lets the ships pass, Then the encounter ends and the boat sails on', () => {
    const given = freighterAlone(aduaOnPatrol(8, true));
    const after = fold(then(given, { type: 'DeclineAttack', data: {} }));
    expect(after.encounter).toBeNull();
    expect(after.step).toEqual({ kind: 'underway' });
  });

  it('7.2.3, 4.6: Given no torpedo loaded and no ammunition left, Then the career does not stop: the ship passes', () => {
    const given = freighterAlone(aduaOnPatrol(0, false));
    expect(fold(given).step).toEqual({ kind: 'shipsSighted' });
    expect(offered(given)).toEqual(['DeclineAttack']);
  });
});
