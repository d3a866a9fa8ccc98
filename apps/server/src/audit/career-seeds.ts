import { sealValues, type Seeds } from '@periscope/audit';
import type { RecordedEvent } from '@periscope/event-store';
import type { CampaignId, CareerStarted } from '@periscope/rules';
import type { CareerSecretsStore } from '../common/career-secrets';
import { notFound } from '../common/app-error';
import { careerExportSeals } from '../live/redact';
import { mapInTurns } from './in-turns';

/** A career's seeds in an export: revealed once it has ended (L-1: as GET /careers/:id/seed), sealed before. */
export async function careerSeeds(
  secrets: CareerSecretsStore,
  careerId: string,
  events: readonly RecordedEvent[],
): Promise<Seeds> {
  if (!events.some((e) => e.type === 'CareerEnded')) return 'sealed';
  const drawn = await secrets.read(careerId);
  if (!drawn) throw notFound('career', careerId);
  // Either game's start records its player seed in the same place (model/records.ts).
  const started = events[0].data as CareerStarted<CampaignId>['data'];
  return { serverSeed: drawn.serverSeed, playerSeed: started.playerSeed };
}

/** A career's events as an export shows them: its seeds sealed in place while it runs (L-1, E-AUDIT-SEALED-VALUE). */
export function careerExportEvents(events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
  const keys = careerExportSeals(events.some((e) => e.type === 'CareerEnded'));
  return mapInTurns(events, (e) => ({
    ...e,
    data: sealValues(e.data, keys),
    metadata: sealValues(e.metadata, keys) as RecordedEvent['metadata'],
  }));
}
