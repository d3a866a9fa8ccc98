import {
  careerStreamName,
  careerStreams,
  chartPackOf,
  exportLines,
  streamName,
  type CareerExportInput,
  type Seeds,
  type SourceEvent,
  type StreamInput,
} from '@periscope/audit';
import { chartPackHash, defaultChartPack } from '@periscope/rules';
import type { WolfpackFormed } from '../wolfpack/events';
import { packPlayerSeed } from '../wolfpack/coordinator';

/** A tournament's stream (its registrations, the organiser's actions, the packs). */
export const tournamentStreamName = (tournamentId: string): string => streamName('tournament', tournamentId);

/**
 * The convoy-battle coordinator of the tournament's pack n (0-based, the order of its WolfpackFormed events), as
 * the server names it (apps/server/src/common/streams.ts `packStream`).
 */
export const packStreamName = (tournamentId: string, n: number): string =>
  `${streamName('wolfpack', tournamentId)}-${n}`;

/** W-NAMES: the player seed of the tournament's own dice (the 14.5 pack names drawn at the start). */
export const TOURNAMENT_PLAYER_SEED = 'tournament';

export interface TournamentExportInput {
  readonly tournamentId: string;
  /** The tournament stream from revision 0. */
  readonly events: readonly SourceEvent[];
  /** The tournament's server seed once it is finished, null before (its dice and its packs' stay sealed). */
  readonly serverSeed: string | null;
  /** Every entrant's career (and its rulings), with the career's seeds revealed once it has ended. */
  readonly careers: readonly CareerExportInput[];
  /** Pack n's coordinator stream, for the packs whose coordinator has written one. */
  readonly packs?: readonly { readonly n: number; readonly events: readonly SourceEvent[] }[];
  /** The standings as published (the server's read model). */
  readonly published?: Readonly<Record<string, unknown>>;
}

/**
 * The streams of a tournament's export: the tournament, each entrant's career followed by its rulings, then the
 * packs' coordinators. The tournament and its packs roll on the tournament's seed (playerSeed `tournament`, and
 * `wolfpack:<pack name>`, W-DRM).
 */
export function tournamentStreams(input: TournamentExportInput): StreamInput[] {
  const { tournamentId, serverSeed } = input;
  const seeds = (playerSeed: string): Seeds => (serverSeed === null ? 'sealed' : { serverSeed, playerSeed });
  const names = input.events
    .filter((e) => e.type === 'WolfpackFormed')
    .map((e) => (e.data as WolfpackFormed['data']).pack);
  return [
    {
      stream: tournamentStreamName(tournamentId),
      kind: 'tournament',
      seeds: seeds(TOURNAMENT_PLAYER_SEED),
      events: input.events,
    },
    ...input.careers.flatMap(careerStreams),
    ...(input.packs ?? []).map(({ n, events }): StreamInput => ({
      stream: packStreamName(tournamentId, n),
      kind: 'wolfpack',
      seeds: seeds(packPlayerSeed(names[n] ?? '')),
      events,
    })),
  ];
}

/** One tournament's export (libs/audit format.ts), kind 'tournament', with each career's published result. */
export const exportTournament = (input: TournamentExportInput): string[] => [...exportTournamentLines(input)];

/** The same lines one at a time, each made (hashed) when it is asked for: a server streams them. */
export function exportTournamentLines(input: TournamentExportInput): Generator<string> {
  const first = input.careers[0];
  const published: Record<string, Readonly<Record<string, unknown>>> = {};
  if (input.published) published[tournamentStreamName(input.tournamentId)] = input.published;
  for (const career of input.careers)
    if (career.published) published[careerStreamName(career.careerId)] = career.published;
  return exportLines({
    kind: 'tournament',
    id: input.tournamentId,
    chartPack: first
      ? chartPackOf(first.events)
      : { version: defaultChartPack.version, hash: chartPackHash(defaultChartPack) },
    streams: tournamentStreams(input),
    published,
  });
}
