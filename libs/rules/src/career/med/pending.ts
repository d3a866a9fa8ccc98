import type { Decision } from '../model/commands';
import type { CareerState } from '../model/state';

/** What a Beneath the Med career waits for: the patrol assignment in port, the next travel box at sea (6.1). */
export function medPending(state: CareerState): Decision {
  const step = state.step;
  switch (step.kind) {
    case 'inPort':
      return { step, commands: [{ type: 'AssignPatrol', parameters: {} }] };
    case 'underway': // no defensive posture in Beneath the Med (digest §1.4): the boat is surfaced between boxes
      return { step, commands: [{ type: 'EnterNextBox', parameters: { posture: ['surfaced'] } }] };
    default:
      return { step, commands: [] };
  }
}
