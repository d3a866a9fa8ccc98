import { api } from '../api/http';
import type { Ruling } from './api';

export interface CareerEventRow {
  readonly revision: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly recordedAt?: string;
}

const PAGE = 1000;

/** Every public event of a career, page by page (GET /api/careers/:id/events). */
export async function careerEvents(careerId: string): Promise<CareerEventRow[]> {
  const events: CareerEventRow[] = [];
  for (;;) {
    const page = await api<{ events: CareerEventRow[] }>(
      `/careers/${encodeURIComponent(careerId)}/events?from=${events.length}&limit=${PAGE}`,
    );
    events.push(...page.events);
    if (page.events.length < PAGE) return events;
  }
}

export interface Sinking {
  readonly revision: number;
  readonly name: string;
  /** As the ShipSunk records it. */
  readonly tonnage: number;
  /** What it counts after the organiser's rulings: corrected, or 0 in a voided encounter. */
  readonly counts: number;
  readonly recordedAt: string | null;
}

// E-AUDIT-ENCOUNTER: an encounter runs from its EncounterRolled to the next event of one of these types.
const CLOSES_ENCOUNTER = new Set([
  'EncounterRolled',
  'TravelBoxEntered',
  'PatrolAssigned',
  'PatrolCompleted',
  'CareerEnded',
]);

/** 5.2: every ship the career sank, in order, with what it counts once the rulings are honoured. */
export function sinkings(events: readonly CareerEventRow[], rulings: readonly Ruling[] = []): Sinking[] {
  const voided = new Set(rulings.filter((r) => r.kind === 'voidEncounter').map((r) => r.revision));
  const corrected = new Map(rulings.flatMap((r) => (r.kind === 'correctResult' ? [[r.revision, r.to]] : [])));
  let encounter: number | null = null;
  const found: Sinking[] = [];
  for (const e of events) {
    if (CLOSES_ENCOUNTER.has(e.type)) encounter = e.type === 'EncounterRolled' ? e.revision : null;
    if (e.type !== 'ShipSunk') continue;
    const tonnage = Number(e.data.tonnage);
    const inVoided = encounter !== null && voided.has(encounter);
    const counts = inVoided ? 0 : (corrected.get(e.revision) ?? tonnage);
    found.push({
      revision: e.revision,
      name: String(e.data.name),
      tonnage,
      counts,
      recordedAt: e.recordedAt ?? null,
    });
  }
  return found;
}
