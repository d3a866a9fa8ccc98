import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { ErrorResponse } from '../common/dto/responses';
import { positionOf } from './career-index.page';
import type { CareerRow } from './career-index.projection';
import { CareerIndexProjector } from './career-index.projector';
import { CareersQuery } from './careers-query.dto';

class CareersPageResponse {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description:
      'Newest activity first: careerId, campaign (the-hunted, beneath-the-med), kommandant, uboatType (a U-boat ' +
      "type, or Beneath the Med's class), uboatId, date, base, status (active, ended), " +
      'endReason (5.1: sunk, captured, lostAtSea, kommandantKilled, relieved, warOver, endDate; null while active), ' +
      'step ({ kind }), patrolsCompleted, tonnage, shipsSunk, lastActivity (the last event, ISO), revision',
  })
  careers!: CareerRow[];

  @ApiProperty({ type: String, nullable: true, description: 'The cursor of the next page; null on the last' })
  next!: string | null;
}

const badCursor = (cursor: string) =>
  new BadRequestException({
    statusCode: 400,
    code: 'validation/invalid-input',
    message: `cursor: '${cursor}' is not the next of a page of this server`,
  });

@ApiTags('careers')
@Controller('careers')
export class CareerIndexController {
  constructor(private readonly index: CareerIndexProjector) {}

  @Get()
  @ApiOperation({ summary: 'Discovery: the careers, newest activity first, paged (no seed, no token)' })
  @ApiOkResponse({ type: CareersPageResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'validation/invalid-input' })
  list(@Query() query: CareersQuery): Promise<CareersPageResponse> {
    const before = query.cursor === undefined ? undefined : positionOf(query.cursor);
    if (query.cursor !== undefined && before === undefined) throw badCursor(query.cursor);
    return this.index.page(query, before);
  }
}
