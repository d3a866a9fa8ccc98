import { missionSuccess } from './missions';
import { MED_PORT, type MedCrewAdvance } from '../../campaigns/beneath-the-med';
import { addMonths } from '../common/months';
import { stateWith } from '../model/copies';
import type { AnyCareerEvent } from '../model/events';
import type { MedPortEvent } from '../model/events-med-port';
import type { MedCareer, MedPatrol } from '../model/med';
import { afterRecovery } from './recovery';
import type { MedAwards, MedRefit, MedService } from '../model/med-port';
import { careerOver, type MedState } from '../model/state';
import type { YearMonth } from '../../charts';

// Folds Beneath the Med's return to port and refit (med/refit.ts, awards.ts, promotion.ts, crew-advance.ts).

const MED_PORT_TYPES: ReadonlySet<string> = new Set<MedPortEvent['type']>([
  'MedBoatReturned',
  'MedCrewAdvanceChosen',
  'MedDecorationsAwarded',
  'MedPromotionRolled',
  'MedRefitCompleted',
  'MedTorpedoesLoaded',
  'MedNewBoatAssigned',
]);

export const isMedPortEvent = (event: AnyCareerEvent): event is MedPortEvent =>
  MED_PORT_TYPES.has(event.type);

/** A career's service record at its start (7.9.2: the first roll 12 months on). */
export const newMedService = (startDate: YearMonth): MedService => ({
  successfulPatrols: 0,
  failedPatrolsInARow: 0,
  startDate,
  promotionDue: addMonths(startDate, MED_PORT.promotion.everyMonths.value),
  finalPromotionRolled: false,
  period: { shipsSunk: 0, failedPatrols: 0 },
  bronzeUsed: false,
  tonnageAwards: [],
  missionsAccomplished: 0,
  newSubMarkers: 0,
});

const careerOf = (state: MedState): MedCareer => state.career as MedCareer;

const withCareer = (state: MedState, change: Partial<MedCareer>): MedState =>
  stateWith(state, { career: { ...careerOf(state), ...change } });
const withService = (career: MedCareer, change: Partial<MedService>): MedService => ({
  ...career.service,
  ...change,
});
const atStage = (career: MedCareer, stage: MedRefit['stage']): MedRefit => ({
  ...(career.refit as MedRefit),
  stage,
});

export function evolveMedPort(state: MedState, event: MedPortEvent): MedState {
  const career = careerOf(state);
  switch (event.type) {
    case 'MedBoatReturned':
      return boatReturned(state, event.data);
    case 'MedCrewAdvanceChosen': {
      const { advance, quality } = event.data;
      return stateWith(
        withCareer(state, {
          crewSkills: advance === 'crewLevelUp' ? career.crewSkills : [...career.crewSkills, advance],
          crewQuality: quality?.to ?? career.crewQuality,
        }),
        { step: { kind: 'refit' } },
      );
    }
    case 'MedDecorationsAwarded': {
      const { awards: given, tonnageMet } = event.data;
      const awards: Record<string, number> = { ...career.awards };
      for (const { award } of given) awards[award] = (awards[award] ?? 0) + 1;
      const missions = given.some((a) => a.rule === '7.8.6') ? 1 : 0;
      const golds = given.filter((a) => a.award === 'goldMedal').length; // 7.8.9: a "New Sub" marker each
      const service = withService(career, {
        newSubMarkers: career.service.newSubMarkers + golds,
        tonnageAwards: [...career.service.tonnageAwards, ...tonnageMet],
        missionsAccomplished: career.service.missionsAccomplished + missions,
      });
      return withCareer(state, { awards: awards as MedAwards, service, refit: atStage(career, 'promotion') });
    }
    case 'MedPromotionRolled': {
      const { rank, nextDue, reason } = event.data;
      const service = withService(career, {
        promotionDue: nextDue,
        period: { shipsSunk: 0, failedPatrols: 0 },
        finalPromotionRolled: career.service.finalPromotionRolled || reason === 'final',
      });
      return withCareer(state, { rank, service, refit: atStage(career, 'complete') });
    }
    case 'MedRefitCompleted': {
      const { nextPatrol, end, torpedoes, deckGunAmmo, g7eOffered } = event.data;
      const newBoat = career.refit?.newBoat?.rule ?? null; // 8.0: the new boat of his class, loaded by its board
      const next = withCareer(state, {
        date: nextPatrol,
        torpedoes,
        deckGunAmmo,
        refit: null,
        newBoat,
        conningTowerRebuilt: career.conningTowerRebuilt || newBoat !== null, // 7.5.9.3: a boat received now
      });
      if (end === null) return stateWith(next, { step: { kind: g7eOffered ? 'torpedoLoading' : 'inPort' } });
      const detail = end === 'warOver' ? 'no patrol starts after 8/43' : 'the agreed end date';
      return stateWith(next, { step: careerOver(end, end === 'warOver' ? '5.1.2' : '5.1', detail) });
    }
    case 'MedTorpedoesLoaded': // 4.5 step 3
      return stateWith(withCareer(state, { torpedoes: event.data.torpedoes }), { step: { kind: 'inPort' } });
    case 'MedNewBoatAssigned': {
      const { uboatType, nextPatrol, markersLeft, torpedoes, deckGunAmmo, g7eOffered } = event.data;
      const next = withCareer(state, {
        uboatType,
        date: nextPatrol,
        torpedoes,
        deckGunAmmo,
        conningTowerRebuilt: true, // 7.5.9.3: a boat received after 9/40 never needs it
        service: withService(career, { newSubMarkers: markersLeft }),
        newBoat: null, // 8.1, 8.2: the refit's boat given up for this one
      });
      return stateWith(next, { step: { kind: g7eOffered ? 'torpedoLoading' : 'inPort' } });
    }
  }
}

/**
 * 8.1 (004 L2483-2485): a new crew, trained, "without special skills for the other members of the crew" (every man
 * fit, 7.5.7): the Comandante keeps his own, the Charisma (7.7.1 #7); the failures in a row were the old crew's.
 */
const COMANDANTE_SKILLS: readonly MedCrewAdvance[] = ['charisma'];
const newCrew = (career: MedCareer): Partial<MedCareer> => ({
  crewQuality: MED_PORT.reassignment.newCrew.value,
  crewSkills: career.crewSkills.filter((s) => COMANDANTE_SKILLS.includes(s)),
  service: { ...career.service, failedPatrolsInARow: 0 },
});

/** 6.1 step 3: in base, the patrol over; the refit, the crew and the service record as the patrol left them. */
function boatReturned(
  state: MedState,
  d: Extract<MedPortEvent, { type: 'MedBoatReturned' }>['data'],
): MedState {
  const career = careerOf(state);
  const patrol = state.patrol as MedPatrol;
  const slcCapitalShips = patrol.slc?.capitalShipsSunk ?? []; // 7.8.1: an S.L.C. mission's capital ships
  const tally = { ...patrol.tally, missionAccomplished: missionSuccess(patrol) === true, slcCapitalShips }; // 6.7.7
  const s = career.service;
  const service = withService(career, {
    successfulPatrols: s.successfulPatrols + (d.success ? 1 : 0),
    failedPatrolsInARow: d.success ? 0 : s.failedPatrolsInARow + 1,
    bronzeUsed: s.bronzeUsed || d.successBy === 'bronzeMedal',
    period: {
      ...s.period,
      shipsSunk: s.period.shipsSunk + tally.sunk.length,
      failedPatrols: s.period.failedPatrols + (d.success ? 0 : 1),
    },
  });
  const refit: MedRefit = {
    stage: 'awards',
    patrol: d.patrol,
    success: d.success,
    returned: d.returned,
    // 7.5.6: ashore with the refit; 8.0: the new boat's month instead
    months: d.newBoat?.months ?? Math.max(d.refit.months, d.recovery?.comandante?.months ?? 0),
    tally,
    newBoat: d.newBoat ?? null,
  };
  const recovered = {
    ...(d.recovery ? afterRecovery(career, d.recovery) : {}),
    ...(d.newBoat?.crew === 'new' ? newCrew({ ...career, service }) : {}), // 8.1
  };
  const skills = recovered.crewSkills ?? career.crewSkills;
  const next = withCareer(state, {
    base: d.base,
    fromItaly: false, // 6.4: only the first patrol sails from Italy
    conningTowerRebuilt: career.conningTowerRebuilt || d.conningTower?.rebuilt === true,
    ...recovered,
    crewSkills: d.secondoLeaves?.leaves ? skills.filter((c) => c !== 'secondoExpert') : skills,
    crewQuality: recovered.crewQuality ?? d.quality?.to ?? career.crewQuality,
    service: recovered.service ?? service,
    refit,
  });
  return stateWith(next, {
    patrol: null,
    encounter: null,
    patrolsCompleted: state.patrolsCompleted + 1,
    step: d.advanceDue ? { kind: 'crewAdvance' } : { kind: 'refit' },
  });
}
