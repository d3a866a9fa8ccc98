import type { TubeEnd } from '../model/commands';
import { boatOf, type BoatSystem, type CareerState } from '../model/state';

/** The tubes of an end that hold a torpedo and are not damaged (10.7: odd/even bow tubes, the stern tubes). */
export function readyTubes(state: CareerState, end: TubeEnd): number[] {
  const boat = boatOf(state);
  const tubes = end === 'bow' ? boat.torpedoes.bowTubes : boat.torpedoes.sternTubes;
  const damaged = (system: BoatSystem) => boat.damagedSystems.includes(system);
  // Bow: indexes 0, 2, … are tubes 1, 3, … (the odd box); the stern tubes share one box.
  const broken =
    end === 'stern'
      ? [damaged('aftTorpedoTube'), damaged('aftTorpedoTube')]
      : [damaged('forwardTorpedoTubeOdd'), damaged('forwardTorpedoTubeEven')];
  const ready: number[] = [];
  for (let i = 0; i < tubes.length; i++) if (tubes[i] !== null && !broken[i % 2]) ready.push(i);
  return ready;
}
