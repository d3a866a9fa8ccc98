import assert from 'node:assert/strict';
import { DiceSource } from '../dice/dice';
import { DiceScript, ScriptedDice } from '../dice/scripted-dice';

/** The decider shape of ARCHITECTURE.md "The engine". */
export interface Decider<State, Command, Event> {
  decide(state: State, command: Command, dice: DiceSource): readonly Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

type ErrorType<E> = abstract new (...args: never[]) => E;

/**
 * Given events / When command / Then events, throws, or nothing happened.
 *   DeciderSpecification.for(decider).given([started]).when(fire, { '2d6': [[6, 6]] }).then([fired]);
 * Dice are a DiceSource or a ScriptedDice script (default: none, so any roll fails the test).
 * Each state is deep-frozen, so a decide or evolve that mutates its state fails loudly.
 */
export const DeciderSpecification = {
  for: <State, Command, Event>(decider: Decider<State, Command, Event>) => ({
    given: (events: readonly Event[]) => ({
      when: (command: Command, dice: DiceSource | DiceScript = []) =>
        new Outcome(decider, events, command, dice),
    }),
  }),
};

type Result<Event> = { events: readonly Event[] } | { error: unknown };

export class Outcome<State, Command, Event> {
  constructor(
    private readonly decider: Decider<State, Command, Event>,
    private readonly given: readonly Event[],
    private readonly command: Command,
    private readonly dice: DiceSource | DiceScript,
  ) {}

  /** decide returned exactly these events (deep strict equality), evolve accepts them and every scripted die was used. */
  then(expected: readonly Event[]): State {
    const { events, dice } = this.#decided();
    assert.deepStrictEqual(events, expected);
    this.#assertScriptUsed(dice);
    return this.#fold(this.#state(), events, 'a decided event');
  }

  /** decide returned events that evolve accepts, every scripted die was used: returns them to assert on parts. */
  thenEvents(): readonly Event[] {
    const { events, dice } = this.#decided();
    this.#assertScriptUsed(dice);
    this.#fold(this.#state(), events, 'a decided event');
    return events;
  }

  /** decide threw an error of this type (and passing `check`), or one the predicate accepts. Returns the error. */
  thenThrows(predicate: (error: unknown) => boolean): unknown;
  thenThrows<E>(type: ErrorType<E>, check?: (error: E) => boolean): E;
  thenThrows<E>(
    expected: ErrorType<E> | ((error: unknown) => boolean),
    check?: (error: E) => boolean,
  ): unknown {
    const result = this.#run(this.#dice());
    if (!('error' in result))
      assert.fail(`Expected decide to throw, but it returned ${JSON.stringify(result.events)}`);
    const { error } = result;
    if (isErrorType(expected)) {
      if (!(error instanceof expected)) throw unexpected(`Expected ${expected.name} to be thrown`, error);
      if (check && !check(error)) throw unexpected(`The ${expected.name} thrown failed the check`, error);
    } else if (!expected(error)) throw unexpected('The error thrown failed the predicate', error);
    return error;
  }

  /** decide returned no events. */
  thenNothingHappened(): void {
    const { events, dice } = this.#decided();
    if (events.length > 0) assert.fail(`Expected no events, but decide returned ${JSON.stringify(events)}`);
    this.#assertScriptUsed(dice);
  }

  #decided(): { events: readonly Event[]; dice: DiceSource } {
    const dice = this.#dice();
    const result = this.#run(dice);
    if ('error' in result) throw unexpected('Expected decide to return events', result.error);
    return { events: result.events, dice };
  }

  // Only a script the helper turned into dice; a DiceSource passed in may be meant for more commands.
  #assertScriptUsed(dice: DiceSource): void {
    if (!isSource(this.dice) && dice instanceof ScriptedDice && dice.remaining > 0)
      assert.fail(
        `${dice.remaining} scripted dice left unused: the decider rolled less than the test expected`,
      );
  }

  #dice(): DiceSource {
    return isSource(this.dice) ? this.dice : new ScriptedDice(this.dice);
  }

  #run(dice: DiceSource): Result<Event> {
    const state = this.#state();
    try {
      return { events: this.decider.decide(state, this.command, dice) };
    } catch (error) {
      return { error };
    }
  }

  #state(): State {
    return this.#fold(deepFreeze(this.decider.initialState()), this.given, 'given event');
  }

  #fold(state: State, events: readonly Event[], what: string): State {
    return events.reduce((current, event, i) => {
      try {
        return deepFreeze(this.decider.evolve(current, event));
      } catch (error) {
        throw unexpected(`evolve threw on ${what} #${i} ${JSON.stringify(event)}`, error);
      }
    }, state);
  }
}

const isSource = (dice: DiceSource | DiceScript): dice is DiceSource =>
  typeof (dice as Partial<DiceSource>).roll === 'function';

const isErrorType = <E>(expected: ErrorType<E> | ((error: unknown) => boolean)): expected is ErrorType<E> =>
  expected.prototype instanceof Error || (expected as unknown) === Error;

function unexpected(message: string, error: unknown): Error {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : JSON.stringify(error);
  return Object.assign(new assert.AssertionError({ message: `${message}, but got ${detail}` }), {
    cause: error,
  });
}

/** Freezes `value` and everything it holds: a fold or decide that writes into it throws (strict mode). */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
