import { Controller, Get, Param, Post } from '@nestjs/common';
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
import { HallOfFameService } from './hall-of-fame.service';

const OBJECT = { type: 'object', additionalProperties: true } as const;

class HallOfFameResponse {
  @ApiProperty({
    type: 'array',
    items: OBJECT,
    description: 'One board per boat type and start month, ranked by tonnage',
  })
  boards!: object[];
}

@ApiTags('hall of fame')
@Controller('hall-of-fame')
export class HallOfFameController {
  constructor(private readonly fame: HallOfFameService) {}

  @Get()
  @ApiOperation({ summary: 'The hall of fame: every admitted career, by boat type and start month' })
  @ApiOkResponse({ type: HallOfFameResponse })
  list() {
    return this.fame.boards();
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
