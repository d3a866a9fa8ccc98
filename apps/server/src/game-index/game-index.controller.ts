import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ErrorResponse } from '../common/dto/responses';
import type { GameListing } from '@periscope/play/duel';
import { GameIndexProjector } from './game-index.projector';

const MAX_GAMES = 50;

/** GET /api/games?limit=20: the games in progress. */
class GamesQuery {
  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: MAX_GAMES })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_GAMES)
  limit = 20;
}

class GamesInProgressResponse {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description:
      'Newest activity first: gameId, phase (seeding, playing), uboatType, kommandants ({ a, b }), tonnage ' +
      '({ a, b }), date (the first seat’s month), lastActivity (the last event, ISO), revision',
  })
  games!: GameListing[];
}

@ApiTags('games')
@Controller('games')
export class GameIndexController {
  constructor(private readonly index: GameIndexProjector) {}

  @Get()
  @ApiOperation({
    summary: 'The two-player games in progress, newest activity first, for spectators (no secret)',
  })
  @ApiOkResponse({ type: GamesInProgressResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'validation/invalid-input' })
  async list(@Query() query: GamesQuery): Promise<GamesInProgressResponse> {
    return { games: await this.index.inProgress(query.limit) };
  }
}
