import { Body, Controller, Param, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { bearerToken } from '../common/bearer-token';
import { ErrorResponse } from '../common/dto/responses';
import { TournamentSecrets } from '../tournaments/tournament-secrets';
import {
  organiserTokenInvalid,
  organiserTokenMissing,
  tournamentNotFound,
} from '../tournaments/tournaments.errors';
import { AccountStore } from './account-store';
import { noSuchPlayer } from './accounts.errors';
import { CoOrganiserDto } from './dto/accounts.dto';
import { SeatClaims } from './seat-claims';

/**
 * A tournament's co-organisers (docs/accounts.md "Tournaments"): the organiser (his token, or the session of the
 * account that claimed it) adds accounts by name, whose sessions then open the console; a co-organiser adds none.
 */
@ApiTags('tournaments')
@Controller('tournaments')
export class CoOrganisersController {
  constructor(
    private readonly secrets: TournamentSecrets,
    private readonly claims: SeatClaims,
    private readonly accounts: AccountStore,
  ) {}

  @Post(':id/co-organisers')
  @ApiBearerAuth('seat')
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Add a co-organiser: an account whose session may use the organiser’s console' })
  @ApiCreatedResponse({
    description: 'The account is a co-organiser (adding it again changes nothing)',
    schema: {
      type: 'object',
      properties: { tournamentId: { type: 'string' }, coOrganiser: { type: 'string' } },
    },
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'organiser/token-missing' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'organiser/token-invalid, session/cross-site' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'tournament/not-found, player/not-found' })
  async add(@Param('id') id: string, @Body() body: CoOrganiserDto, @Req() request: Request) {
    await this.organiser(id, request);
    const accountId = await this.accounts.idOfName(body.name);
    if (!accountId) throw noSuchPlayer(body.name);
    await this.claims.addCoOrganiser(id, accountId);
    return { tournamentId: id, coOrganiser: body.name };
  }

  /** The organiser himself: his token, else the session of the account that claimed it. */
  private async organiser(id: string, request: Request): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    if (token) {
      const organiser = await this.secrets.isOrganiser(id, token);
      if (organiser === undefined) throw tournamentNotFound(id);
      if (!organiser) throw organiserTokenInvalid(id);
    } else if (!(await this.claims.ownedBySession(request, { kind: 'organiser', id })))
      throw organiserTokenMissing();
  }
}
