import {
  decide as decideCareer,
  evolve as evolveCareer,
  initialState as newCareer,
  RuleViolation,
  ScriptedDice,
  type CareerCommand,
  type CareerEvent,
  type DiceScript,
} from '@periscope/rules';
import {
  sighted,
  started as careerStarted,
  TORPEDO_MISSES,
} from '@periscope/rules/career/specs/career.fixtures';
import {
  absentRoll,
  approach,
  escortedSighting,
  evade,
  fireBow,
  advanced,
  createGame,
  FREIGHTER,
  join,
  reveal,
  run,
  playFor,
  rollBy,
  SINKING,
  duelSpec,
  stateOf,
  SUNK,
  UNDETECTED,
} from '../play.fixtures';
import type { GameTerms } from './commands';
import type { CareerAdvanced, GameEvent } from './events';
import { pending } from './pending';
import type { Seat } from './seats';

/** The game up to the start, with fixture careers (no dice): both VIIC in port, seat a's patrol first. */
function fixtureGame(change: Partial<GameTerms> = {}): GameEvent[] {
  const [created, joined, revealedA, revealedB, gameStarted] = run([
    createGame(change),
    join,
    reveal('a'),
    reveal('b'),
  ]);
  const start = (seat: Seat) =>
    advanced(seat, [careerStarted()], { type: 'StartCareer', data: {} } as unknown as CareerCommand);
  return [created, joined, revealedA, revealedB, gameStarted, start('a'), start('b')];
}

/**
 * Seat's career sunk with nothing sunk, as the career decider plays it (approach, a missed torpedo, the escorts'
 * depth charges): one recorded command of fixture dice, to put a career out of the game where a test needs it.
 */
function careerSunk(seat: Seat): GameEvent {
  const sighting = sighted({ kind: 'shipWithEscort', ships: [FREIGHTER], escorted: true });
  let career = sighting.reduce(evolveCareer, newCareer());
  const events: CareerEvent[] = [];
  const steps: [CareerCommand, DiceScript][] = [
    [approach, []],
    [fireBow, TORPEDO_MISSES],
    [evade, SUNK],
  ];
  for (const [command, script] of steps) {
    const decided = decideCareer(career, command, new ScriptedDice(script));
    events.push(...decided);
    career = decided.reduce(evolveCareer, career);
  }
  return advanced(seat, [...sighting.slice(1), ...events]);
}

const violation = (rule: string, code: string) => (error: RuleViolation) =>
  error.rule === rule && error.code === code;

/** Seat a's boat has closed on an escorted freighter, submerged at medium range (9.0), to fire. */
function approached(terms = {}, more: GameEvent[] = []): GameEvent[] {
  const given = [...fixtureGame(terms), escortedSighting('a'), ...more];
  return [...given, ...duelSpec.given(given).when(playFor('a', approach)).thenEvents()];
}

/** …and has sunk the freighter (7,000 t): now it evades the escorts (9.6). */
function evading(terms = {}): GameEvent[] {
  const given = approached(terms);
  return [...given, ...duelSpec.given(given).when(playFor('a', fireBow), SINKING).thenEvents()];
}

/** What the career decides for this command on these dice: the events the game must record. */
function careerEvents(given: readonly GameEvent[], seat: Seat, command: CareerCommand, script: object) {
  const { seats, nextNonce } = stateOf(given);
  return decideCareer(seats[seat]?.career as never, command, new ScriptedDice(script as never, nextNonce));
}

const awaitedEvade = (seat: Seat = 'b'): GameEvent => ({
  type: 'OpponentRollAwaited',
  data: {
    seat,
    for: seat === 'b' ? 'a' : 'b',
    command: evade,
    roll: { chart: 'E2', purpose: 'escort detection', rule: '9.6.9' },
    rule: '13.1.2',
  },
});

describe('two-player game: patrols alternate (13.1.2)', () => {
  it('13.1.2: only the active player commands his boat; the game starts both careers (13.1.1)', () => {
    duelSpec
      .given(fixtureGame())
      .when(playFor('b', { type: 'AssignPatrol', data: {} }))
      .thenThrows(RuleViolation, violation('13.1.2', 'game/not-your-patrol'));
    duelSpec
      .given(fixtureGame())
      .when(playFor('a', { type: 'StartCareer', data: {} } as unknown as CareerCommand))
      .thenThrows(RuleViolation, violation('13.1.1', 'game/career-started-by-game'));
    duelSpec
      .given(fixtureGame().slice(0, 2))
      .when(playFor('a', { type: 'AssignPatrol', data: {} }))
      .thenThrows(RuleViolation, violation('13.1', 'game/not-started'));
  });

  it('13.1.2: a command with none of the opponent’s rolls is recorded at once, on the next nonces', () => {
    const given = approached();
    const [recorded] = duelSpec
      .given(given)
      .when(playFor('a', fireBow), SINKING)
      .thenEvents() as CareerAdvanced[];
    expect(recorded.data).toEqual({
      seat: 'a',
      command: fireBow,
      events: careerEvents(given, 'a', fireBow, SINKING),
      dice: { firstNonce: 0, nextNonce: 3 },
      rolledBy: null,
    });
  });

  it('a career rule still refuses a command the career cannot take now (8.0)', () => {
    duelSpec
      .given(fixtureGame())
      .when(playFor('a', { type: 'EnterNextBox', data: { posture: 'surfaced' } }))
      .thenThrows(RuleViolation, (e) => e.code === 'command/not-pending');
  });
});

describe('two-player game: the opponent rolls (13.1.2, TP-HOLD)', () => {
  it('13.1.2: a command that needs escort detection waits for the opponent, and uses no dice yet', () => {
    const given = evading();
    duelSpec.given(given).when(playFor('a', evade), UNDETECTED).then([awaitedEvade()]);
    const held = stateOf([...given, awaitedEvade()]);
    expect(held.nextNonce).toBe(stateOf(given).nextNonce);
    expect(pending(held)).toMatchObject({
      awaitedRoll: { seat: 'b', chart: 'E2', purpose: 'escort detection', rule: '9.6.9' },
      seats: { a: [], b: [{ type: 'Roll', parameters: {} }] },
      absentOpponentRoll: false,
    });
  });

  it('13.1.2: while a roll is awaited nobody else acts, and only the opponent rolls', () => {
    const given = [...evading(), awaitedEvade()];
    duelSpec
      .given(given)
      .when(playFor('a', evade))
      .thenThrows(RuleViolation, violation('13.1.2', 'game/roll-awaited'));
    duelSpec
      .given(given)
      .when(rollBy('a'))
      .thenThrows(RuleViolation, violation('13.1.2', 'game/no-roll-awaited'));
    duelSpec
      .given(evading())
      .when(rollBy('b'))
      .thenThrows(RuleViolation, violation('13.1.2', 'game/no-roll-awaited'));
  });

  it('13.1.2: the opponent’s roll decides the held command on the dice where it waited, and says who rolled', () => {
    const given = [...evading(), awaitedEvade()];
    const nonce = stateOf(given).nextNonce;
    duelSpec
      .given(given)
      .when(rollBy('b'), UNDETECTED)
      .then([
        {
          type: 'CareerAdvanced',
          data: {
            seat: 'a',
            command: evade,
            events: careerEvents(given, 'a', evade, UNDETECTED),
            dice: { firstNonce: nonce, nextNonce: nonce + 1 },
            rolledBy: 'b',
          },
        },
      ]);
  });

  it('TP-TIMEOUT: the server rolls for an absent opponent only in a game with a timeout, and the event says so', () => {
    duelSpec
      .given([...evading(), awaitedEvade()])
      .when(absentRoll)
      .thenThrows(RuleViolation, violation('13.1.2', 'game/no-timeout'));
    const given = [...evading({ opponentTimeoutSeconds: 30 }), awaitedEvade()];
    expect(pending(stateOf(given)).absentOpponentRoll).toBe(true);
    const [rolled] = duelSpec.given(given).when(absentRoll, UNDETECTED).thenEvents() as CareerAdvanced[];
    expect(rolled.data).toMatchObject({ seat: 'a', command: evade, rolledBy: 'server' });
  });
});

describe('two-player game: the end (13.1.1, 13.1.3)', () => {
  it('13.1.2: a boat sunk leaves the alternation: the other player patrols', () => {
    const given = [...evading(), awaitedEvade()];
    const events = duelSpec.given(given).when(rollBy('b'), SUNK).thenEvents();
    expect(events.map((e) => e.type)).toEqual(['CareerAdvanced', 'TurnPassed']);
    expect((events[0] as CareerAdvanced).data.events.map((e) => e.type)).toEqual([
      'EscortDetectionRolled',
      'DepthCharged',
      'UBoatSunk',
      'CareerEnded',
    ]);
    expect(events[1]).toEqual({ type: 'TurnPassed', data: { to: 'b', rule: '13.1.2' } });
    const { seats } = pending(stateOf([...given, ...events]));
    expect(seats.a).toEqual([]);
    expect(seats.b.map((offer) => offer.type)).toEqual(['AssignPatrol']);
  });

  it('13.1.3: with both boats out the game ends, and the most tonnage sunk wins', () => {
    const given = [...evading(), careerSunk('b'), awaitedEvade()];
    const events = duelSpec.given(given).when(rollBy('b'), SUNK).thenEvents();
    expect(events.slice(1)).toEqual([
      { type: 'GameEnded', data: { tonnage: { a: 7000, b: 0 }, winner: 'a', rule: '13.1.3' } },
    ]);
    const over = stateOf([...given, ...events]);
    expect(pending(over)).toMatchObject({ phase: 'over', turn: null, seats: { a: [], b: [] } });
    duelSpec
      .given([...given, ...events])
      .when(playFor('a', evade))
      .thenThrows(RuleViolation, violation('13.1.1', 'game/over'));
  });

  it('TP-TIE: equal tonnage is a draw', () => {
    const more = approached({}, [careerSunk('b')]);
    // No torpedo hits: [U1] 12 misses; the boat is then sunk with nothing sunk.
    const fired = duelSpec.given(more).when(playFor('a', fireBow), TORPEDO_MISSES).thenEvents();
    const held = [...more, ...fired, awaitedEvade()];
    const events = duelSpec.given(held).when(rollBy('b'), SUNK).thenEvents();
    expect(events.at(-1)).toEqual({
      type: 'GameEnded',
      data: { tonnage: { a: 0, b: 0 }, winner: null, rule: '13.1.3' },
    });
  });
});
