import type { BoatSystem, CareerState, Shot, TargetShip, TorpedoType, TubeEnd } from '@periscope/rules';
import { t, word } from '../../i18n/i18n';
import { isMedCareer } from '../med/is-med';
import { tubeName } from './ships';

// The salvo rules the engine checks (salvoProblem in libs/rules/src/career/salvo.ts), replicated here as pure
// functions: pending() offers only a sample of the legal salvos, and any assignment these rules allow is accepted.
// salvo.unit.spec.ts compares them with the engine's own check on real states.

export interface Tube {
  readonly end: TubeEnd;
  /** Index in its end's tubes (bowTubes / sternTubes). */
  readonly tube: number;
  readonly torpedo: TorpedoType | null;
  /** Why it cannot fire now, or null. */
  readonly problem: string | null;
}

const FAT: readonly (TorpedoType | null)[] = ['g7aFat', 'g7eFat'];
const sunk = (ship: TargetShip) => ship.damage >= ship.sinkPoints;

/** The ships still afloat on the combat mat, by column (9.1.2). */
export const afloat = (state: CareerState): number[] =>
  (state.encounter?.ships ?? []).flatMap((ship, i) => (sunk(ship) ? [] : [i]));

/** 10.7: bow tubes 1, 3, … share the odd box, 2, 4, … the even one; the stern tubes share one box. */
function tubeBox(end: TubeEnd, tube: number): BoatSystem {
  if (end === 'stern') return 'aftTorpedoTube';
  return tube % 2 === 0 ? 'forwardTorpedoTubeOdd' : 'forwardTorpedoTubeEven';
}

function problemOf(
  state: CareerState,
  end: TubeEnd,
  tube: number,
  torpedo: TorpedoType | null,
): string | null {
  const encounter = state.encounter;
  if (torpedo === null) return t('torpedoes.empty');
  if (state.boat?.damagedSystems.includes(tubeBox(end, tube))) return t('salvo.tubeDamaged');
  const unescorted = encounter !== null && !encounter.escorted && !encounter.submarine;
  if (unescorted && encounter.firedThisRound.includes(end)) return t('salvo.firedThisRound');
  if (encounter?.approach?.range === 'extreme' && !FAT.includes(torpedo)) return t('salvo.onlyFat');
  return null;
}

/** Every tube of the boat, bow then stern, with what it holds and whether it can fire now. */
export function tubesOf(state: CareerState): Tube[] {
  const loadout = state.boat?.torpedoes;
  if (!loadout) return [];
  const ends = [
    ['bow', loadout.bowTubes],
    ['stern', loadout.sternTubes],
  ] as const;
  return ends.flatMap(([end, tubes]) =>
    tubes.map((torpedo, tube) => ({ end, tube, torpedo, problem: problemOf(state, end, tube, torpedo) })),
  );
}

/** A salvo's sentence citing the career's own rules: Beneath the Med's (`medSalvo.*`, 7.2.2-7.2.3) or The Hunted's. */
export const salvoWords = (state: CareerState, id: 'assign' | 'bothEnds' | 'notAfloat' | 'tubeByTube') =>
  (isMedCareer(state) ? word('medSalvo', id) : null) ?? t(`salvo.${id}`);

/** Why these shots are not a legal salvo now, in the game's words, or null (9.1.2, 9.2.1, 9.4.2, 9.5.2, 14.16). */
export function salvoProblem(state: CareerState, shots: readonly Shot[]): string | null {
  if (shots.length === 0) return salvoWords(state, 'assign');
  const ends = new Set(shots.map((s) => s.end));
  if (ends.size > 1 && state.encounter?.approach?.attack !== 'nightSurface')
    return salvoWords(state, 'bothEnds');
  const tubes = tubesOf(state);
  const targets = afloat(state);
  const seen = new Set<string>();
  for (const shot of shots) {
    const key = `${shot.end}${shot.tube}`;
    const tube = tubes.find((t) => t.end === shot.end && t.tube === shot.tube);
    if (seen.has(key) || !tube || tube.problem !== null)
      return t('salvo.cannotFire', {
        tube: tubeName(shot.end, shot.tube),
        problem: tube?.problem ?? t('salvo.twice'),
      });
    seen.add(key);
    if (!targets.includes(shot.target)) return salvoWords(state, 'notAfloat');
  }
  return null;
}
