import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

// The accounts' answers, for the OpenAPI document only (docs/accounts.md describes each field).

const OBJECT = { type: 'object', additionalProperties: true } as const;

export class AccountSummaryResponse {
  @ApiProperty({ example: 'Prien' }) name!: string;
  @ApiProperty({ type: 'array', items: OBJECT, description: 'addedAt, transports of each passkey' })
  passkeys!: object[];
  @ApiProperty({
    type: 'array',
    items: OBJECT,
    description: 'kind, id (and a game’s seat) of each claimed seat',
  })
  claims!: object[];
  @ApiProperty({ ...OBJECT, description: 'careers, games, tournaments: what the player page shows' })
  visibility!: object;
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string' },
    description: 'GET /accounts/me only: the tournaments whose console the session opens as a co-organiser',
  })
  coOrganised?: string[];
}

export class AccountAnswerResponse {
  @ApiProperty({ type: AccountSummaryResponse }) account!: AccountSummaryResponse;
  @ApiPropertyOptional({ description: 'The recovery code: shown in this answer only, keep it' })
  recoveryCode?: string;
}

export class MeResponse {
  @ApiProperty({ type: AccountSummaryResponse, nullable: true }) account!: AccountSummaryResponse | null;
}

export class CeremonyResponse {
  @ApiProperty({ format: 'uuid' }) ceremonyId!: string;
  @ApiProperty({ ...OBJECT, description: 'The WebAuthn options for navigator.credentials (JSON)' })
  options!: object;
}

const LIST = { type: 'array', items: OBJECT, nullable: true } as const;

export class PlayerPageResponse {
  @ApiProperty({ example: 'Prien' }) name!: string;
  @ApiProperty({ description: 'The viewer is this player (he sees every part)' }) own!: boolean;
  @ApiProperty({ ...OBJECT, description: 'careers, games, tournaments: what others see' })
  visibility!: object;
  @ApiProperty({
    ...LIST,
    description: 'Each claimed career: boat(s), result, decorations, tonnage per patrol; null: hidden',
  })
  careers!: object[] | null;
  @ApiProperty({ ...LIST, description: 'Each claimed two-player game from his seat; null: hidden' })
  games!: object[] | null;
  @ApiProperty({ ...LIST, description: 'Tournaments he organised or entered; null: hidden' })
  tournaments!: object[] | null;
}
