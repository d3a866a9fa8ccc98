import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import type { tournament } from '@periscope/play';
import type { CareerCommand } from '@periscope/rules';
import { CareerCommands } from '../common/career-commands';
import { tournamentStream } from '../common/streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import { foldTournament } from './tournament.aggregate';

/** How many entrants' careers receive the tournament's order at once. */
const AT_ONCE = 8;

/** The order every entrant's career follows at the tournament's phase: held while paused, else playing. */
function orderAt(tournamentId: string, state: tournament.TournamentState): CareerCommand {
  return state.phase === 'paused'
    ? { type: 'HoldPlay', data: { tournamentId, reason: state.pausedFor ?? '' } }
    : { type: 'ResumePlay', data: { tournamentId } };
}

/**
 * T-PAUSE (docs/tournaments.md "An entrant's command"): the organiser's pause, resume and finish are written into
 * every entrant's career as the tournament's command (HoldPlay, ResumePlay), so a seat's command, which reads only
 * its career, meets the hold, and the career stream's revision fences one that read it before. Each pass sends the
 * order of the tournament's phase as read, under a commandId of the revision it was read at (a retry is a replay),
 * and passes again while the phase moved under it: two organiser actions racing leave every career at the last.
 */
@Injectable()
export class EntrantsPlay {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly careers: CareerCommands,
  ) {}

  /** Returns once every entrant's career holds or plays as the tournament's latest phase says. */
  async follow(tournamentId: string): Promise<void> {
    let read = await this.read(tournamentId);
    for (;;) {
      const order = orderAt(tournamentId, read.state);
      const commandId = `tournament-${read.revision}`;
      const careerIds = read.state.entrants.map((entrant) => entrant.careerId);
      for (let i = 0; i < careerIds.length; i += AT_ONCE)
        await Promise.all(
          careerIds.slice(i, i + AT_ONCE).map((id) => this.careers.tournamentOrder(id, commandId, order)),
        );
      const after = await this.read(tournamentId);
      if (JSON.stringify(orderAt(tournamentId, after.state)) === JSON.stringify(order)) return;
      read = after;
    }
  }

  private async read(tournamentId: string) {
    const stream = await this.store.readStream(tournamentStream(tournamentId));
    return { revision: stream.length - 1, state: foldTournament(stream) };
  }
}
