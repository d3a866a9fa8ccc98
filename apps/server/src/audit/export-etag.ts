import type { EventStore } from '@periscope/event-store';
import { rulingsStream } from '@periscope/audit';
import { careerStream, gameStream } from '../common/streams';

/**
 * The entity tag of an ended career's export: the positions of its last event and of its last ruling, which are
 * all that can change it once the career has ended (a ruling filed later changes the published result). Weak: the
 * bytes are the same for a tag, but they travel compressed or not. None while the career runs (every command
 * changes the export) or when it does not exist (its 404 says so).
 */
export async function endedCareerExportTag(store: EventStore, careerId: string): Promise<string | undefined> {
  const [last] = await store.readStream(careerStream(careerId), { direction: 'backwards', maxCount: 1 });
  if (last?.type !== 'CareerEnded') return undefined;
  const [ruling] = await store.readStream(rulingsStream(careerId), { direction: 'backwards', maxCount: 1 });
  return `W/"career-export-${last.position}-${ruling?.position ?? 0}"`;
}

/**
 * The entity tag of a finished two-player game's export: its last event's position, GameEnded (13.1.3) being the
 * last event a game takes (no ruling files against a game). None while it runs or when it does not exist.
 */
export async function endedGameExportTag(store: EventStore, gameId: string): Promise<string | undefined> {
  const [last] = await store.readStream(gameStream(gameId), { direction: 'backwards', maxCount: 1 });
  return last?.type === 'GameEnded' ? `W/"game-export-${last.position}"` : undefined;
}

/** If-None-Match names the tag (or `*`): the client's copy is current, 304. Weak comparison (RFC 9110 13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}
