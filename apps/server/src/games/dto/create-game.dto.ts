import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { UBOAT_TYPES, type UBoatType, type YearMonth } from '@periscope/rules';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { IsSmallObject } from '../../common/dto/validators';
import { PlayerDto } from './player.dto';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** POST /games: the terms both players sail under (13.1.1) and the creator's entry; he takes seat a. */
export class CreateGameDto extends PlayerDto {
  @ApiProperty({ enum: UBOAT_TYPES, example: 'VIIC', description: '13.1.1: both players sail this type' })
  @IsIn(UBOAT_TYPES)
  uboatType!: UBoatType;

  @ApiProperty({
    type: String,
    example: '1943-07',
    description: '13.1.1: both careers start this month (YYYY-MM)',
  })
  @Matches(YEAR_MONTH, { message: 'startDate must be YYYY-MM' })
  startDate!: YearMonth;

  @ApiPropertyOptional({
    type: String,
    example: '1944-06',
    description: '13.1.1: the end date agreed beforehand (YYYY-MM)',
  })
  @IsOptional()
  @Matches(YEAR_MONTH, { message: 'endDate must be YYYY-MM' })
  endDate?: YearMonth;

  @ApiPropertyOptional({
    description: 'Optional rules (14.x) for both careers, as StartCareer takes them',
    type: 'object',
    additionalProperties: true,
  })
  @IsOptional()
  @IsSmallObject(2000)
  options?: Record<string, unknown>;

  @ApiPropertyOptional({
    description:
      'Seconds each awaited seat has from the last event before the server acts for it (TP-TIMEOUT: a roll, or ' +
      'a forfeit); 7 days when omitted',
    minimum: 10,
    maximum: 604800,
  })
  @IsOptional()
  @IsInt()
  @Min(10)
  @Max(604_800)
  opponentTimeoutSeconds?: number;
}
