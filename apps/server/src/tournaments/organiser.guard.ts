import { Injectable } from '@nestjs/common';
import { BearerGuard } from '../common/bearer.guard';
import { TournamentSecrets } from './tournament-secrets';
import { organiserTokenInvalid, organiserTokenMissing, tournamentNotFound } from './tournaments.errors';

/** The organiser's actions need his token (BearerGuard): 404 for no tournament, 403 for any other token. */
@Injectable()
export class OrganiserGuard extends BearerGuard {
  constructor(private readonly secrets: TournamentSecrets) {
    super();
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
