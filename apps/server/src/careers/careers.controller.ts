import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
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
import { CareersService } from './careers.service';
import { CareerCommandDto } from './dto/career-command.dto';
import {
  CareerEventsResponse,
  CareerResponse,
  CareerSeatResponse,
  CareerSeedResponse,
  CareerTournamentResponse,
  CommandAnswerResponse,
  StartedCareerResponse,
} from './dto/career.responses';
import { StartCareerDto } from './dto/start-career.dto';
import { SeatGuard } from './seat.guard';

const notFound = { type: ErrorResponse, description: 'career/not-found' };
/** Reads take the seat token optionally: without it (or with another) the player seed is hidden until the end. */
const SEES_SEEDS =
  'With the seat token (optional) the player sees his own player seed; anyone else sees no seed until the ' +
  'career has ended (L-1)';

@ApiTags('careers')
@Controller('careers')
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @Post()
  @ApiOperation({ summary: 'Start a solo career; the answer carries the seat token, once' })
  @ApiCreatedResponse({ type: StartedCareerResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'validation/invalid-input' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'A rule refuses the start (4.2.1, 4.2.2, 4.5)',
  })
  start(@Body() body: StartCareerDto) {
    return this.careers.start(body);
  }

  @Post(':id/commands')
  @HttpCode(200)
  @UseGuards(SeatGuard)
  @ApiBearerAuth('seat')
  @ApiOperation({ summary: 'Send one command of pending(); a repeated commandId gets its first answer' })
  @ApiOkResponse({ type: CommandAnswerResponse })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'validation/invalid-input, command/invalid-field, command/unknown-type',
  })
  @ApiUnauthorizedResponse({ type: ErrorResponse, description: 'seat/token-missing' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'seat/token-invalid' })
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse({
    type: ErrorResponse,
    description:
      'rules/not-implemented (with the rule), career/conflict, command/id-reused, tournament/paused (T-PAUSE)',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponse, description: 'http/413' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'A rule violation, e.g. command/not-pending',
  })
  command(@Param('id') id: string, @Body() body: CareerCommandDto) {
    return this.careers.command(id, body);
  }

  @Get(':id')
  @ApiBearerAuth('seat')
  @ApiOperation({ summary: 'The career as its events fold, and what is pending', description: SEES_SEEDS })
  @ApiOkResponse({ type: CareerResponse })
  @ApiNotFoundResponse(notFound)
  read(@Param('id') id: string, @Headers('authorization') authorization?: string) {
    return this.careers.read(id, bearerToken(authorization));
  }

  @Get(':id/seat')
  @ApiBearerAuth('seat')
  @ApiOperation({
    summary: 'Whether the bearer token opens this career’s seat',
    description:
      'A browser asks before it keeps a pasted seat key: it never replaces a token it holds with one that is ' +
      'not the seat’s. Answers for any token (false without one); the token itself is never echoed.',
  })
  @ApiOkResponse({ type: CareerSeatResponse })
  @ApiNotFoundResponse(notFound)
  seat(@Param('id') id: string, @Headers('authorization') authorization?: string) {
    return this.careers.isSeat(id, bearerToken(authorization));
  }

  @Get(':id/tournament')
  @ApiOperation({ summary: 'The tournament the career was entered in, if any' })
  @ApiOkResponse({ type: CareerTournamentResponse })
  @ApiNotFoundResponse(notFound)
  tournament(@Param('id') id: string) {
    return this.careers.tournamentOf(id);
  }

  @Get(':id/events')
  @ApiBearerAuth('seat')
  @ApiOperation({ summary: 'The stored events of the career, from a revision', description: SEES_SEEDS })
  @ApiOkResponse({ type: CareerEventsResponse })
  @ApiNotFoundResponse(notFound)
  events(
    @Param('id') id: string,
    @Query() query: EventsPageQuery,
    @Headers('authorization') authorization?: string,
  ) {
    return this.careers.events(id, query, bearerToken(authorization));
  }

  @Get(':id/seed')
  @ApiOperation({ summary: 'The revealed seeds, once the career is over' })
  @ApiOkResponse({ type: CareerSeedResponse })
  @ApiNotFoundResponse(notFound)
  @ApiConflictResponse({ type: ErrorResponse, description: 'career/seed-sealed' })
  seed(@Param('id') id: string) {
    return this.careers.seed(id);
  }
}
