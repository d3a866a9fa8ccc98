import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BOX_KINDS, UBOAT_TYPES } from '@periscope/rules';

// GET /api/reference's shape, for the OpenAPI document only (the controller returns gameReference() as it is).

const OBJECT = { type: 'object', additionalProperties: true } as const;
const MONTH = { example: '1943-07', pattern: '^\\d{4}-\\d{2}$' } as const;

class OptionReferenceResponse {
  @ApiProperty({ example: 'evasiveManoeuvres' }) name!: string;
  @ApiProperty({ example: '14.8' }) rule!: string;
  @ApiProperty({ example: 'Evasive manoeuvres' }) title!: string;
  @ApiProperty({ description: 'What it changes in play, in one line' }) description!: string;
  @ApiProperty({
    ...OBJECT,
    description:
      "What StartCareer's options[name] takes besides false: { kind: 'boolean' }, { kind: 'choice', choices: " +
      "[{ value, label, detail? }] }, or { kind: 'object', fields: { tonnage: 'wholeTons', knightsCross: 'boolean' } }",
  })
  values!: object;
  @ApiProperty({
    enum: ['player', 'tournament'],
    description: "'tournament': set by the server, never chosen",
  })
  chosenBy!: string;
  @ApiProperty({ description: 'false: StartCareer refuses it with 409 rules/not-implemented' })
  playable!: boolean;
  @ApiPropertyOptional() note?: string;
}

class StartMonthsResponse {
  @ApiProperty(MONTH) first!: string;
  @ApiProperty({ ...MONTH, example: '1945-05' }) last!: string;
}

class BoatReferenceResponse {
  @ApiProperty({ enum: UBOAT_TYPES }) type!: string;
  @ApiProperty({ ...MONTH, example: '1940-10', description: 'In service from (4.2.2)' }) available!: string;
  @ApiProperty({ nullable: true, type: String }) availableNote!: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The board's note on the last sailing" })
  lastSailing!: string | null;
  @ApiProperty({
    type: StartMonthsResponse,
    nullable: true,
    description: 'The months StartCareer accepts for the type, both included (4.2.1, 4.2.2, 11.4.7)',
  })
  startMonths!: StartMonthsResponse | null;
  @ApiProperty() bowTubes!: number;
  @ApiProperty() sternTubes!: number;
  @ApiProperty({ description: 'Torpedoes the boat can fire: tubes and reloads' }) torpedoLoad!: number;
  @ApiProperty({ description: 'Torpedoes carried for other boats (Type XIV)' }) cargoTorpedoes!: number;
  @ApiProperty({ enum: ['8.8 cm', '10.5 cm'], nullable: true }) deckGun!: string | null;
  @ApiProperty({
    type: [String],
    example: ['torpedoes.sternTubes', 'tracks.hullBoxes'],
    description:
      'Board fields whose every source is the reconstruction (hist… or designed…), as dotted paths',
  })
  reconstructed!: string[];
}

class RouteBoxResponse {
  @ApiProperty({ example: 'T(B)' }) code!: string;
  @ApiProperty({ enum: BOX_KINDS }) kind!: string;
  @ApiProperty({ description: 'Encounter rolls in the box (x2, x3 boxes)' }) rolls!: number;
  @ApiProperty({ description: "The box carries the patrol's name" }) onStation!: boolean;
}

class RouteReferenceResponse {
  @ApiProperty({ example: 'VII-ATL' }) id!: string;
  @ApiProperty({ example: 'VIIB, VIIC, VIIC Flak, VIIC/41' }) usedBy!: string;
  @ApiProperty({ example: 'Atlantic / Atlantic (W)' }) patrol!: string;
  @ApiProperty({ type: [RouteBoxResponse] }) boxes!: RouteBoxResponse[];
  @ApiProperty({ description: "The row's first source is the reconstruction (hist… or designed…)" })
  reconstructed!: boolean;
}

class ChartPackResponse {
  @ApiProperty({ example: '1.0.0' }) version!: string;
  @ApiProperty({ description: 'sha256 of the pack, as CareerStarted records it' }) hash!: string;
}

export class ReferenceResponse {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { '9.6': 'Escort detection and depth charges', '9.6.9': 'The escort detection roll' },
    description: 'A short title for every rule number the engine cites, and for each section above one',
  })
  rules!: Record<string, string>;
  @ApiProperty({ type: [OptionReferenceResponse] }) options!: OptionReferenceResponse[];
  @ApiProperty({
    type: [BoatReferenceResponse],
    description:
      "The Hunted's U-boat types; Beneath the Med's classes are StartCareer's other uboatType values (not listed " +
      'here yet)',
  })
  boats!: BoatReferenceResponse[];
  @ApiProperty({ type: [RouteReferenceResponse] }) routes!: RouteReferenceResponse[];
  @ApiProperty({ type: ChartPackResponse }) chartPack!: ChartPackResponse;
}
