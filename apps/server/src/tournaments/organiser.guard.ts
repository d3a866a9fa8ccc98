import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { bearerToken } from '../careers/seat-token';
import { TournamentSecrets } from './tournament-secrets';
import { organiserTokenInvalid, organiserTokenMissing, tournamentNotFound } from './tournaments.errors';

/**
 * The organiser's actions need his token: `Authorization: Bearer <organiserToken>`. Runs before body validation:
 * 401 without a token, 404 for no tournament, 403 for any other token; nothing is appended.
 */
@Injectable()
export class OrganiserGuard implements CanActivate {
  constructor(private readonly secrets: TournamentSecrets) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw organiserTokenMissing();
    const id = String(request.params.id);
    const organiser = await this.secrets.isOrganiser(id, token);
    if (organiser === undefined) throw tournamentNotFound(id);
    if (!organiser) throw organiserTokenInvalid(id);
    return true;
  }
}
