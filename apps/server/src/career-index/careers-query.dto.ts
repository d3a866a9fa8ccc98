import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import type { StatusFilter } from './career-index.page';

export const MAX_CAREERS_PAGE = 100;

/** GET /api/careers?status=active|ended|all&limit=20&cursor=…: a page of the careers' index. */
export class CareersQuery {
  @ApiPropertyOptional({ enum: ['active', 'ended', 'all'], default: 'all' })
  @IsOptional()
  @IsIn(['active', 'ended', 'all'])
  status: StatusFilter = 'all';

  @ApiPropertyOptional({ default: 20, minimum: 1, maximum: MAX_CAREERS_PAGE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_CAREERS_PAGE)
  limit = 20;

  @ApiPropertyOptional({ description: 'The `next` of the previous page' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,64}$/, { message: 'cursor must be the `next` of a previous page' })
  cursor?: string;
}
