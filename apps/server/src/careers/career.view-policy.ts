import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '@periscope/event-store';
import { pending } from '@periscope/rules';
import { headlineOf, patrolViewAfter } from '@periscope/rules/career/views';
import { validationPipe } from '../common/validation.pipe';
import { CareerSeats } from './career-seats';
import { CAREER_CATEGORY } from '../common/streams';
import { foldCareer } from './career-view';
import { CareersService } from './careers.service';
import { CareerCommandDto, plainCareerCommand } from './dto/career-command.dto';
import { LiveViews } from '../live/live-views';
import { careerHides, without } from '../live/redact';
import type { LiveCommand, LiveUpdate, ViewPolicy, ViewerRole } from '../live/view-policy';

const COMMAND_PIPE = validationPipe();

/**
 * A solo career, live: the seat sees its career as the HTTP API shows it to him; a spectator sees every event
 * and roll but never a seed (the player seed included, until GET /careers/:id/seed reveals both at the end) nor a
 * token or its hash: the same redaction as the HTTP reads (careerHides, L-1). The seed stream is another
 * category, which no policy serves.
 */
@Injectable()
export class CareerViewPolicy implements ViewPolicy, OnModuleInit {
  readonly category = CAREER_CATEGORY;

  constructor(
    private readonly views: LiveViews,
    private readonly seats: CareerSeats,
    private readonly careers: CareersService,
  ) {}

  onModuleInit(): void {
    this.views.register(this.category, this);
  }

  roleOf(id: string, token: string | undefined): Promise<ViewerRole> {
    return this.seats.roleOf(id, token);
  }

  /** An update is news of a running career: a spectator sees no seed in it (nor in CareerEnded, which has none). */
  update(event: RecordedEvent, role: ViewerRole): LiveUpdate {
    const hidden = careerHides(role, false);
    return {
      position: event.position,
      revision: event.revision,
      type: event.type,
      data: without(event.data, hidden),
      recordedAt: event.recordedAt,
      // Who sent which command; the command itself and its dice nonces are in GET /careers/:id/events.
      metadata: { commandId: event.metadata.commandId, actor: event.metadata.actor },
    };
  }

  snapshot(id: string, events: readonly RecordedEvent[], role: ViewerRole) {
    const state = foldCareer(events as RecordedEvent[]);
    const view = {
      careerId: id,
      revision: events.length - 1,
      summary: headlineOf(state),
      pending: pending(state),
      patrolView: patrolViewAfter(events),
    };
    return without(view, careerHides(role, state.step.kind === 'ended'));
  }

  spectatorDelayMs(): number {
    return 0;
  }

  async command(id: string, command: LiveCommand): Promise<unknown> {
    const dto =
      plainCareerCommand(command) ??
      ((await COMMAND_PIPE.transform(command, {
        type: 'body',
        metatype: CareerCommandDto,
      })) as CareerCommandDto);
    return this.careers.command(id, dto);
  }
}
