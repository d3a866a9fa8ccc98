import { RuleViolation, type CareerCommand, type CareerEvent, type DiceScript } from '@periscope/rules';
import type { GameCommand } from './commands';
import {
  approach,
  escortedSighting,
  evade,
  fireBow,
  playFor,
  rollBy,
  SINKING,
  duelSpec,
  startedGame,
  stateOf,
  absentRoll,
} from '../play.fixtures';
import type { CareerAdvanced, GameEvent } from './events';
import { manoeuvreHash } from './manoeuvres';
import { awaitedSeats } from './deadlines';
import { pending } from './pending';
import type { Seat } from './seats';

const violation = (rule: string, code: string) => (error: RuleViolation) =>
  error.rule === rule && error.code === code;

/** [E2] 12: detected; the 9.6.10 check 3: depth charges are coming, and 14.8 stops the career before [E3]. */
const DETECTED: DiceScript = { '2d6': [[6, 6]], '1d6': [3] };
/** [E3] 2 with the evasion's hits: no hit. */
const NO_HITS: DiceScript = { '2d6': [[1, 1]] };

/** A game with 14.8 in play; seat a has sunk the freighter, been detected, and must evade the depth charges. */
function manoeuvring(terms: object = {}): GameEvent[] {
  let given = [
    ...startedGame({ options: { evasiveManoeuvres: 'escortRolled' }, ...terms }),
    escortedSighting('a'),
  ];
  const steps: [GameCommand, DiceScript][] = [
    [playFor('a', approach), []],
    [playFor('a', fireBow), SINKING],
    [playFor('a', evade), DETECTED],
    [rollBy('b'), DETECTED],
  ];
  for (const [command, script] of steps)
    given = [...given, ...duelSpec.given(given).when(command, script).thenEvents()];
  return given;
}

const commit = (seat: Seat, number: number, salt = `salt-${seat}`) => ({
  type: 'CommitManoeuvre' as const,
  seat,
  data: { hash: manoeuvreHash(number, salt) },
});
const reveal = (seat: Seat, number: number, salt = `salt-${seat}`) => ({
  type: 'RevealManoeuvre' as const,
  seat,
  data: { number, salt },
});

describe('two-player game: evasive manoeuvres chosen face hidden (14.8.3)', () => {
  it('13.1.2, 14.8.3: in a two-player game the opponent chooses the escort’s number', () => {
    expect(
      stateOf(startedGame({ options: { evasiveManoeuvres: 'escortRolled' } })).settings?.options,
    ).toEqual({
      evasiveManoeuvres: 'escortChosen',
    });
  });

  it('14.8.3: before the depth charges both seats commit, and neither may send the career’s manoeuvre itself', () => {
    const given = manoeuvring();
    expect(stateOf(given).seats.a?.career.step.kind).toBe('evasiveManoeuvre');
    expect(pending(stateOf(given)).seats).toEqual({
      a: [{ type: 'CommitManoeuvre', parameters: { hash: expect.any(String) } }],
      b: [{ type: 'CommitManoeuvre', parameters: { hash: expect.any(String) } }],
    });
    const choose: CareerCommand = {
      type: 'ChooseEvasiveManoeuvre',
      data: { uboatNumber: 6, escortNumber: 1 },
    };
    duelSpec
      .given(given)
      .when(playFor('a', choose))
      .thenThrows(RuleViolation, violation('14.8.3', 'manoeuvre/choose-face-hidden'));
    duelSpec
      .given(given)
      .when(commit('a', 6))
      .then([
        { type: 'ManoeuvreCommitted', data: { seat: 'a', hash: manoeuvreHash(6, 'salt-a'), rule: '14.8.3' } },
      ]);
  });

  it('14.8.3: one commitment per seat, no reveal before both have committed, and a reveal must match', () => {
    const given = manoeuvring();
    const committedA = [...given, ...duelSpec.given(given).when(commit('a', 6)).thenEvents()];
    duelSpec
      .given(committedA)
      .when(commit('a', 5))
      .thenThrows(RuleViolation, violation('14.8.3', 'manoeuvre/already-committed'));
    duelSpec
      .given(committedA)
      .when(reveal('a', 6))
      .thenThrows(RuleViolation, violation('14.8.3', 'manoeuvre/not-committed'));
    const both = [...committedA, ...duelSpec.given(committedA).when(commit('b', 5)).thenEvents()];
    duelSpec
      .given(both)
      .when(reveal('a', 5))
      .thenThrows(RuleViolation, violation('14.8.3', 'manoeuvre/mismatch'));
    duelSpec
      .given(both)
      .when(reveal('a', 6, 'another salt'))
      .thenThrows(RuleViolation, violation('14.8.3', 'manoeuvre/mismatch'));
    duelSpec
      .given(both)
      .when(reveal('a', 6))
      .then([{ type: 'ManoeuvreRevealed', data: { seat: 'a', number: 6, salt: 'salt-a', rule: '14.8.3' } }]);
  });

  it('14.8.3: with both numbers the career takes them, and its depth charges wait for the opponent’s roll (13.1.2)', () => {
    let given = manoeuvring();
    for (const command of [commit('a', 6), commit('b', 1), reveal('b', 1)])
      given = [...given, ...duelSpec.given(given).when(command).thenEvents()];
    const events = duelSpec.given(given).when(reveal('a', 6), NO_HITS).thenEvents();
    expect(events).toEqual([
      { type: 'ManoeuvreRevealed', data: { seat: 'a', number: 6, salt: 'salt-a', rule: '14.8.3' } },
      {
        type: 'OpponentRollAwaited',
        data: {
          seat: 'b',
          for: 'a',
          command: { type: 'ChooseEvasiveManoeuvre', data: { uboatNumber: 6, escortNumber: 1 } },
          roll: { chart: 'E3', purpose: 'depth charges', rule: '9.6.10' },
          rule: '13.1.2',
        },
      },
    ]);
    const [released] = duelSpec
      .given([...given, ...events])
      .when(rollBy('b'), NO_HITS)
      .thenEvents() as CareerAdvanced[];
    const made = released.data.events[0] as Extract<CareerEvent, { type: 'EvasiveManoeuvreMade' }>;
    expect(made.data).toMatchObject({
      uboatNumber: 6,
      escortNumber: 1,
      escortRoll: null,
      outcome: 'differentDirection',
    });
    expect(stateOf([...given, ...events, released]).manoeuvres).toBeNull();
  });

  it('TP-TIMEOUT: an opponent who does not choose in time has his number rolled, and the event says so', () => {
    const given = manoeuvring({ opponentTimeoutSeconds: 30 });
    const committed = [...given, ...duelSpec.given(given).when(commit('a', 6)).thenEvents()];
    expect(pending(stateOf(committed)).absentOpponentRoll).toBe(true);
    const [rolled] = duelSpec
      .given(committed)
      .when(absentRoll, { '1d6': [2] })
      .thenEvents();
    expect(rolled).toMatchObject({
      type: 'ManoeuvreRolled',
      data: { seat: 'b', roll: { kind: '1d6', faces: [2], value: 2 }, rule: '14.8' },
    });
    expect(pending(stateOf([...committed, rolled])).seats).toEqual({
      a: [{ type: 'RevealManoeuvre', parameters: expect.any(Object) }],
      b: [],
    });
  });

  it('TP-FORFEIT: an opponent who committed and then stalls is never rolled for: his number is forfeit, the escort loses the manoeuvre', () => {
    let given = manoeuvring({ opponentTimeoutSeconds: 30 });
    for (const command of [commit('a', 6), commit('b', 1)])
      given = [...given, ...duelSpec.given(given).when(command).thenEvents()];
    // Both committed, neither revealed: the game waits for the U-boat's reveal, not for the escort.
    expect(awaitedSeats(stateOf(given))).toEqual({ a: 'forfeit-game' });
    given = [...given, ...duelSpec.given(given).when(reveal('a', 6)).thenEvents()];
    expect(pending(stateOf(given)).absentOpponentRoll).toBe(true);
    const events = duelSpec.given(given).when(absentRoll, NO_HITS).thenEvents();
    // No die is rolled for him: the escort's number is the lowest whose direction is not the U-boat's (B12).
    expect(events[0]).toEqual({
      type: 'ManoeuvreForfeited',
      data: { seat: 'b', number: 1, rule: 'TP-FORFEIT' },
    });
    expect(events[1]).toMatchObject({
      type: 'OpponentRollAwaited',
      data: { command: { type: 'ChooseEvasiveManoeuvre', data: { uboatNumber: 6, escortNumber: 1 } } },
    });
  });

  it('TP-FORFEIT: the forfeit number is always a different direction from the U-boat’s, whatever he chose', () => {
    for (const uboat of [1, 2, 3, 4, 5, 6]) {
      let given = manoeuvring({ opponentTimeoutSeconds: 30 });
      for (const command of [commit('a', uboat), commit('b', uboat), reveal('a', uboat)])
        given = [...given, ...duelSpec.given(given).when(command).thenEvents()];
      const [forfeited, awaited] = duelSpec.given(given).when(absentRoll, NO_HITS).thenEvents();
      expect(forfeited.type).toBe('ManoeuvreForfeited');
      const { number } = (forfeited as Extract<GameEvent, { type: 'ManoeuvreForfeited' }>).data;
      expect(number).not.toBe(uboat);
      const [released] = duelSpec
        .given([...given, forfeited, awaited])
        .when(rollBy('b'), NO_HITS)
        .thenEvents() as CareerAdvanced[];
      const made = released.data.events[0] as Extract<CareerEvent, { type: 'EvasiveManoeuvreMade' }>;
      expect(made.data.outcome).toBe('differentDirection');
    }
  });

  it('TP-TIMEOUT: the escort is never rolled for alone before the U-boat has committed (his number would show first)', () => {
    const given = manoeuvring({ opponentTimeoutSeconds: 30 });
    // Both are awaited: at the deadline both numbers are rolled in one decision, so neither shows first.
    expect(awaitedSeats(stateOf(given))).toEqual({ a: 'roll', b: 'roll' });
    const committed = [...given, ...duelSpec.given(given).when(commit('b', 2)).thenEvents()];
    expect(awaitedSeats(stateOf(committed))).toEqual({ a: 'roll' });
  });

  it('TP-TIMEOUT: with neither seat committed at the deadline, both numbers are rolled in one decision', () => {
    const given = manoeuvring({ opponentTimeoutSeconds: 30 });
    const events = duelSpec
      .given(given)
      .when(absentRoll, { '1d6': [4, 2], '2d6': [[1, 1]] })
      .thenEvents();
    expect(events.slice(0, 2)).toMatchObject([
      { type: 'ManoeuvreRolled', data: { seat: 'a', roll: { value: 4 }, rule: '14.8' } },
      { type: 'ManoeuvreRolled', data: { seat: 'b', roll: { value: 2 }, rule: '14.8' } },
    ]);
    // The career takes both numbers (its depth charges then await the escort's roll, 13.1.2).
    expect(events[2]).toMatchObject({
      data: { command: { type: 'ChooseEvasiveManoeuvre', data: { uboatNumber: 4, escortNumber: 2 } } },
    });
  });

  it('TP-FORFEIT: a U-boat that committed and does not uncover his number by the deadline loses the game', () => {
    let given = manoeuvring({ opponentTimeoutSeconds: 30 });
    for (const command of [commit('a', 6), commit('b', 1)])
      given = [...given, ...duelSpec.given(given).when(command).thenEvents()];
    duelSpec
      .given(given)
      .when(absentRoll)
      .then([
        { type: 'SeatForfeited', data: { seat: 'a', stage: 'manoeuvre', rule: 'TP-FORFEIT' } },
        { type: 'GameEnded', data: { tonnage: { a: 7000, b: 0 }, winner: 'b', rule: '13.1.3' } },
      ]);
  });
});
