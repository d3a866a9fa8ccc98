import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { CAMPAIGN_IDS, UBOAT_TYPES, type CampaignId, type UBoatType, type YearMonth } from '@periscope/rules';
import { MED_CLASSES, type MedClass } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';
import { IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { IsSmallObject } from '../../common/dto/validators';
import { PlayerDto } from './player.dto';

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A U-boat type of The Hunted or a class of Beneath the Med; the game checks it against its campaign. */
const BOATS: readonly string[] = [...UBOAT_TYPES, ...MED_CLASSES];

/** POST /games: the terms both players sail under (13.1.1) and the creator's entry; he takes seat a. */
export class CreateGameDto extends PlayerDto {
  @ApiPropertyOptional({
    enum: CAMPAIGN_IDS,
    example: 'the-hunted',
    description:
      "The game of the series both careers start under (13.1; Beneath the Med's 10.1): The Hunted when omitted. " +
      'A boat or a month of the other game is 400 command/invalid-field naming the field',
  })
  @IsOptional()
  @IsIn(CAMPAIGN_IDS)
  campaign?: CampaignId;

  @ApiProperty({
    enum: BOATS,
    example: 'VIIC',
    description: "13.1.1: both players sail this type (Beneath the Med's 10.1: this class)",
  })
  @IsIn(BOATS)
  uboatType!: UBoatType | MedClass;

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
