import type { RecordedEvent } from '@periscope/event-store';
import { Channel, type Broadcast } from './live-channel';
import { DelayedRelease } from './delayed-release';
import { SPECTATOR, type ViewPolicy, type ViewerRole } from './view-policy';

/** What a room needs from the hub. */
export interface RoomContext {
  /** The position of the last event the hub has delivered (to any room). */
  readonly cursor: () => number;
  readonly readStream: (stream: string) => Promise<RecordedEvent[]>;
  readonly broadcast: Broadcast;
}

/**
 * One stream's live views: a channel per role being watched. Seats see events as they are delivered; spectators
 * through a DelayedRelease when the policy asks for a delay.
 */
export class LiveRoom {
  private readonly channels = new Map<ViewerRole, Promise<Channel>>();
  private readonly ready = new Map<ViewerRole, Channel>();
  private delayed?: DelayedRelease;

  constructor(
    readonly stream: string,
    readonly id: string,
    readonly policy: ViewPolicy,
    private readonly context: RoomContext,
  ) {}

  get idle(): boolean {
    return this.channels.size === 0;
  }

  /** The sockets following the stream on this process, in every role. */
  get viewers(): number {
    let count = 0;
    for (const channel of this.ready.values()) count += channel.members.size;
    return count;
  }

  /** The socket.io rooms of its channels (a message for every viewer of the stream). */
  get rooms(): string[] {
    return [...this.ready.values()].map((channel) => channel.room);
  }

  /** An event of this stream, delivered by the hub in position order. */
  deliver(event: RecordedEvent): void {
    this.delayed?.push(event);
    for (const [role, channel] of this.ready)
      if (!(this.delayed && role === SPECTATOR)) channel.publish(event);
  }

  channel(role: ViewerRole): Promise<Channel> {
    let channel = this.channels.get(role);
    if (!channel) {
      channel = this.open(role);
      this.channels.set(role, channel);
      channel.catch(() => this.channels.delete(role));
    }
    return channel;
  }

  /** Drops the channel once nobody watches or joins it. */
  release(channel: Channel): void {
    if (!channel.idle || this.ready.get(channel.role) !== channel) return;
    channel.close();
    this.ready.delete(channel.role);
    this.channels.delete(channel.role);
    if (channel.role === SPECTATOR) {
      this.delayed?.close();
      this.delayed = undefined;
    }
  }

  close(): void {
    for (const channel of this.ready.values()) channel.close();
    this.delayed?.close();
  }

  private async open(role: ViewerRole): Promise<Channel> {
    const room = `${this.stream}|${role}`;
    const render = (event: RecordedEvent) => this.policy.update(event, role);
    const delayMs = role === SPECTATOR ? this.policy.spectatorDelayMs(this.id) : 0;
    if (delayMs <= 0) {
      const channel = new Channel(room, role, render, this.context.broadcast, this.context.cursor());
      this.ready.set(role, channel);
      return channel;
    }
    // Listen first, then read what came before: every event is seeded or pushed (DelayedRelease dedupes).
    const channel = new Channel(room, role, render, this.context.broadcast, 0);
    const delayed = new DelayedRelease(delayMs, (event) => channel.publish(event));
    this.delayed = delayed;
    const listenedFrom = this.context.cursor();
    try {
      const events = await this.context.readStream(this.stream);
      delayed.seed(events.filter((e) => e.position <= listenedFrom));
    } catch (error) {
      delayed.close();
      this.delayed = undefined;
      throw error;
    }
    this.ready.set(role, channel);
    return channel;
  }
}
