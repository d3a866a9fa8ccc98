import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { EventStore } from '@periscope/event-store';
import { careerStream } from '../common/streams';
import { notFound } from '../common/app-error';
import { ErrorResponse } from '../common/dto/responses';
import { EVENT_STORE } from '../event-store/event-store.module';
import { patrolViewOf, type PatrolView } from '@periscope/rules/career/views';
import { notProjectedYet } from './patrol-view.errors';
import { PatrolViewProjector } from './patrol-view.projector';

const OBJECT = { type: 'object', additionalProperties: true } as const;

class PatrolViewResponse {
  @ApiProperty({ format: 'uuid' }) careerId!: string;
  @ApiProperty({ description: 'The read model has applied every event up to this global position' })
  checkpoint!: number;
  @ApiProperty({
    ...OBJECT,
    description:
      'position and revision of the last event of the career applied; status; career; boat (hull, flooding, ' +
      'damaged systems, torpedoes…); patrol (route, boxIndex, box); encounter (ships, escorts, approach, ' +
      'hunt, aircraft); rolls of the patrol with their modifiers; shipsHit; shipsSunk; depthCharges',
  })
  view!: PatrolView;
}

@ApiTags('careers')
@Controller('careers')
export class PatrolViewController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projector: PatrolViewProjector,
  ) {}

  @Get(':id/patrol-view')
  @ApiOperation({ summary: 'Following a live patrol: the patrol view read model of the career' })
  @ApiOkResponse({ type: PatrolViewResponse })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'career/not-found, patrol-view/not-projected-yet',
  })
  async read(@Param('id') id: string): Promise<PatrolViewResponse> {
    const stream = careerStream(id);
    const checkpoint = this.projector.position;
    const fold = await this.projector.read(id);
    if (!fold) {
      const exists = (await this.store.readStream(stream, { maxCount: 1 })).length > 0;
      throw exists ? notProjectedYet(id, checkpoint) : notFound('career', id);
    }
    return { careerId: id, checkpoint: Math.max(checkpoint, fold.position), view: patrolViewOf(fold) };
  }
}
