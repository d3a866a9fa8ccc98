import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

// Response shapes every capability shares, for the OpenAPI document only.

const OBJECT = { type: 'object', additionalProperties: true } as const;

export class ErrorResponse {
  @ApiProperty({ example: 422 }) statusCode!: number;
  @ApiProperty({ example: 'command/not-pending' }) code!: string;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ description: 'The rule, for rules errors', example: '8.0' }) rule?: string;
}

export class EventResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() revision!: number;
  @ApiProperty({ example: 'TravelBoxEntered' }) type!: string;
  @ApiProperty(OBJECT) data!: object;
  @ApiProperty({
    ...OBJECT,
    description: 'commandId, correlationId, actor, command, dice {firstNonce, nextNonce}',
  })
  metadata!: object;
}

export class StoredEventResponse extends EventResponse {
  @ApiProperty({ description: 'Global position in the store' }) position!: number;
  @ApiProperty({ format: 'date-time' }) recordedAt!: string;
}
