import { Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { IsInt, IsOptional, IsString, Length, Min } from 'class-validator';
import { tournament } from '@periscope/play';
import type { Namespace, Socket } from 'socket.io';
import { Clock } from '../../common/clock';
import type { ErrorBody } from '../../common/error-body';
import { validationPipe } from '../../common/validation.pipe';
import { FANOUT_LIMITS, LiveFanout } from '../../live/live-fanout';
import { errorBodyOf } from '../../live/live.errors';
import { RedisAdapter } from '../../live/redis-adapter';
import { sharedListener } from '../../live/socket-listeners';
import { TournamentsService } from '../tournaments.service';
import { LEADERBOARD_INTERVAL_MS, LeaderboardCoalescer } from './leaderboard-coalescer';
import {
  LeaderboardRelay,
  type Board,
  type LeaderboardMessage,
  type RelayedLeaderboard,
} from './leaderboards.gateway.relay';
import { standingsOf } from '@periscope/projections';
import { StandingsProjector } from './standings.projector';

/** `join`: a tournament's leaderboard; `after` resumes from the last position received. */
export class LeaderboardJoin {
  @IsString()
  @Length(1, 100)
  id!: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  after?: number;
}

type AckFn = (answer: ({ ok: true } & Record<string, unknown>) | { ok: false; error: ErrorBody }) => void;

const pipe = validationPipe();
/** How long a join looks for its room's board before it answers without one (a tournament with no standings yet). */
const JOIN_BOARD_MS = 2000;
const JOIN_BOARD_POLL_MS = 200;
const ROOM = 'tournament:';
const room = (id: string) => `${ROOM}${id}`;
/**
 * A leaderboard goes to a tournament's whole crowd once a second: in chunks of 2,500 sockets (some 15-20 ms of
 * writes) it waits behind fewer commands than in the live views' chunks of 500, and still yields between chunks
 * (docs/tournaments.md "Through the live fan-out").
 */
const LEADERBOARD_FANOUT = { ...FANOUT_LIMITS, chunk: 2500 };
/** The writer's message as a change from this process's board to the board the message leads to. */
const bridge = (
  board: Board,
  message: LeaderboardMessage,
  after: tournament.Standings,
): LeaderboardMessage => {
  const { id, updatedAt, sentAt, position } = message;
  const change = tournament.standingsChange(board.standings, after, board.position, position);
  return { id, updatedAt, sentAt, ...change };
};
/** The tournaments a socket follows here, to take it out of the fan-out's rooms when it goes. */
const watching = (socket: Socket): Set<string> =>
  ((socket.data as { leaderboards?: Set<string> }).leaderboards ??= new Set());

/**
 * Live leaderboards over socket.io, namespace `/tournaments` (README "Tournaments"), websocket transport only:
 * `join { id, after? }` answers the room's board (unless `after` is already its position), then `leaderboard`
 * messages follow, at most one a second per tournament, each the change from the previous one (changed rows and
 * the order), encoded and framed once for the whole room and written to each spectator's socket by the live
 * fan-out (live-fanout.ts: in chunks that yield, a slow reader dropped to a resync).
 *
 * On several processes (docs/state.md): the process holding the standings' lease hears each change
 * from its projector. With Redis, it computes every update and the others send its messages as they are
 * (LeaderboardRelay): the same messages everywhere. Without Redis, or while it does not answer, a process whose
 * projector tells of nothing looks at the stored standings once a second and sends its own spectators the change.
 */
@WebSocketGateway({ namespace: '/tournaments', transports: ['websocket'] }) // CORS: the server's one policy (CORS_ORIGINS)
export class LeaderboardsGateway
  implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnModuleDestroy
{
  /** `join` and `leave` go from socket.io straight to their methods (live/socket-listeners.ts). */
  private readonly listeners = {
    join: sharedListener((socket, body, ack?: AckFn) => this.join(socket, body, ack)),
    leave: sharedListener((socket, body, ack?: AckFn) => this.leave(socket, body, ack)),
  };
  private server?: Namespace;
  private fanout?: LiveFanout;
  private relay?: LeaderboardRelay;
  private readonly coalescer: LeaderboardCoalescer;
  private readonly unsubscribe: () => void;
  private readonly follow: NodeJS.Timeout;
  private following = false;
  /** When this process's projector last told of a change. */
  private writing = -Infinity;
  /** Per tournament with spectators (here, or elsewhere on the writer): the board they hold. */
  private readonly boards = new Map<string, Board>();
  /** Per tournament: the send under way (one at a time, so that each change starts where the last ended). */
  private readonly sending = new Map<string, Promise<void>>();
  private readonly logger = new Logger('Leaderboards');

  constructor(
    private readonly projector: StandingsProjector,
    private readonly tournaments: TournamentsService,
    private readonly redis: RedisAdapter,
    private readonly clock: Clock,
  ) {
    this.coalescer = new LeaderboardCoalescer((id, at) => void this.send(id, at), clock);
    this.unsubscribe = projector.onChange((id) => {
      this.writing = clock.now().getTime();
      if (this.boards.has(id)) this.coalescer.changed(id);
    });
    this.follow = setInterval(() => {
      this.forgetUnwatched();
      void this.followReadModel();
    }, LEADERBOARD_INTERVAL_MS).unref();
  }

  afterInit(server: Namespace): void {
    this.server = server;
    this.fanout = new LiveFanout(server.name, LEADERBOARD_FANOUT);
    if (this.redis.attach(server))
      this.relay = new LeaderboardRelay(
        server,
        {
          writes: () => this.writes(),
          boardOf: (id) => this.boardOf(id),
          received: (message) => this.received(message),
          watched: () => this.boards.keys(),
        },
        this.clock,
      );
    server.adapter.on('delete-room', (name: string) => {
      const id = name.slice(ROOM.length);
      if (name.startsWith(ROOM) && !(this.writes() && this.relay?.watchedElsewhere(id)))
        this.boards.delete(id);
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe();
    clearInterval(this.follow);
    this.coalescer.close();
    this.relay?.close();
  }

  /**
   * This process writes the standings: it holds their lease now. A process that lost it (another took it over)
   * stops at once, so it hears the new writer's messages and, without them, looks at the stored standings.
   */
  private writes(): boolean {
    return this.projector.holdsLease;
  }

  /** Whether the writer's messages reach this process now (Redis set and answering). */
  private relayed(): boolean {
    return this.relay !== undefined && this.redis.reachable;
  }

  /** Another process writes the standings and its messages reach this one: it sends those, none of its own. */
  private hearsWriter(): boolean {
    return this.relayed() && !this.writes();
  }

  /** The writer's boards that no spectator watches any more, here or elsewhere. */
  private forgetUnwatched(): void {
    for (const id of this.boards.keys())
      if (!this.server?.adapter.rooms.has(room(id)) && !this.relay?.watchedElsewhere(id))
        this.boards.delete(id);
  }

  /**
   * Without the writer's messages, a process whose projector has told of no change for two seconds reads the
   * stored standings of each tournament its spectators watch: one that moved past their board is sent. One look at
   * a time.
   */
  private async followReadModel(): Promise<void> {
    if (
      this.following ||
      this.relayed() ||
      this.clock.now().getTime() - this.writing < 2 * LEADERBOARD_INTERVAL_MS
    )
      return;
    this.following = true;
    try {
      for (const [id, board] of this.boards) {
        if (!this.server?.adapter.rooms.has(room(id))) continue;
        const doc = await this.projector.tournament(id);
        if (doc && doc.position > board.position) this.coalescer.changed(id);
      }
    } catch {
      // The store does not answer: the next look tries again (the projector logs the outage).
    } finally {
      this.following = false;
    }
  }

  /** Enters the room first, then reads: an update sent meanwhile carries a position the client compares. */
  async join(socket: Socket, body: unknown, ack?: AckFn): Promise<void> {
    const reply = ack ?? (() => undefined);
    try {
      const { id, after } = (await pipe.transform(body ?? {}, {
        type: 'body',
        metatype: LeaderboardJoin,
      })) as LeaderboardJoin;
      await this.tournaments.read(id); // 404 for no tournament
      await socket.join(room(id));
      this.fanout?.join(room(id), socket);
      watching(socket).add(id);
      const board = await this.boardWithin(id, JOIN_BOARD_MS);
      const current = after !== undefined && after === board?.position;
      reply({
        ok: true,
        id,
        position: board?.position ?? 0,
        ...(!current && board && { standings: board.standings, updatedAt: board.updatedAt }),
      });
    } catch (error) {
      reply({ ok: false, error: errorBodyOf(error) });
    }
  }

  async leave(socket: Socket, body: unknown, ack?: AckFn): Promise<void> {
    const id = (body as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') {
      await socket.leave(room(id));
      this.fanout?.leave(room(id), socket);
      watching(socket).delete(id);
    }
    (ack ?? (() => undefined))({ ok: true });
  }

  handleConnection(socket: Socket): void {
    socket.on('join', this.listeners.join);
    socket.on('leave', this.listeners.leave);
  }

  handleDisconnect(socket: Socket): void {
    for (const id of watching(socket)) this.fanout?.leave(room(id), socket);
  }

  /**
   * The room's board, looked for again a few times: a process whose read model has not yet the standings another
   * process serves would otherwise answer a board-less join, and its spectator could follow no message.
   */
  private async boardWithin(id: string, ms: number): Promise<Board | undefined> {
    const end = performance.now() + ms;
    for (;;) {
      const board = await this.boardOf(id);
      if (board || performance.now() >= end) return board;
      await new Promise((resolve) => setTimeout(resolve, JOIN_BOARD_POLL_MS).unref());
    }
  }

  /**
   * The room's board; the first spectator's join gets it (a join meanwhile finds it there): from the writer when
   * its messages reach this process, else from the read model.
   */
  private async boardOf(id: string): Promise<Board | undefined> {
    const known = this.boards.get(id);
    if (known) return known;
    const asked = this.hearsWriter() ? await this.relay?.ask(id) : undefined;
    if (asked && !this.boards.has(id)) this.boards.set(id, asked);
    if (asked) return this.boards.get(id);
    const doc = await this.projector.tournament(id);
    if (!doc) return undefined;
    const read = this.boards.get(id) ?? {
      position: doc.position,
      updatedAt: doc.updatedAt,
      standings: standingsOf(doc),
    };
    if (!this.boards.has(id)) this.coalescer.changed(id); // a change read after its send was skipped
    this.boards.set(id, read);
    return read;
  }

  /**
   * A message from the writer. It moves the board and goes to the spectators as it is when it starts there; a
   * board elsewhere (read while no writer answered, or a former writer's after the lease moved) is bridged to the
   * writer's with a change of its own, so the spectators hold the writer's board from then on and see no gap. A
   * message without its board (a writer of an older version) is sent as it is and the writer's board asked again.
   */
  private received({ standings, ...message }: RelayedLeaderboard): void {
    const { id, from, position, updatedAt } = message;
    const board = this.boards.get(id);
    if (!board || position <= board.position) return;
    const follows = from === board.position;
    const after =
      standings ?? (follows ? tournament.applyStandingsChange(board.standings, message) : undefined);
    if (!after) {
      this.boards.delete(id);
      void this.boardOf(id).catch(() => undefined);
      return this.fanout?.send([room(id)], 'leaderboard', message);
    }
    this.boards.set(id, { position, updatedAt, standings: after });
    this.fanout?.send([room(id)], 'leaderboard', follows ? message : bridge(board, message, after));
  }

  /**
   * One send at a time per tournament. A send that fails (the store unreachable) is logged and tried again by the
   * coalescer a second later; it never rejects, so no background task can end the process.
   */
  private send(id: string, releasedAt: number): Promise<void> {
    const next = (this.sending.get(id) ?? Promise.resolve())
      .then(() => this.sendChange(id, releasedAt))
      .catch((error: unknown) => {
        this.logger.warn(
          `leaderboard of ${id} not sent (${(error as Error)?.message ?? error}); trying again`,
        );
        this.coalescer.changed(id);
      });
    this.sending.set(id, next);
    return next.finally(() => {
      if (this.sending.get(id) === next) this.sending.delete(id);
    });
  }

  /**
   * The change from the room's board to the current standings, to this process's room, then the room's board; the
   * writer passes it on to the other processes.
   */
  private async sendChange(id: string, releasedAt: number): Promise<void> {
    if (this.hearsWriter()) return; // it sends the writer's messages only
    const doc = await this.projector.tournament(id);
    const board = this.boards.get(id);
    if (!doc || !this.server || !board || doc.position <= board.position) return;
    const standings = standingsOf(doc);
    const change = tournament.standingsChange(board.standings, standings, board.position, doc.position);
    this.boards.set(id, { position: doc.position, updatedAt: doc.updatedAt, standings });
    const sentAt = new Date(releasedAt).toISOString();
    const message: LeaderboardMessage = { id, updatedAt: doc.updatedAt, sentAt, ...change };
    this.fanout?.send([room(id)], 'leaderboard', message);
    if (this.writes() && this.relayed()) this.relay?.send({ ...message, standings });
  }
}
