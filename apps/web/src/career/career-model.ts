import { computed, signal } from '@preact/signals';
import type { CareerFold, FoldedCareer } from '../engine/career';
import { api, ApiError } from '../api/http';
import { LiveFeed } from '../api/live';
import { errorMessage } from '../api/messages';
import { allEvents } from '../api/reads';
import type { SentCommand } from './decisions/command';
import { following, mergeEvents, type ClientEvent } from './events';

type CareerRead = CareerFold & { readonly careerId: string };

/**
 * How this browser acts as the career's seat: with the token it holds, or without one, on the session of the
 * account that claimed the career (the cookie goes with every request of this site; docs/accounts.md "Claiming").
 */
export interface SeatProof {
  readonly seatToken?: string;
}

/** The seat by the account's session: no token. */
export const BY_SESSION: SeatProof = {};

interface CommandAnswer {
  readonly revision: number;
  readonly events: readonly Omit<ClientEvent, 'position' | 'recordedAt'>[];
}

export type { SentCommand };

declare global {
  interface Window {
    /** Set by the browser tests only (test/web/live-events.e2e-spec.ts): each screen's fold, to compare. */
    periscopeFolds?: Map<string, () => unknown>;
  }
}

/** The engine's fold loads as its own chunk, after the first paint (ARCHITECTURE.md "Dependency direction"). */
const careerEngine = () => import('../engine/career');

/** How often a move the network or a busy server failed is sent again, with the same commandId. */
const RETRIES = 3;

const unreachable = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 503);

/**
 * One career on screen: every event this viewer may see (for the dice tray and the log), folded here by the
 * decider's own evolve and pending (the server sends events only, never the state), and the live feed. A seat
 * plays over its live socket (over HTTP when the socket cannot carry the command) and folds its command's answer;
 * seat and spectator both follow `/live` with resume.
 */
export class CareerModel {
  readonly read = signal<CareerRead | null>(null);
  readonly events = signal<readonly ClientEvent[]>([]);
  /** The last command's refusal, in a player's words. */
  readonly error = signal<string | null>(null);
  /** The board could not fold what arrived (an event this client does not know); cleared by the next good fold. */
  readonly readError = signal<string | null>(null);
  readonly notFound = signal(false);
  readonly sending = signal(false);
  /** The move being sent again after the network or the server failed it (its attempt, 0: not retrying). */
  readonly retrying = signal(0);
  readonly feed = signal<LiveFeed | null>(null);
  readonly playing = computed(() => this.seat !== undefined);
  /** Every event held, folded (maybe mid-command); `read` is its last state at the end of a command. */
  private folded?: FoldedCareer;
  private engine: Awaited<ReturnType<typeof careerEngine>> | null = null;
  private closed = false;

  constructor(
    readonly careerId: string,
    readonly seat?: SeatProof,
  ) {}

  async open() {
    try {
      const engine = careerEngine();
      const events = await allEvents<ClientEvent>(`/careers/${this.careerId}/events`, this.seat?.seatToken);
      if (events.length === 0) throw new ApiError(404, 'career/not-found', 'no such career');
      this.engine = await engine;
      this.take(events);
      window.periscopeFolds?.set(this.careerId, () => this.read.value);
      if (this.closed) return;
      const after = events[events.length - 1].position;
      this.feed.value = new LiveFeed(
        'career',
        this.careerId,
        after,
        (u) => this.take(u),
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

  /** Holds new events and folds those that follow the board's revision without a gap (a late one fills it). */
  private take(incoming: readonly ClientEvent[]) {
    const held = this.events.value;
    this.events.value = mergeEvents(held, incoming);
    if (this.events.value === held || !this.engine) return;
    const from = this.folded;
    const next = following(this.events.value, from?.revision ?? -1);
    if (next.length === 0) return;
    try {
      this.folded = this.engine.foldCareerEvents(next, from);
      const settled = this.engine.settled(this.folded);
      if (settled) this.read.value = { careerId: this.careerId, ...settled };
      this.readError.value = null;
    } catch (error) {
      this.readError.value = `The board could not be brought up to date: ${errorMessage(error)}`;
    }
  }

  /** Sends one command; a network failure is retried with the same commandId (the server answers it once). */
  async send(command: SentCommand) {
    if (!this.seat || this.sending.value) return;
    this.sending.value = true;
    this.error.value = null;
    const commandId = crypto.randomUUID();
    try {
      const answer = await this.post(commandId, command);
      const now = new Date().toISOString();
      this.take(answer.events.map((e) => ({ ...e, position: -1, recordedAt: now })));
    } catch (error) {
      // A conflict: the career moved on elsewhere; the live feed brings what it missed.
      this.error.value = unreachable(error)
        ? `Your move was not sent: ${errorMessage(error)} Choose it again once the connection is back.`
        : errorMessage(error);
    } finally {
      this.sending.value = false;
      this.retrying.value = 0;
    }
  }

  /** Over the live socket when it carries a seat (docs/live.md, `command`), else over HTTP. */
  private async post(commandId: string, command: SentCommand, attempt = 0): Promise<CommandAnswer> {
    const body = { commandId, type: command.type, data: command.data };
    try {
      const live = attempt === 0 ? await this.feed.value?.command<CommandAnswer>(body) : undefined;
      return (
        live ??
        (await api<CommandAnswer>(`/careers/${this.careerId}/commands`, {
          method: 'POST',
          token: this.seat?.seatToken,
          body,
        }))
      );
    } catch (error) {
      if (!unreachable(error) || attempt >= RETRIES) throw error;
      this.retrying.value = attempt + 1;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
      return this.post(commandId, command, attempt + 1);
    }
  }
}
