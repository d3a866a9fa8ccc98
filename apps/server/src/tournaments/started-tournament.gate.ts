import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { CareerGates, type CareerGate } from '../common/career-gates';
import type { CareerSecrets } from '../common/career-secrets';
import { EVENT_STORE } from '../event-store/event-store.module';
import { StandingsProjector } from './standings/standings.projector';
import { FoldedTournaments } from './folded-tournaments';
import { tournamentNotStarted } from './tournaments.errors';

/**
 * T-START: before the organiser starts an entrant's tournament, a seat's command is refused with 409
 * `tournament/not-started`. The entrant's tournament is recorded with its career's secrets (a solo career's is none:
 * no lookup); a career started before it was recorded is looked up in this process's registrations, else the
 * standings. The phase is the tournament stream's own, so a command sent once the start is answered meets it; a
 * start never goes back, so once this process has seen it, it reads the tournament no more (one read per command).
 * The pause is not a gate: the tournament writes it into its entrants' careers (entrants-play.ts, T-PAUSE).
 */
@Injectable()
export class StartedTournamentGate implements CareerGate, OnModuleInit {
  /** A career's tournament (it never changes), for careers whose secrets do not record it. */
  readonly #entered = new Map<string, string>();
  /** The tournaments this process has seen started. */
  readonly #started = new Set<string>();
  readonly #tournaments: FoldedTournaments;

  constructor(
    private readonly gates: CareerGates,
    private readonly standings: StandingsProjector,
    @Inject(EVENT_STORE) store: EventStore,
  ) {
    this.#tournaments = new FoldedTournaments(store);
  }

  onModuleInit(): void {
    this.gates.add(this);
  }

  /** The registration is answered after this: its seat's first command cannot outrun the standings. */
  registered(careerId: string, tournamentId: string): void {
    this.#entered.set(careerId, tournamentId);
  }

  /** The organiser's start is appended: this process's entrants play from now on. */
  started(tournamentId: string): void {
    this.#started.add(tournamentId);
  }

  async check(careerId: string, secrets: CareerSecrets): Promise<void> {
    const tournamentId =
      secrets.tournamentId === undefined ? await this.looked(careerId) : secrets.tournamentId;
    if (tournamentId === null || tournamentId === undefined || this.#started.has(tournamentId)) return;
    const { state } = await this.#tournaments.read(tournamentId);
    if (state.phase === 'registration') throw tournamentNotStarted(tournamentId);
    this.started(tournamentId);
  }

  private async looked(careerId: string): Promise<string | undefined> {
    const tournamentId = this.#entered.get(careerId) ?? (await this.standings.tournamentOf(careerId));
    if (tournamentId !== undefined) this.#entered.set(careerId, tournamentId);
    return tournamentId;
  }
}
