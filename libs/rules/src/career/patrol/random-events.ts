import type { ChartPack, RandomEvent, RandomEventId, RollTable, RouteBox, YearMonth } from '../../charts';
import type { DiceSource } from '../../dice';
import { forcedAbort } from '../damage/abort';
import { applyHit } from '../common/air';
import { monthsBefore } from '../port/calendar';
import { injuries } from '../damage/crew-injuries';
import { engineerModifiers } from '../damage/flooding';
import type { CareerEvent } from '../model/events';
import type { DamageEvent, PatrolAborted, UBoatHit } from '../model/events-damage';
import { evolveDamage } from '../damage/evolve-damage';
import { evolveRandomEvent } from './evolve-random-events';
import type { ReplenishmentChanceRolled } from '../model/events-options';
import type {
  CrewWound,
  OfficerLost,
  RandomEventChartId,
  RandomEventEvent,
  RandomEventIgnored,
  RandomEventOutcome,
  RandomEventResolved,
  RandomEventRolled,
  Type21ProductionAdvanced,
} from '../model/events-random';
import { rollOn, type AppliedModifier, type RecordedRoll } from '../model/rolls';
import {
  boardOf,
  boatOf,
  boxOf,
  careerOf,
  patrolOf,
  type CareerState,
  type Crew,
  type Patrol,
  type Wound,
} from '../model/state';
import { rollHit } from '../damage/uboat-damage';

// Random events (12.0-12.1): the [R1] roll ([R2] as an option) on the first unmodified 12 of a patrol, whether the
// event can happen here (12.1.4), and its effect. The bookkeeping is in evolve-random-events.ts.

/** The optional rules read here: [R2] for [R1] (E-R2), and 14.11. */
const alternativeTable = (state: CareerState) => careerOf(state).options.alternativeRandomEvents === true;
const type21Advances = (state: CareerState) => careerOf(state).options.typeXXIProductionAdvance === true;

const TYPE21_EARLIEST: YearMonth = '1944-09'; // never before 9/44 (the log sheet's first box)
const TEN_HITS = 10; // [R1] 10, [R2] 7: "subisce 10 colpi"

/** 12.0-12.1: one automatic step: the roll, 14.11, then the event resolved or ignored. */
export function randomEventStep(state: CareerState, dice: DiceSource, charts: ChartPack): CareerEvent[] {
  const chart: RandomEventChartId = alternativeTable(state) ? 'R2' : 'R1';
  const { roll, result } = rollOn(dice, charts[chart], chart, { purpose: 'random event', rule: '12.1.1' });
  const advance = type21Advance(state, charts);
  const resolution = resolve(state, chart, result, dice, charts);
  const rolled: RandomEventRolled = { type: 'RandomEventRolled', data: { chart, roll, event: result.event } };
  const events: RandomEventEvent[] = [rolled, ...(advance ? [advance] : []), resolution];
  const injured = crewInjuries(state, resolution, dice, charts);
  return [
    ...events,
    ...injured,
    ...abortAfter(injured.reduce(evolveDamage, events.reduce(evolveRandomEvent, state)), resolution),
    ...(resolution.type === 'RandomEventResolved' && resolution.data.outcome.kind === 'milchkuh'
      ? [MILK_COW]
      : []),
  ];
}

/** 10.9, E-R-ABORT: the event aborts the patrol (a failed gyrocompass, spoiled food, a rescued pilot). */
function abortAfter(state: CareerState, r: Resolution): PatrolAborted[] {
  const atSea = state.step.kind === 'underway' || state.step.kind === 'repairing';
  if (r.type !== 'RandomEventResolved' || !r.data.abortPatrol || !atSea || patrolOf(state).abort) return [];
  return [forcedAbort(state, 'randomEvent')];
}

/** [R2] 15: the milk cow is there; the Kommandant may take the 14.9 replenishment (14.9.5). */
const MILK_COW: ReplenishmentChanceRolled = {
  type: 'ReplenishmentChanceRolled',
  data: { roll: null, possible: true },
};

/** 10.6.1: the crew injuries of the hits, and the one of an aircraft out of the sun (E-SURPRISE), rolled at once. */
function crewInjuries(state: CareerState, r: Resolution, dice: DiceSource, charts: ChartPack): DamageEvent[] {
  if (r.type !== 'RandomEventResolved' || r.data.outcome.kind !== 'damage' || r.data.outcome.sunk) return [];
  const extra = r.data.event === 'caughtBySurprise' ? 1 : 0;
  const n = r.data.outcome.hits.reduce((sum, h) => sum + h.crewInjuries, extra);
  return injuries(state, n, { rule: '12.1', lightWoundOnly: false }, dice, charts).events;
}

/** 12.1.3, [R1] 5: +1 on the boat's [U2] dud rolls for the rest of the patrol the token came in. */
export function superiorTorpedoes(state: CareerState, charts: ChartPack): AppliedModifier[] {
  const patrol = state.career?.randomEvents.superiorTorpedoesPatrol;
  if (patrol === null || patrol === undefined || patrol !== state.patrol?.number) return [];
  return charts.U2.modifiers.map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '12.1.3' }));
}

/** Optional 14.11: the first random-event roll of each patrol brings the Type XXI a month earlier. */
function type21Advance(state: CareerState, charts: ChartPack): Type21ProductionAdvanced | null {
  if (!type21Advances(state) || patrolOf(state).randomEvents.rolled) return null;
  const monthsEarlier = careerOf(state).randomEvents.type21MonthsEarlier + 1;
  // 4.2.2: read by the reassignment rules (port/reassignment.ts inService).
  const availableFrom = monthsBefore(boardOf(charts, 'XXI').identity.available.value, monthsEarlier);
  if (availableFrom < TYPE21_EARLIEST) return null;
  return { type: 'Type21ProductionAdvanced', data: { monthsEarlier, availableFrom } };
}

type Resolution = RandomEventIgnored | RandomEventResolved;

/** The event aborts the patrol (10.9), unless it is being aborted already. */
const mustAbort = (state: CareerState, abort: boolean) => abort && patrolOf(state).abort === null;

const ignored = (event: RandomEventId, reason: string, rolls: RecordedRoll[] = []): RandomEventIgnored => ({
  type: 'RandomEventIgnored',
  data: { event, reason, rolls },
});
const resolved = (
  event: RandomEventId,
  outcome: RandomEventOutcome,
  rolls: RecordedRoll[] = [],
  abortPatrol = false,
): RandomEventResolved => ({ type: 'RandomEventResolved', data: { event, rolls, outcome, abortPatrol } });

/** A sub-roll of the event, as the chart prints it. */
function subRoll(
  event: RandomEvent,
  name: string,
  chart: RandomEventChartId,
  dice: DiceSource,
  modifiers: readonly AppliedModifier[] = [],
): { roll: RecordedRoll; result: string } {
  const table = event.rolls?.[name] as RollTable<string>;
  return rollOn(dice, table, `${chart} ${event.event} ${name}`, { purpose: name, rule: '12.1', modifiers });
}

/** 12.1.4, E-AREA: the areas the chart excludes are read on the patrol assignment. */
const excludedArea = (state: CareerState, event: RandomEvent) =>
  event.ignoredIn?.includes(patrolOf(state).area) ? `not on this patrol (${patrolOf(state).area})` : null;

function resolve(
  state: CareerState,
  chart: RandomEventChartId,
  event: RandomEvent,
  dice: DiceSource,
  charts: ChartPack,
): Resolution {
  const id = event.event;
  const excluded = excludedArea(state, event);
  if (excluded) return ignored(id, excluded);
  switch (id) {
    case 'manOverboard':
    case 'officerLeftOnDeck':
      return officerLost(state, chart, event, dice);
    case 'caughtBySurprise':
      return surprise(state, dice, charts);
    case 'gyrocompassFailure':
    case 'periscopeFailure':
      return repair(state, chart, event, dice, charts);
    case 'superiorTorpedoes':
    case 'halsUndBeinbruch':
      return resolved(id, { kind: 'token', token: id });
    case 'submarineEncounter':
      return resolved(id, { kind: 'submarine' }); // 9.9 follows; C-17: its initiative roll is 9.9.2's
    case 'schnorchelFailure': // E-SCHNORCHEL-EVENT
      return boatOf(state).fittings.schnorchel
        ? resolved(id, { kind: 'boxLost' })
        : ignored(id, 'no schnorchel fitted');
    case 'weatherReportingMission':
      return weather(state, id);
    case 'minefield':
      return minefield(state, chart, event, dice, charts);
    case 'heavyStorm':
      return storm(state, chart, event, dice);
    case 'looseTorpedo':
      return looseTorpedo(state, id, charts);
    case 'searchAndRescue':
      return searchAndRescue(state, chart, event, dice);
    case 'spoiledFood':
      return spoiledFood(state, id, charts);
    case 'milchkuh':
      return milchkuh(state, id, charts);
  }
}

const killed = (crew: Crew, officer: OfficerLost) => crew[officer].wound === 'killed';

/** [R1] 2, [R2] 3 and 18: 1d6 names the officer; one already KIA: the event is ignored (12.1.5). */
function officerLost(state: CareerState, chart: RandomEventChartId, event: RandomEvent, dice: DiceSource) {
  const { roll, result } = subRoll(event, 'officer', chart, dice);
  const officer = result as OfficerLost;
  if (killed(careerOf(state).crew, officer))
    return ignored(event.event, `the ${officer} is already KIA`, [roll]);
  return resolved(event.event, { kind: 'officerKilled', officer }, [roll]);
}

/** [R1] 3, [R2] 8, E-SURPRISE: one [E3] attack at +2 (9.8.2), no crash dive nor flak, and one extra crew injury. */
function surprise(state: CareerState, dice: DiceSource, charts: ChartPack): RandomEventResolved {
  const { roll, result } = rollOn(dice, charts.E3, 'E3', {
    purpose: 'aircraft out of the sun',
    rule: '12.1',
    modifiers: charts.E3.modifiers
      .filter((m) => m.id === 'aircraftVsSurfaced')
      .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '9.8.2' })),
  });
  const hits = result.uboatSunk ? [] : hitsOnE4(state, result.hits, dice, charts);
  const sunk = result.uboatSunk || hits.some((h) => h.sunk);
  return resolved('caughtBySurprise', { kind: 'damage', hits, sunk }, [roll]);
}

/** E-QUIET: leaving the box of a weather-reporting mission or storm, the next box rolls no [E1] (7.4.1 aside). */
export const quietBox = (patrol: Patrol, box: RouteBox): boolean =>
  patrol.randomEvents.quietAfter === patrol.boxIndex &&
  !(box.kind === 'missionBox' && patrol.mission !== null);

/** 9.6.11: each hit on [E4], applied at once; a sinking or a full flooding track ends the hits (10.1.2). */
function hitsOnE4(
  state: CareerState,
  count: number,
  dice: DiceSource,
  charts: ChartPack,
): UBoatHit['data'][] {
  const board = boardOf(charts, careerOf(state).uboatType);
  const hits: UBoatHit['data'][] = [];
  let boat = boatOf(state);
  while (hits.length < count) {
    const hit = rollHit(boat, board, 'normal', dice, charts).data;
    hits.push(hit);
    boat = applyHit(boat, hit);
    if (hit.sunk || hit.forcedToSurface) break;
  }
  return hits;
}

/** [R1] 4, [R2] 4 and 6: repaired on 1-2; a gyrocompass not repaired aborts the patrol at once. */
function repair(
  state: CareerState,
  chart: RandomEventChartId,
  event: RandomEvent,
  dice: DiceSource,
  charts: ChartPack,
): RandomEventResolved {
  // [E5]: the LI Experte on duty -1, the LI SW or KIA +1 (10.8.3, 10.6.3).
  const modifiers = engineerModifiers(careerOf(state).crew, charts.E5.repairModifiers, '10.8.3');
  const { roll, result } = subRoll(event, 'repair', chart, dice, modifiers);
  const repaired = result === 'repaired';
  const system = event.event === 'periscopeFailure' ? 'periscope' : 'gyrocompass';
  return resolved(
    event.event,
    { kind: 'repair', system, repaired },
    [roll],
    mustAbort(state, !repaired && system === 'gyrocompass'),
  );
}

/** E-HOMEWARD: aborting (10.9), or in a box after the patrol's last on-station box, the boat is on the way home. */
function homeward(state: CareerState): boolean {
  const patrol = patrolOf(state);
  if (patrol.abort) return true;
  const lastOnStation = patrol.boxes.map((b) => b.onStation).lastIndexOf(true);
  return lastOnStation >= 0 && patrol.boxIndex > lastOnStation;
}

/** [R1] 9, [R2] 9: no encounters in this box and the next; never homeward, nor with the radio out ([E5]). */
function weather(state: CareerState, id: RandomEventId): Resolution {
  if (homeward(state)) return ignored(id, 'on the way home');
  if (boatOf(state).damagedSystems.includes('radio')) return ignored(id, 'the radio is inoperative');
  return resolved(id, { kind: 'noEncounters', officerKilled: null });
}

/** [R2] 13: the storm, then 1d6 = 6: a wave takes the officer on watch (none if he is already KIA). */
function storm(state: CareerState, chart: RandomEventChartId, event: RandomEvent, dice: DiceSource) {
  const calm = { kind: 'noEncounters', officerKilled: null } as const;
  if (!event.rolls?.wave) return resolved(event.event, calm);
  const wave = subRoll(event, 'wave', chart, dice);
  if (wave.result !== 'officerLost') return resolved(event.event, calm, [wave.roll]);
  const officer = subRoll(event, 'officer', chart, dice);
  const lost = officer.result as OfficerLost;
  const officerKilled = killed(careerOf(state).crew, lost) ? null : lost;
  return resolved(event.event, { kind: 'noEncounters', officerKilled }, [wave.roll, officer.roll]);
}

/** [R1] 10, [R2] 7: 2d6 (+1 Veteran, +2 Elite crew): 2-4 sunk, 5 ten hits, 6+ nothing (C-18). */
function minefield(
  state: CareerState,
  chart: RandomEventChartId,
  event: RandomEvent,
  dice: DiceSource,
  charts: ChartPack,
): RandomEventResolved {
  const quality = careerOf(state).crew.quality;
  const modifiers = (event.rolls?.minefield.modifiers ?? [])
    .filter((m) => m.id === `${quality}Crew`) // the chart's veteranCrew, eliteCrew
    .map((m) => ({ id: m.id, value: m.value, rule: m.rule ?? '12.1' }));
  const { roll, result } = subRoll(event, 'minefield', chart, dice, modifiers);
  const hits = result === 'tenHits' ? hitsOnE4(state, TEN_HITS, dice, charts) : [];
  const sunk = result === 'uboatSunk' || hits.some((h) => h.sunk);
  return resolved(event.event, { kind: 'damage', hits, sunk }, [roll]);
}

const torpedoesAboard = (state: CareerState) => {
  const t = boatOf(state).torpedoes;
  return (
    [...t.bowTubes, ...t.sternTubes].some((x) => x !== null) ||
    t.forwardReloads.length + t.aftReloads.length > 0
  );
};

const SEVERITY: readonly Wound[] = ['none', 'lightlyWounded', 'severelyWounded', 'killed'];

/** 10.7.2 on [E5a], Q-07: LW + LW = SW, SW + SW = KIA, LW on SW nothing, SW on LW = SW; KIA stays KIA. */
function worsen(wound: Wound, gets: 'lightlyWounded' | 'severelyWounded', charts: ChartPack): Wound {
  if (wound === 'none' || wound === 'killed') return wound === 'none' ? gets : wound;
  return charts.E5a.accumulation.find((a) => a.has === wound && a.gets === gets)?.becomes ?? wound;
}

/** [R1] 12, [R2] 16: SW on an unwounded generic box, else on the least wounded (10.6.1 allocation, E-LOOSE). */
function looseTorpedo(state: CareerState, id: RandomEventId, charts: ChartPack): Resolution {
  if (!torpedoesAboard(state)) return ignored(id, 'no torpedoes left');
  const generic = careerOf(state).crew.generic;
  const least = Math.min(...generic.map((w) => SEVERITY.indexOf(w)));
  const index = generic.findIndex((w) => SEVERITY.indexOf(w) === least);
  const wound = worsen(generic[index], 'severelyWounded', charts);
  return resolved(id, { kind: 'wounds', wounds: [{ box: 'generic', index, wound }] });
}

const NAMED: readonly OfficerLost[] = [
  'kommandant',
  'firstWatchOfficer',
  'secondWatchOfficer',
  'engineer',
  'doctor',
];

/** [R2] 17, E-SPOILED: every box aboard LW (the agent too), and the patrol aborted; not in the first box. */
function spoiledFood(state: CareerState, id: RandomEventId, charts: ChartPack): Resolution {
  if (patrolOf(state).boxIndex === 0) return ignored(id, 'in the first outbound transit box');
  const crew = careerOf(state).crew;
  const lw = (w: Wound) => worsen(w, 'lightlyWounded', charts);
  const wounds: CrewWound[] = [
    ...NAMED.map((box) => ({ box, index: null, wound: lw(crew[box].wound) })),
    ...(crew.abwehrAgent
      ? [{ box: 'abwehrAgent' as const, index: null, wound: lw(crew.abwehrAgent.wound) }]
      : []),
    ...crew.generic.map((w, index) => ({ box: 'generic' as const, index, wound: lw(w) })),
  ];
  return resolved(id, { kind: 'wounds', wounds }, [], mustAbort(state, true));
}

/** [R2] 5: once per game, on British Isles or Mediterranean patrols and in Bay of Biscay transit boxes. */
function searchAndRescue(
  state: CareerState,
  chart: RandomEventChartId,
  event: RandomEvent,
  dice: DiceSource,
) {
  const where = ['britishIsles', 'mediterranean'].includes(patrolOf(state).area);
  if (!where && boxOf(state).kind !== 'transitBayOfBiscay')
    return ignored(event.event, 'not in the British Isles, the Mediterranean or a Bay of Biscay box');
  if (careerOf(state).randomEvents.aceSearched) return ignored(event.event, 'once per game');
  const { roll, result } = subRoll(event, 'pilot', chart, dice);
  const recovered = result === 'recovered';
  return resolved(event.event, { kind: 'aceSearch', recovered }, [roll], mustAbort(state, recovered));
}

/** [R2] 15, E-MILCHKUH: a milk cow met: replenishment at sea by 14.9 (the chart's "7.4"), once per patrol (14.9.2). */
function milchkuh(state: CareerState, id: RandomEventId, charts: ChartPack): Resolution {
  if (charts.B10.neverForTypes.includes(careerOf(state).uboatType))
    return ignored(id, 'never for this type (14.9.7)');
  if (state.optional.replenished) return ignored(id, 'already replenished on this patrol (14.9.2)');
  return resolved(id, { kind: 'milchkuh' });
}
