import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Headers,
  HttpCode,
  Param,
  Post,
  Req,
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
import { SeatClaims } from '../accounts/seat-claims';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { bearerToken } from '../common/bearer-token';
import { ErrorResponse } from '../common/dto/responses';
import { CreateTournamentDto } from './dto/create-tournament.dto';
import { OrganiserActionDto, WithdrawDto } from './dto/organiser-action.dto';
import { RegisterDto } from './dto/register.dto';
import {
  CreatedTournamentResponse,
  EntrantsResponse,
  RegisteredResponse,
  StandingsResponse,
  TournamentCommandResponse,
  TournamentListResponse,
  TournamentViewResponse,
} from './dto/tournament.responses';
import { OrganiserGuard } from './organiser.guard';
import { TournamentsService } from './tournaments.service';

@ApiTags('tournaments')
@Controller('tournaments')
export class TournamentsController {
  constructor(
    private readonly tournaments: TournamentsService,
    private readonly claims: SeatClaims,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Create a tournament (13.2–13.5); the answer carries the organiser token, once' })
  @ApiCreatedResponse({ type: CreatedTournamentResponse })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'tournament/invalid-terms, tournament/end-date-unsupported',
  })
  create(@Body() body: CreateTournamentDto) {
    return this.tournaments.create(body);
  }

  @Get()
  @ApiOperation({ summary: 'Every tournament: terms, phase, entrants, leader; most recently changed first' })
  @ApiOkResponse({ type: TournamentListResponse })
  list() {
    return this.tournaments.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'The tournament: terms, phase, entrants, packs' })
  @ApiOkResponse({ type: TournamentViewResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'tournament/not-found' })
  read(@Param('id') id: string) {
    return this.tournaments.read(id);
  }

  @Get(':id/entrants')
  @ApiOperation({ summary: 'The entrants and their packs' })
  @ApiOkResponse({ type: EntrantsResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'tournament/not-found' })
  entrants(@Param('id') id: string) {
    return this.tournaments.entrants(id);
  }

  @Post(':id/entrants')
  @ApiOperation({
    summary: 'Register: starts the entrant’s career on the tournament’s terms; returns its seat token',
  })
  @ApiCreatedResponse({ type: RegisteredResponse })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'tournament/registration-closed, type-not-allowed, name-taken, player-entered',
  })
  async register(@Param('id') id: string, @Body() body: RegisterDto, @Req() request: Request) {
    // A signed-in player's entry carries his account and is his career at once (docs/accounts.md "Tournaments").
    const player = await this.claims.sessionOf(request);
    const entered = await this.tournaments.register(id, body, player?.accountId);
    if (player) await this.claims.claim(player, { kind: 'career', id: entered.careerId });
    return entered;
  }

  @Delete(':id/entrants/:careerId')
  @ApiBearerAuth('seat')
  @ApiOperation({ summary: 'Withdraw: the entrant (his career’s seat token) or the organiser' })
  @ApiOkResponse({ type: TournamentCommandResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'organiser/token-missing' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'organiser/token-invalid' })
  withdraw(
    @Param('id') id: string,
    @Param('careerId') careerId: string,
    @Body() body: WithdrawDto,
    @Headers('authorization') authorization?: string,
  ) {
    return this.tournaments.withdraw(id, careerId, body.reason, bearerToken(authorization));
  }

  @Post(':id/actions')
  @HttpCode(200)
  @UseGuards(OrganiserGuard)
  @ApiBearerAuth('seat')
  @ApiOperation({ summary: 'An organiser action: start, pause, resume, disqualify, adjudicate, finish' })
  @ApiOkResponse({ type: TournamentCommandResponse })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'organiser/token-missing' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'organiser/token-invalid' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'A tournament violation, e.g. tournament/not-running',
  })
  act(@Param('id') id: string, @Body() body: OrganiserActionDto) {
    return this.tournaments.act(id, body);
  }

  @Get(':id/standings')
  @ApiOperation({ summary: 'Individual and pack standings and the survival board (the read model)' })
  @ApiOkResponse({ type: StandingsResponse })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'tournament/not-found, tournament/not-projected-yet',
  })
  standings(@Param('id') id: string) {
    return this.tournaments.standings(id);
  }

  @Get(':id/results.csv')
  @Header('content-type', 'text/csv; charset=utf-8')
  @ApiOperation({ summary: 'The individual standings as CSV' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'A header line, then one line an entrant' })
  csv(@Param('id') id: string) {
    return this.tournaments.results(id, 'csv');
  }

  @Get(':id/results.ndjson')
  @Header('content-type', 'application/x-ndjson; charset=utf-8')
  @ApiOperation({ summary: 'The standings as NDJSON: the tournament, each entrant, each pack' })
  @ApiProduces('application/x-ndjson')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'One JSON value a line' })
  ndjson(@Param('id') id: string) {
    return this.tournaments.results(id, 'ndjson');
  }
}
