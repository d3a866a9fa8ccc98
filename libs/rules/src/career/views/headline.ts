import type { CareerState, Step } from '../model/state';

/** The headline of a career: where it stands and who sails it (the seeds in it are secret: see secrets.ts). */
export interface CareerHeadline {
  step: Step;
  uboatType: string | null;
  uboatId: string | null;
  kommandant: string | null;
  date: string | null;
  base: string | null;
  patrolsCompleted: number;
  tonnage: number;
  seedCommitment: string | null;
  playerSeed: string | null;
}

export function headlineOf(state: CareerState): CareerHeadline {
  const career = state.career;
  return {
    step: state.step,
    uboatType: career?.uboatType ?? null,
    uboatId: career?.uboatId ?? null,
    kommandant: career?.kommandant ?? null,
    date: career?.date ?? null,
    base: career?.base ?? null,
    patrolsCompleted: state.patrolsCompleted,
    tonnage: state.tonnage,
    seedCommitment: career?.seedCommitment ?? null,
    playerSeed: career?.playerSeed ?? null,
  };
}
