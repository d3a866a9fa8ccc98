import { ApiProperty } from '@nestjs/swagger';
import { PLAYER_COMMAND_TYPES, type CareerCommandType } from '@periscope/rules';
import { IsIn, IsString, Length } from 'class-validator';
import { IsSmallObject } from '../../common/dto/validators';
import { plainSeatCommand } from '../../live/live.dto';

const DATA_MAX_CHARS = 2000;

/** POST /careers/:id/commands: one command of pending(); the rules check its data (400 or 422). */
export class CareerCommandDto {
  @ApiProperty({
    description: 'Chosen by the client, unique in the career; sending it again returns the first answer',
    minLength: 1,
    maxLength: 100,
    example: '5f0c2a4e-patrol-1',
  })
  @IsString()
  @Length(1, 100)
  commandId!: string;

  @ApiProperty({ enum: PLAYER_COMMAND_TYPES, example: 'EnterNextBox' })
  @IsIn(PLAYER_COMMAND_TYPES) // a wolfpack coordinator's commands (13.5.4) are never a player's
  type!: CareerCommandType;

  @ApiProperty({
    description: 'The command’s parameters, as pending() lists them ({} for none)',
    type: 'object',
    additionalProperties: true,
    example: { posture: 'surfaced' },
  })
  @IsSmallObject(DATA_MAX_CHARS)
  data!: Record<string, unknown>;
}

const TYPES: ReadonlySet<string> = new Set(PLAYER_COMMAND_TYPES);

/**
 * The usual command, checked by hand against exactly the decorators above (the live `command` path calls this
 * for every move); undefined for anything else, which the validation pipe then answers with its error.
 */
export const plainCareerCommand = (body: {
  commandId: unknown;
  type: unknown;
  data: unknown;
}): CareerCommandDto | undefined => plainSeatCommand<CareerCommandType>(body, TYPES, DATA_MAX_CHARS);
