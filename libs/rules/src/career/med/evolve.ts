import { stateWith } from '../model/copies';
import type { CareerState } from '../model/state';
import type { MedCareer, MedEvent, MedPatrol } from '../model/med';
import { encounterStep } from './travel';

/** Folds a Beneath the Med event into the state (CareerState.med). */
export function evolveMed(state: CareerState, event: MedEvent): CareerState {
  switch (event.type) {
    case 'MedCareerStarted': {
      const d = event.data;
      const med: MedCareer = {
        campaign: d.campaign,
        chartPack: d.chartPack,
        boatClass: d.boatClass,
        boatName: d.boatName,
        comandante: d.comandante,
        date: d.startDate,
        endDate: d.endDate,
        seedCommitment: d.seedCommitment,
        playerSeed: d.playerSeed,
        base: d.base,
        fromItaly: d.firstPatrolFromItaly,
        singaporeRuns: false,
        rank: d.rank,
        crewQuality: d.crewQuality,
        torpedoes: d.torpedoes,
        deckGunAmmo: d.deckGunAmmo,
        patrolsCompleted: 0,
        patrol: null,
      };
      return stateWith(state, { med, step: { kind: 'inPort' } });
    }
    case 'MedPatrolAssigned': {
      const { date: _date, rolls: _rolls, chart: _chart, request: _request, ...d } = event.data;
      const med = state.med as MedCareer;
      const patrol: MedPatrol = { ...d, boxIndex: -1, randomEventUsed: false };
      const singaporeRuns = med.singaporeRuns || d.area === 'singapore'; // 6.5
      return stateWith(state, { med: { ...med, patrol, singaporeRuns }, step: { kind: 'underway' } });
    }
    case 'MedBoxEntered':
      return withPatrol(state, { boxIndex: event.data.boxIndex });
    case 'MedEncounterRolled': {
      const used = (state.med?.patrol as MedPatrol).randomEventUsed || event.data.randomEvent;
      const next = withPatrol(state, { randomEventUsed: used });
      return stateWith(next, { step: encounterStep(event.data) ?? { kind: 'underway' } });
    }
  }
}

const withPatrol = (state: CareerState, change: Partial<MedPatrol>): CareerState => {
  const med = state.med as MedCareer;
  return stateWith(state, { med: { ...med, patrol: { ...(med.patrol as MedPatrol), ...change } } });
};
