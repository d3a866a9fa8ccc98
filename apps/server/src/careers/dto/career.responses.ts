import { ApiProperty } from '@nestjs/swagger';
import { CAMPAIGN_IDS } from '@periscope/rules';
import { EventResponse, StoredEventResponse } from '../../common/dto/responses';

// Response shapes, for the OpenAPI document only (the service returns plain objects of these shapes).

const OBJECT = { type: 'object', additionalProperties: true } as const;

export class PendingResponse {
  @ApiProperty({ ...OBJECT, description: 'The step the career is at, e.g. { kind: "underway" }' })
  step!: object;
  @ApiProperty({ type: 'array', items: OBJECT, description: 'Every legal command with its parameters' })
  commands!: object[];
}

class CampaignResponse {
  @ApiProperty({ enum: CAMPAIGN_IDS, example: 'the-hunted' }) id!: string;
  @ApiProperty({ example: '1', description: 'The ruleset the career is played under' })
  rulesetVersion!: string;
}

export class CareerSummaryResponse {
  @ApiProperty({ type: CampaignResponse, description: 'The game of the series the career plays' })
  campaign!: CampaignResponse;
  @ApiProperty(OBJECT) step!: object;
  @ApiProperty({
    example: 'VIIC',
    description: "The Hunted's U-boat type, or Beneath the Med's class (Perla)",
  })
  uboatType!: string;
  @ApiProperty({ type: String, nullable: true }) uboatId!: string | null;
  @ApiProperty() kommandant!: string;
  @ApiProperty({ example: '1943-07' }) date!: string;
  @ApiProperty({
    example: 'france',
    description: "The Hunted's base, or Beneath the Med's (mediterranean, betasom)",
  })
  base!: string;
  @ApiProperty() patrolsCompleted!: number;
  @ApiProperty() tonnage!: number;
  @ApiProperty({ description: 'sha256(serverSeed), published before the first roll' })
  seedCommitment!: string;
  @ApiProperty() playerSeed!: string;
}

export class StartedCareerResponse {
  @ApiProperty({ format: 'uuid' }) careerId!: string;
  @ApiProperty({
    description: 'The seat: sent once, never again. Commands need "Authorization: Bearer <it>".',
  })
  seatToken!: string;
  @ApiProperty({ example: 0 }) revision!: number;
  @ApiProperty({ type: CareerSummaryResponse }) state!: CareerSummaryResponse;
  @ApiProperty({ type: PendingResponse }) pending!: PendingResponse;
}

export class CareerResponse {
  @ApiProperty({ format: 'uuid' }) careerId!: string;
  @ApiProperty({ description: 'The revision of the last event' }) revision!: number;
  @ApiProperty({ ...OBJECT, description: 'The CareerState folded from every event' }) state!: object;
  @ApiProperty({ type: PendingResponse }) pending!: PendingResponse;
}

export class CommandAnswerResponse {
  @ApiProperty({ format: 'uuid' }) careerId!: string;
  @ApiProperty() commandId!: string;
  @ApiProperty({ description: 'The revision of the command’s last event' }) revision!: number;
  @ApiProperty({ type: [EventResponse] }) events!: EventResponse[];
  @ApiProperty({ type: PendingResponse, description: 'What is pending right after this command' })
  pending!: PendingResponse;
}

export class CareerEventsResponse {
  @ApiProperty({ format: 'uuid' }) careerId!: string;
  @ApiProperty({ type: [StoredEventResponse] }) events!: StoredEventResponse[];
}

export class CareerSeatResponse {
  @ApiProperty({ format: 'uuid' }) careerId!: string;
  @ApiProperty({ description: 'Whether the bearer token is this career’s seat token' }) seat!: boolean;
}

export class CareerTournamentResponse {
  @ApiProperty({ format: 'uuid' }) careerId!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The tournament it was entered in; null: solo' })
  tournamentId!: string | null;
}

export class CareerSeedResponse {
  @ApiProperty() serverSeed!: string;
  @ApiProperty() playerSeed!: string;
  @ApiProperty({ description: 'sha256(serverSeed), as published in CareerStarted' }) commitment!: string;
}
