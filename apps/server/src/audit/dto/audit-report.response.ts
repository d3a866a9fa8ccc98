import { ApiProperty } from '@nestjs/swagger';

// The audit report's shape, for the OpenAPI document only (the service returns the library's AuditReport).

const OBJECT = { type: 'object', additionalProperties: true } as const;

export class AuditReportResponse {
  @ApiProperty({ description: 'Every check passed (or was skipped for the reason its note gives)' })
  ok!: boolean;
  @ApiProperty({ ...OBJECT, description: '{ kind, id }' }) subject!: object;
  @ApiProperty({ ...OBJECT, description: 'chain, rolls, replay, results: { status, findings, note }' })
  checks!: object;
  @ApiProperty({
    ...OBJECT,
    nullable: true,
    description: 'The first divergence: line, stream, revision, type, rule, path, expected, found, message',
  })
  firstDivergence!: object | null;
  @ApiProperty({ type: 'array', items: OBJECT }) findings!: object[];
  @ApiProperty() findingsTotal!: number;
  @ApiProperty({ type: 'array', items: OBJECT, description: 'Per stream: events, commands, rolls, result' })
  streams!: object[];
  @ApiProperty({ type: 'array', items: OBJECT, description: 'The rulings filed, and whether they stand' })
  rulings!: object[];
  @ApiProperty() events!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The last event hash of the chain' }) headHash!:
    string | null;
}
