import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventStore, RecordedEvent } from '@periscope/event-store';
import type { Namespace, Socket } from 'socket.io';
import { EVENT_STORE } from '../event-store/event-store.module';
import type { Channel } from './live-channel';
import { encodeJoinAnswer, type EncodedJson } from './join-answer';
import { LiveFanout } from './live-fanout';
import { LiveRoom } from './live-room';
import { liveTail, type LiveTail, type LiveTailKind } from './live-tail';
import { LiveViews } from './live-views';
import type { LiveUpdate, ViewPolicy, ViewerRole } from './view-policy';
import { ViewerCounts } from './viewer-counts';

export interface JoinRequest {
  stream: string;
  id: string;
  /** The last position the client received: it gets what came after, instead of a snapshot. */
  after?: number;
}

/** The ack of `join` (README "Live views"). */
export interface JoinAnswer {
  stream: string;
  id: string;
  role: ViewerRole;
  /** The client is up to date to here: the snapshot's position, or its last update's. */
  position: number;
  /** Without `after`: the view at `snapshot.position`. */
  snapshot?: { position: number; view: unknown };
  /** What came after the snapshot (or after `after`), in order. */
  updates: LiveUpdate[];
  /** The sockets following the stream on this server process, this one included. */
  viewers: number;
  /** How long after each append spectators see it (the stream's view policy; 0: live). */
  delaySeconds: number;
}

/** A join between its read and its answer. */
interface Joining {
  readonly policy: ViewPolicy;
  readonly role: ViewerRole;
  readonly room: LiveRoom;
  readonly channel: Channel;
  /** What was published since the joiner started collecting. */
  readonly collected: LiveUpdate[];
  readonly events: RecordedEvent[];
}

/** `viewers`, to a stream's rooms when its count changes (at most once a second). */
export interface ViewersMessage {
  stream: string;
  id: string;
  count: number;
}

/** Injection token of the live tail's settings (LIVE_TAIL, and what counts the events it reads). */
export const LIVE_TAIL = Symbol('LIVE_TAIL');

export interface LiveTailSettings {
  readonly kind: LiveTailKind;
  readonly read?: (count: number) => void;
}

/**
 * The live views' one tail of the store, fanned out to rooms: every server process tails the store itself (every
 * event, or only its rooms' streams: live-tail.ts), so several processes need no socket.io adapter between them. A
 * socket joins a channel (stream, role) without a gap or a duplicate: it starts collecting, reads the stream, answers
 * the snapshot with what it collected, and enters the room in the same tick.
 */
@Injectable()
export class LiveHub implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('LiveHub');
  private readonly rooms = new Map<string, LiveRoom>();
  private fanout?: LiveFanout;
  private tail?: LiveTail;
  private running?: Promise<void>;
  private readonly viewers = new ViewerCounts(
    (stream) => this.rooms.get(stream)?.viewers ?? 0,
    (stream, count) => this.sendViewers(stream, count),
  );

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly views: LiveViews,
    @Optional() @Inject(LIVE_TAIL) private readonly settings: LiveTailSettings = { kind: 'every' },
  ) {}

  attach(server: Pick<Namespace, 'name'>): void {
    this.fanout = new LiveFanout(server.name);
  }

  async onApplicationBootstrap(): Promise<void> {
    const categories = this.views.seal();
    if (categories.length === 0) return;
    const target = {
      deliver: (event: RecordedEvent) => this.rooms.get(event.stream)?.deliver(event),
      watched: () => this.rooms,
      read: (count: number) => this.settings.read?.(count),
    };
    const tail = liveTail(this.settings.kind, this.store, categories, target, this.logger);
    this.tail = tail;
    this.running = tail.run();
  }

  async onModuleDestroy(): Promise<void> {
    this.viewers.close();
    await this.tail?.close();
    await this.running;
    for (const room of this.rooms.values()) room.close();
    this.rooms.clear();
  }

  /** How far the tail has read. */
  get position(): number {
    return this.tail?.position ?? 0;
  }

  /**
   * Joins the socket to the stream's channel for its role and calls `answer` with the snapshot or the missed
   * updates, and the same as `{ ok: true, … }` JSON (the snapshot's view encoded once per revision, for every
   * joiner). From the read to the answer the joiner collects what is published; the answer and entering the room
   * are one synchronous step, taken in the fan-out's turn (a crowd's answers a chunk at a time, after the rooms'
   * messages): no update can slip in between, none comes twice.
   */
  async join(
    socket: Socket,
    request: JoinRequest,
    token: string | undefined,
    answer: (joined: JoinAnswer, json: EncodedJson) => void,
  ): Promise<void> {
    const policy = this.views.get(request.stream);
    const role = await policy.roleOf(request.id, token);
    const stream = `${policy.category}-${request.id}`;
    this.leave(socket, stream);
    const room = this.roomFor(stream, request.id);
    const channel = await room.channel(role).catch((error: unknown) => {
      this.dropIfIdle(room);
      throw error;
    });
    const collected = channel.startJoining();
    let events: RecordedEvent[];
    try {
      events = await channel.read(() => this.store.readStream(stream));
    } catch (error) {
      channel.leaveJoining(collected);
      this.forget(stream, channel, socket.id);
      throw error;
    }
    await this.inTurn(() =>
      this.answer(socket, request, { policy, role, room, channel, collected, events }, answer),
    );
  }

  private answer(
    socket: Socket,
    request: JoinRequest,
    joining: Joining,
    answer: (joined: JoinAnswer, json: EncodedJson) => void,
  ): void {
    const { policy, role, room, channel, collected, events } = joining;
    const stream = room.stream;
    channel.leaveJoining(collected);
    if (!socket.connected) return this.forget(stream, channel, socket.id);
    const visible =
      (events.at(-1)?.position ?? 0) <= channel.released
        ? events
        : events.filter((e) => e.position <= channel.released);
    const snapshotAt = visible.at(-1)?.position ?? 0;
    const { after } = request;
    const upTo = Math.max(snapshotAt, after ?? 0);
    const missed = after === undefined ? [] : visible.filter((e) => e.position > after);
    const updates = [
      ...missed.flatMap((e) => policy.update(e, role) ?? []),
      ...collected.filter((u) => u.position > upTo),
    ];
    channel.flush();
    const snapshot =
      after === undefined
        ? channel.snapshotOf(events, () => policy.snapshot(request.id, visible, role))
        : undefined;
    const joined: JoinAnswer = {
      stream: policy.category,
      id: request.id,
      role,
      position: updates.at(-1)?.position ?? upTo,
      ...(snapshot && { snapshot: { position: snapshotAt, view: snapshot.view } }),
      updates,
      viewers: room.viewers + 1,
      delaySeconds: policy.spectatorDelayMs(request.id) / 1000,
    };
    answer(joined, encodeJoinAnswer(joined, snapshot?.json));
    this.fanout?.join(channel.room, socket);
    channel.members.add(socket.id);
    this.membership(socket).set(stream, channel);
    this.viewers.changed(stream);
  }

  /** Runs the join's last step in the fan-out's turn (at once without a fan-out); settles once it ran. */
  private inTurn(step: () => void): Promise<void> {
    const fanout = this.fanout;
    if (!fanout) return Promise.resolve().then(step);
    return new Promise((resolve, reject) =>
      fanout.answerInTurn(() => {
        try {
          resolve(step());
        } catch (error) {
          reject(error);
        }
      }),
    );
  }

  leave(socket: Socket, stream: string): void {
    const channel = this.membership(socket).get(stream);
    if (!channel) return;
    this.membership(socket).delete(stream);
    this.forget(stream, channel, socket.id);
  }

  disconnected(socket: Socket): void {
    for (const [stream, channel] of this.membership(socket)) this.forget(stream, channel, socket.id);
    this.membership(socket).clear();
  }

  private forget(stream: string, channel: Channel, socketId: string): void {
    this.fanout?.leave(channel.room, { id: socketId });
    if (channel.members.delete(socketId)) this.viewers.changed(stream);
    const room = this.rooms.get(stream);
    if (!room) return;
    room.release(channel);
    this.dropIfIdle(room);
  }

  private membership(socket: Socket): Map<string, Channel> {
    return ((socket.data as { live?: Map<string, Channel> }).live ??= new Map());
  }

  private roomFor(stream: string, id: string): LiveRoom {
    let room = this.rooms.get(stream);
    if (!room) {
      const policy = this.views.get(stream.slice(0, stream.indexOf('-')));
      room = new LiveRoom(stream, id, policy, {
        cursor: () => this.tail?.released(stream) ?? 0,
        readStream: (name) => this.store.readStream(name),
        broadcast: (name, updates) =>
          this.fanout?.send([name], 'updates', { stream: policy.category, id, updates }),
      });
      this.rooms.set(stream, room);
    }
    return room;
  }

  private sendViewers(stream: string, count: number): void {
    const room = this.rooms.get(stream);
    if (!room) return;
    const message: ViewersMessage = { stream: room.policy.category, id: room.id, count };
    this.fanout?.send(room.rooms, 'viewers', message);
  }

  private dropIfIdle(room: LiveRoom): void {
    if (room.idle && this.rooms.get(room.stream) === room) {
      room.close();
      this.rooms.delete(room.stream);
    }
  }
}
