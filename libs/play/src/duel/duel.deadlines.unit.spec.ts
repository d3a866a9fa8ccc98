import { RuleViolation } from '@periscope/rules';
import {
  absentRoll,
  approach,
  createGame,
  duelSpec,
  escortedSighting,
  fireBow,
  join,
  playFor,
  reveal,
  run,
  SERVER_SEED,
  SINKING,
  startedGame,
  stateOf,
} from '../play.fixtures';
import { verifyExport } from '@periscope/audit';
import { AUDIT_VERIFIERS } from '../audit-verifiers';
import { auditGame } from './audit';
import { awaitedSeats, seatDeadline } from './deadlines';
import type { GameEvent } from './events';
import { exportGame } from './export-game';
import { gameResult } from './game-result';
import { pending } from './pending';
import { recordGame } from './record-game';
import { gameView } from './view';

const TIMEOUT = { opponentTimeoutSeconds: 30 };
const violation = (rule: string, code: string) => (error: RuleViolation) =>
  error.rule === rule && error.code === code;

/** Both seats committed to their seeds; only seat a has revealed his. */
const seeding = (terms: object = TIMEOUT): GameEvent[] => run([createGame(terms), join, reveal('a')]);

/** Seat a sank a freighter (7,000 t) and is at sea, on his patrol's next command. */
function aheadAtSea(): GameEvent[] {
  let given = [...startedGame(TIMEOUT), escortedSighting('a')];
  for (const [command, dice] of [
    [playFor('a', approach), []],
    [playFor('a', fireBow), SINKING],
  ] as const)
    given = [...given, ...duelSpec.given(given).when(command, dice).thenEvents()];
  return given;
}

describe('TP-TIMEOUT: every seat the game waits for has a deadline, and its consequence is stated', () => {
  it('is counted from the last event’s time, which the caller passes: the library reads no clock', () => {
    const state = stateOf(seeding());
    expect(seatDeadline(state, '2025-01-01T00:00:00.000Z')).toEqual({
      at: '2025-01-01T00:00:30.000Z',
      seconds: 30,
      seats: { b: 'forfeit-game' },
      rule: 'TP-TIMEOUT',
    });
    expect(gameView('g', 2, state, 'spectator', '2025-01-01T00:00:00.000Z').deadline?.at).toBe(
      '2025-01-01T00:00:30.000Z',
    );
    // No time recorded, no timeout, or nobody awaited (the game open for its second player): no deadline.
    expect(seatDeadline(state, null)).toBeNull();
    expect(seatDeadline(stateOf(seeding({})), '2025-01-01T00:00:00.000Z')).toBeNull();
    expect(seatDeadline(stateOf(run([createGame(TIMEOUT)])), '2025-01-01T00:00:00.000Z')).toBeNull();
  });

  it('a seed not revealed by the deadline loses the game (TP-FORFEIT); the seat that revealed wins', () => {
    const given = seeding();
    expect(pending(stateOf(given)).absentOpponentRoll).toBe(true);
    duelSpec
      .given(given)
      .when(absentRoll)
      .then([
        { type: 'SeatForfeited', data: { seat: 'b', stage: 'seed', rule: 'TP-FORFEIT' } },
        { type: 'GameEnded', data: { tonnage: { a: 0, b: 0 }, winner: 'a', rule: '13.1.3' } },
      ]);
  });

  it('with neither seed revealed, both seats forfeit and nobody wins', () => {
    const given = run([createGame(TIMEOUT), join]);
    const events = duelSpec.given(given).when(absentRoll).thenEvents();
    expect(events.map((e) => e.type)).toEqual(['SeatForfeited', 'SeatForfeited', 'GameEnded']);
    expect(stateOf([...given, ...events]).result).toMatchObject({ winner: null });
  });

  it('an active seat that stalls on his patrol loses the game, whatever the tonnage', () => {
    const given = aheadAtSea();
    expect(awaitedSeats(stateOf(given))).toEqual({ a: 'forfeit-game' });
    duelSpec
      .given(given)
      .when(absentRoll)
      .then([
        { type: 'SeatForfeited', data: { seat: 'a', stage: 'patrol', rule: 'TP-FORFEIT' } },
        { type: 'GameEnded', data: { tonnage: { a: 7000, b: 0 }, winner: 'b', rule: '13.1.3' } },
      ]);
  });

  it('a game without a timeout waits: the server cannot act for a seat', () => {
    duelSpec
      .given(seeding({}))
      .when(absentRoll)
      .thenThrows(RuleViolation, violation('13.1.2', 'game/no-timeout'));
    duelSpec
      .given(run([createGame(TIMEOUT)]))
      .when(absentRoll)
      .thenThrows(RuleViolation, violation('13.1.2', 'game/no-roll-awaited'));
  });

  it('a forfeit game audits clean and publishes its winner; a forfeit the game did not owe is flagged', () => {
    const events = run([absentRoll], seeding());
    expect(auditGame(events, SERVER_SEED)).toEqual([]);
    expect(gameResult(events)).toMatchObject({ over: true, winner: 'a' });
    const invented: GameEvent[] = [
      ...seeding(),
      { type: 'SeatForfeited', data: { seat: 'a', stage: 'seed', rule: 'TP-FORFEIT' } },
      { type: 'GameEnded', data: { tonnage: { a: 0, b: 0 }, winner: 'b', rule: '13.1.3' } },
    ];
    expect(auditGame(invented, SERVER_SEED)).toEqual([
      expect.stringMatching(/SeatForfeited: seat a owed no seed/),
    ]);
  });

  it('an export shows whether the server waited for the deadline: acting before it is a finding', () => {
    const commands = [createGame(TIMEOUT), join, reveal('a'), reveal('b'), absentRoll];
    const recorded = recordGame(commands, SERVER_SEED);
    const playerSeed = stateOf(run(commands.slice(0, 4))).playerSeed as string;
    const verified = (serverActsAfterSeconds: number) => {
      const events = recorded.map((event) => {
        const server = (event.metadata as { actor: string }).actor === 'server';
        const at = new Date(
          Date.parse('2025-01-01T00:00:00Z') + (server ? serverActsAfterSeconds * 1000 : 0),
        );
        return { ...event, metadata: { ...(event.metadata as object), at: at.toISOString() } };
      });
      const seeds = { serverSeed: SERVER_SEED, playerSeed };
      const lines = exportGame({ gameId: 'g-1', events, seeds, published: { ...gameResult(events) } });
      return verifyExport(lines.join('\n') + '\n', { verifiers: AUDIT_VERIFIERS }).findings;
    };
    expect(verified(30)).toEqual([]);
    expect(verified(29)).toEqual([
      expect.objectContaining({
        rule: 'TP-TIMEOUT',
        path: 'metadata.at',
        expected: '2025-01-01T00:00:30.000Z',
      }),
    ]);
  });
});
