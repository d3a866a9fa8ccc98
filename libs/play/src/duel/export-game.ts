import { exportStreams, streamName, type ExportInput, type Seeds, type SourceEvent } from '@periscope/audit';
import { chartPackHash, defaultChartPack, type CareerStarted } from '@periscope/rules';
import type { CareerAdvanced } from './events';

/** A two-player game's stream: both careers are in it (CareerAdvanced), on the game's one dice stream. */
export const gameStreamName = (gameId: string): string => streamName('game', gameId);

export interface GameExportInput {
  readonly gameId: string;
  /** The game stream from revision 0. */
  readonly events: readonly SourceEvent[];
  /** `{serverSeed, playerSeed}` (the players' seeds combined) once the game is over, 'sealed' before. */
  readonly seeds: Seeds;
  /** The game's result as published (gameResult of the events the server holds). */
  readonly published?: Readonly<Record<string, unknown>>;
}

/** The chart pack the careers were decided with (their CareerStarted), or the default pack before they start. */
export function gameChartPack(events: readonly SourceEvent[]): { version: string; hash: string } {
  for (const event of events) {
    if (event.type !== 'CareerAdvanced') continue;
    const started = (event.data as CareerAdvanced['data']).events.find((e) => e.type === 'CareerStarted');
    if (started) return (started as CareerStarted).data.chartPack;
  }
  return { version: defaultChartPack.version, hash: chartPackHash(defaultChartPack) };
}

/** One game's export (libs/audit format.ts): its one stream, kind 'game'. */
export const exportGame = (input: GameExportInput): string[] => exportStreams(gameExportInput(input));

/** What a game's export holds, for exportStreams or exportLines. */
export function gameExportInput(input: GameExportInput): ExportInput {
  const stream = gameStreamName(input.gameId);
  return {
    kind: 'game',
    id: input.gameId,
    chartPack: gameChartPack(input.events),
    streams: [{ stream, kind: 'game', seeds: input.seeds, events: input.events }],
    published: input.published ? { [stream]: input.published } : {},
  };
}
