import { defaultChartPack, type ChartPack } from '../charts';
import type { DiceSource } from '../dice';
import { InvalidCommand, RuleNotImplemented, UnknownCommand } from '../errors';
import { airCombatStep, dive, staySurfaced } from './aircraft';
import { CAREER_COMMAND_TYPES, type CareerCommand } from './commands';
import type { CareerEvent } from './events';
import { evolve } from './evolve';
import { assignPatrol } from './patrol-assignment';
import { declineAttack, identifyShips, rollTimeOfDay, switchToNight } from './ships-sighted';
import { startCareer } from './start-career';
import type { CareerState, Encounter, Patrol } from './state';
import { enterNextBox, rollEncounter } from './travel';
import { violation } from './violations';

/**
 * The career decider: the events a command causes, then every automatic step that follows (encounter rolls,
 * identification, day or night, aircraft combat) until the next decision is the player's. Throws RuleViolation for
 * a command the rules forbid now, RuleNotImplemented where a rule is not played yet; the state is never changed by
 * a throw.
 */
export function decide(
  state: CareerState,
  command: CareerCommand,
  dice: DiceSource,
  charts: ChartPack = defaultChartPack,
): CareerEvent[] {
  assertShape(command);
  if (state.step.kind === 'blocked') throw new RuleNotImplemented(state.step.rule, state.step.reason);
  if (state.step.kind === 'ended')
    throw violation('5.1', 'career/ended', `The career is over: ${state.step.reason}`);
  const events = handle(state, command, dice, charts);
  return continueAutomatically(events.reduce(evolve, state), events, dice, charts);
}

function handle(
  state: CareerState,
  command: CareerCommand,
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  switch (command.type) {
    case 'StartCareer':
      return startCareer(state, command, charts);
    case 'AssignPatrol':
      return assignPatrol(state, dice, charts);
    case 'EnterNextBox':
      return enterNextBox(state, command);
    case 'DeclineAttack':
      return declineAttack(state);
    case 'SwitchToNight':
      return switchToNight(state, dice, charts);
    case 'StaySurfaced':
      return staySurfaced(state);
    case 'Dive':
      return dive(state);
    default:
      throw new RuleNotImplemented('9.2', `ship combat (${command.type})`);
  }
}

function continueAutomatically(
  state: CareerState,
  events: CareerEvent[],
  dice: DiceSource,
  charts: ChartPack,
): CareerEvent[] {
  for (
    let next = automaticStep(state, dice, charts);
    next.length > 0;
    next = automaticStep(state, dice, charts)
  ) {
    events = [...events, ...next];
    state = next.reduce(evolve, state);
  }
  return events;
}

/**
 * The next step no one decides: identification (8.3), day/night (8.4), aircraft combat (9.8), the box's next [E1]
 * roll, the patrol's end.
 */
function automaticStep(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  if (state.step.kind === 'aircraft') return airCombatStep(state, dice, charts);
  if (state.step.kind === 'identifying') {
    return [
      identifyShips((state.encounter as Encounter).kind, dice, charts),
      rollTimeOfDay(state, dice, charts),
    ];
  }
  if (state.step.kind !== 'underway') return [];
  const patrol = state.patrol as Patrol;
  if (patrol.rollsLeft > 0) return [rollEncounter(state, dice, charts)];
  if (patrol.boxIndex === patrol.boxes.length - 1) {
    // 7.5: the last box entered and resolved; success = at least one ship sunk (missions: 7.4.5).
    return [
      {
        type: 'PatrolCompleted',
        data: { number: patrol.number, shipsSunk: patrol.shipsSunk, success: patrol.shipsSunk > 0 },
      },
    ];
  }
  return [];
}

function assertShape(command: unknown): asserts command is CareerCommand {
  const c = command as { type?: unknown; data?: unknown };
  if (typeof c?.type !== 'string' || !(CAREER_COMMAND_TYPES as readonly string[]).includes(c.type)) {
    throw new UnknownCommand(c?.type, 'the career');
  }
  if (typeof c.data !== 'object' || c.data === null)
    throw new InvalidCommand(c.type, 'data', 'must be an object');
  const d = c.data as Record<string, unknown>;
  const need = (field: string, ok: boolean, what: string) => {
    if (!ok) throw new InvalidCommand(c.type as string, `data.${field}`, what);
  };
  if (c.type === 'StartCareer') {
    for (const f of ['uboatType', 'startDate', 'kommandant', 'seedCommitment', 'playerSeed']) {
      need(f, typeof d[f] === 'string' && (d[f] as string).length > 0, 'must be a non-empty string');
    }
    need(
      'torpedoSwaps',
      d.torpedoSwaps === undefined || Number.isInteger(d.torpedoSwaps),
      'must be an integer',
    );
  }
  if (c.type === 'EnterNextBox')
    need(
      'posture',
      d.posture === 'surfaced' || d.posture === 'schnorchel',
      "must be 'surfaced' or 'schnorchel'",
    );
}
