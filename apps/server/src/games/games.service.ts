import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import {
  pending,
  SEAT_COMMAND_TYPES,
  type GameCommand,
  type GameState,
  type PlayerEntry,
  type Seat,
} from '@periscope/play/duel';
import { commitment, type CareerCommand } from '@periscope/rules';
import { Clock } from '../common/clock';
import { handleCommand, type CommandRequest, type CommandResult } from '../common/command-handler';
import type { EventsPageQuery } from '../common/dto/events-page.query';
import { ServerSeeds } from '../common/server-seeds';
import { gameStream } from '../common/streams';
import { EVENT_STORE } from '../event-store/event-store.module';
import { AbsentOpponents } from './absent-opponents';
import type { CreateGameDto } from './dto/create-game.dto';
import type { GameCommandDto } from './dto/game-command.dto';
import type { JoinGameDto } from './dto/join-game.dto';
import type { PlayerDto } from './dto/player.dto';
import { games, type GameContext } from './game.aggregate';
import { foldGame, lastDecidedAt, type Actor, type GameEventRecord } from './game-record';
import { GameSecretsStore, inviteMatches } from './game-secrets';
import { GameSeats } from './game-seats';
import { eventsView, gameView, type GameViewer } from '@periscope/play/duel';
import { gameNotFound, gameSeedSealed, inviteInvalid } from './games.errors';
import { assertStrongSecrets, withoutSalt } from './secret-strength';

/**
 * TP-TIMEOUT: a game created without a timeout still gives every seat a deadline, the longest a game may set
 * (7 days): no seat holds a game forever.
 */
const DEFAULT_SEAT_TIMEOUT_SECONDS = 604_800;

/** The commandId of the event that creates a game (POST /games). */
const CREATE_COMMAND_ID = 'create';

type GameRequest = CommandRequest<GameState, GameCommand, GameContext> & { actor: Actor };
type GameCommandResult = CommandResult<GameState>;

const playerOf = (dto: PlayerDto): PlayerEntry => ({
  kommandant: dto.kommandant,
  ...(dto.uboatId !== undefined && { uboatId: dto.uboatId }),
  ...(dto.torpedoSwaps !== undefined && { torpedoSwaps: dto.torpedoSwaps }),
  seedCommitment: dto.seedCommitment,
});

/** A seat's command over the wire: the game's own by type, a career command as the active player's `Play`. */
function gameCommandOf(seat: Seat, dto: GameCommandDto): GameCommand {
  if (dto.type === 'CommitManoeuvre')
    return { type: dto.type, seat, data: withoutSalt(dto.data) } as GameCommand;
  if ((SEAT_COMMAND_TYPES as readonly string[]).includes(dto.type))
    return { type: dto.type, seat, data: dto.data } as GameCommand;
  return { type: 'Play', seat, data: { command: { type: dto.type, data: dto.data } as CareerCommand } };
}

/** Two-player games (13.1): create, join, commands, reads. Every write goes through the decider. */
@Injectable()
export class GamesService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly secrets: GameSecretsStore,
    private readonly seats: GameSeats,
    private readonly serverSeeds: ServerSeeds,
    private readonly clock: Clock,
    private readonly absent: AbsentOpponents,
  ) {}

  /** 13.1.1: the server commits to its seed, then the game exists with the creator in seat a. */
  async create(dto: CreateGameDto) {
    const gameId = randomUUID();
    const serverSeed = this.serverSeeds.draw();
    const command: GameCommand = {
      type: 'CreateGame',
      data: {
        ...(dto.campaign !== undefined && { campaign: dto.campaign }),
        uboatType: dto.uboatType,
        startDate: dto.startDate,
        ...(dto.endDate !== undefined && { endDate: dto.endDate }),
        ...(dto.options !== undefined && { options: dto.options as never }),
        opponentTimeoutSeconds: dto.opponentTimeoutSeconds ?? DEFAULT_SEAT_TIMEOUT_SECONDS,
        serverCommitment: commitment(serverSeed),
        player: playerOf(dto),
      },
    };
    let secrets = { inviteCode: '', seatToken: '' };
    const result = await this.handle(serverSeed, {
      id: gameId,
      commandId: CREATE_COMMAND_ID,
      command,
      actor: 'seat:a',
      expected: 'no_stream',
      // A game never exists without the seed that proves its dice.
      beforeAppend: async () =>
        void (secrets = await this.secrets.create(gameId, serverSeed, CREATE_COMMAND_ID)),
    });
    const { inviteCode, seatToken } = secrets;
    const game = gameView(gameId, 0, result.state, 'a', lastDecidedAt(result.stream));
    return { gameId, seat: 'a', seatToken, inviteCode, game };
  }

  /** 13.1.1: whoever holds the invite code takes seat b. */
  async join(gameId: string, dto: JoinGameDto) {
    const secrets = await this.seats.secretsOf(gameId);
    if (!inviteMatches(dto.inviteCode, secrets)) throw inviteInvalid(gameId);
    const commandId = `join-${randomUUID()}`;
    let seatToken = '';
    const result = await this.handle(secrets.serverSeed, {
      id: gameId,
      commandId,
      command: { type: 'JoinGame', data: { player: playerOf(dto) } },
      actor: 'seat:b',
      // The token's key names this join: should another join win the race, this token opens nothing.
      beforeAppend: async () => void (seatToken = await this.secrets.issueSeat(gameId, 'b', commandId)),
    });
    if (!result.replayed) this.watch(gameId, result.stream, result.state);
    const game = gameView(gameId, result.revision, result.state, 'b', lastDecidedAt(result.stream));
    return { gameId, seat: 'b', seatToken, game };
  }

  /** One command of a seat (GameSeatGuard checked the token); a repeated commandId gets its first answer. */
  async command(gameId: string, seat: Seat, dto: GameCommandDto) {
    assertStrongSecrets(dto);
    const secrets = await this.seats.secretsOf(gameId);
    const result = await this.handle(secrets.serverSeed, {
      id: gameId,
      commandId: dto.commandId,
      command: gameCommandOf(seat, dto),
      actor: `seat:${seat}`,
    });
    if (!result.replayed) this.watch(gameId, result.stream, result.state);
    return this.answer(gameId, result, seat);
  }

  /** Every write: the command handler, with the game's seed and the server's clock. */
  private handle(serverSeed: string, request: Omit<GameRequest, 'context'>): Promise<GameCommandResult> {
    const context: GameContext = { serverSeed, now: () => this.clock.now() };
    return handleCommand(this.store, games, { ...request, context });
  }

  private answer(gameId: string, result: GameCommandResult, viewer: GameViewer) {
    const over = result.state.phase === 'over';
    return {
      gameId,
      commandId: result.commandId,
      revision: result.revision,
      events: eventsView(result.stream, result.events, viewer, over).map(
        ({ position: _p, recordedAt: _r, ...event }) => event,
      ),
      pending: pending(result.state),
    };
  }

  async read(gameId: string, viewer: GameViewer) {
    const stream = await this.stream(gameId);
    const state = foldGame(stream);
    this.watch(gameId, stream, state);
    return gameView(gameId, stream.length - 1, state, viewer, lastDecidedAt(stream));
  }

  async events(gameId: string, viewer: GameViewer, { from, limit }: EventsPageQuery) {
    const stream = await this.stream(gameId);
    const over = foldGame(stream).phase === 'over';
    const page = stream.slice(from, from + limit);
    return { gameId, events: eventsView(stream, page, viewer, over) };
  }

  /** The seeds, once the game is over: anyone can then recompute every roll (auditGame). */
  async seeds(gameId: string) {
    const state = foldGame(await this.stream(gameId));
    if (state.phase !== 'over') throw gameSeedSealed(gameId);
    const { serverSeed, commitment: committed } = await this.seats.secretsOf(gameId);
    const seed = (seat: Seat) => state.seats[seat]?.seed ?? null;
    return {
      serverSeed,
      commitment: committed,
      seeds: { a: seed('a'), b: seed('b') },
      playerSeed: state.playerSeed,
    };
  }

  private async stream(gameId: string) {
    const stream = await this.store.readStream(gameStream(gameId));
    if (stream.length === 0) throw gameNotFound(gameId);
    return stream;
  }

  private watch(gameId: string, stream: readonly GameEventRecord[], state: GameState): void {
    this.absent.watch(gameId, stream, state, (id, revision) => this.rollForAbsentOpponent(id, revision));
  }

  /** TP-TIMEOUT: the deadline's consequence, only if the game has not moved since the timer was set. */
  private async rollForAbsentOpponent(gameId: string, revision: number) {
    const secrets = await this.seats.secretsOf(gameId);
    const result = await this.handle(secrets.serverSeed, {
      id: gameId,
      commandId: `absent-opponent-${revision}`,
      command: { type: 'RollForAbsentOpponent', data: {} },
      actor: 'server',
      onlyAtRevision: revision,
    });
    if (!result.replayed) this.watch(gameId, result.stream, result.state);
  }
}
