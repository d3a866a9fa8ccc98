import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EventResponse, StoredEventResponse } from '../../common/dto/responses';

// Response shapes, for the OpenAPI document only (the service returns plain objects of these shapes).

const OBJECT = { type: 'object', additionalProperties: true } as const;

export class GamePendingResponse {
  @ApiProperty({ enum: ['open', 'seeding', 'playing', 'over'] }) phase!: string;
  @ApiProperty({ type: String, enum: ['a', 'b'], nullable: true, description: 'Whose patrol it is (13.1.2)' })
  turn!: string | null;
  @ApiProperty({ ...OBJECT, nullable: true, description: 'The step of the active career' }) step!:
    object | null;
  @ApiProperty({
    ...OBJECT,
    nullable: true,
    description: 'The opponent’s roll awaited: seat, chart, purpose, rule',
  })
  awaitedRoll!: object | null;
  @ApiProperty({
    description: 'The game waits for a seat and has a timeout: at the deadline the server acts (TP-TIMEOUT)',
  })
  absentOpponentRoll!: boolean;
  @ApiProperty({
    ...OBJECT,
    description: 'Per seat (a, b): every command it may send now, with its parameters',
  })
  seats!: object;
}

export class GameResponse {
  @ApiProperty({ format: 'uuid' }) gameId!: string;
  @ApiProperty({ description: 'The revision of the last event' }) revision!: number;
  @ApiProperty({ enum: ['a', 'b', 'spectator'] }) viewer!: string;
  @ApiProperty({ enum: ['open', 'seeding', 'playing', 'over'] }) phase!: string;
  @ApiProperty({ type: String, nullable: true }) turn!: string | null;
  @ApiProperty(OBJECT) settings!: object;
  @ApiProperty({
    ...OBJECT,
    description: 'Seat a and seat b: the player, his seed once revealed, his career',
  })
  seats!: object;
  @ApiProperty({
    ...OBJECT,
    nullable: true,
    description: 'The active player’s command held for the opponent’s roll',
  })
  held!: object | null;
  @ApiProperty({
    ...OBJECT,
    nullable: true,
    description: '14.8.3: commitments, and the numbers this viewer may see',
  })
  manoeuvres!: object | null;
  @ApiProperty({
    description:
      "The next nonce of the game's one dice stream (both careers roll on it, one command at a time)",
  })
  nextNonce!: number;
  @ApiProperty({
    ...OBJECT,
    nullable: true,
    description: '13.1.3: tonnage per seat and the winner (null: a draw)',
  })
  result!: object | null;
  @ApiProperty({ type: GamePendingResponse }) pending!: GamePendingResponse;
  @ApiProperty({
    ...OBJECT,
    nullable: true,
    description:
      'TP-TIMEOUT: `at` (ISO 8601), the last event’s time plus the timeout (`seconds`); `seats`: each awaited seat ' +
      'and what the deadline does to it (roll, forfeit-manoeuvre, forfeit-game)',
  })
  deadline!: object | null;
}

export class CreatedGameResponse {
  @ApiProperty({ format: 'uuid' }) gameId!: string;
  @ApiProperty({ enum: ['a', 'b'] }) seat!: string;
  @ApiProperty({
    description: 'The seat: sent once, never again. Commands need "Authorization: Bearer <it>".',
  })
  seatToken!: string;
  @ApiPropertyOptional({ description: 'For the creator only: give it to the second player to join (once)' })
  inviteCode?: string;
  @ApiProperty({ type: GameResponse }) game!: GameResponse;
}

export class GameCommandAnswerResponse {
  @ApiProperty({ format: 'uuid' }) gameId!: string;
  @ApiProperty() commandId!: string;
  @ApiProperty({ description: 'The revision of the command’s last event' }) revision!: number;
  @ApiProperty({ type: [EventResponse] }) events!: EventResponse[];
  @ApiProperty({ type: GamePendingResponse, description: 'What is pending right after this command' })
  pending!: GamePendingResponse;
}

export class GameEventsResponse {
  @ApiProperty({ format: 'uuid' }) gameId!: string;
  @ApiProperty({ type: [StoredEventResponse] }) events!: StoredEventResponse[];
}

export class GameSeedsResponse {
  @ApiProperty() serverSeed!: string;
  @ApiProperty({ description: 'sha256(serverSeed), as published in GameCreated' }) commitment!: string;
  @ApiProperty({ ...OBJECT, description: 'Each seat’s seed, as revealed' }) seeds!: object;
  @ApiProperty({ description: 'combinePlayerSeeds(seed a, seed b): the dice’s player seed' })
  playerSeed!: string;
}
