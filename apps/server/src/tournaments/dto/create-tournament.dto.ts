import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CAMPAIGN_IDS, type CampaignId, type CareerOptionsChoice, type YearMonth } from '@periscope/rules';
import { tournament } from '@periscope/play';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsObject,
  IsString,
  Length,
  Matches,
  ValidateNested,
} from 'class-validator';
import { Omittable } from '../../common/omittable';
import { IsCareerOptions } from '../../common/dto/validators';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The U-boat types of The Hunted and the classes of Beneath the Med; the decider checks them against the campaign. */
const BOATS: readonly string[] = CAMPAIGN_IDS.flatMap((id) => tournament.boatsOf(id));

export class RegistrationWindowDto {
  @ApiPropertyOptional({ example: '2025-03-01T00:00:00Z' })
  @Omittable()
  @IsISO8601()
  opensAt?: string;

  @ApiPropertyOptional({ example: '2025-03-08T00:00:00Z' })
  @Omittable()
  @IsISO8601()
  closesAt?: string;
}

/** POST /tournaments: the terms of 13.2–13.5; the decider checks that they fit the format (422). */
export class CreateTournamentDto {
  @ApiProperty({ example: 'Biscay Cup', minLength: 1, maxLength: 100 })
  @IsString()
  @Length(1, 100)
  name!: string;

  @ApiProperty({ example: 'BdU Lorient', minLength: 1, maxLength: 100 })
  @IsString()
  @Length(1, 100)
  organiser!: string;

  @ApiProperty({ enum: tournament.TOURNAMENT_FORMATS })
  @IsIn(tournament.TOURNAMENT_FORMATS)
  format!: tournament.TournamentFormat;

  @ApiPropertyOptional({
    enum: CAMPAIGN_IDS,
    example: 'the-hunted',
    description:
      "The game every entrant's career is started under: The Hunted when omitted. A type, class or month of the " +
      'other game is 400 command/invalid-field naming the field',
  })
  @Omittable()
  @IsIn(CAMPAIGN_IDS)
  campaign?: CampaignId;

  @ApiPropertyOptional({
    enum: tournament.MED_PRESET_IDS,
    description:
      'Beneath the Med only: one of its tournaments (10.2 long from 6/40 without the Acciaio class, 10.2 short from ' +
      '4/42, 10.3 survival, 10.4 mixed); it fixes the format and the start it names (422 otherwise)',
  })
  @Omittable()
  @IsIn(tournament.MED_PRESET_IDS)
  preset?: tournament.MedPresetId;

  @ApiPropertyOptional({ enum: tournament.SCORINGS, description: '13.4 only: scored as 13.2 or as 13.3' })
  @Omittable()
  @IsIn(tournament.SCORINGS)
  scoring?: tournament.Scoring;

  @ApiPropertyOptional({ enum: BOATS, isArray: true, example: ['VIIC'] })
  @Omittable()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(BOATS.length)
  @IsIn(BOATS, { each: true })
  uboatTypes?: tournament.TournamentBoat[];

  @ApiProperty({ type: String, example: '1943-07' })
  @Matches(MONTH, { message: 'startDate must be YYYY-MM' })
  startDate!: YearMonth;

  @ApiPropertyOptional({
    type: String,
    example: '1945-05',
    description: "Default the campaign's last month: 1945-05 (The Hunted), 1943-08 (Beneath the Med)",
  })
  @Omittable()
  @Matches(MONTH, { message: 'endDate must be YYYY-MM' })
  endDate?: YearMonth;

  @ApiPropertyOptional({
    description: 'One optional-rule set (§14) for every entrant',
    type: 'object',
    additionalProperties: true,
  })
  @Omittable()
  @IsCareerOptions()
  options?: CareerOptionsChoice;

  @ApiPropertyOptional({ type: RegistrationWindowDto })
  @Omittable()
  @IsObject()
  @ValidateNested()
  @Type(() => RegistrationWindowDto)
  registration?: RegistrationWindowDto;
}
