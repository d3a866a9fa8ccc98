import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { accounts, duel } from '@periscope/play';
import { campaignOfTerms } from '@periscope/play/campaign-terms';
import type { CampaignId } from '@periscope/rules';
import { AppError } from '../common/app-error';
import { noVerdict } from './hall-of-fame.errors';
import { Clock } from '../common/clock';
import { gameStream } from '../common/streams';
import { GameAuditService } from '../audit/game-audit.service';
import { EVENT_STORE } from '../event-store/event-store.module';
import { rankedBoard, type BoardPage } from './fame-boards';
import { FameVerdicts, type FameKind, type Verdict } from './fame-verdicts';

/** A two-player record: a finished game (13.1.3), both Kommandants and their tonnage, as its audited export says. */
export interface GameRecord {
  readonly gameId: string;
  readonly kommandants: Readonly<Record<'a' | 'b', string>>;
  readonly tonnage: Readonly<Record<'a' | 'b', number>>;
  /** null: a draw (TP-TIE). */
  readonly winner: 'a' | 'b' | null;
  /** The most tonnage either seat sank: what the board ranks. */
  readonly record: number;
  readonly admittedAt: string;
  /** What both careers sailed (absent from the verdicts recorded before it was kept). */
  readonly sailed?: Sailed;
}

/** The game both careers were played in (13.1.1): its campaign, its boat type or class and its first month. */
export interface Sailed {
  readonly campaign: CampaignId;
  readonly uboatType: string;
  readonly startDate: string;
}

/** What a game's creation set both seats to sail. */
function sailedIn(events: readonly { type: string; data: unknown }[]): Sailed | undefined {
  const created = events.find((e) => e.type === 'GameCreated')?.data as duel.GameCreated['data'] | undefined;
  if (!created) return undefined;
  const { settings } = created;
  return {
    campaign: campaignOfTerms(settings).id,
    uboatType: settings.uboatType,
    startDate: settings.startDate,
  };
}

/** The two-player games' verdicts: `halloffame-games`. */
const GAMES: FameKind<GameRecord> = {
  board: 'games',
  admitted: 'GameAdmitted',
  refused: 'GameRefused',
  idOf: (entry) => entry.gameId,
};

const gameRunning = (gameId: string) =>
  new AppError(
    'conflict',
    'hall-of-fame/game-running',
    `Game ${gameId} is still played: only a finished one is judged`,
  );

/**
 * The two-player records (docs/accounts.md "Hall of fame"): a finished game is judged as a career is, by the full
 * audit of its export, and its record is the most tonnage either seat sank.
 */
@Injectable()
export class GameRecords {
  readonly verdicts: FameVerdicts<GameRecord>;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly audit: GameAuditService,
    private readonly clock: Clock,
  ) {
    this.verdicts = new FameVerdicts(store, GAMES);
  }

  /** Judges a finished game once: the full audit of its export, then its one verdict. */
  async judge(gameId: string, endPosition?: number): Promise<Verdict<GameRecord>> {
    const known = await this.verdicts.of(gameId);
    if (known) return known;
    const events = await this.store.readStream(gameStream(gameId));
    const result = duel.gameResult(events);
    if (!result.over) throw gameRunning(gameId);
    const report = await this.audit.audit(gameId);
    const at = this.clock.now().toISOString();
    if (!report.ok) {
      const findings = JSON.parse(JSON.stringify(report.findings)) as unknown[]; // from the worker's realm
      return this.verdicts.record({ id: gameId, admitted: false, findings, refusedAt: at }, endPosition);
    }
    const seat = (s: 'a' | 'b') => accounts.gameProfile(events, s).kommandant;
    const entry: GameRecord = {
      gameId,
      kommandants: { a: seat('a'), b: seat('b') },
      tonnage: result.tonnage,
      winner: result.winner,
      record: Math.max(result.tonnage.a, result.tonnage.b),
      admittedAt: at,
      sailed: sailedIn(events),
    };
    return this.verdicts.record({ id: gameId, admitted: true, entry }, endPosition);
  }

  /** The verdict of a game, if it has one. */
  async verdict(gameId: string): Promise<Verdict<GameRecord>> {
    gameStream(gameId); // a malformed id names no game: 404
    const verdict = await this.verdicts.of(gameId);
    if (!verdict) throw noVerdict(gameId);
    return verdict;
  }

  /** The records of a period, the most tonnage first, one page; a rank counts over the whole board. */
  async board(query: BoardPage) {
    const { verdicts, position } = await this.verdicts.read();
    const admitted = verdicts.flatMap((v) => (v.admitted ? [v.entry] : []));
    return { ...query, position, ...rankedBoard(admitted, (e) => e.record, query) };
  }
}
