import type { OnModuleDestroy } from '@nestjs/common';
import {
  Ack,
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { IsInt, IsOptional, IsString, Length, Min } from 'class-validator';
import type { Namespace, Socket } from 'socket.io';
import type { ErrorBody } from '../../common/error-body';
import { validationPipe } from '../../common/validation.pipe';
import { errorBodyOf } from '../../live/live.errors';
import { TournamentsService } from '../tournaments.service';
import { LeaderboardCoalescer } from './leaderboard-coalescer';
import { standingsOf } from './standings.projection';
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
const room = (id: string) => `tournament:${id}`;

/**
 * Live leaderboards over socket.io, namespace `/tournaments` (README "Tournaments"): `join { id, after? }` answers
 * the standings (unless `after` is already current), then `leaderboard` messages follow, at most one a second
 * per tournament, each the whole standings at its `position`.
 */
@WebSocketGateway({ namespace: '/tournaments', cors: { origin: '*' } })
export class LeaderboardsGateway implements OnGatewayInit, OnModuleDestroy {
  private server?: Namespace;
  private readonly coalescer = new LeaderboardCoalescer((id) => void this.send(id));
  private readonly unsubscribe: () => void;

  constructor(
    private readonly projector: StandingsProjector,
    private readonly tournaments: TournamentsService,
  ) {
    this.unsubscribe = projector.onChange((id) => {
      if (this.server?.adapter.rooms.has(room(id))) this.coalescer.changed(id);
    });
  }

  afterInit(server: Namespace): void {
    this.server = server;
  }

  onModuleDestroy(): void {
    this.unsubscribe();
    this.coalescer.close();
  }

  /** Enters the room first, then reads: an update sent meanwhile carries a position the client compares. */
  @SubscribeMessage('join')
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown, @Ack() ack?: AckFn) {
    const reply = ack ?? (() => undefined);
    try {
      const { id, after } = (await pipe.transform(body ?? {}, {
        type: 'body',
        metatype: LeaderboardJoin,
      })) as LeaderboardJoin;
      await this.tournaments.read(id); // 404 for no tournament
      await socket.join(room(id));
      const doc = await this.projector.tournament(id);
      const position = doc?.position ?? 0;
      const current = after !== undefined && after >= position;
      reply({
        ok: true,
        id,
        position,
        ...(!current && doc && { standings: standingsOf(doc), updatedAt: doc.updatedAt }),
      });
    } catch (error) {
      reply({ ok: false, error: errorBodyOf(error) });
    }
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown, @Ack() ack?: AckFn) {
    const id = (body as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') await socket.leave(room(id));
    (ack ?? (() => undefined))({ ok: true });
  }

  private async send(id: string): Promise<void> {
    const doc = await this.projector.tournament(id);
    if (!doc || !this.server) return;
    this.server.to(room(id)).emit('leaderboard', {
      id,
      position: doc.position,
      updatedAt: doc.updatedAt,
      standings: standingsOf(doc),
    });
  }
}
