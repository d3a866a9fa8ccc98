import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import type { FamePeriod } from './fame-boards';

/** The most entries of a board on one page. */
const MAX_FAME_PAGE = 100;

/** `GET /hall-of-fame`'s query: all-time or one month's boards, and the page of each. */
export class FameQuery {
  @ApiPropertyOptional({
    description: '`all` (all-time) or a month of admission, `YYYY-MM`',
    default: 'all',
    example: '2026-11',
  })
  @IsOptional()
  @Matches(/^(all|\d{4}-(0[1-9]|1[0-2]))$/, { message: 'period must be all or a month YYYY-MM' })
  period: FamePeriod = 'all';

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page = 1;

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: MAX_FAME_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_FAME_PAGE)
  size = 20;
}
