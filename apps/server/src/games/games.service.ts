import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import {
  decide,
  fold,
  initialState,
  pending,
  SEAT_COMMAND_TYPES,
  type GameCommand,
  type GameDice,
  type GameState,
  type PlayerEntry,
  type Seat,
} from '@periscope/play/duel';
import { commitment, type CareerCommand } from '@periscope/rules';
import { ServerSeeds } from '../careers/career-secrets';
import type { CareerEventsQuery } from '../careers/dto/career-events.query';
import { EVENT_STORE } from '../event-store/event-store.module';
import { AbsentOpponents, GameClock } from './absent-opponents';
import type { CreateGameDto } from './dto/create-game.dto';
import type { GameCommandDto } from './dto/game-command.dto';
import type { JoinGameDto } from './dto/join-game.dto';
import type { PlayerDto } from './dto/player.dto';
import { handleGameCommand, type GameCommandResult } from './game-command.handler';
import { foldGame, toNewEvents, type GameEventRecord } from './game-record';
import { GameSecretsStore, inviteMatches } from './game-secrets';
import { GameSeats } from './game-seats';
import { gameStream } from './game-streams';
import { eventsView, gameView, type GameViewer } from './game-view';
import { gameNotFound, gameSeedSealed, inviteInvalid } from './games.errors';
import { assertStrongSecrets } from './secret-strength';

/** The commandId of the event that creates a game (POST /games). */
const CREATE_COMMAND_ID = 'create';

/** Creating and joining roll no dice: the dice exist once both seeds are revealed. */
const NO_DICE: GameDice = () => {
  throw new Error('The game rolls no dice before both seeds are revealed');
};

const playerOf = (dto: PlayerDto): PlayerEntry => ({
  kommandant: dto.kommandant,
  ...(dto.uboatId !== undefined && { uboatId: dto.uboatId }),
  ...(dto.torpedoSwaps !== undefined && { torpedoSwaps: dto.torpedoSwaps }),
  seedCommitment: dto.seedCommitment,
});

/** A seat's command over the wire: the game's own by type, a career command as the active player's `Play`. */
function gameCommandOf(seat: Seat, dto: GameCommandDto): GameCommand {
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
    private readonly clock: GameClock,
    private readonly absent: AbsentOpponents,
  ) {}

  /** 13.1.1: the server commits to its seed, then the game exists with the creator in seat a. */
  async create(dto: CreateGameDto) {
    const gameId = randomUUID();
    const serverSeed = this.serverSeeds.draw();
    const command: GameCommand = {
      type: 'CreateGame',
      data: {
        uboatType: dto.uboatType,
        startDate: dto.startDate,
        ...(dto.endDate !== undefined && { endDate: dto.endDate }),
        ...(dto.options !== undefined && { options: dto.options as never }),
        ...(dto.opponentTimeoutSeconds !== undefined && {
          opponentTimeoutSeconds: dto.opponentTimeoutSeconds,
        }),
        serverCommitment: commitment(serverSeed),
        player: playerOf(dto),
      },
    };
    const decided = decide(initialState(), command, NO_DICE);
    // The secret stream is written first: a game never exists without the seed that proves its dice.
    const { inviteCode, seatToken } = await this.secrets.create(gameId, serverSeed, CREATE_COMMAND_ID);
    const events = toNewEvents(gameId, CREATE_COMMAND_ID, command, 'seat:a', decided, this.clock.now());
    await this.store.append(gameStream(gameId), events, { expectedRevision: 'no_stream' });
    const state = fold(decided, initialState());
    return { gameId, seat: 'a', seatToken, inviteCode, game: gameView(gameId, 0, state, 'a') };
  }

  /** 13.1.1: whoever holds the invite code takes seat b. */
  async join(gameId: string, dto: JoinGameDto) {
    const secrets = await this.seats.secretsOf(gameId);
    if (!inviteMatches(dto.inviteCode, secrets)) throw inviteInvalid(gameId);
    const commandId = `join-${randomUUID()}`;
    let seatToken = '';
    const result = await handleGameCommand(this.store, {
      gameId,
      commandId,
      command: { type: 'JoinGame', data: { player: playerOf(dto) } },
      actor: 'seat:b',
      serverSeed: secrets.serverSeed,
      now: () => this.clock.now(),
      // The token's key names this join: should another join win the race, this token opens nothing.
      beforeAppend: async () => void (seatToken = await this.secrets.issueSeat(gameId, 'b', commandId)),
    });
    return { gameId, seat: 'b', seatToken, game: gameView(gameId, result.revision, result.state, 'b') };
  }

  /** One command of a seat (GameSeatGuard checked the token); a repeated commandId gets its first answer. */
  async command(gameId: string, seat: Seat, dto: GameCommandDto) {
    assertStrongSecrets(dto);
    const secrets = await this.seats.secretsOf(gameId);
    const result = await handleGameCommand(this.store, {
      gameId,
      commandId: dto.commandId,
      command: gameCommandOf(seat, dto),
      actor: `seat:${seat}`,
      serverSeed: secrets.serverSeed,
      now: () => this.clock.now(),
    });
    if (!result.replayed) this.watch(gameId, result.stream, result.state);
    return this.answer(gameId, result, seat);
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
    return gameView(gameId, stream.length - 1, state, viewer);
  }

  async events(gameId: string, viewer: GameViewer, { from, limit }: CareerEventsQuery) {
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

  /** TP-TIMEOUT: the server's roll, only if the game has not moved since the timer was set. */
  private async rollForAbsentOpponent(gameId: string, revision: number) {
    const secrets = await this.seats.secretsOf(gameId);
    const result = await handleGameCommand(this.store, {
      gameId,
      commandId: `absent-opponent-${revision}`,
      command: { type: 'RollForAbsentOpponent', data: {} },
      actor: 'server',
      serverSeed: secrets.serverSeed,
      now: () => this.clock.now(),
      onlyAtRevision: revision,
    });
    if (!result.replayed) this.watch(gameId, result.stream, result.state);
  }
}
