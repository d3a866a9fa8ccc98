import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { campaignOfTerms } from '@periscope/play/campaign-terms';
import { standingsOf } from '@periscope/projections';
import type { CampaignId } from '@periscope/rules';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { tournamentStream } from '../common/streams';
import { TournamentAuditService } from '../audit/tournament-audit.service';
import { EVENT_STORE } from '../event-store/event-store.module';
import { StandingsProjector } from '../tournaments/standings/standings.projector';
import { foldTournament } from '../tournaments/tournament.aggregate';
import { tournamentNotFound } from '../tournaments/tournaments.errors';
import { rankedBoard, type BoardPage } from './fame-boards';
import { FameVerdicts, type FameKind, type Verdict } from './fame-verdicts';
import { noVerdict } from './hall-of-fame.errors';

/** A finished tournament's winner (13.3: rank 1 of the final standings) as its audited export publishes him. */
export interface TournamentWin {
  readonly tournamentId: string;
  readonly tournament: string;
  readonly entrants: number;
  /** null: nobody survived; such a tournament is judged but has no row on the board. */
  readonly winner: {
    readonly careerId: string;
    readonly name: string;
    readonly uboatType: string;
    readonly tonnage: number;
    readonly shipsSunk: number;
  } | null;
  readonly admittedAt: string;
  /** The game it was played in (absent from the verdicts recorded before it was kept). */
  readonly campaign?: CampaignId;
}

/** The tournaments' verdicts: `halloffame-tournaments`. */
const TOURNAMENTS: FameKind<TournamentWin> = {
  board: 'tournaments',
  admitted: 'TournamentAdmitted',
  refused: 'TournamentRefused',
  idOf: (entry) => entry.tournamentId,
};

const tournamentRunning = (tournamentId: string) =>
  new AppError(
    'conflict',
    'hall-of-fame/tournament-running',
    `Tournament ${tournamentId} is not finished: only a finished one is judged`,
  );

/** The winners of a period on one board, the winner's tonnage first; a tournament without a winner has no row. */
export function winnersBoard(admitted: readonly TournamentWin[], query: BoardPage) {
  const won = admitted.filter((e) => e.winner !== null);
  return rankedBoard(won, (e) => e.winner?.tonnage ?? 0, query);
}

/**
 * The tournament winners (docs/accounts.md "Hall of fame"): a finished tournament is judged by the full audit of
 * its export (the same libs/audit the browser runs), and its winner is rank 1 of the standings that export publishes.
 */
@Injectable()
export class TournamentWinners {
  readonly verdicts: FameVerdicts<TournamentWin>;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly audit: TournamentAuditService,
    private readonly standings: StandingsProjector,
    private readonly clock: Clock,
  ) {
    this.verdicts = new FameVerdicts(store, TOURNAMENTS);
  }

  /** Judges a finished tournament once: the audit of its export, then its one verdict. */
  async judge(tournamentId: string, endPosition?: number): Promise<Verdict<TournamentWin>> {
    const known = await this.verdicts.of(tournamentId);
    if (known) return known;
    const events = await this.store.readStream(tournamentStream(tournamentId));
    if (events.length === 0) throw tournamentNotFound(tournamentId);
    const state = foldTournament(events);
    if (state.phase !== 'finished') throw tournamentRunning(tournamentId);
    const report = await this.audit.audit(tournamentId); // waits for the standings to count the finish
    const at = this.clock.now().toISOString();
    if (!report.ok) {
      const findings = JSON.parse(JSON.stringify(report.findings)) as unknown[]; // from the worker's realm
      return this.verdicts.record(
        { id: tournamentId, admitted: false, findings, refusedAt: at },
        endPosition,
      );
    }
    const doc = await this.standings.tournament(tournamentId);
    if (!doc) throw tournamentNotFound(tournamentId);
    const board = standingsOf(doc);
    const row = board.individual.find((r) => r.careerId === board.winner);
    const entry: TournamentWin = {
      tournamentId,
      tournament: board.name,
      entrants: board.individual.length,
      winner: row
        ? {
            careerId: row.careerId,
            name: row.name,
            uboatType: row.uboatType,
            tonnage: row.tonnage,
            shipsSunk: row.shipsSunk,
          }
        : null,
      admittedAt: at,
      ...(state.terms && { campaign: campaignOfTerms(state.terms).id }),
    };
    return this.verdicts.record({ id: tournamentId, admitted: true, entry }, endPosition);
  }

  /** The verdict of a tournament, if it has one. */
  async verdict(tournamentId: string): Promise<Verdict<TournamentWin>> {
    tournamentStream(tournamentId); // a malformed id names no tournament: 404
    const verdict = await this.verdicts.of(tournamentId);
    if (!verdict) throw noVerdict(tournamentId);
    return verdict;
  }

  /** The winners of a period, one page, and the last verdict's position (live: `halloffame`/`tournaments`). */
  async board(query: BoardPage) {
    const { verdicts, position } = await this.verdicts.read();
    const admitted = verdicts.flatMap((v) => (v.admitted ? [v.entry] : []));
    return { ...query, position, ...winnersBoard(admitted, query) };
  }
}
