import { computed, signal } from '@preact/signals';
import type { CareerState, Decision } from '@periscope/rules';
import { api, ApiError } from '../api/http';
import { LiveFeed, type LiveUpdate } from '../api/live';
import { errorMessage } from '../api/messages';
import { allEvents, coalesced } from '../api/reads';
import type { HeldSeat } from '../seats/seats';
import type { SentCommand } from './decisions/command';
import { mergeEvents, type ClientEvent } from './events';

interface CareerRead {
  readonly careerId: string;
  readonly revision: number;
  readonly state: CareerState;
  readonly pending: Decision;
}

interface CommandAnswer {
  readonly revision: number;
  readonly events: readonly Omit<ClientEvent, 'position' | 'recordedAt'>[];
  readonly pending: Decision;
}

export type { SentCommand };

/**
 * One career on screen: the state and pending() as the server folds them, every event (for the dice tray and the
 * log), and the live feed. A seat plays over HTTP; seat and spectator both follow `/live` with resume.
 */
export class CareerModel {
  readonly read = signal<CareerRead | null>(null);
  readonly events = signal<readonly ClientEvent[]>([]);
  /** The last command's refusal, in a player's words. */
  readonly error = signal<string | null>(null);
  /** The board could not be brought up to date (the server unreachable); cleared by the next good read. */
  readonly readError = signal<string | null>(null);
  readonly notFound = signal(false);
  readonly sending = signal(false);
  readonly feed = signal<LiveFeed | null>(null);
  readonly playing = computed(() => this.seat !== undefined);
  private closed = false;

  constructor(
    readonly careerId: string,
    readonly seat?: HeldSeat,
  ) {}

  async open() {
    try {
      await this.refresh();
      const events = await allEvents<ClientEvent>(`/careers/${this.careerId}/events`, this.seat?.seatToken);
      this.events.value = mergeEvents(this.events.value, events);
      if (this.closed) return;
      const after = events.length > 0 ? events[events.length - 1].position : 0;
      this.feed.value = new LiveFeed(
        'career',
        this.careerId,
        after,
        (u) => this.received(u),
        this.seat?.seatToken,
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'career/not-found') this.notFound.value = true;
      else this.error.value = errorMessage(error);
    }
  }

  close() {
    this.closed = true;
    this.feed.value?.close();
  }

  private received(updates: readonly LiveUpdate[]) {
    const held = this.events.value;
    this.events.value = mergeEvents(held, updates);
    if (this.events.value === held) return; // the seat's own moves, already shown from the command's answer
    // A failed read is retried by the next update, or by the resume after a reconnect.
    this.refresh().catch((error) => (this.readError.value = errorMessage(error)));
  }

  /** Reads the state and pending(); calls made while one is in flight coalesce into one more read. */
  refresh(): Promise<void> {
    return this.readLatest();
  }

  private readonly readLatest = coalesced(async () => {
    const read = await api<CareerRead>(`/careers/${this.careerId}`, { token: this.seat?.seatToken });
    if (!this.read.value || read.revision > this.read.value.revision) this.read.value = read;
    this.readError.value = null;
  });

  /** Sends one command; a network failure is retried with the same commandId (the server answers it once). */
  async send(command: SentCommand) {
    if (!this.seat || this.sending.value) return;
    this.sending.value = true;
    this.error.value = null;
    const commandId = crypto.randomUUID();
    try {
      const answer = await this.post(commandId, command);
      const now = new Date().toISOString();
      const events = answer.events.map((e) => ({ ...e, position: -1, recordedAt: now }));
      this.events.value = mergeEvents(this.events.value, events);
      await this.refresh();
    } catch (error) {
      this.error.value = errorMessage(error);
      if (error instanceof ApiError && error.code === 'career/conflict') await this.refresh().catch(() => {});
    } finally {
      this.sending.value = false;
    }
  }

  private async post(commandId: string, command: SentCommand, attempt = 0): Promise<CommandAnswer> {
    try {
      return await api<CommandAnswer>(`/careers/${this.careerId}/commands`, {
        method: 'POST',
        token: this.seat?.seatToken,
        body: { commandId, type: command.type, data: command.data },
      });
    } catch (error) {
      const retry = error instanceof ApiError && (error.status === 0 || error.status === 503) && attempt < 3;
      if (!retry) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      return this.post(commandId, command, attempt + 1);
    }
  }
}
