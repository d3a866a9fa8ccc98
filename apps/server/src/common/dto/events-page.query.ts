import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_EVENTS_PAGE = 1000;

/** GET /careers/:id/events, /games/:id/events ?from=N&limit=M: a page of the stream, by revision. */
export class EventsPageQuery {
  @ApiPropertyOptional({ description: 'First revision to return (inclusive)', default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  from = 0;

  @ApiPropertyOptional({ default: MAX_EVENTS_PAGE, minimum: 1, maximum: MAX_EVENTS_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_EVENTS_PAGE)
  limit = MAX_EVENTS_PAGE;
}
