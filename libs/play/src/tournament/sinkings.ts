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

/** What a ruling is about, from the career's events: the boat, its patrol, and the ships it names. */
export interface RuledEncounter {
  /** The boat's number, or its type while it has none (4.2, 14.4). */
  readonly boat: string | null;
  readonly patrol: number | null;
  /** A voided encounter: the ships met in it (8.3); a corrected result: the ship sunk. */
  readonly ships: readonly string[];
}

const BOAT_EVENTS = new Set(['CareerStarted', 'HistoricalUBoatIdDrawn', 'NewUBoatAssigned']);

/** The ships met in the encounter opened at `revision`, until it closes (E-AUDIT-ENCOUNTER). */
function shipsMet(events: readonly CareerEventRow[], revision: number): string[] {
  const after = events.filter((e) => e.revision > revision);
  const end = after.findIndex((e) => CLOSES_ENCOUNTER.has(e.type));
  return (end < 0 ? after : after.slice(0, end))
    .filter((e) => e.type === 'ShipsIdentified')
    .flatMap((e) => (e.data.ships as readonly { name: string }[]).map((s) => s.name));
}

/** The encounter or sinking a ruling names, as the career's events tell it; null when they hold no such event. */
export function ruledEncounter(events: readonly CareerEventRow[], ruling: Ruling): RuledEncounter | null {
  const subject = events.find((e) => e.revision === ruling.revision);
  if (!subject) return null;
  let boat: string | null = null;
  let patrol: number | null = null;
  for (const e of events.filter((x) => x.revision < ruling.revision)) {
    if (BOAT_EVENTS.has(e.type)) boat = String(e.data.uboatId ?? e.data.uboatType ?? boat);
    if (e.type === 'PatrolAssigned') patrol = Number(e.data.number);
  }
  const ships =
    ruling.kind === 'voidEncounter' ? shipsMet(events, ruling.revision) : [String(subject.data.name)];
  return { boat, patrol, ships };
}
