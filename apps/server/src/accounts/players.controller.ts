import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponse } from '../common/dto/responses';
import { PlayerPageResponse } from './dto/accounts.responses';
import { PlayersService } from './players.service';

@ApiTags('accounts')
@Controller('players')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @Get(':name')
  @ApiOperation({
    summary: 'A player’s page: his careers, two-player games and tournaments, as far as he shows them',
  })
  @ApiOkResponse({ type: PlayerPageResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'player/not-found' })
  read(@Req() request: Request, @Param('name') name: string) {
    return this.players.page(request, name);
  }
}
