import type { Ruling } from '@periscope/audit';
import { CLOSES_ENCOUNTER } from '@periscope/audit/career/career-result';

// 5.2: a career's sinkings one by one, as the standings count them (the score sheet, the leaders' chart).

/** One public event of a career (GET /api/careers/:id/events). */
export interface CareerEventRow {
  readonly revision: number;
  readonly type: string;
  readonly data: Record<string, unknown>;
  readonly recordedAt?: string;
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

// E-AUDIT-ENCOUNTER: an encounter runs from its EncounterRolled to the next closing event (career-result.ts).

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
