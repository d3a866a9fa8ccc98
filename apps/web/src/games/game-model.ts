import { computed, signal } from '@preact/signals';
import { api, ApiError } from '../api/http';
import { LiveFeed } from '../api/live';
import { errorMessage } from '../api/messages';
import { allEvents } from '../api/reads';
import type { FoldedGame } from '../engine/game';
import type { SentCommand } from '../career/decisions/command';
import { following, mergeEvents } from '../career/events';
import { gameSeatOf, keepManoeuvre, type HeldGameSeat } from './game-seats';
import type { GameEventView, GameView, Seat, SeatOffer } from './game-view';
import { manoeuvreCommitment, randomSecret } from './secrets';

export type { SentCommand };

/** A seat's command as both routes take it, and what they answer of it (the events as the seat sees them). */
type CommandBody = { commandId: string; type: string; data: unknown };
type CommandAnswer = { events: readonly GameEventView[] };

/** The engine's fold loads as its own chunk, after the first paint (ARCHITECTURE.md "Dependency direction"). */
const gameEngine = () => import('../engine/game');
type GameEngine = Awaited<ReturnType<typeof gameEngine>>;

/**
 * One two-player game on screen (13.1): every event this seat (or a spectator) may see, folded here into the view
 * by the game's own evolve, pending and gameView (the server sends events only, never the view), the live feed. The seat's secrets are drawn and revealed here: its dice seed once both have committed
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
  /** Every event held, folded; `view` is what the viewer sees of it. */
  private folded?: FoldedGame;
  private engine: GameEngine | null = null;
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
      const engine = gameEngine();
      const events = await allEvents<GameEventView>(`/games/${this.gameId}/events`, this.held?.seatToken);
      if (events.length === 0) throw new ApiError(404, 'game/not-found', 'no such game');
      this.engine = await engine;
      await this.take(events);
      if (this.closed) return;
      const after = events.at(-1)?.position ?? 0;
      const token = this.held?.seatToken;
      this.feed.value = new LiveFeed('game', this.gameId, after, (u) => void this.take(u), token);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) this.notFound.value = true;
      else this.error.value = errorMessage(error);
    }
  }

  close() {
    this.closed = true;
    this.feed.value?.close();
  }

  /** Holds new events and folds those that follow the view's revision without a gap (a late one fills it). */
  private async take(incoming: readonly GameEventView[]) {
    const held = this.events.value;
    this.events.value = mergeEvents(held, incoming);
    if (this.events.value === held || !this.engine) return;
    const next = following(this.events.value, this.folded?.revision ?? -1);
    if (next.length === 0) return;
    try {
      this.folded = this.engine.foldGameEvents(next, this.folded);
      await this.faceUp(this.engine);
      this.view.value = this.engine.viewOf(this.gameId, this.folded, this.seat ?? 'spectator') as GameView;
    } catch (error) {
      this.error.value = errorMessage(error);
      return;
    }
    await this.revealWhatIsDue();
  }

  /** 14.8.3: reveals received face down whose manoeuvre is now open are read again, face up, and refolded. */
  private async faceUp(engine: GameEngine) {
    const folded = this.folded;
    const due = folded ? engine.faceDownResolved(folded, this.events.value) : [];
    if (due.length === 0) return;
    const read = await Promise.all(
      due.map((r) =>
        api<{ events: GameEventView[] }>(`/games/${this.gameId}/events?from=${r}&limit=1`, {
          token: this.held?.seatToken,
        }),
      ),
    );
    const faceUp = new Map(read.flatMap((page) => page.events).map((e) => [e.revision, e]));
    this.events.value = this.events.value.map((e) => faceUp.get(e.revision) ?? e);
    const upTo = this.events.value.filter((e) => e.revision <= (folded as FoldedGame).revision);
    this.folded = engine.foldGameEvents(upTo);
  }

  /** Sends one of the seat's offers; `commandId` fixed by the caller makes a repeat harmless. */
  async send(command: SentCommand, commandId: string = crypto.randomUUID()) {
    if (!this.held || this.sending.value) return;
    this.sending.value = true;
    this.error.value = null;
    let answer: CommandAnswer | null = null;
    try {
      answer = await this.post(this.held, { commandId, type: command.type, data: command.data });
    } catch (error) {
      this.error.value = errorMessage(error);
    } finally {
      this.sending.value = false;
    }
    // The answer's events are folded as the live feed's are (a repeat of them is dropped there).
    if (answer) await this.take(answer.events);
    // A reveal that came due while this command was on its way (its live update arrived before the answer, and
    // the answer then brought nothing new) is sent now: else no seat could move again (13.1.1, 14.8.3).
    await this.revealWhatIsDue();
  }

  /**
   * Over the live socket when it carries this seat (docs/live.md, `command`), else over HTTP with the same
   * commandId, which the server answers once; a refusal on the socket is the HTTP one, and is not sent again.
   */
  private async post(held: HeldGameSeat, body: CommandBody): Promise<CommandAnswer> {
    const live = await this.feed.value?.command<CommandAnswer>(body);
    return (
      live ??
      api<CommandAnswer>(`/games/${this.gameId}/commands`, { method: 'POST', token: held.seatToken, body })
    );
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
