import { aggressive, playCareer } from '@periscope/rules';
import { playWolfpackTournament } from '../wolfpack/play-tournament';
import type { CareerEventRow } from './sinkings';

// Careers' public events from the real deciders, as GET /api/careers/:id/events gives them (specs only).

/** The six boats of one bot wolfpack tournament, each with its career events. */
export function wolfpackCareers(): { name: string; events: CareerEventRow[] }[] {
  const names = ['Prien', 'Kretschmer', 'Schepke', 'Lüth', 'Topp', 'Hardegen'];
  const played = playWolfpackTournament({ serverSeed: 'web-fixture', entrants: names });
  return names.map((name) => {
    const events = played.events
      .filter((e) => e.type === 'CareerAdvanced' && e.data.entrant === name)
      .flatMap((e) => (e.type === 'CareerAdvanced' ? e.data.events : []));
    return {
      name,
      events: events.map((e, revision) => ({
        revision,
        type: e.type,
        data: e.data as unknown as Record<string, unknown>,
      })),
    };
  });
}

/** Solo bot careers. */
export const botCareers = (count = 6): { name: string; events: CareerEventRow[] }[] =>
  Array.from({ length: count }, (_, i) => ({
    name: `Bot ${i + 1}`,
    events: playCareer(aggressive, { serverSeed: `web-${i + 1}` }).events.map((e, revision) => ({
      revision,
      type: e.type,
      data: e.data as unknown as Record<string, unknown>,
    })),
  }));
