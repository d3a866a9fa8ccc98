import type { KommandantAbilityId } from '../charts';
import type { DiceScript } from '../dice';
import { DeciderSpecification } from '../testing';
import { start } from './career.fixtures';
import type { CareerCommand } from './model/commands';
import { decide } from './decide';
import type { CareerEvent } from './model/events';
import { evolve, fold } from './evolve';
import { careerOptions, type CareerOptionsChoice } from './model/career-options';
import { initialState } from './model/state';

// Fixtures for the optional rules' tests (§14, §15): the same history with the options switched on or off.

export const spec = DeciderSpecification.for({ decide, evolve, initialState });

export type Of<T extends CareerEvent['type']> = Extract<CareerEvent, { type: T }>;
export const all = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T) =>
  events.filter((e): e is Of<T> => e.type === type).map((e) => e.data as Of<T>['data']);
export const one = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T) => {
  const found = all(events, type);
  if (found.length !== 1) throw new Error(`expected one ${type}, got ${found.length}`);
  return found[0];
};
export const types = (events: readonly CareerEvent[]) => events.map((e) => e.type);

/** Given events, when a command with scripted dice: every die used; the events, the history and the state. */
export function play(given: readonly CareerEvent[], command: CareerCommand, script: DiceScript = []) {
  const events = spec.given(given).when(command, script).thenEvents();
  const history = [...given, ...events];
  return { events, history, state: fold(history, initialState()) };
}

/** The same history with these options chosen at the start, and these abilities (14.13, 14.15) set after it. */
export function withOptions(
  history: readonly CareerEvent[],
  choice: CareerOptionsChoice,
  abilities: readonly KommandantAbilityId[] = [],
): CareerEvent[] {
  const [first, ...rest] = history;
  const started = first as Of<'CareerStarted'>;
  const options = careerOptions(choice);
  const set: CareerEvent[] =
    abilities.length > 0
      ? [
          {
            type: 'KommandantAbilitiesSet',
            data: { card: null, specialAbility: null, roll: null, abilities },
          },
        ]
      : [];
  return [{ ...started, data: { ...started.data, options } }, ...set, ...rest];
}

/** A start command with options (a Type IXC: no starting-rank roll, 11.2.2). */
export const startWith = (
  choice: CareerOptionsChoice,
  date: `${number}-${number}` = '1943-08',
): CareerCommand => {
  const command = start('IXC', date) as Extract<CareerCommand, { type: 'StartCareer' }>;
  return { ...command, data: { ...command.data, options: choice } };
};
