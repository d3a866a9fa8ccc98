import { api } from '../api/http';

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
  readonly tonnage: number;
  readonly recordedAt: string | null;
}

/** 5.2: every ship the career sank, in order. */
export const sinkings = (events: readonly CareerEventRow[]): Sinking[] =>
  events
    .filter((e) => e.type === 'ShipSunk')
    .map((e) => ({
      revision: e.revision,
      name: String(e.data.name),
      tonnage: Number(e.data.tonnage),
      recordedAt: e.recordedAt ?? null,
    }));
