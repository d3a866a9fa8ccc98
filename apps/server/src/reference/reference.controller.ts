import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { gameReference, type GameReference } from '@periscope/rules';
import { ReferenceResponse } from './reference.responses';

/** An hour: the reference changes only with a new server (a new chart pack or engine). */
const CACHE_CONTROL = 'public, max-age=3600';

@ApiTags('reference')
@Controller('reference')
export class ReferenceController {
  /** Computed once, when the server starts. */
  private readonly reference: GameReference = gameReference();

  @Get()
  @Header('Cache-Control', CACHE_CONTROL)
  @ApiOperation({
    summary:
      'The game as data for a client: rule titles, optional rules, U-boat types, patrol routes, chart pack',
  })
  @ApiOkResponse({ type: ReferenceResponse })
  read(): GameReference {
    return this.reference;
  }
}
