import {
  combinePlayerSeeds,
  commitment,
  decide as decideCareer,
  initialState as newCareer,
  InvalidCommand,
  RuleViolation,
  SeededDice,
  type CareerEvent,
} from '@periscope/rules';
import {
  createGame,
  join,
  player,
  reveal,
  run,
  SEEDS,
  SERVER_SEED,
  duelSpec,
  startedGame,
  stateOf,
} from '../play.fixtures';
import type { GameEvent } from './events';
import { pending } from './pending';

const violation = (rule: string, code: string) => (error: RuleViolation) =>
  error.rule === rule && error.code === code;

describe('two-player game: seats (13.1.1)', () => {
  it('13.1.1: the creator takes seat a and fixes the type, month, end date and options for both', () => {
    duelSpec
      .given([])
      .when(createGame({ endDate: '1944-06', opponentTimeoutSeconds: 60 }))
      .then([
        {
          type: 'GameCreated',
          data: {
            settings: {
              uboatType: 'VIIC',
              startDate: '1943-07',
              endDate: '1944-06',
              options: {},
              opponentTimeoutSeconds: 60,
              serverCommitment: commitment(SERVER_SEED),
            },
            seat: 'a',
            player: {
              kommandant: 'Kptlt. A',
              uboatId: null,
              torpedoSwaps: 0,
              seedCommitment: commitment(SEEDS.a),
            },
          },
        },
      ]);
  });

  it('13.1.1: a second player takes seat b; there is no third seat', () => {
    const created = run([createGame()]);
    duelSpec
      .given(created)
      .when(join)
      .then([
        {
          type: 'GameJoined',
          data: {
            seat: 'b',
            player: {
              kommandant: 'Kptlt. B',
              uboatId: null,
              torpedoSwaps: 0,
              seedCommitment: commitment(SEEDS.b),
            },
          },
        },
      ]);
    duelSpec
      .given(run([join], created))
      .when(join)
      .thenThrows(RuleViolation, violation('13.1', 'game/full'));
    duelSpec.given([]).when(join).thenThrows(RuleViolation, violation('13.1', 'game/not-created'));
    duelSpec
      .given(created)
      .when(createGame())
      .thenThrows(RuleViolation, violation('13.1', 'game/already-created'));
  });

  it('13.1.1: the end date cannot come before the start; the start must be one the rules allow (4.2.1, 4.5)', () => {
    duelSpec
      .given([])
      .when(createGame({ endDate: '1943-06' }))
      .thenThrows(RuleViolation, violation('13.1.1', 'game/end-date-before-start'));
    duelSpec
      .given([])
      .when(createGame({ startDate: '1946-01' }))
      .thenThrows(RuleViolation, violation('4.2.1', 'career/start-date-not-allowed'));
    duelSpec
      .given(run([createGame()]))
      .when({ type: 'JoinGame', data: { player: player('b', { torpedoSwaps: 5 }) } })
      .thenThrows(RuleViolation, violation('4.5', 'setup/too-many-torpedo-swaps'));
  });

  it('refuses malformed commands whatever the state', () => {
    duelSpec
      .given([])
      .when(createGame({ serverCommitment: 'not a hash' }))
      .thenThrows(InvalidCommand, (e) => e.field === 'data.serverCommitment');
    duelSpec
      .given(run([createGame()]))
      .when({ type: 'JoinGame', data: { player: { kommandant: '', seedCommitment: commitment('x') } } })
      .thenThrows(InvalidCommand, (e) => e.field === 'data.player.kommandant');
    duelSpec
      .given(run([createGame(), join]))
      .when({ type: 'RevealSeed', seat: 'c', data: { seed: 'x' } } as never)
      .thenThrows(InvalidCommand, (e) => e.field === 'seat');
    duelSpec
      .given([])
      .when({ type: 'Resign', data: {} } as never)
      .thenThrows(InvalidCommand, (e) => e.code === 'command/unknown-type');
  });
});

describe('two-player game: the dice seeds (TP-SEEDS)', () => {
  const joined = run([createGame(), join]);

  it('a seed is revealed only once both players have committed, and must match its commitment', () => {
    duelSpec
      .given(run([createGame()]))
      .when(reveal('a'))
      .thenThrows(RuleViolation, violation('13.1', 'seed/too-early'));
    duelSpec
      .given(joined)
      .when(reveal('a', 'another seed'))
      .thenThrows(RuleViolation, violation('13.1', 'seed/mismatch'));
    duelSpec
      .given(joined)
      .when(reveal('a'))
      .then([{ type: 'SeedRevealed', data: { seat: 'a', seed: SEEDS.a } }]);
    duelSpec
      .given(run([reveal('a')], joined))
      .when(reveal('a'))
      .thenThrows(RuleViolation, violation('13.1', 'seed/already-revealed'));
  });

  it('13.1.1: with both seeds the dice are fixed and both careers start alike, a then b, on one nonce chain', () => {
    const events = run([reveal('b'), reveal('a')], joined);
    const playerSeed = combinePlayerSeeds(SEEDS.a, SEEDS.b);
    expect(events.slice(2).map((e) => e.type)).toEqual([
      'SeedRevealed',
      'SeedRevealed',
      'GameStarted',
      'CareerAdvanced',
      'CareerAdvanced',
    ]);
    expect(events[4]).toEqual({
      type: 'GameStarted',
      data: { playerSeed, firstPatrol: 'a', rule: '13.1.1' },
    });
    const careers = events.slice(5) as Extract<GameEvent, { type: 'CareerAdvanced' }>[];
    expect(careers.map((c) => c.data.seat)).toEqual(['a', 'b']);
    // Each career is the engine's own StartCareer with the server's commitment and the combined player seed.
    let nonce = 0;
    for (const { data } of careers) {
      const dice = new SeededDice({ serverSeed: SERVER_SEED, playerSeed }, nonce);
      expect(data.dice.firstNonce).toBe(nonce);
      expect(data.events).toEqual(decideCareer(newCareer(), data.command, dice));
      expect(data.dice.nextNonce).toBe(dice.nextNonce);
      expect(data.command).toMatchObject({
        type: 'StartCareer',
        data: {
          uboatType: 'VIIC',
          startDate: '1943-07',
          seedCommitment: commitment(SERVER_SEED),
          playerSeed,
        },
      });
      expect((data.events[0] as Extract<CareerEvent, { type: 'CareerStarted' }>).data.rankRoll?.nonce).toBe(
        nonce,
      );
      nonce = data.dice.nextNonce;
    }
    expect(nonce).toBe(2); // each Type VII Kommandant rolled his starting rank (11.2.2)
    const state = stateOf(events);
    expect(state).toMatchObject({ phase: 'playing', turn: 'a', nextNonce: 2, playerSeed });
    expect(state.seats.a?.career.step.kind).toBe('inPort');
    expect(state.seats.b?.career.step.kind).toBe('inPort');
  });

  it('pending: each seat reveals its seed, then seat a assigns its patrol while b waits', () => {
    expect(pending(stateOf(joined)).seats).toEqual({
      a: [{ type: 'RevealSeed', parameters: { seed: expect.any(String) } }],
      b: [{ type: 'RevealSeed', parameters: { seed: expect.any(String) } }],
    });
    expect(pending(stateOf(run([reveal('b')], joined))).seats.b).toEqual([]);
    const decision = pending(stateOf(startedGame()));
    expect(decision).toMatchObject({
      phase: 'playing',
      turn: 'a',
      step: { kind: 'inPort' },
      awaitedRoll: null,
    });
    expect(decision.seats.a.map((offer) => offer.type)).toEqual(['AssignPatrol']);
    expect(decision.seats.b).toEqual([]);
  });
});
