import {
  careerOver,
  boatOf,
  careerOf,
  newCrew,
  yardBoat,
  type CareerState,
  type Crew,
  type Step,
} from '../model/state';
import { boatWith, careerWith, refitWith, serviceWith, stateWith } from '../model/copies';
import { crewProgressed } from './crew-progress';
import { careerDecorated } from './decorations';
import type { NewUBoatAssigned, PortEvent } from '../model/events-port';
import { promoted } from './promotion';
import { requestPending } from './reassignment';
import { crewRecovered, crewWithMan } from './recovery';
import type { Refit } from '../model/port';

// Folds the events between two patrols (refit.ts) and the deck-gun check before one (10.11.8).

const fresh = { wound: 'none', expert: false } as const;

/** The state with the refit moved past the event's stage (and the career or boat changed). */
function refitted(state: CareerState, change: Partial<CareerState>, port: Partial<Refit>): CareerState {
  const next = stateWith(stateWith(state, change), { port: refitWith(state.port as Refit, port) });
  const ask = (next.port as Refit).stage === 'reassignment' && requestPending(next);
  return stateWith(next, { step: ask ? { kind: 'newUBoatRequest' } : { kind: 'refit' } });
}

/** 11.4: the new boat, its crew (kept, less the men still recovering, or new) and the refit it replaces. */
function newUBoat(state: CareerState, event: NewUBoatAssigned): CareerState {
  const d = event.data;
  const sailed = careerOf(state);
  const crew: Crew =
    d.crew === 'new' ? newCrew() : d.replaced.reduce((c, box) => crewWithMan(c, box, fresh), sailed.crew);
  const career = careerWith(sailed, {
    uboatType: d.uboatType,
    uboatId: null,
    base: d.base,
    permanentAssignment: null, // 11.4
    crew,
  });
  const boat = boatWith(boatOf(state), {
    hullDamage: 0,
    flooding: 0,
    hullHoled: false,
    damagedSystems: [],
    inoperativeSystems: [],
    fittings: d.fittings,
  });
  return refitted(
    state,
    { career, boat },
    { stage: 'fittings', months: d.months, newUBoat: null, newBoatAssigned: true },
  );
}

/** Folds one event of the refit (or the deck-gun check) into the state. */
export function evolvePort(state: CareerState, event: PortEvent): CareerState {
  const career = careerOf(state);
  const port = state.port as Refit;
  switch (event.type) {
    case 'BoatReturned': {
      const d = event.data;
      const service = career.service;
      const med = d.permanentAssignment === 'mediterranean' && port.patrol.area === 'mediterranean';
      const next = careerWith(career, {
        base: d.base,
        permanentAssignment: d.permanentAssignment,
        mediterraneanPatrols: career.mediterraneanPatrols + (med ? 1 : 0),
        decorations: {
          ...career.decorations,
          knightsCrossBarred: career.decorations.knightsCrossBarred || d.relief !== null,
        },
        service: serviceWith(service, {
          successfulPatrols: service.successfulPatrols + (d.success ? 1 : 0),
          failedPatrolsInARow: d.success ? 0 : service.failedPatrolsInARow + 1,
          period: {
            shipsSunk: service.period.shipsSunk + port.patrol.shipsSunk,
            failedPatrols: service.period.failedPatrols + (d.success ? 0 : 1),
            knightsCross: service.period.knightsCross,
          },
          invasionTargetDeclined: false,
        }),
      });
      if (d.relief?.relieved)
        return stateWith(state, {
          career: next,
          port: null,
          step: careerOver(
            'relieved',
            '7.4.3',
            'relieved of command: a target declined on an Invasion patrol',
          ),
        });
      return refitted(state, { career: next }, { stage: 'length', returned: d.returned });
    }
    case 'RefitMonthsSet': {
      const { newUBoat, airRaids, months } = event.data;
      const destroyed = airRaids.some((r) => r.outcome === 'boatDestroyed');
      const reason = port.newUBoat ?? (newUBoat ? 'wrecked' : destroyed ? 'airRaid' : null);
      return refitted(state, {}, { stage: 'recovery', months, newUBoat: reason });
    }
    case 'CrewRecovered': {
      const { kommandant, crew, newCrew: fresh } = event.data;
      const recovering = crew
        .filter((r) => !r.replaced && r.months > 0)
        .map((r) => ({ box: r.box, months: r.months }));
      const replaced = crew.filter((r) => r.replaced).map((r) => r.box);
      const newUBoat = fresh && port.newUBoat !== 'crewRescued' ? 'kommandantRecovery' : port.newUBoat;
      return refitted(
        state,
        { career: careerWith(career, { crew: crewRecovered(career.crew, event) }) },
        { stage: 'crew', kommandantRecovery: kommandant?.months ?? 0, recovering, replaced, newUBoat },
      );
    }
    case 'CrewProgressed': {
      const crew = crewProgressed(career.crew, event, port.replaced.includes('firstWatchOfficer'));
      const dropped = event.data.quality?.rule === '11.1.4'; // the count starts again
      const service = dropped ? serviceWith(career.service, { failedPatrolsInARow: 0 }) : career.service;
      return refitted(state, { career: careerWith(career, { crew, service }) }, { stage: 'promotion' });
    }
    case 'PromotionRolled':
      return refitted(state, { career: promoted(career, event) }, { stage: 'decorations' });
    case 'DecorationsAwarded':
      return refitted(
        state,
        { career: careerDecorated(career, state.tonnage, event) },
        { stage: 'reassignment' },
      );
    case 'NewUBoatRequested': {
      const service = serviceWith(career.service, { newUBoatRequests: career.service.newUBoatRequests - 1 });
      return refitted(state, { career: careerWith(career, { service }) }, { stage: 'fittings' });
    }
    case 'NewUBoatRequestKept':
      return refitted(state, {}, { stage: 'fittings' });
    case 'NewUBoatAssigned':
      return newUBoat(state, event);
    case 'BoatRefitted': {
      const d = event.data;
      return refitted(
        state,
        { career: careerWith(career, { uboatType: d.uboatType }), boat: yardBoat(d) },
        { stage: 'complete' },
      );
    }
    case 'RefitCompleted': {
      const { nextPatrol, end } = event.data;
      const date = nextPatrol > career.date ? nextPatrol : career.date; // the calendar only moves forward
      const step: Step =
        end === 'warOver'
          ? careerOver(
              'warOver',
              '5.1.2',
              `the next patrol would start in ${nextPatrol}, after the last of the war`,
            )
          : end === 'endDate'
            ? careerOver(
                'endDate',
                '5.1',
                `the next patrol would start in ${nextPatrol}, after the agreed end date`,
              )
            : { kind: 'inPort' };
      return stateWith(state, { career: careerWith(career, { date }), port: null, step });
    }
    case 'PatrolRequested':
      return state;
    case 'DeckGunChecked': {
      const { removed, deckGunAmmo } = event.data;
      const boat = boatOf(state);
      return stateWith(state, {
        boat: boatWith(boat, { deckGunAmmo, fittings: { ...boat.fittings, deckGunRemoved: removed } }),
      });
    }
  }
}
