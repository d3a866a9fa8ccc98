import {
  at,
  holdsSealed,
  parseLines,
  RecordedDice,
  ReplayDiceError,
  replayDivergence,
  type Finding,
  type LineEvent,
  type StreamContext,
  type StreamVerdict,
  type StreamVerifier,
  revealedSeeds,
} from '@periscope/audit';
import { commitment, rollsIn, SeededDice, type RecordedRoll } from '@periscope/rules';
import { SEED_KEYS } from '@periscope/rules/career/views';
import { twoPlayerRule } from '../campaign-terms';
import { checkGameEvent, type GameProblem } from './audit';
import { seatDeadline } from './deadlines';
import type { GameCommand } from './commands';
import { decide } from './decide';
import type { GameCreated, GameEvent, ManoeuvreRolled } from './events';
import { evolve } from './evolve';
import type { GameDice } from './game-dice';
import { gameResult, gameResultRules } from './game-result';
import { initialState, type GameState } from './state';
import { FACE_DOWN_KEYS } from './view';

/** The values a running game's export seals (E-AUDIT-SEALED-VALUE): the seeds, a number face down (14.8.3). */
const SEALABLE: readonly string[] = [...SEED_KEYS, ...FACE_DOWN_KEYS];

/** What the replay of a game learnt, for (d): its events as stored. */
interface GameFacts {
  readonly events: readonly LineEvent[];
}

/**
 * Audits a two-player game's stream (13.1): (b) the server seed against GameCreated's commitment and every roll of
 * both careers and of the manoeuvres, (c) every recorded command decided again by the game's decider from the
 * start, its events byte for byte, and auditGame's checks of each event (the players' seed commitments, the
 * combined player seed, nonces that chain, the held command and who rolled for it, the evasive numbers against
 * their commitments), (d) GameEnded's tonnage and winner (13.1.3) and the published result (gameResult).
 */
export const gameVerifier: StreamVerifier = {
  recomputes: "the game's tonnage, ships sunk, victory levels and winner",
  verify(raws, context): StreamVerdict {
    const findings: Finding[] = [];
    const events = parseLines(raws, findings);
    const revealed = revealedSeeds(context);
    // E-AUDIT-WRONGSEED: a seed that is not the one committed to is reported once; the rolls are then not recomputed.
    const trusted = revealed && seedHolds(events, revealed.serverSeed) ? revealed.serverSeed : null;
    const replay = new GameReplay(events, revealed?.serverSeed ?? null, trusted, context, findings);
    replay.run();
    if (trusted) checkPlayerSeed(events, revealed?.playerSeed, findings);
    const facts: GameFacts = { events };
    return { findings, commands: replay.commands, rolls: replay.rolls, sealed: !revealed, facts };
  },

  results(facts) {
    const { events } = facts as GameFacts;
    const rules = gameResultRules(createdOf(events)?.settings ?? null);
    return { result: { ...gameResult(events) }, findings: [], rules };
  },
};

/** GameCreated's data, as the export holds it (a forged one may lack anything). */
const createdOf = (events: readonly LineEvent[]): GameCreated['data'] | undefined =>
  events.find((e) => e.type === 'GameCreated')?.data as GameCreated['data'] | undefined;

const seedHolds = (events: readonly LineEvent[], serverSeed: string): boolean =>
  commitment(serverSeed) === createdOf(events)?.settings?.serverCommitment?.toLowerCase();

/** The header's player seed is the one GameStarted published (the players' seeds combined). */
function checkPlayerSeed(events: readonly LineEvent[], playerSeed: string | undefined, findings: Finding[]) {
  const started = events.find((e) => e.type === 'GameStarted');
  const published = (started?.data as { playerSeed?: string } | undefined)?.playerSeed;
  const created = createdOf(events);
  if (started && published !== playerSeed)
    findings.push({
      check: 'rolls',
      ...at(started),
      rule: twoPlayerRule(created?.settings ?? null, 'start'),
      path: 'data.playerSeed',
      expected: playerSeed,
      found: published,
      message: "the header's player seed is not the one GameStarted published",
      code: 'otherPlayerSeed',
    });
}

/** The commands replayed through the game's decide, and auditGame's checks of every event, in stream order. */
class GameReplay {
  commands = 0;
  rolls = 0;
  #state: GameState | null = initialState();
  /** When the last event folded was decided (its metadata's `at`): the seats' deadline counts from it. */
  #lastAt: string | null = null;
  readonly #dice: GameDice;

  constructor(
    private readonly events: readonly LineEvent[],
    private readonly revealed: string | null,
    private readonly trusted: string | null,
    private readonly context: StreamContext,
    private readonly findings: Finding[],
  ) {
    this.#dice =
      trusted !== null
        ? (playerSeed, firstNonce) => new SeededDice({ serverSeed: trusted, playerSeed }, firstNonce)
        : recordedDice(events);
  }

  run(): void {
    for (let i = 0; i < this.events.length;) {
      const end = this.#commandEnd(i);
      this.#replay(this.events.slice(i, end));
      i = end;
    }
  }

  /** A command's events share its commandId and follow one another. */
  #commandEnd(i: number): number {
    const id = commandOf(this.events[i])?.commandId;
    let end = i + 1;
    while (id !== undefined && end < this.events.length && commandOf(this.events[end])?.commandId === id)
      end++;
    return end;
  }

  #replay(batch: readonly LineEvent[]): void {
    const recorded = commandOf(batch[0]);
    if (!recorded)
      this.findings.push({
        check: 'replay',
        ...at(batch[0]),
        path: 'metadata',
        message: 'the metadata records no command (commandId, command): it cannot be replayed',
        code: 'noCommand',
      });
    else if (recorded.command.type === 'RollForAbsentOpponent' && this.#state) this.#checkDeadline(batch[0]);
    // Sealed while the game runs: the command is not decided again, its events are folded as written.
    const replayable = recorded && !holdsSealed(recorded.command, SEALABLE) && this.context.canReplay;
    if (replayable && this.#state && this.#decide(this.#state, recorded.command, batch)) this.commands++;
    for (const event of batch) this.#check(event);
  }

  /** Whether the command could be decided again (a finding says where its events differ). */
  #decide(state: GameState, command: GameCommand, batch: readonly LineEvent[]): boolean {
    let decided: GameEvent[];
    try {
      decided = decide(state, command, this.#dice, this.context.charts);
    } catch (error) {
      const e = error as Error & { rule?: string };
      // Sealed dice: a held command whose awaited roll is not made yet rolls dice no event records (TP-HOLD).
      const awaiting =
        error instanceof ReplayDiceError && batch.every((b) => b.type === 'OpponentRollAwaited');
      if (awaiting) return false;
      this.findings.push({
        check: 'replay',
        ...at(batch[0]),
        path: 'metadata.command',
        rule: e.rule,
        message: `decide refuses the recorded command ${command.type}: ${e.message}`,
        code: 'commandRefused',
      });
      return true;
    }
    const divergence = replayDivergence(
      batch,
      decided.map((event, k) => asCited(event, batch[k])),
    );
    if (divergence) this.findings.push(divergence);
    return true;
  }

  /** TP-TIMEOUT: the server acts for a seat only once its deadline has passed, by the times the events record. */
  #checkDeadline(event: LineEvent): void {
    const deadline = seatDeadline(this.#state as GameState, this.#lastAt);
    const acted = (event.metadata as { at?: unknown }).at;
    if (!deadline || typeof acted !== 'string' || Date.parse(acted) >= Date.parse(deadline.at)) return;
    this.findings.push({
      check: 'replay',
      ...at(event),
      rule: 'TP-TIMEOUT',
      path: 'metadata.at',
      expected: deadline.at,
      found: acted,
      message: 'the server acted for a seat before its deadline',
      code: 'serverActedEarly',
    });
  }

  /** auditGame's checks of one event on the state before it, then the event folded. */
  #check(event: LineEvent): void {
    const state = this.#state;
    if (!state) return;
    const game = event as unknown as GameEvent;
    const serverSeed = event.type === 'GameCreated' ? this.revealed : this.trusted;
    const options = { serverSeed, charts: this.context.charts, decisions: false };
    const checked = holdsSealed(event.data, SEALABLE) ? [] : checkGameEvent(state, game, options);
    for (const problem of checked) this.findings.push(finding(event, problem));
    if (this.trusted !== null) this.rolls += rollCount(game);
    const decidedAt = (event.metadata as { at?: unknown } | undefined)?.at;
    if (typeof decidedAt === 'string') this.#lastAt = decidedAt;
    try {
      this.#state = evolve(state, game);
    } catch (error) {
      const message = `the event does not fold (${(error as Error).message}): the replay stops here`;
      this.findings.push({ check: 'replay', ...at(event), message, code: 'notFolding' });
      this.#state = null;
    }
  }
}

/** The Hunted's number for the step each of Beneath the Med's 10.1 events records (twoPlayerRule). */
const HUNTED_CITATION: Readonly<Partial<Record<GameEvent['type'], string>>> = {
  GameStarted: '13.1.1',
  OpponentRollAwaited: '13.1.2',
  TurnPassed: '13.1.2',
  GameEnded: '13.1.3',
};

/**
 * A Beneath the Med game stored before its events cited its own 10.1 cites The Hunted's 13.1.x for the same step:
 * the decided event is compared as it was then written, so the older stream still replays.
 */
function asCited(decided: GameEvent, stored: LineEvent | undefined): GameEvent {
  const written = (stored?.data as { rule?: unknown } | undefined)?.rule;
  const older =
    stored?.type === decided.type &&
    (decided.data as { rule?: unknown }).rule === '10.1' &&
    written === HUNTED_CITATION[decided.type];
  return older ? ({ ...decided, data: { ...decided.data, rule: written } } as GameEvent) : decided;
}

const commandOf = (event: LineEvent): { commandId: string; command: GameCommand } | undefined => {
  const { commandId, command } = event.metadata as { commandId?: unknown; command?: { type?: unknown } };
  return typeof commandId === 'string' && typeof command?.type === 'string'
    ? { commandId, command: command as GameCommand }
    : undefined;
};

const finding = (event: LineEvent, problem: GameProblem): Finding => ({
  ...problem,
  ...at(event),
  rule: problem.rule ?? (event.data as { rule?: string }).rule,
});

/** The rolls an event records: its careers' rolls, or the evasive number rolled for an absent opponent. */
const rollCount = (event: GameEvent): number =>
  event.type === 'CareerAdvanced'
    ? rollsIn(event.data.events).length
    : event.type === 'ManoeuvreRolled'
      ? 1
      : 0;

/**
 * E-AUDIT-SEALED for a game: decide gets the faces the events record, nonce by nonce, from every roll of the
 * stream (a held command rolls at the nonces its release records).
 */
function recordedDice(events: readonly LineEvent[]): GameDice {
  const rolls: RecordedRoll[] = [];
  for (const event of events) {
    if (event.type === 'CareerAdvanced') rolls.push(...rollsIn((event.data as { events?: unknown }).events));
    if (event.type === 'ManoeuvreRolled') {
      const { roll, rule } = event.data as ManoeuvreRolled['data'];
      const { kind, purpose, nonce, faces, value } = roll;
      rolls.push({
        purpose,
        rule,
        dice: kind,
        nonce,
        faces,
        natural: value,
        modifiers: [],
        total: value,
      });
    }
  }
  return (_playerSeed, firstNonce) => new RecordedDice(rolls, firstNonce);
}
