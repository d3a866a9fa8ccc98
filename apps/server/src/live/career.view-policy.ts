import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '@periscope/event-store';
import { pending } from '@periscope/rules';
import { validationPipe } from '../common/validation.pipe';
import { CareerSecretsStore } from '../careers/career-secrets';
import { CAREER_CATEGORY, isCareerId } from '../careers/career-streams';
import { foldCareer, summaryOf } from '../careers/career-view';
import { careerNotFound } from '../careers/careers.errors';
import { CareersService } from '../careers/careers.service';
import { PLAYER_SEAT } from '../careers/command-record';
import { CareerCommandDto } from '../careers/dto/career-command.dto';
import { seatTokenMatches } from '../careers/seat-token';
import { patrolViewAfter } from '../patrol-view/patrol-view.projection';
import { LiveViews } from './live-views';
import { SEED_KEYS, TOKEN_KEYS, without } from './redact';
import {
  SPECTATOR,
  type LiveCommand,
  type LiveUpdate,
  type ViewPolicy,
  type ViewerRole,
} from './view-policy';

const SPECTATOR_HIDES = [...SEED_KEYS, ...TOKEN_KEYS];
const COMMAND_PIPE = validationPipe();
/** Seat token hashes kept in memory, at most. */
const KNOWN_SEATS = 10_000;

/**
 * A solo career, live: the seat sees its career as the HTTP API shows it to him; a spectator sees every event
 * and roll but never a seed (the player seed included, until GET /careers/:id/seed reveals both at the end) nor a
 * token or its hash. The seed stream is another category, which no policy serves.
 */
@Injectable()
export class CareerViewPolicy implements ViewPolicy, OnModuleInit {
  readonly category = CAREER_CATEGORY;
  private readonly seatTokenHashes = new Map<string, string>();

  constructor(
    private readonly views: LiveViews,
    private readonly secrets: CareerSecretsStore,
    private readonly careers: CareersService,
  ) {}

  onModuleInit(): void {
    this.views.register(this.category, this);
  }

  async roleOf(id: string, token: string | undefined): Promise<ViewerRole> {
    const seatTokenHash = await this.seatTokenHashOf(id);
    return token !== undefined && seatTokenMatches(token, seatTokenHash) ? PLAYER_SEAT : SPECTATOR;
  }

  /** A career's seat never changes: its hash is read once (a crowd joining reads the seed stream once). */
  private async seatTokenHashOf(id: string): Promise<string> {
    const known = this.seatTokenHashes.get(id);
    if (known) return known;
    const secrets = isCareerId(id) ? await this.secrets.read(id) : undefined;
    if (!secrets) throw careerNotFound(id);
    if (this.seatTokenHashes.size >= KNOWN_SEATS) this.seatTokenHashes.clear();
    this.seatTokenHashes.set(id, secrets.seatTokenHash);
    return secrets.seatTokenHash;
  }

  update(event: RecordedEvent, role: ViewerRole): LiveUpdate {
    const hidden = role === SPECTATOR ? SPECTATOR_HIDES : TOKEN_KEYS;
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
    const summary = summaryOf(state);
    return {
      careerId: id,
      revision: events.length - 1,
      summary: role === SPECTATOR ? without(summary, SPECTATOR_HIDES) : summary,
      pending: pending(state),
      patrolView: patrolViewAfter(events),
    };
  }

  spectatorDelayMs(): number {
    return 0;
  }

  async command(id: string, command: LiveCommand): Promise<unknown> {
    const dto = (await COMMAND_PIPE.transform(command, {
      type: 'body',
      metatype: CareerCommandDto,
    })) as CareerCommandDto;
    return this.careers.command(id, dto);
  }
}
