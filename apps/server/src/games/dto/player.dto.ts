import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Length, Matches } from 'class-validator';

/** What each player brings (13.1.1): his Kommandant, his torpedo load (4.5) and his commitment to a dice seed. */
export class PlayerDto {
  @ApiProperty({ example: 'Kptlt. Günther Prien', minLength: 1, maxLength: 100 })
  @IsString()
  @Length(1, 100)
  kommandant!: string;

  @ApiPropertyOptional({ example: 'U-47', maxLength: 30 }) // 11.7: Beneath the Med's boat names, up to 23 letters
  @IsOptional()
  @IsString()
  @Length(1, 30)
  uboatId?: string;

  @ApiPropertyOptional({ description: '4.5: re-type up to 4 torpedoes (+ G7a→G7e, − G7e→G7a)', example: 0 })
  @IsOptional()
  @IsInt()
  torpedoSwaps?: number;

  @ApiProperty({
    description:
      'sha256 (hex) of a seed you keep: you reveal it (RevealSeed) once both players have committed, and it goes into the dice',
    example: '3f0a…',
  })
  @Matches(/^[0-9a-fA-F]{64}$/, { message: 'seedCommitment must be a sha256 in hex (64 characters)' })
  seedCommitment!: string;
}
