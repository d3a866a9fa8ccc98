import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { CareerGates, type CareerGate } from '../common/career-gates';
import { EVENT_STORE } from '../event-store/event-store.module';
import { StandingsProjector } from './standings/standings.projector';
import { FoldedTournaments } from './folded-tournaments';
import { tournamentNotStarted, tournamentPaused } from './tournaments.errors';

/**
 * An entrant's career plays only while its tournament runs. T-START: before the organiser starts it, a seat's
 * command is refused with 409 `tournament/not-started`; T-PAUSE: while it is paused, with 409 `tournament/paused`
 * until the organiser resumes. The entrant's tournament is known from its registration in this process, else from
 * the standings (their read model records it at registration); the phase is the tournament stream's own, so a
 * command sent once the start or the pause is answered meets it.
 */
@Injectable()
export class StartedTournamentGate implements CareerGate, OnModuleInit {
  /** A career's tournament (it never changes). */
  readonly #entered = new Map<string, string>();
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

  async check(careerId: string): Promise<void> {
    const tournamentId = this.#entered.get(careerId) ?? (await this.standings.tournamentOf(careerId));
    if (tournamentId === undefined) return;
    this.#entered.set(careerId, tournamentId);
    const { state } = await this.#tournaments.read(tournamentId);
    if (state.phase === 'registration') throw tournamentNotStarted(tournamentId);
    if (state.phase === 'paused') throw tournamentPaused(tournamentId, state.pausedFor ?? '');
  }
}
