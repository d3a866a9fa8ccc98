import { Inject, Injectable } from '@nestjs/common';
import { exportLines, sealValues, type AuditReport, type Seeds } from '@periscope/audit';
import type { EventStore } from '@periscope/event-store';
import { gameExportInput, gameResult, type GameState } from '@periscope/play/duel';
import { EVENT_STORE } from '../event-store/event-store.module';
import { foldGame } from '../games/game-record';
import { GameSecretsStore } from '../games/game-secrets';
import { gameStream } from '../common/streams';
import { eventsView } from '@periscope/play/duel';
import { gameNotFound } from '../games/games.errors';
import { AuditRunner } from './audit-runner';
import { ExportCache } from './export-cache';
import { endedGameExportTag } from './export-etag';
import { joinInTurns, readInTurns } from './in-turns';

/** Exports and audits two-player games (13.1): the game stream holds both careers. */
@Injectable()
export class GameAuditService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: GameSecretsStore,
    private readonly runner: AuditRunner,
    private readonly cache: ExportCache,
  ) {}

  /**
   * The game's export (NDJSON): its stream; the server seed and the players' combined seed once the game is over
   * ('sealed' before, TP-SEEDS), the players' seeds and a number face down sealed in the events while it runs; as
   * published result the game's (gameResult: tonnages, winner, victory levels). A finished game's export is kept
   * by its tag: it no longer changes.
   */
  async export(gameId: string): Promise<Iterable<string>> {
    const key = `game-${gameId}`;
    const tag = await this.exportTag(gameId);
    const cached = tag ? this.cache.get(key, tag) : undefined;
    if (cached) return cached;
    const lines = await this.build(gameId);
    return tag ? this.cache.keep(key, tag, lines) : lines;
  }

  /** The ETag of a finished game's export; none while it runs (README "Compression and caching"). */
  exportTag(gameId: string): Promise<string | undefined> {
    return endedGameExportTag(this.store, gameId);
  }

  private async build(gameId: string): Promise<Iterable<string>> {
    const events = await readInTurns(this.store, gameStream(gameId));
    if (events.length === 0) throw gameNotFound(gameId);
    const state = foldGame(events);
    const over = state.phase === 'over';
    const seeds = await this.seedsOf(gameId, state);
    // Anyone may read it: what a spectator does not see is sealed in place (14.8.3, E-AUDIT-SEALED-VALUE).
    const seen = eventsView(events, events, 'spectator', over, sealValues);
    return exportLines(
      gameExportInput({ gameId, events: seen, seeds, published: { ...gameResult(events) } }),
    );
  }

  /** The audit of the game's export; while it runs, the seeds are sealed: chain and replay only, as it says. */
  async audit(gameId: string): Promise<AuditReport> {
    return this.runner.verify(await joinInTurns(await this.export(gameId)));
  }

  private async seedsOf(gameId: string, state: GameState): Promise<Seeds> {
    if (state.phase !== 'over') return 'sealed';
    const secrets = await this.secrets.read(gameId);
    if (!secrets) throw gameNotFound(gameId);
    return { serverSeed: secrets.serverSeed, playerSeed: state.playerSeed as string };
  }
}
