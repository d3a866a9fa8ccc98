import type { DiceScript } from '../../dice';
import { enterNextBox, outOfPort, sighted, target, play, type Of, all, spec } from './career.fixtures';
import { earlierPatrol, sank } from './career-history.fixtures';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { fold } from '../evolve';
import { pending } from '../pending';
import { initialState } from '../model/state';

// Rules fidelity II: how the engine applies the charts, item by item, Given/When/Then.

const evade = (exceedTestDepth = false): CareerCommand => ({
  type: 'EvadeEscorts',
  data: { exceedTestDepth, bold: false },
});
const ids = (roll: { readonly modifiers: readonly { readonly id: string }[] } | null) =>
  roll?.modifiers.map((m) => m.id);

describe('9.2.2, 9.5.1, 9.6.6: a night surface attack detected closing in', () => {
  const closeAtNight = () =>
    play(
      sighted({
        kind: 'shipWithEscort',
        ships: [target('Freighter', 7600, 3)],
        escorted: true,
        timeOfDay: 'night',
      }),
      { type: 'ChooseApproach', data: { attack: 'nightSurface', range: 'close' } },
      {
        '2d6': [
          [3, 4],
          [1, 1],
        ],
        '1d6': [2],
      }, // 9.2.2: 7 detected; [E3] 2 + 1: no hit
    );

  it('the depth charges of the detection are the first round: [E3] +1 night surface attack (000 L1106)', () => {
    const { events, state } = closeAtNight();
    expect(all(events, 'EscortDetectionRolled')).toMatchObject([{ rule: '9.2.2', result: 'detected' }]);
    expect(ids(all(events, 'DepthCharged')[0].roll)).toContain('nightSurfaceAttackFirstRound');
    expect(state.step.kind).toBe('evading');
  });

  it('the next loop is the second round (000 L1116): the deep dive is allowed, [E2] +1 previously detected, [E3] without the night +1', () => {
    const { history, state } = closeAtNight();
    const choices = pending(state).commands.find((c) => c.type === 'EvadeEscorts')?.choices ?? [];
    expect(choices).toContainEqual(evade(true));
    const second = play(history, evade(), {
      '2d6': [
        [4, 4],
        [1, 1],
      ],
      '1d6': [2],
    });
    const [detection] = all(second.events, 'EscortDetectionRolled');
    expect(ids(detection.roll)).toEqual(
      expect.arrayContaining(['previouslyDetected', 'nightSurfaceAttack', 'closeRangeAfterFiring']),
    );
    expect(ids(all(second.events, 'DepthCharged')[0].roll)).not.toContain('nightSurfaceAttackFirstRound');
  });
});

describe('10.11.8, 14.9: a deck gun taken off at the refit (000 L1564-1572, L2166)', () => {
  /** An unescorted ship by day, the boat surfaced, its gun off but ammunition on the log (a replenishment before the fix). */
  const gunOffSurfaced = () => {
    const [start, ...rest] = sighted({ ships: [target('Freighter', 4000, 2)], escorted: false });
    const data = (start as Of<'CareerStarted'>).data;
    const fittings = { ...data.fittings, deckGunRemoved: true };
    const given = [{ ...start, data: { ...data, fittings, deckGunAmmo: 6 } } as CareerEvent, ...rest];
    return play(given, { type: 'ChooseApproach', data: { attack: 'surfaced', range: 'medium' } });
  };

  it('is not offered and cannot fire, whatever ammunition the boat holds', () => {
    const { history, state } = gunOffSurfaced();
    expect(pending(state).commands.map((c) => c.type)).not.toContain('FireDeckGun');
    spec
      .given(history)
      .when({ type: 'FireDeckGun', data: { targets: [0] } })
      .thenThrows(Error, (e) => (e as { code?: string }).code === 'combat/deck-gun-not-allowed');
  });
});

describe('[T5] "already sunk: no encounter" (002 L3119)', () => {
  /** A boat entering a Mediterranean box, the career having sunk these capital ships on an earlier patrol. */
  const entering = (capitalShipsSunk: readonly string[]): CareerEvent[] => {
    const [career, ...patrol] = outOfPort('mediterranean');
    const sunk = capitalShipsSunk.map((name) => sank(35_000, 'capitalShip', name));
    return [career, ...earlierPatrol({ atSea: sunk }), ...patrol];
  };
  const CAPITAL_SHIP = [1, 3]; // [E1] Mediterranean 4
  const NELSON = 4; // [T5] 1d20 4: HMS Nelson

  const enter = (capitalShipsSunk: readonly string[], script: DiceScript) =>
    spec.given(entering(capitalShipsSunk)).when(enterNextBox, script).thenEvents();

  it('a capital ship the career has sunk is no encounter: the boat goes on to the next box', () => {
    const events = enter(['HMS Nelson'], { '2d6': [CAPITAL_SHIP], '1d20': [NELSON] });
    expect(events.map((e) => e.type)).toEqual([
      'TravelBoxEntered',
      'EncounterRolled',
      'ShipsIdentified',
      'EncounterEnded',
    ]);
    expect(all(events, 'EncounterEnded')).toEqual([{ rule: '8.3.2', reason: 'alreadySunk' }]);
    const state = fold([...entering(['HMS Nelson']), ...events], initialState());
    expect(state).toMatchObject({ encounter: null, step: { kind: 'underway' } });
  });

  it('another capital ship is met as usual', () => {
    const events = enter(['HMS Rodney'], { '2d6': [CAPITAL_SHIP], '1d20': [NELSON], '1d6': [3] });
    expect(events.map((e) => e.type)).toContain('TimeOfDaySet');
    expect(events.map((e) => e.type)).not.toContain('EncounterEnded');
  });
});
