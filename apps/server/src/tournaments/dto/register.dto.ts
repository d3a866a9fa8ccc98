import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UBOAT_TYPES, type UBoatType } from '@periscope/rules';
import { IsIn, IsString, Length } from 'class-validator';
import { Omittable } from '../../common/omittable';

/** POST /tournaments/:id/entrants: the tournament starts the entrant's career with its own terms. */
export class RegisterDto {
  @ApiProperty({ description: 'The entrant’s name, unique in the tournament', example: 'Kptlt. Prien' })
  @IsString()
  @Length(1, 100)
  name!: string;

  @ApiPropertyOptional({ description: 'Default: the name', example: 'Kptlt. Günther Prien' })
  @Omittable()
  @IsString()
  @Length(1, 100)
  kommandant?: string;

  @ApiPropertyOptional({ enum: UBOAT_TYPES, description: 'Default: the tournament’s type when it has one' })
  @Omittable()
  @IsIn(UBOAT_TYPES)
  uboatType?: UBoatType;

  @ApiPropertyOptional({ maxLength: 20 })
  @Omittable()
  @IsString()
  @Length(1, 20)
  uboatId?: string;

  @ApiPropertyOptional({
    description:
      'Your contribution to the dice (public), drawn at random: at least 128 bits as written (32 hex digits or 22 ' +
      'base64url characters), else 400 seed/weak (L-8); one is drawn for you when omitted',
    maxLength: 200,
  })
  @Omittable()
  @IsString()
  @Length(1, 200)
  playerSeed?: string;
}
