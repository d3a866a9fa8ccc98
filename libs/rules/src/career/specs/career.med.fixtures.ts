import type { MedClass } from '../../campaigns/beneath-the-med';
import type { YearMonth } from '../../charts';
import { commitment } from '../../dice';
import type { MedCareerStarted, MedPatrolAssigned } from '../model/med';
import type { CareerCommand } from '../model/commands';
import type { CareerEvent } from '../model/events';
import { SERVER_SEED, spec } from './career.fixtures';

/** StartCareer for a Beneath the Med career (4.0). */
export const startInTheMed = (
  boatClass: MedClass = 'Adua',
  startDate: YearMonth = '1940-06',
  g7e = 0,
): CareerCommand => ({
  type: 'StartCareer',
  data: {
    uboatType: boatClass,
    startDate,
    kommandant: 'C.C. Prova',
    seedCommitment: commitment(SERVER_SEED),
    playerSeed: 'player',
    torpedoSwaps: g7e,
    campaign: 'beneath-the-med',
  },
});

/** The MedCareerStarted a start command produces on these dice (1d10 base roll, 1d6 rank then G7e rolls). */
export const startedInTheMed = (
  boatClass: MedClass,
  startDate: YearMonth,
  dice: { '1d10'?: number[]; '1d6'?: number[] },
): MedCareerStarted =>
  spec.given([]).when(startInTheMed(boatClass, startDate), dice).thenEvents()[0] as MedCareerStarted;

/** The patrol assigned to the career of `given` on the 2d6 faces (each pair one roll). */
export const assignedInTheMed = (
  given: readonly CareerEvent[],
  ...twoD6: [number, number][]
): MedPatrolAssigned =>
  spec
    .given(given)
    .when({ type: 'AssignPatrol', data: {} }, { '2d6': twoD6 })
    .thenEvents()[0] as MedPatrolAssigned;
