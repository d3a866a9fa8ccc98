import {
  decide,
  evolve,
  initialState,
  pending,
  SeededDice,
  type CareerCommand,
  type CareerEvent,
  type CareerState,
  type DiceSeeds,
} from '@periscope/rules';
import { CareerLog, nextNonceOf, type CareerLogFile } from './career-log';

/** The engine a session plays: libs/rules, or a stand-in in tests. */
export interface Engine {
  readonly decide: typeof decide;
  readonly evolve: typeof evolve;
  readonly pending: typeof pending;
}

export const ENGINE: Engine = { decide, evolve, pending };

/**
 * One career on its seeded dice: each command is decided on dice that start at the next nonce, its events saved
 * (when there is a log) and folded. A command the engine refuses changes nothing, not even the dice.
 */
export class Session {
  #state: CareerState;
  #nextNonce: number;

  constructor(
    readonly seeds: DiceSeeds,
    private readonly log: CareerLog | null,
    private readonly engine: Engine = ENGINE,
    state: CareerState = initialState(),
    nextNonce = 0,
  ) {
    this.#state = state;
    this.#nextNonce = nextNonce;
  }

  /** The career of a saved file, folded, its dice at the next nonce; new events are appended to the file. */
  static resumed(path: string, file: CareerLogFile, engine: Engine = ENGINE): Session {
    const state = file.lines.map((l) => l.event).reduce(engine.evolve, initialState());
    return new Session(file.header, CareerLog.continuing(path, file), engine, state, nextNonceOf(file));
  }

  get state(): CareerState {
    return this.#state;
  }

  get nextNonce(): number {
    return this.#nextNonce;
  }

  /** Decides the command; throws the engine's error (RuleViolation, InvalidCommand, RuleNotImplemented) unchanged. */
  send(command: CareerCommand): CareerEvent[] {
    const dice = new SeededDice(this.seeds, this.#nextNonce);
    const events = this.engine.decide(this.#state, command, dice);
    this.log?.append(command, events, dice.nextNonce);
    this.#state = events.reduce(this.engine.evolve, this.#state);
    this.#nextNonce = dice.nextNonce;
    return events;
  }
}
