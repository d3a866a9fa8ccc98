import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { PlayerDto } from './player.dto';

/** POST /games/:id/join: the invite code from the creator, and the joiner's entry; he takes seat b. */
export class JoinGameDto extends PlayerDto {
  @ApiProperty({ description: 'The invite code POST /games gave the creator', minLength: 1, maxLength: 100 })
  @IsString()
  @Length(1, 100)
  inviteCode!: string;
}
