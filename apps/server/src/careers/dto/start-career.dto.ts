import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CAMPAIGN_IDS,
  OPTION_NAMES,
  UBOAT_TYPES,
  type CampaignId,
  type CareerOptionsChoice,
  type UBoatType,
  type YearMonth,
} from '@periscope/rules';
import { MED_CLASSES, type MedClass } from '@periscope/rules/campaigns/beneath-the-med/vocabulary';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches } from 'class-validator';
import type { CareerStart } from '../../common/career-commands';
import { IsCareerOptions } from '../../common/dto/validators';

/** A U-boat type of The Hunted or a class of Beneath the Med; the rules check it against the campaign (400). */
const BOATS: readonly string[] = [...UBOAT_TYPES, ...MED_CLASSES];

/** POST /careers: the choices of 4.1–4.5. The rules check the date and the swaps (422 with the rule). */
export class StartCareerDto implements CareerStart {
  @ApiPropertyOptional({
    enum: CAMPAIGN_IDS,
    description:
      'The game of the series: The Hunted when omitted; Beneath the Med plays to the career’s end on designed ' +
      'charts, and a command that needs a rule not played yet answers 409 rules/not-implemented naming it',
    example: 'the-hunted',
  })
  @IsOptional()
  @IsIn(CAMPAIGN_IDS)
  campaign?: CampaignId;

  @ApiProperty({
    enum: BOATS,
    example: 'VIIC',
    description: "The Hunted's U-boat type (4.1), or Beneath the Med's class (4.1, 11.7) with its campaign",
  })
  @IsIn(BOATS)
  uboatType!: UBoatType | MedClass;

  @ApiProperty({
    type: String,
    example: '1943-07',
    description: 'YYYY-MM, from 1943-07 (or the type’s service date) to 1945-05',
  })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'startDate must be YYYY-MM' })
  startDate!: YearMonth;

  @ApiProperty({ example: 'Kptlt. Günther Prien', minLength: 1, maxLength: 100 })
  @IsString()
  @Length(1, 100)
  kommandant!: string;

  @ApiPropertyOptional({ example: 'U-47', maxLength: 30 }) // 11.7: Beneath the Med's boat names, up to 23 letters
  @IsOptional()
  @IsString()
  @Length(1, 30)
  uboatId?: string;

  @ApiPropertyOptional({
    description:
      'The optional rules (§14, §15) in play, all off by default: a switch (true) or the value the rule takes',
    type: 'object',
    properties: Object.fromEntries(OPTION_NAMES.map((name) => [name, {}])),
    additionalProperties: false,
    example: { reducedConvoyTargets: true, evasiveManoeuvres: 'escortRolled', specialAbility: 'roll' },
  })
  @IsOptional()
  @IsCareerOptions()
  options?: CareerOptionsChoice;

  @ApiPropertyOptional({ description: '4.5: re-type up to 4 torpedoes (+ G7a→G7e, − G7e→G7a)', example: 0 })
  @IsOptional()
  @IsInt()
  torpedoSwaps?: number;

  @ApiPropertyOptional({
    type: String,
    description: '5.1.2: an agreed end of the career (YYYY-MM); the end of the war (1945-05) when omitted',
    example: '1944-12',
  })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'endDate must be YYYY-MM' })
  endDate?: YearMonth;

  @ApiPropertyOptional({
    description:
      'Your contribution to the dice (public), drawn at random: at least 128 bits as written (32 hex digits or 22 ' +
      'base64url characters), else 400 seed/weak (L-8); one is drawn for you when omitted',
    minLength: 1,
    maxLength: 200,
  })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  playerSeed?: string;
}
