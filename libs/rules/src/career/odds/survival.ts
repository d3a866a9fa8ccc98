import { evolve } from '../evolve';
import type { CareerEvent } from '../model/events';
import { boatOf, type CareerState } from '../model/state';
import { airPass, depthCharges, type Attack } from './hunt-round';

// What an attack on the boat leaves to the round (9.6.10, 9.8.2): sunk by the attack itself, or the state the
// attack leaves and the hits, injuries and check it brings, which hunt-round.ts weighs over their dice.

const SUNK = 'sunk';

/** The state just after the attack, and what it leaves to roll. */
export interface Round {
  readonly after: CareerState;
  readonly attack: Attack;
}

const ATTACKS: readonly CareerEvent['type'][] = ['DepthCharged', 'AircraftAttacked'];

/** The round as the attack leaves it, under a label that `rounds` maps to it. */
function roundAfter(state: CareerState, events: readonly CareerEvent[], rounds: Map<string, Round>): string {
  const after = events.reduce(evolve, state);
  const last = events[events.length - 1] as Extract<
    CareerEvent,
    { type: 'DepthCharged' | 'AircraftAttacked' }
  >;
  const attack = last.type === 'DepthCharged' ? depthCharges(after) : airPass(last.data);
  const { hullDamage, flooding } = boatOf(after);
  const label = `round:${attack.hits}/${attack.strafed}@${hullDamage},${flooding}`;
  if (!rounds.has(label)) rounds.set(label, { after, attack });
  return label;
}

/**
 * What one run's attack did: 'sunk' by the attack itself (or the dive, or a torpedo), 'manoeuvre' when the attack
 * waits for the evasive manoeuvre (14.8), else 'round:…', which `rounds` maps to the round the attack leaves.
 */
export function attackOutcome(
  state: CareerState,
  events: readonly CareerEvent[],
  rounds: Map<string, Round>,
): string[] {
  if (events.some((e) => e.type === 'UBoatSunk' && e.data.cause !== 'hull')) return [SUNK];
  if (events.some((e) => e.type === 'EvasiveManoeuvreDue')) return ['manoeuvre'];
  const at = events.findIndex((e) => ATTACKS.includes(e.type));
  if (at < 0) return [];
  return [roundAfter(state, events.slice(0, at + 1), rounds)];
}
