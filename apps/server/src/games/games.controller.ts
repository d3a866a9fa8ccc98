import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { bearerToken } from '../common/bearer-token';
import { EventsPageQuery } from '../common/dto/events-page.query';
import { ErrorResponse } from '../common/dto/responses';
import { CreateGameDto } from './dto/create-game.dto';
import { GameCommandDto } from './dto/game-command.dto';
import {
  CreatedGameResponse,
  GameCommandAnswerResponse,
  GameEventsResponse,
  GameResponse,
  GameSeedsResponse,
} from './dto/game.responses';
import { JoinGameDto } from './dto/join-game.dto';
import { GameSeatGuard, type SeatedRequest } from './game-seat.guard';
import { GameSeats } from './game-seats';
import { GamesService } from './games.service';

const notFound = { type: ErrorResponse, description: 'game/not-found' };
const badToken = {
  type: ErrorResponse,
  description: 'seat/token-invalid: a token that is no seat of this game',
};

@ApiTags('games')
@Controller('games')
export class GamesController {
  constructor(
    private readonly games: GamesService,
    private readonly seats: GameSeats,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Create a two-player game (13.1); the answer carries seat a’s token and the invite code',
  })
  @ApiCreatedResponse({ type: CreatedGameResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'validation/invalid-input' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'A rule refuses the terms (13.1.1 game/end-date-before-start, 4.2.1, 4.2.2, 4.5)',
  })
  create(@Body() body: CreateGameDto) {
    return this.games.create(body);
  }

  @Post(':id/join')
  @ApiOperation({ summary: 'Take seat b with the invite code; the answer carries the seat token, once' })
  @ApiCreatedResponse({ type: CreatedGameResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'validation/invalid-input' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'game/invite-invalid' })
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse({ type: ErrorResponse, description: 'game/conflict' })
  @ApiUnprocessableEntityResponse({ type: ErrorResponse, description: 'game/full (13.1), 4.5' })
  join(@Param('id') id: string, @Body() body: JoinGameDto) {
    return this.games.join(id, body);
  }

  @Post(':id/commands')
  @HttpCode(200)
  @UseGuards(GameSeatGuard)
  @ApiBearerAuth('seat')
  @ApiOperation({
    summary:
      'One command of the seat’s pending list: RevealSeed, Roll, CommitManoeuvre, RevealManoeuvre, or a career command',
  })
  @ApiOkResponse({ type: GameCommandAnswerResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description:
      'validation/invalid-input, command/invalid-field, command/unknown-type; manoeuvre/salt-weak, seed/weak (a salt or seed under 128 bits)',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'seat/token-missing' })
  @ApiForbiddenResponse(badToken)
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'rules/not-implemented (with the rule), game/conflict, command/id-reused',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'http/413' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description:
      'A rule violation with its rule: game/not-your-patrol, game/roll-awaited (13.1.2; Beneath the Med 10.1), seed/mismatch, …',
  })
  command(@Param('id') id: string, @Req() request: SeatedRequest, @Body() body: GameCommandDto) {
    return this.games.command(id, request.gameSeat, body);
  }

  @Get(':id')
  @ApiBearerAuth('seat')
  @ApiOperation({
    summary: 'The game as a seat (with its token) or a spectator (without) may see it, and what is pending',
  })
  @ApiOkResponse({ type: GameResponse })
  @ApiForbiddenResponse(badToken)
  @ApiNotFoundResponse(notFound)
  async read(@Param('id') id: string, @Headers('authorization') authorization?: string) {
    return this.games.read(id, await this.seats.viewerOf(id, bearerToken(authorization)));
  }

  @Get(':id/events')
  @ApiBearerAuth('seat')
  @ApiOperation({ summary: 'The game’s events from a revision, as this viewer may see them' })
  @ApiOkResponse({ type: GameEventsResponse })
  @ApiForbiddenResponse(badToken)
  @ApiNotFoundResponse(notFound)
  async events(
    @Param('id') id: string,
    @Query() query: EventsPageQuery,
    @Headers('authorization') authorization?: string,
  ) {
    return this.games.events(id, await this.seats.viewerOf(id, bearerToken(authorization)), query);
  }

  @Get(':id/seeds')
  @ApiOperation({ summary: 'Every seed, once the game is over: anyone can then recompute every roll' })
  @ApiOkResponse({ type: GameSeedsResponse })
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse({ type: ErrorResponse, description: 'game/seed-sealed' })
  seeds(@Param('id') id: string) {
    return this.games.seeds(id);
  }
}
