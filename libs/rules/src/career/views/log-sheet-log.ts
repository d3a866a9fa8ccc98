import type { CareerEvent } from '../model/events';
import type { LogDraft, PatrolLogData } from './log-sheet';
import { onEnd, writeOnPatrol } from './log-sheet-fold';

// The Patrol Log Sheet (4.3; the example sheet of the rules): one entry per patrol, folded from the career's events.

/** The Patrol Log Sheet of a career, from its events (a pure fold; unknown events are skipped). */
export function patrolLog(
  events: readonly { readonly type: string; readonly data: unknown }[],
): PatrolLogData {
  const draft: LogDraft = { header: null, patrols: [], ended: null, requested: null };
  for (const { type, data } of events) foldEvent(draft, { type, data } as CareerEvent);
  const patrols = draft.patrols.map(({ boxes: _boxes, ...entry }) => entry);
  return {
    header: draft.header,
    patrols,
    ended: draft.ended,
    shipsSunk: patrols.reduce((n, p) => n + p.ships.length, 0),
    tonnage: patrols.reduce((n, p) => n + p.tonnage, 0),
  };
}

function foldEvent(draft: LogDraft, event: CareerEvent): void {
  if (event.type === 'CareerStarted') return started(draft, event.data);
  if (event.type === 'PatrolRequested') {
    draft.requested = { area: event.data.area, granted: event.data.granted };
    return;
  }
  if (event.type === 'PatrolAssigned') return assigned(draft, event.data);
  const patrol = draft.patrols[draft.patrols.length - 1];
  if (event.type === 'CareerEnded') return onEnd(draft, patrol, event.data);
  if (patrol) writeOnPatrol(draft, patrol, event);
}

function started(draft: LogDraft, data: Extract<CareerEvent, { type: 'CareerStarted' }>['data']): void {
  const { kommandant, uboatType, uboatId, rank, startDate } = data;
  draft.header = { kommandant, uboatType, uboatId, rank, startDate };
}

function assigned(draft: LogDraft, data: Extract<CareerEvent, { type: 'PatrolAssigned' }>['data']): void {
  draft.patrols.push({
    number: data.number,
    sailed: data.date,
    atSea: [data.date],
    returned: null,
    uboatType: draft.header?.uboatType ?? '',
    area: data.area,
    routeId: data.routeId,
    requested: draft.requested,
    wolfpack: data.wolfpack,
    mission: data.mission,
    missionAccomplished: null,
    encounters: [],
    ships: [],
    theoreticalTonnage: 0,
    tonnage: 0,
    damage: { hull: 0, flooding: 0, hullHoled: false, systems: [], inoperative: [] },
    crew: { wounds: [], killed: [], improvements: [] },
    awards: [],
    promotion: null,
    newBoat: null,
    outcome: 'atSea',
    outcomeRule: null,
    abortReason: null,
    successful: null,
    boxes: data.boxes,
  });
  draft.requested = null;
}
