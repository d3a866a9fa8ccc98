import type { CareerState } from '@periscope/rules';

export type ShownPosture = 'surfaced' | 'submerged' | 'schnorchel';

/** Steps where the escorts hunt a submerged boat (9.6): evading, the depth-charge attack, the evasive manoeuvre. */
const HUNTED = new Set<CareerState['step']['kind']>(['evading', 'depthCharges', 'evasiveManoeuvre']);

/**
 * How the boat lies now: submerged while it attacks submerged (9.2) or is hunted by escorts (9.6), surfaced while
 * an aircraft attacks (9.8: until it dives), otherwise as it entered the box (surfaced or schnorchel, 8.1.6).
 */
export function postureOf(state: CareerState): ShownPosture | null {
  const { patrol, encounter, air } = state;
  if (!patrol) return null;
  if (HUNTED.has(state.step.kind) || (encounter?.hunt && !air)) return 'submerged';
  if (encounter?.approach?.attack === 'submerged') return 'submerged';
  return patrol.posture;
}

/** The rule each posture follows; its name is the catalogue's `posture.*`. */
export const POSTURE_RULE: Record<ShownPosture, string> = {
  surfaced: '8.1',
  submerged: '9.6',
  schnorchel: '8.1.6',
};
