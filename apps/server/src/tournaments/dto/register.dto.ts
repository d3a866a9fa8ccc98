import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { tournament } from '@periscope/play';
import { CAMPAIGN_IDS } from '@periscope/rules';
import { IsIn, IsString, Length } from 'class-validator';
import { Omittable } from '../../common/omittable';

/** The U-boat types of The Hunted and the classes of Beneath the Med. */
const BOATS: readonly string[] = CAMPAIGN_IDS.flatMap((id) => tournament.boatsOf(id));

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

  @ApiPropertyOptional({
    enum: BOATS,
    description:
      'Default: the tournament’s type when it has one; a type or class of the game the tournament is not ' +
      'played in is 400 command/invalid-field',
  })
  @Omittable()
  @IsIn(BOATS)
  uboatType?: tournament.TournamentBoat;

  @ApiPropertyOptional({ maxLength: 30 }) // 11.7: Beneath the Med's boat names, up to 23 letters
  @Omittable()
  @IsString()
  @Length(1, 30)
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
