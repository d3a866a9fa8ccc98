import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { SeatClaims } from '../accounts/seat-claims';
import { BearerGuard } from '../common/bearer.guard';
import { TournamentSecrets } from './tournament-secrets';
import { organiserTokenInvalid, organiserTokenMissing, tournamentNotFound } from './tournaments.errors';

/** The organiser's actions need his token (BearerGuard): 404 for no tournament, 403 for any other token. */
@Injectable()
export class OrganiserGuard extends BearerGuard {
  constructor(
    private readonly secrets: TournamentSecrets,
    private readonly claims: SeatClaims,
  ) {
    super();
  }

  protected override admitSession(id: string, request: Request): Promise<boolean> {
    return this.claims.heldBySession(request, { kind: 'organiser', id });
  }

  protected missing() {
    return organiserTokenMissing();
  }

  protected async admit(id: string, token: string): Promise<void> {
    const organiser = await this.secrets.isOrganiser(id, token);
    if (organiser === undefined) throw tournamentNotFound(id);
    if (!organiser) throw organiserTokenInvalid(id);
  }
}
