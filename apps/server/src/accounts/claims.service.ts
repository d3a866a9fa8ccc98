import { Injectable } from '@nestjs/common';
import type { accounts } from '@periscope/play';
import type { Request } from 'express';
import { tokenMatches } from '../common/bearer-token';
import { CareerSecretsStore } from '../common/career-secrets';
import { isId } from '../common/streams';
import { GameSeats } from '../games/game-seats';
import { TournamentSecrets } from '../tournaments/tournament-secrets';
import { seatProofRefused } from './accounts.errors';
import { AccountsService, summary } from './accounts.service';
import { SeatClaims } from './seat-claims';

/** A claim as the browser sends it: the seat's kind, its id, and the token that proves it. */
export interface ClaimRequest {
  readonly kind: accounts.ClaimedSeat['kind'];
  readonly id: string;
  readonly token: string;
}

/**
 * A signed-in player claims a seat this browser holds by proving its token, once (docs/accounts.md "Claiming"):
 * the seat's claim stream names the account, and the account records the seat.
 */
@Injectable()
export class ClaimsService {
  constructor(
    private readonly accountsService: AccountsService,
    private readonly claims: SeatClaims,
    private readonly careerSecrets: CareerSecretsStore,
    private readonly gameSeats: GameSeats,
    private readonly tournamentSecrets: TournamentSecrets,
  ) {}

  async claim(request: Request, claim: ClaimRequest) {
    const signedIn = await this.accountsService.signedIn(request);
    const seat = await this.proved(claim);
    return { account: summary(await this.claims.claim(signedIn, seat)) };
  }

  /** The seat the token opens; 403 `claim/token-invalid` (404 of its noun for no such thing). */
  private async proved({ kind, id, token }: ClaimRequest): Promise<accounts.ClaimedSeat> {
    if (!isId(id)) throw seatProofRefused(kind, id);
    if (kind === 'career') {
      const secrets = await this.careerSecrets.read(id);
      if (secrets && tokenMatches(token, secrets.seatTokenHash)) return { kind, id };
    } else if (kind === 'game') {
      const seat = await this.gameSeats.seatOf(id, token);
      if (seat) return { kind, id, seat };
    } else if (await this.tournamentSecrets.isOrganiser(id, token)) return { kind, id };
    throw seatProofRefused(kind, id);
  }
}
