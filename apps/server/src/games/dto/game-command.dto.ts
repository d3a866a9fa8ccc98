import { ApiProperty } from '@nestjs/swagger';
import { SEAT_COMMAND_TYPES } from '@periscope/play/duel';
import { PLAYER_COMMAND_TYPES } from '@periscope/rules';
import { IsIn, IsString, Length } from 'class-validator';
import { IsSmallObject } from '../../common/dto/validators';
import { plainSeatCommand } from '../../live/live.dto';

const DATA_MAX_CHARS = 2000;

/** Every type a seat may send: the game's own, and the active player's career commands. */
const GAME_COMMAND_TYPES: readonly string[] = [...SEAT_COMMAND_TYPES, ...PLAYER_COMMAND_TYPES];
const TYPES: ReadonlySet<string> = new Set(GAME_COMMAND_TYPES);

/** POST /games/:id/commands: one command of the seat's pending list; the rules check its data (400 or 422). */
export class GameCommandDto {
  @ApiProperty({
    description: 'Chosen by the client, unique in the game; sending it again returns the first answer',
    minLength: 1,
    maxLength: 100,
    example: 'a-patrol-1',
  })
  @IsString()
  @Length(1, 100)
  commandId!: string;

  @ApiProperty({ enum: GAME_COMMAND_TYPES, example: 'Roll' })
  @IsIn(GAME_COMMAND_TYPES)
  type!: string;

  @ApiProperty({
    description: 'The command’s parameters, as pending().seats lists them ({} for none)',
    type: 'object',
    additionalProperties: true,
    example: {},
  })
  @IsSmallObject(DATA_MAX_CHARS)
  data!: Record<string, unknown>;
}

/**
 * The usual command, checked by hand against exactly the decorators above, as a career's is (the live `command`
 * path calls this for every move); undefined for anything else, which the validation pipe then answers.
 */
export const plainGameCommand = (body: {
  commandId: unknown;
  type: unknown;
  data: unknown;
}): GameCommandDto | undefined => plainSeatCommand(body, TYPES, DATA_MAX_CHARS);
