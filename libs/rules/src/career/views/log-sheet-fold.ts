import type { CareerEvent } from '../model/events';
import type { Crewman, LogDraft, PatrolDraft, PatrolOutcome } from './log-sheet';

// What each event writes on the current patrol's entry of the log sheet.

type Data<T extends CareerEvent['type']> = Extract<CareerEvent, { type: T }>['data'];

const addOnce = (list: string[], item: string) => {
  if (!list.includes(item)) list.push(item);
};

const crewman = (member: string, box: number | null = null): Crewman => ({ member, box });

const ended = (patrol: PatrolDraft, outcome: PatrolOutcome, rule: string) => {
  patrol.outcome = outcome;
  patrol.outcomeRule = rule;
};

/** How one event writes on the log: the draft (the header, the end) and the current patrol's entry. */
type Writer<T extends CareerEvent['type']> = (patrol: PatrolDraft, data: Data<T>, draft: LogDraft) => void;

/** The events the log sheet reads; every other event leaves it as it is. */
const WRITERS: { readonly [T in CareerEvent['type']]?: Writer<T> } = {
  EncounterRolled: (patrol, data) => encountered(patrol, data),
  ShipSunk: (patrol, data) => shipSunk(patrol, data),
  // 11.4.10.5
  TheoreticalTonnageCredited: (patrol, { tons }) => {
    patrol.theoreticalTonnage += tons;
    patrol.tonnage += tons;
  },
  UBoatHit: (patrol, data) => hit(patrol, data),
  // 9.6.4
  TestDepthExceeded: (patrol, { hull }) => {
    patrol.damage.hull = Math.max(patrol.damage.hull, hull);
  },
  // 10.1.3
  AdditionalFloodingChecked: (patrol, { flooding }) => {
    patrol.damage.flooding = Math.max(patrol.damage.flooding, flooding);
  },
  // 10.8.5
  RepairsAttempted: (patrol, { repairs }) =>
    repairs.filter((r) => !r.repaired).forEach((r) => addOnce(patrol.damage.inoperative, r.system)),
  CrewInjured: (patrol, data) => injured(patrol, data),
  // 10.6.3
  SevereWoundsChecked: (patrol, { rolls }) =>
    rolls.filter((r) => r.died).forEach((r) => killed(patrol, crewman(r.member, r.box))),
  RandomEventResolved: (patrol, data) => randomEvent(patrol, data),
  PatrolAborted: (patrol, { reason, rule }) => {
    patrol.abortReason = reason;
    ended(patrol, 'aborted', rule);
  },
  TowedHome: (patrol, { rule }) => ended(patrol, 'towed', rule),
  UBoatSunk: (patrol, { rule }) => ended(patrol, 'sunk', rule),
  UBoatScuttled: (patrol, { rule, captured }) => ended(patrol, captured ? 'captured' : 'scuttled', rule),
  CrewLostAtSea: (patrol, { rule }) => ended(patrol, 'lostAtSea', rule),
  PatrolCompleted: (patrol, data) => {
    patrol.successful = data.success;
    patrol.missionAccomplished = data.missionAccomplished;
    if (patrol.outcome === 'atSea') ended(patrol, 'returned', '7.5');
  },
  BoatReturned: (patrol, data) => returned(patrol, data),
  CrewProgressed: (patrol, data) => progressed(patrol, data),
  // 10.12.3
  CrewRecovered: (patrol, { quality }) => {
    if (quality) patrol.crew.improvements.push(qualityChange(quality));
  },
  // 11.3
  DecorationsAwarded: (patrol, { awards }) => {
    patrol.awards.push(...awards);
  },
  // 11.2.3
  PromotionRolled: (patrol, { promoted, rank }, draft) => {
    if (!promoted) return;
    patrol.promotion = rank;
    if (draft.header) draft.header.rank = rank;
  },
  // 11.4
  NewUBoatAssigned: (patrol, { uboatType, reason }, draft) => {
    patrol.newBoat = { uboatType, reason };
    if (draft.header) draft.header.uboatType = uboatType;
  },
  // 11.4.7: a VIIC Flak sails as a plain VIIC
  BoatRefitted: (_patrol, { uboatType }, draft) => {
    if (draft.header) draft.header.uboatType = uboatType;
  },
};

/** Writes one event on the current patrol's entry (the refit after a patrol goes on its row, 6.1 3-A to 3-G). */
export function writeOnPatrol(draft: LogDraft, patrol: PatrolDraft, event: CareerEvent): void {
  const write = WRITERS[event.type] as Writer<CareerEvent['type']> | undefined;
  write?.(patrol, event.data as never, draft);
}

function encountered(patrol: PatrolDraft, data: Data<'EncounterRolled'>): void {
  if (data.result === 'none') return;
  const box = patrol.boxes[data.boxIndex];
  patrol.encounters.push({ kind: data.result, box: data.boxIndex + 1, boxKind: box?.kind ?? '' });
}

function shipSunk(patrol: PatrolDraft, data: Data<'ShipSunk'>): void {
  const { name, shipType: type, tonnage, knightsCross } = data;
  patrol.ships.push({ patrol: patrol.number, month: patrol.sailed, name, type, tonnage, knightsCross });
  patrol.tonnage += tonnage;
}

function hit(patrol: PatrolDraft, data: Data<'UBoatHit'>): void {
  patrol.damage.hull = Math.max(patrol.damage.hull, data.hull);
  patrol.damage.flooding = Math.max(patrol.damage.flooding, data.flooding);
  patrol.damage.hullHoled ||= data.hullHoled;
  data.systems.forEach((system) => addOnce(patrol.damage.systems, system));
}

function killed(patrol: PatrolDraft, who: Crewman): void {
  if (!patrol.crew.killed.some((k) => k.member === who.member && k.box === who.box))
    patrol.crew.killed.push(who);
}

function injured(patrol: PatrolDraft, data: Data<'CrewInjured'>): void {
  if (data.after === data.before) return;
  const who = crewman(data.member, data.box);
  patrol.crew.wounds.push({ who, wound: data.after });
  if (data.after === 'killed') killed(patrol, who);
}

/** 12.1: the random events that hurt the boat or its crew. */
function randomEvent(patrol: PatrolDraft, data: Data<'RandomEventResolved'>): void {
  const outcome = data.outcome;
  if (outcome.kind === 'damage') outcome.hits.forEach((h) => hit(patrol, h));
  if (outcome.kind === 'officerKilled') killed(patrol, crewman(outcome.officer));
  if (outcome.kind === 'noEncounters' && outcome.officerKilled)
    killed(patrol, crewman(outcome.officerKilled));
  if (outcome.kind !== 'wounds') return;
  for (const { box, index, wound } of outcome.wounds) {
    const who = crewman(box, index);
    patrol.crew.wounds.push({ who, wound });
    if (wound === 'killed') killed(patrol, who);
  }
}

function returned(patrol: PatrolDraft, data: Data<'BoatReturned'>): void {
  patrol.atSea = [...data.atSea];
  patrol.returned = data.returned;
  if (data.relief?.relieved) ended(patrol, 'relieved', '7.4.3');
}

function progressed(patrol: PatrolDraft, data: Data<'CrewProgressed'>): void {
  const { improvement, quality } = data;
  if (improvement?.applied && improvement.result !== 'crewLevelUp') {
    patrol.crew.improvements.push({ kind: 'improvement', result: improvement.result });
  }
  if (quality) patrol.crew.improvements.push(qualityChange(quality));
}

const qualityChange = ({ from, to, rule }: { from: string; to: string; rule: string }) =>
  ({ kind: 'quality', from, to, rule }) as const;

/** 5.1: the career ended; a patrol still at sea ends with it (the Kommandant killed, say). */
export function onEnd(draft: LogDraft, patrol: PatrolDraft | undefined, data: Data<'CareerEnded'>): void {
  const { reason, rule, detail, tonnage, victoryLevel } = data;
  draft.ended = { reason, rule, detail, tonnage, victoryLevel };
  if (patrol?.outcome !== 'atSea') return;
  if (reason === 'kommandantKilled' || reason === 'sunk' || reason === 'lostAtSea')
    ended(patrol, reason, rule);
}
