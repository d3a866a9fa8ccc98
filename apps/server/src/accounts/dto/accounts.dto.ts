import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsObject, IsString, IsUUID, Length } from 'class-validator';

// The accounts' request bodies (docs/accounts.md).

export class RegistrationOptionsDto {
  @ApiProperty({
    description: 'The player name: 3 to 32 characters, shown on /players/:name',
    example: 'Prien',
  })
  @IsString()
  @Length(1, 64)
  name!: string;
}

/** A WebAuthn ceremony's answer: the ceremony the server drew, and the browser's credential as JSON. */
export class PasskeyAnswerDto {
  @ApiProperty({ format: 'uuid', description: 'From the options answer' })
  @IsUUID()
  ceremonyId!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The PublicKeyCredential as JSON (WebAuthn Level 3 toJSON)',
  })
  @IsObject()
  response!: Record<string, unknown>;
}

export class RecoveryDto {
  @ApiProperty({ example: 'Prien' })
  @IsString()
  @Length(1, 64)
  name!: string;

  @ApiProperty({ description: 'The recovery code shown at sign-up (or at the last recovery)' })
  @IsString()
  @Length(1, 100)
  recoveryCode!: string;
}

export class ClaimDto {
  @ApiProperty({ enum: ['career', 'game', 'organiser'] })
  @IsIn(['career', 'game', 'organiser'])
  kind!: 'career' | 'game' | 'organiser';

  @ApiProperty({ format: 'uuid', description: 'The career, game or tournament' })
  @IsString()
  @Length(1, 100)
  id!: string;

  @ApiProperty({ description: 'The seat or organiser token this browser holds: the proof' })
  @IsString()
  @Length(1, 512)
  token!: string;
}

export class VisibilityDto {
  @ApiProperty() @IsBoolean() careers!: boolean;
  @ApiProperty() @IsBoolean() games!: boolean;
  @ApiProperty() @IsBoolean() tournaments!: boolean;
}

/** A co-organiser, by his player name. */
export class CoOrganiserDto {
  @ApiProperty({ description: 'The player name of the account to add', example: 'Kretschmer' })
  @IsString()
  @Length(1, 64)
  name!: string;
}
