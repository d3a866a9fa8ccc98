import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { RecordedEvent } from '@periscope/event-store';
import { eventView, gameView, type GameViewer } from '@periscope/play/duel';
import { AppError } from '../common/app-error';
import { validationPipe } from '../common/validation.pipe';
import { notASeat } from '../live/live.errors';
import { LiveViews } from '../live/live-views';
import {
  SPECTATOR,
  type LiveCommand,
  type LiveUpdate,
  type ViewPolicy,
  type ViewerRole,
} from '../live/view-policy';
import { GameCommandDto, plainGameCommand } from './dto/game-command.dto';
import { foldGame, lastDecidedAt } from './game-record';
import { GameSeats } from './game-seats';
import { GamesService } from './games.service';
import { GAME_CATEGORY } from '../common/streams';

const COMMAND_PIPE = validationPipe();

const viewerOf = (role: ViewerRole): GameViewer =>
  role === 'seat:a' ? 'a' : role === 'seat:b' ? 'b' : 'spectator';

/**
 * A two-player game, live: each seat sees the game as GET /games/:id shows it to him; a spectator sees every event
 * and roll but no seed before the end. A seat's evasive number stays face down for everyone else (14.8.3): the
 * career command that takes both numbers shows them. A seat's command over the socket is its HTTP command
 * (POST /games/:id/commands): the same validation, service and answer, for the seat its token opens.
 */
@Injectable()
export class GameViewPolicy implements ViewPolicy, OnModuleInit {
  readonly category = GAME_CATEGORY;

  constructor(
    private readonly views: LiveViews,
    private readonly seats: GameSeats,
    private readonly games: GamesService,
  ) {}

  onModuleInit(): void {
    this.views.register(this.category, this);
  }

  async roleOf(id: string, token: string | undefined): Promise<ViewerRole> {
    try {
      const viewer = await this.seats.viewerOf(id, token);
      return viewer === 'spectator' ? SPECTATOR : `seat:${viewer}`;
    } catch (error) {
      // A token of no seat makes a spectator; no game is still 404.
      if (error instanceof AppError && error.kind === 'forbidden') return SPECTATOR;
      throw error;
    }
  }

  update(event: RecordedEvent, role: ViewerRole): LiveUpdate {
    const { type, data, metadata, revision } = eventView(event, viewerOf(role), false, false);
    return { position: event.position, revision, type, data, recordedAt: event.recordedAt, metadata };
  }

  snapshot(id: string, events: readonly RecordedEvent[], role: ViewerRole) {
    return gameView(id, events.length - 1, foldGame(events), viewerOf(role), lastDecidedAt(events));
  }

  spectatorDelayMs(): number {
    return 0;
  }

  /** What GameSeatGuard and the validation pipe do over HTTP: the seat first (a spectator is 403), then the body. */
  async command(id: string, command: LiveCommand, role: ViewerRole): Promise<unknown> {
    const seat = viewerOf(role);
    if (seat === 'spectator') throw notASeat(this.category, id);
    const dto =
      plainGameCommand(command) ??
      ((await COMMAND_PIPE.transform(command, { type: 'body', metatype: GameCommandDto })) as GameCommandDto);
    return this.games.command(id, seat, dto);
  }
}
