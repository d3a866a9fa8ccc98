import { Inject, Injectable } from '@nestjs/common';
import { accounts, tournament } from '@periscope/play';
import type { EventStore } from '@periscope/event-store';
import type { Request } from 'express';
import { SeatClaims } from './seat-claims';
import { CareerSecretsStore } from '../common/career-secrets';
import { careerStream, gameStream, tournamentStream } from '../common/streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import { AccountStore } from './account-store';
import { noSuchPlayer } from './accounts.errors';
import { sessionCookieOf } from './session-cookie';

/** A tournament as a player page lists it: as its organiser or a co-organiser, or as an entrant with a career. */
interface TournamentLine {
  readonly tournamentId: string;
  readonly name: string;
  readonly phase: string;
  readonly role: 'organiser' | 'co-organiser' | 'entrant';
}

/**
 * GET /players/:name (docs/accounts.md "What a player page shows"): every claimed career, game and tournament,
 * each part shown to others only when the player chose to; he always sees all of his own.
 */
@Injectable()
export class PlayersService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly accountStore: AccountStore,
    private readonly careerSecrets: CareerSecretsStore,
    private readonly seatClaims: SeatClaims,
  ) {}

  async page(request: Request, name: string) {
    const accountId = await this.accountStore.idOfName(name);
    const account = accountId === undefined ? undefined : await this.accountStore.read(accountId);
    if (!accountId || !account) throw noSuchPlayer(name);
    const viewer = await this.accountStore.signedIn(sessionCookieOf(request));
    const own = viewer?.accountId === accountId;
    const shows = (part: keyof accounts.Visibility) => own || account.visibility[part];
    const claims = account.claims;
    return {
      name: account.name,
      own,
      visibility: account.visibility,
      careers: shows('careers') ? await this.careers(claims) : null,
      games: shows('games') ? await this.games(claims) : null,
      tournaments: shows('tournaments') ? await this.tournaments(accountId, claims) : null,
    };
  }

  private async careers(claims: readonly accounts.ClaimedSeat[]) {
    const lines = [];
    for (const claim of claims) {
      if (claim.kind !== 'career') continue;
      const profile = accounts.careerProfile(await this.store.readStream(careerStream(claim.id)));
      if (profile) lines.push({ careerId: claim.id, ...profile });
    }
    return lines;
  }

  private async games(claims: readonly accounts.ClaimedSeat[]) {
    const lines = [];
    for (const claim of claims)
      if (claim.kind === 'game')
        lines.push({
          gameId: claim.id,
          ...accounts.gameProfile(await this.store.readStream(gameStream(claim.id)), claim.seat),
        });
    return lines;
  }

  private async tournaments(
    accountId: string,
    claims: readonly accounts.ClaimedSeat[],
  ): Promise<TournamentLine[]> {
    const roles = new Map<string, TournamentLine['role']>();
    for (const id of await this.seatClaims.coOrganised(accountId)) roles.set(id, 'co-organiser');
    for (const claim of claims) {
      if (claim.kind === 'organiser') roles.set(claim.id, 'organiser');
      if (claim.kind !== 'career') continue;
      const entered = (await this.careerSecrets.read(claim.id))?.tournamentId;
      if (entered && !roles.has(entered)) roles.set(entered, 'entrant');
    }
    const lines: TournamentLine[] = [];
    for (const [tournamentId, role] of roles) {
      const events = await this.store.readStream(tournamentStream(tournamentId));
      const state = tournament.fold(
        events as unknown as tournament.TournamentEvent[],
        tournament.initialState(),
      );
      if (state.terms) lines.push({ tournamentId, name: state.terms.name, phase: state.phase, role });
    }
    return lines;
  }
}
