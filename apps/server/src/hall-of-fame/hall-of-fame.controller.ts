import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ErrorResponse } from '../common/dto/responses';
import { FameQuery } from './fame-query.dto';
import { GameRecords } from './game-records';
import { HallOfFameService } from './hall-of-fame.service';
import { TournamentWinners } from './tournament-winners';

const OBJECT = { type: 'object', additionalProperties: true } as const;

class HallOfFameResponse {
  @ApiProperty({ description: '`all` or the month of admission asked' })
  period!: string;

  @ApiProperty()
  page!: number;

  @ApiProperty()
  size!: number;

  @ApiProperty({
    description: 'The position of the last verdict: join `halloffame`/`careers` on /live after it',
  })
  position!: number;

  @ApiProperty({
    type: 'array',
    items: OBJECT,
    description: 'One board per boat type and start month, ranked by tonnage: its total and the page asked',
  })
  boards!: object[];
}

@ApiTags('hall of fame')
@Controller('hall-of-fame')
export class HallOfFameController {
  constructor(
    private readonly fame: HallOfFameService,
    private readonly games: GameRecords,
    private readonly tournaments: TournamentWinners,
  ) {}

  @Get('tournaments')
  @ApiOperation({
    summary:
      "The tournament winners: finished tournaments admitted after their export's audit, the winner's tonnage first, paged",
  })
  @ApiOkResponse({ schema: OBJECT })
  winnersBoard(@Query() query: FameQuery) {
    return this.tournaments.board(query);
  }

  @Get('tournaments/:id')
  @ApiOperation({
    summary: "A finished tournament's verdict: admitted with its winner, or refused with the findings",
  })
  @ApiOkResponse({ schema: OBJECT })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'hall-of-fame/no-verdict: not judged yet' })
  winnerVerdict(@Param('id') id: string) {
    return this.tournaments.verdict(id);
  }

  @Get('games')
  @ApiOperation({
    summary:
      'The two-player records: finished games admitted after their audit, the most tonnage first, paged',
  })
  @ApiOkResponse({ schema: OBJECT })
  gameBoard(@Query() query: FameQuery) {
    return this.games.board(query);
  }

  @Get('games/:id')
  @ApiOperation({
    summary: "A two-player game's verdict: admitted with its record, or refused with the findings",
  })
  @ApiOkResponse({ schema: OBJECT })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'hall-of-fame/no-verdict: not judged yet' })
  gameVerdict(@Param('id') id: string) {
    return this.games.verdict(id);
  }

  @Get()
  @ApiOperation({
    summary:
      'The hall of fame: the admitted careers by boat type and start month, all-time or of a month, paged',
  })
  @ApiOkResponse({ type: HallOfFameResponse })
  list(@Query() query: FameQuery) {
    return this.fame.boards(query);
  }

  @Get('careers/:id')
  @ApiOperation({
    summary: "A career's verdict: admitted with its entry, or refused with the audit's findings",
  })
  @ApiOkResponse({ schema: OBJECT })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'hall-of-fame/no-verdict: not judged yet' })
  verdict(@Param('id') id: string) {
    return this.fame.verdict(id);
  }

  @Post('careers/:id')
  @ApiOperation({
    summary:
      "Ask for a finished career's verdict (each is judged at its end): the server audits its export first",
  })
  @ApiCreatedResponse({ schema: OBJECT })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'career/not-found' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'hall-of-fame/career-running' })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'hall-of-fame/audit-failed, with the findings',
  })
  admit(@Param('id') id: string) {
    return this.fame.admit(id);
  }
}
