import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { CareerGates, type CareerGate } from '../careers/career-gates';
import { EVENT_STORE } from '../event-store/event-store.module';
import { StandingsProjector } from './standings/standings.projector';
import { foldTournament } from './tournament-command.handler';
import { tournamentStream } from './tournament-streams';
import { tournamentPaused } from './tournaments.errors';

/**
 * T-PAUSE: while a tournament is paused its entrants' careers wait; a seat's command is refused with 409
 * `tournament/paused` until the organiser resumes. The entrant's tournament is the standings' (their read model
 * records it at registration); the phase is the tournament stream's own, so a command sent once the pause is
 * answered is refused.
 */
@Injectable()
export class PausedTournamentGate implements CareerGate, OnModuleInit {
  constructor(
    private readonly gates: CareerGates,
    private readonly standings: StandingsProjector,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  onModuleInit(): void {
    this.gates.add(this);
  }

  async check(careerId: string): Promise<void> {
    const tournamentId = await this.standings.tournamentOf(careerId);
    if (tournamentId === undefined) return;
    const state = foldTournament(await this.store.readStream(tournamentStream(tournamentId)));
    if (state.phase === 'paused') throw tournamentPaused(tournamentId, state.pausedFor ?? '');
  }
}
