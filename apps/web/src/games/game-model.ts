import { computed, signal } from '@preact/signals';
import { api, ApiError } from '../api/http';
import { LiveFeed, type LiveUpdate } from '../api/live';
import { errorMessage } from '../api/messages';
import { allEvents, coalesced } from '../api/reads';
import type { SentCommand } from '../career/decisions/command';
import { mergeGameEvents } from './game-events';
import { gameSeatOf, keepManoeuvre, type HeldGameSeat } from './game-seats';
import type { GameEventView, GameView, Seat, SeatOffer } from './game-view';
import { manoeuvreCommitment, randomSecret } from './secrets';

export type { SentCommand };

/**
 * One two-player game on screen (13.1): the view as the server shows it to this seat (or a spectator), every
 * event, the live feed. The seat's secrets are drawn and revealed here: its dice seed once both have committed
 * (13.1.1), its evasive number once both are face hidden (14.8.3).
 */
export class GameModel {
  readonly view = signal<GameView | null>(null);
  readonly events = signal<readonly GameEventView[]>([]);
  readonly error = signal<string | null>(null);
  readonly notFound = signal(false);
  readonly sending = signal(false);
  readonly feed = signal<LiveFeed | null>(null);
  readonly seat: Seat | null;
  /** What this seat may send now. */
  readonly offers = computed<readonly SeatOffer[]>(() => {
    const view = this.view.value;
    return view && this.seat ? view.pending.seats[this.seat] : [];
  });
  /** The reveals already sent by themselves: one attempt each, a refusal is shown, never retried in a loop. */
  private readonly revealed = new Set<string>();
  private closed = false;

  constructor(
    readonly gameId: string,
    private readonly held: HeldGameSeat | undefined = gameSeatOf(gameId),
  ) {
    this.seat = held?.seat ?? null;
  }

  async open() {
    try {
      await this.refresh();
      const events = await allEvents<GameEventView>(`/games/${this.gameId}/events`, this.held?.seatToken);
      this.events.value = mergeGameEvents(this.events.value, events);
      if (this.closed) return;
      // a move between the read and the events: the feed starts after it, so the view is read again now
      if ((events.at(-1)?.revision ?? -1) > (this.view.value?.revision ?? -1)) await this.refresh();
      const after = events.at(-1)?.position ?? 0;
      const token = this.held?.seatToken;
      this.feed.value = new LiveFeed('game', this.gameId, after, (u) => this.received(u), token);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) this.notFound.value = true;
      else this.error.value = errorMessage(error);
    }
  }

  close() {
    this.closed = true;
    this.feed.value?.close();
  }

  private received(updates: readonly LiveUpdate[]) {
    this.events.value = mergeGameEvents(this.events.value, updates);
    this.refresh().catch((error) => (this.error.value = errorMessage(error)));
  }

  /** Reads the view; reads asked for while one is in flight coalesce into one more. */
  async refresh(): Promise<void> {
    await this.read();
    await this.revealWhatIsDue();
  }

  private readonly read = coalesced(async () => {
    const view = await api<GameView>(`/games/${this.gameId}`, { token: this.held?.seatToken });
    if (!this.view.value || view.revision >= this.view.value.revision) this.view.value = view;
  });

  /** Sends one of the seat's offers; `commandId` fixed by the caller makes a repeat harmless. */
  async send(command: SentCommand, commandId: string = crypto.randomUUID()) {
    if (!this.held || this.sending.value) return;
    this.sending.value = true;
    this.error.value = null;
    try {
      await api(`/games/${this.gameId}/commands`, {
        method: 'POST',
        token: this.held.seatToken,
        body: { commandId, type: command.type, data: command.data },
      });
    } catch (error) {
      this.error.value = errorMessage(error);
    } finally {
      this.sending.value = false;
    }
    await this.refresh().catch(() => undefined);
  }

  /** 14.8.3: draws a salt, keeps the number face hidden in this browser, and commits to it. */
  async commitManoeuvre(number: number) {
    if (!this.held) return;
    const salt = randomSecret();
    const hash = await manoeuvreCommitment(number, salt);
    keepManoeuvre(this.gameId, { number, salt, hash });
    await this.send({ type: 'CommitManoeuvre', data: { hash, salt } }, `commit-${hash.slice(0, 32)}`);
  }

  /** The reveals the rules wait for: the seed (13.1.1) and the evasive number (14.8.3), sent by the client. */
  private async revealWhatIsDue() {
    const offered = (type: string) => this.offers.value.some((o) => o.type === type);
    const held = gameSeatOf(this.gameId) ?? this.held;
    if (!held || this.sending.value) return;
    if (offered('RevealSeed'))
      return this.once({ type: 'RevealSeed', data: { seed: held.seed } }, `reveal-seed-${held.seat}`);
    const manoeuvre = held.manoeuvre;
    if (offered('RevealManoeuvre') && manoeuvre && manoeuvre.hash === this.committedHash(held.seat)) {
      const { number, salt, hash } = manoeuvre;
      await this.once({ type: 'RevealManoeuvre', data: { number, salt } }, `reveal-${hash.slice(0, 32)}`);
    }
  }

  private committedHash(seat: Seat): string | undefined {
    return this.view.value?.manoeuvres?.hashes[seat];
  }

  private async once(command: SentCommand, commandId: string) {
    if (this.revealed.has(commandId)) return;
    this.revealed.add(commandId);
    await this.send(command, commandId);
  }
}
