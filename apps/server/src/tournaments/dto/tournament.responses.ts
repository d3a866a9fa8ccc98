import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EventResponse } from '../../common/dto/responses';

// The tournaments' answers, for the OpenAPI document only (docs/tournaments.md describes each field).

const OBJECT = { type: 'object', additionalProperties: true } as const;
const OBJECTS = { type: 'array', items: OBJECT } as const;

export class TournamentViewResponse {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ description: "The tournament stream's last revision" }) revision!: number;
  @ApiProperty({ example: 'registration' }) phase!: string;
  @ApiPropertyOptional({ description: 'Why it is paused, while it is' }) pausedFor?: string;
  @ApiProperty({ ...OBJECT, description: 'The terms: format, scoring, boats, dates, optional rules' })
  terms!: object;
  @ApiProperty(OBJECTS) entrants!: object[];
  @ApiProperty(OBJECTS) packs!: object[];
}

export class CreatedTournamentResponse {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ description: "The organiser's token: shown once, keep it" }) organiserToken!: string;
  @ApiProperty({ type: TournamentViewResponse }) tournament!: TournamentViewResponse;
}

export class TournamentListResponse {
  @ApiProperty({ ...OBJECTS, description: 'tournamentId, name, format, phase, entrants, leader, …' })
  tournaments!: object[];
}

export class EntrantsResponse {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty(OBJECTS) entrants!: object[];
  @ApiProperty(OBJECTS) packs!: object[];
}

export class RegisteredResponse {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ format: 'uuid' }) careerId!: string;
  @ApiProperty({ description: "The entrant's career's seat token: shown once, keep it" }) seatToken!: string;
  @ApiProperty(OBJECT) entrant!: object;
}

export class TournamentCommandResponse {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty() revision!: number;
  @ApiProperty({ type: [EventResponse] }) events!: EventResponse[];
  @ApiPropertyOptional({ description: 'The commandId had been handled: its first answer again' })
  replayed?: boolean;
}

export class StandingsResponse {
  @ApiProperty({ format: 'uuid' }) tournamentId!: string;
  @ApiProperty({ description: 'The store position the standings reflect' }) position!: number;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ ...OBJECT, description: 'individual, packs, survival' }) standings!: object;
  @ApiProperty(OBJECTS) rulings!: object[];
}
