import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { CareerGates, type CareerGate } from '../careers/career-gates';
import { EVENT_STORE } from '../event-store/event-store.module';
import { StandingsProjector } from './standings/standings.projector';
import { FoldedTournaments } from './folded-tournaments';
import { tournamentPaused } from './tournaments.errors';

/**
 * T-PAUSE: while a tournament is paused its entrants' careers wait; a seat's command is refused with 409
 * `tournament/paused` until the organiser resumes. The entrant's tournament is the standings' (their read model
 * records it at registration); the phase is the tournament stream's own, so a command sent once the pause is
 * answered is refused.
 */
@Injectable()
export class PausedTournamentGate implements CareerGate, OnModuleInit {
  /** A career's tournament, once the standings know it (it never changes). */
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

  async check(careerId: string): Promise<void> {
    const tournamentId = this.#entered.get(careerId) ?? (await this.standings.tournamentOf(careerId));
    if (tournamentId === undefined) return;
    this.#entered.set(careerId, tournamentId);
    const { state } = await this.#tournaments.read(tournamentId);
    if (state.phase === 'paused') throw tournamentPaused(tournamentId, state.pausedFor ?? '');
  }
}
