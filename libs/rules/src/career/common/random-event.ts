/**
 * The patrol's random event, the same rule in both campaigns: the first 12 rolled for encounters on the patrol
 * (The Hunted 12.0, 12.1.2 on [E1]; Beneath the Med 9.1 on [A3]) is a random event instead; one per patrol.
 */
export const isPatrolRandomEvent = (natural: number, usedThisPatrol: boolean, on: number): boolean =>
  natural === on && !usedThisPatrol;
