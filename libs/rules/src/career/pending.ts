import { UBOAT_TYPES } from '../charts';
import type { CareerCommand, CareerCommandType } from './commands';
import { canSwitchToNight } from './ships-sighted';
import type { CareerState, Encounter, Step } from './state';

/** A command the player may send now, with the values each parameter may take. */
export interface LegalCommand {
  readonly type: CareerCommandType;
  readonly parameters: Readonly<Record<string, readonly unknown[] | string>>;
  /**
   * Ready-to-send commands for a command whose parameters combine (a salvo, gun targets): every one is legal now.
   * Not every legal combination is listed; any combination the parameters allow is accepted.
   */
  readonly choices?: readonly CareerCommand[];
}

export interface Decision {
  readonly step: Step;
  readonly commands: readonly LegalCommand[];
}

/** What must be decided now, and every legal command with its parameters. */
export function pending(state: CareerState): Decision {
  const step = state.step;
  switch (step.kind) {
    case 'setup':
      return {
        step,
        commands: [
          {
            type: 'StartCareer',
            parameters: {
              uboatType: UBOAT_TYPES,
              startDate: 'YYYY-MM from 1943-07 (or the type’s service date) to 1945-05',
              torpedoSwaps: [-4, -3, -2, -1, 0, 1, 2, 3, 4],
            },
          },
        ],
      };
    case 'inPort':
      return { step, commands: [{ type: 'AssignPatrol', parameters: {} }] };
    case 'underway':
      return { step, commands: [{ type: 'EnterNextBox', parameters: { posture: ['surfaced'] } }] };
    case 'shipsSighted': {
      const night = canSwitchToNight(state.encounter as Encounter);
      return {
        step,
        commands: [
          { type: 'DeclineAttack', parameters: {} },
          ...(night ? [{ type: 'SwitchToNight' as const, parameters: {} }] : []),
        ],
      };
    }
    case 'staySurfacedOrDive':
      return {
        step,
        commands: [
          { type: 'StaySurfaced', parameters: {} },
          { type: 'Dive', parameters: {} },
        ],
      };
    case 'identifying':
    case 'aircraft':
    case 'blocked':
    case 'ended':
      return { step, commands: [] };
  }
}
