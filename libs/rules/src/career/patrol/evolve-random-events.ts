import { applyHit } from '../common/air';
import {
  careerOver,
  boatOf,
  careerOf,
  newEncounter,
  patrolOf,
  type CareerRandomEvents,
  type CareerState,
  type Crew,
  type Patrol,
  type PatrolRandomEvents,
} from '../model/state';
import { randomEventsWith, stateWith, withCareer, withPatrol } from '../model/copies';
import { endEncounter } from '../damage/encounter-end';
import { scuttling } from '../damage/scuttle';
import type {
  CrewWound,
  OfficerLost,
  RandomEventEvent,
  RandomEventOutcome,
  RandomEventResolved,
} from '../model/events-random';

// The bookkeeping of random events (12.0-12.1): how each of their events changes the career, pure and total like
// evolve. The rolls are made in random-events.ts and hals-und-beinbruch.ts.

const withRandomEvents = (state: CareerState, change: Partial<CareerRandomEvents>): CareerState => {
  return withCareer(state, { randomEvents: randomEventsWith(careerOf(state).randomEvents, change) });
};

const withPatrolEvents = (
  state: CareerState,
  change: Partial<Patrol>,
  events: Partial<PatrolRandomEvents> = {},
) => withPatrol(state, { ...change, randomEvents: { ...patrolOf(state).randomEvents, ...events } });

export function evolveRandomEvent(state: CareerState, event: RandomEventEvent): CareerState {
  switch (event.type) {
    case 'RandomEventRolled':
      // 12.1.6, Q-34: whatever the event, the boat goes on to the next box; an x2/x3 box's other rolls are skipped.
      return withPatrolEvents(state, { rollsLeft: 0 }, { rolled: true });
    case 'MinefieldRolled': // Beneath the Med's (9.2, D65), folded by career/med
      return state;
    case 'RandomEventIgnored':
      return endEncounter(withPatrol(state, { randomEventUsed: false })); // 12.1.5: the trigger re-arms
    case 'RandomEventResolved':
      return afterEvent(applyOutcome(state, event.data.outcome), event.data);
    case 'Type21ProductionAdvanced':
      return withRandomEvents(state, { type21MonthsEarlier: event.data.monthsEarlier });
    case 'RandomEventTokenUsed':
      return withRandomEvents(state, {
        halsUndBeinbruch: careerOf(state).randomEvents.halsUndBeinbruch - 1,
        rerollReady: true,
      });
    case 'DiceRerolled':
      return withRandomEvents(state, { rerollReady: false });
  }
}

const withCrew = (state: CareerState, crew: Crew): CareerState => withCareer(state, { crew });

function woundCrew(crew: Crew, wounds: readonly CrewWound[]): Crew {
  let next = crew;
  for (const { box, index, wound } of wounds) {
    if (box === 'generic') next = { ...next, generic: next.generic.map((w, i) => (i === index ? wound : w)) };
    else if (box === 'abwehrAgent')
      next = { ...next, abwehrAgent: { expert: false, ...next.abwehrAgent, wound } };
    else next = { ...next, [box]: { ...next[box], wound } };
  }
  return next;
}

const kill = (state: CareerState, officer: OfficerLost) =>
  withCrew(state, woundCrew(careerOf(state).crew, [{ box: officer, index: null, wound: 'killed' }]));

function applyOutcome(state: CareerState, outcome: RandomEventOutcome): CareerState {
  switch (outcome.kind) {
    case 'officerKilled':
      return kill(state, outcome.officer);
    case 'repair':
      return outcome.system === 'periscope' && !outcome.repaired
        ? withPatrolEvents(state, {}, { periscopeFailed: true })
        : state;
    case 'token':
      return outcome.token === 'superiorTorpedoes'
        ? withRandomEvents(state, { superiorTorpedoesPatrol: patrolOf(state).number })
        : withRandomEvents(state, { halsUndBeinbruch: careerOf(state).randomEvents.halsUndBeinbruch + 1 });
    case 'damage':
      return stateWith(state, { boat: outcome.hits.reduce(applyHit, boatOf(state)) });
    case 'noEncounters': {
      const quiet = withPatrolEvents(state, {}, { quietAfter: patrolOf(state).boxIndex });
      return outcome.officerKilled ? kill(quiet, outcome.officerKilled) : quiet;
    }
    case 'wounds':
      return withCrew(state, woundCrew(careerOf(state).crew, outcome.wounds));
    case 'aceSearch':
      return withRandomEvents(state, { aceSearched: true, promotionAtNextRefit: outcome.recovered });
    case 'submarine':
    case 'boxLost':
    case 'milchkuh':
      return state;
  }
}

const killedOfficer = (outcome: RandomEventOutcome): OfficerLost | null =>
  outcome.kind === 'officerKilled'
    ? outcome.officer
    : outcome.kind === 'noEncounters'
      ? outcome.officerKilled
      : null;

/** What follows the event: the career's end, scuttling, the 9.9 procedure, or the patrol (repairs first, 10.8). */
function afterEvent(state: CareerState, d: RandomEventResolved['data']): CareerState {
  const { outcome } = d;
  if (killedOfficer(outcome) === 'kommandant')
    return stateWith(state, {
      step: careerOver('kommandantKilled', '12.1', `the Kommandant was lost: ${d.event}`),
    });
  if (outcome.kind === 'damage' && outcome.sunk)
    return stateWith(state, { step: careerOver('sunk', '12.1', `U-boat sunk: ${d.event}`) });
  if (outcome.kind === 'damage' && outcome.hits.some((h) => h.forcedToSurface))
    return stateWith(state, { step: scuttling('10.1.2', 'forced to surface: the flooding track is full') });
  if (outcome.kind === 'submarine')
    return stateWith(state, { encounter: newEncounter('submarine'), step: { kind: 'identifying' } });
  // E-SURPRISE, E-MINEFIELD: not a combat round, so no additional flooding check; damage control follows (10.8).
  // E-R-ABORT: an event that aborts the patrol is followed by PatrolAborted (random-events.ts).
  return endEncounter(state);
}
