import type { ServiceRecord } from './service';
import type { Refit } from './port';
import type { OptionalRulesState } from './optional-state';
import type {
  AirCombat,
  Boat,
  Career,
  CareerRandomEvents,
  CareerState,
  Crew,
  Encounter,
  EscortHunt,
  Patrol,
  Step,
  TargetShip,
} from './state';
import type { CampaignId } from '../../campaigns';

// Copies with changes for evolve, field by field (in creation order). V8 (Node 20) builds a literal some 10-50×
// faster than it spreads an object that was itself made by a spread, and evolve copies the state for every event.

export const stateWith = <C extends CampaignId = 'the-hunted'>(
  s: CareerState<C>,
  change: Partial<CareerState<C>>,
): CareerState<C> =>
  Object.assign(
    {
      step: s.step,
      career: s.career,
      boat: s.boat,
      patrol: s.patrol,
      encounter: s.encounter,
      air: s.air,
      tonnage: s.tonnage,
      theoreticalTonnage: s.theoreticalTonnage,
      patrolsCompleted: s.patrolsCompleted,
      port: s.port,
      optional: s.optional,
      tanker: s.tanker,
    },
    change,
  );

/** The state with its patrol changed. */
export const withPatrol = (state: CareerState, change: Partial<Patrol>): CareerState =>
  stateWith(state, { patrol: patrolWith(state.patrol as Patrol, change) });

/** The state with its encounter changed, and the next step if given. */
export function withEncounter(state: CareerState, change: Partial<Encounter>, step?: Step): CareerState {
  const encounter = encounterWith(state.encounter as Encounter, change);
  return stateWith(state, step ? { encounter, step } : { encounter });
}

export const patrolWith = (p: Patrol, change: Partial<Patrol>): Patrol =>
  Object.assign(
    {
      number: p.number,
      area: p.area,
      routeId: p.routeId,
      boxes: p.boxes,
      boxIndex: p.boxIndex,
      rollsLeft: p.rollsLeft,
      wolfpack: p.wolfpack,
      mission: p.mission,
      posture: p.posture,
      randomEventUsed: p.randomEventUsed,
      doctorTreated: p.doctorTreated,
      kommandantWounds: p.kommandantWounds,
      randomEvents: p.randomEvents,
      shipsSunk: p.shipsSunk,
      rebaseTo: p.rebaseTo,
      kiteDeployed: p.kiteDeployed,
      kiteLost: p.kiteLost,
      missionAccomplished: p.missionAccomplished,
      combatRoundsInBox: p.combatRoundsInBox,
      abort: p.abort,
    },
    change,
  );

export const boatWith = (b: Boat, change: Partial<Boat>): Boat =>
  Object.assign(
    {
      torpedoes: b.torpedoes,
      deckGunAmmo: b.deckGunAmmo,
      hullDamage: b.hullDamage,
      flooding: b.flooding,
      hullHoled: b.hullHoled,
      damagedSystems: b.damagedSystems,
      inoperativeSystems: b.inoperativeSystems,
      boldDecoys: b.boldDecoys,
      fittings: b.fittings,
    },
    change,
  );

const encounterWith = (e: Encounter, change: Partial<Encounter>): Encounter =>
  Object.assign(
    {
      kind: e.kind,
      ships: e.ships,
      escorted: e.escorted,
      timeOfDay: e.timeOfDay,
      nightSwitchTried: e.nightSwitchTried,
      approach: e.approach,
      firedThisRound: e.firedThisRound,
      g7aByDay: e.g7aByDay,
      bothEnds: e.bothEnds,
      escortTarget: e.escortTarget,
      hunt: e.hunt,
      additionalRoundChain: e.additionalRoundChain,
      submarine: e.submarine,
      periscopeChecked: e.periscopeChecked,
    },
    change,
  );

export const huntWith = (h: EscortHunt, change: Partial<EscortHunt>): EscortHunt =>
  Object.assign(
    {
      origin: h.origin,
      detectionRolls: h.detectionRolls,
      previouslyDetected: h.previouslyDetected,
      aircraftSpotted: h.aircraftSpotted,
      lastRoll12: h.lastRoll12,
      attackDue: h.attackDue,
      hitsToRoll: h.hitsToRoll,
      floodingThisRound: h.floodingThisRound,
      boldUsed: h.boldUsed,
    },
    change,
  );

export const airWith = (a: AirCombat, change: Partial<AirCombat>): AirCombat =>
  Object.assign(
    {
      next: a.next,
      round: a.round,
      weapon: a.weapon,
      attacksDue: a.attacksDue,
      maxAttacks: a.maxAttacks,
      attacksMade: a.attacksMade,
      aircraft: a.aircraft,
      hitsToRoll: a.hitsToRoll,
      staySurfacedRule: a.staySurfacedRule,
      stayedSurfaced: a.stayedSurfaced,
      floodingThisRound: a.floodingThisRound,
      escortsArrive: a.escortsArrive,
      escortsAfterFlakMiss: a.escortsAfterFlakMiss,
      additionalRoundChain: a.additionalRoundChain,
    },
    change,
  );

/** A target ship without the rolls that identified it. */
export const targetShip = (s: TargetShip): TargetShip => ({
  type: s.type,
  name: s.name,
  tonnage: s.tonnage,
  sinkPoints: s.sinkPoints,
  damage: s.damage,
  fast: s.fast,
});

export const careerWith = (c: Career, change: Partial<Career>): Career =>
  Object.assign(
    {
      uboatType: c.uboatType,
      uboatId: c.uboatId,
      kommandant: c.kommandant,
      date: c.date,
      base: c.base,
      seedCommitment: c.seedCommitment,
      playerSeed: c.playerSeed,
      options: c.options,
      chartPack: c.chartPack,
      campaign: c.campaign,
      permanentAssignment: c.permanentAssignment,
      mediterraneanPatrols: c.mediterraneanPatrols,
      decorations: c.decorations,
      service: c.service,
      endDate: c.endDate,
      rank: c.rank,
      crew: c.crew,
      boatCaptured: c.boatCaptured,
      randomEvents: c.randomEvents,
    },
    change,
  );

/** The state with its career changed. */
export const withCareer = (state: CareerState, change: Partial<Career>): CareerState =>
  stateWith(state, { career: careerWith(state.career as Career, change) });

export const crewWith = (c: Crew, change: Partial<Crew>): Crew =>
  Object.assign(
    {
      quality: c.quality,
      kommandant: c.kommandant,
      firstWatchOfficer: c.firstWatchOfficer,
      secondWatchOfficer: c.secondWatchOfficer,
      engineer: c.engineer,
      doctor: c.doctor,
      abwehrAgent: c.abwehrAgent,
      generic: c.generic,
    },
    change,
  );

export const serviceWith = (s: ServiceRecord, change: Partial<ServiceRecord>): ServiceRecord =>
  Object.assign(
    {
      successfulPatrols: s.successfulPatrols,
      failedPatrolsInARow: s.failedPatrolsInARow,
      startDate: s.startDate,
      promotionDue: s.promotionDue,
      period: s.period,
      finalPromotionRolled: s.finalPromotionRolled,
      tonnageAtLastGrade: s.tonnageAtLastGrade,
      capitalShipsThisPatrol: s.capitalShipsThisPatrol,
      capitalShipsSunk: s.capitalShipsSunk,
      gradeWonThisPatrol: s.gradeWonThisPatrol,
      invasionTargetDeclined: s.invasionTargetDeclined,
      newUBoatRequests: s.newUBoatRequests,
    },
    change,
  );

export const randomEventsWith = (
  r: CareerRandomEvents,
  change: Partial<CareerRandomEvents>,
): CareerRandomEvents =>
  Object.assign(
    {
      superiorTorpedoesPatrol: r.superiorTorpedoesPatrol,
      halsUndBeinbruch: r.halsUndBeinbruch,
      rerollReady: r.rerollReady,
      type21MonthsEarlier: r.type21MonthsEarlier,
      aceSearched: r.aceSearched,
      promotionAtNextRefit: r.promotionAtNextRefit,
    },
    change,
  );

export const refitWith = (r: Refit, change: Partial<Refit>): Refit =>
  Object.assign(
    {
      stage: r.stage,
      patrol: r.patrol,
      kommandantWounds: r.kommandantWounds,
      returned: r.returned,
      months: r.months,
      kommandantRecovery: r.kommandantRecovery,
      recovering: r.recovering,
      replaced: r.replaced,
      newUBoat: r.newUBoat,
      newBoatAssigned: r.newBoatAssigned,
    },
    change,
  );

export const optionalWith = (
  o: OptionalRulesState,
  change: Partial<OptionalRulesState>,
): OptionalRulesState =>
  Object.assign(
    {
      abilities: o.abilities,
      shipsSunk: o.shipsSunk,
      escortQuality: o.escortQuality,
      aircraftQuality: o.aircraftQuality,
      depthChargeCheck: o.depthChargeCheck,
      replenishment: o.replenishment,
      replenished: o.replenished,
      nibelung: o.nibelung,
      stragglerSingledOut: o.stragglerSingledOut,
      keenJudgementUsed: o.keenJudgementUsed,
      wolfpackName: o.wolfpackName,
      flotilla: o.flotilla,
      wolfpack: o.wolfpack,
    },
    change,
  );
