import type { ChartPack } from '../../charts';
import type { DiceSource } from '../../dice';
import { decide } from '../decide';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import type { CareerState } from '../model/state';
import type { Chance } from './chance';
import { enumerate } from './enumerate';

export type { Chance } from './chance';

type Of<T extends CareerEvent['type']> = Extract<CareerEvent, { type: T }>;
export const find = <T extends CareerEvent['type']>(events: readonly CareerEvent[], type: T) =>
  events.filter((e): e is Of<T> => e.type === type).map((e) => e.data as Of<T>['data']);

/** Runs the decider over every way the dice fall; null when a rule stops it or the tree is too large. */
export function exact(
  state: CareerState,
  command: CareerCommand,
  charts: ChartPack,
  classify: (events: readonly CareerEvent[]) => readonly string[],
  settles: (purpose: string) => boolean,
  pinned?: (purpose: string) => boolean,
  budget?: number,
): Map<string, number> | null {
  try {
    return enumerate(
      (dice: DiceSource) => decide(state, command, dice, charts),
      classify,
      { settles, pinned },
      budget,
    );
  } catch {
    return null;
  }
}

export const chance = (
  found: Map<string, number> | null,
  key: string,
  label: string,
  rule: string,
): Chance[] => (found ? [{ label, p: found.get(key) ?? 0, rule }] : []);

/** One roll decides: the chance of the label when `counts` holds for the events it gives. */
export function firstRoll(
  state: CareerState,
  command: CareerCommand,
  charts: ChartPack,
  label: string,
  rule: string,
  counts: (events: readonly CareerEvent[]) => boolean,
): Chance[] {
  const found = exact(
    state,
    command,
    charts,
    (e) => (counts(e) ? ['yes'] : []),
    () => true,
  );
  return chance(found, 'yes', label, rule);
}
