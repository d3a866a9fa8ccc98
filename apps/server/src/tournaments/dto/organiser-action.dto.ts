import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { tournament } from '@periscope/play';
import { IsIn, IsObject, IsString, Length } from 'class-validator';
import { Omittable } from '../../common/omittable';

/** POST /tournaments/:id/actions: one of the organiser's actions; the decider checks its data (422). */
export class OrganiserActionDto {
  @ApiPropertyOptional({ description: 'Sending it again returns the first answer', maxLength: 100 })
  @Omittable()
  @IsString()
  @Length(1, 100)
  commandId?: string;

  @ApiProperty({ enum: tournament.ORGANISER_COMMAND_TYPES })
  @IsIn(tournament.ORGANISER_COMMAND_TYPES)
  type!: tournament.OrganiserCommandType;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { careerId: '…', reason: 'played two careers' },
    description:
      'PauseTournament { reason }; Disqualify { careerId, reason }; Adjudicate { careerId, ruling, reason, rulingId? } ' +
      '(rulingId by default command:<commandId>) ' +
      '(ruling: { kind: voidEncounter, revision } | { kind: correctResult, revision, field: tonnage, from, to }); ' +
      'the others {}',
  })
  @IsObject()
  data!: Record<string, unknown>;
}

/** DELETE /tournaments/:id/entrants/:careerId. */
export class WithdrawDto {
  @ApiProperty({ example: 'cannot play on' })
  @IsString()
  @Length(1, 500)
  reason!: string;
}
