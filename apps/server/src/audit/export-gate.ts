import { Inject, Injectable, Optional } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { ErrorResponse } from '../common/dto/responses';
import { JoinLimit } from '../http-limits/join-limit';

/**
 * How many exports and audits run at once, how many may wait, the Retry-After of the others, and how many one
 * client may ask for in a minute (EXPORT_RATE_LIMIT).
 */
export interface ExportLimits {
  readonly running: number;
  readonly waiting: number;
  readonly retryAfterSeconds: number;
  readonly perClientPerMinute?: number;
  /** How long a refusal waits before it is answered (REFUSAL_DELAY_MS): a client looping on 429 is slowed. */
  readonly refusalDelayMs?: number;
}

export const EXPORT_LIMITS = Symbol('EXPORT_LIMITS');

/** The 429 of the export and audit routes, for the OpenAPI document. */
export const EXPORT_BUSY = {
  type: ErrorResponse,
  description: 'export/busy: too many exports and audits at once; ask again after Retry-After',
};

export const DEFAULT_LIMITS: ExportLimits = { running: 2, waiting: 4, retryAfterSeconds: 2 };

/**
 * Exports and audits read whole streams and hash every event; a few run at a time, a few more wait
 * their turn, and the others are answered at once with 429 `export/busy` and Retry-After, so that memory stays
 * flat and the event loop free however many are asked for. One client (its address) has one running or waiting
 * at a time: a second, while its first is not done, is answered 429 at once, so one visitor cannot fill the line;
 * and at most EXPORT_RATE_LIMIT a minute. A refusal is answered after `refusalDelayMs`, as the door's 429 are: a
 * client asking again at once, on many connections, would otherwise cost the server hundreds of answers a second.
 */
@Injectable()
export class ExportGate {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  readonly #clients = new Set<string | symbol>();
  readonly #rate: JoinLimit | undefined;

  constructor(@Optional() @Inject(EXPORT_LIMITS) private readonly limits: ExportLimits = DEFAULT_LIMITS) {
    const { perClientPerMinute } = limits;
    this.#rate = perClientPerMinute ? new JoinLimit(perClientPerMinute, 60_000) : undefined;
  }

  /** Runs `work` in its turn; 429 at once when too many wait already, or `client` has one in the line. */
  async hold<T>(work: () => Promise<T>, client?: string): Promise<T> {
    const key = client ?? Symbol('anonymous');
    if (this.#clients.has(key)) return this.#refuse(this.#busy('one export or audit a client at a time'));
    const wait = client === undefined ? 0 : (this.#rate?.spend(client) ?? 0);
    if (wait > 0)
      return this.#refuse(this.#busy(`at most ${this.limits.perClientPerMinute} a minute a client`, wait));
    this.#clients.add(key);
    try {
      await this.#enter();
    } catch (error) {
      this.#clients.delete(key);
      return this.#refuse(error);
    }
    try {
      return await work();
    } finally {
      this.#clients.delete(key);
      this.#leave();
    }
  }

  #enter(): Promise<void> | void {
    if (this.#running < this.limits.running) {
      this.#running++;
      return;
    }
    if (this.#waiting.length >= this.limits.waiting) {
      const { running, waiting } = this.limits;
      throw this.#busy(`${running} exports or audits run and ${waiting} wait`);
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  async #refuse(error: unknown): Promise<never> {
    const ms = this.limits.refusalDelayMs;
    if (ms) await new Promise((resolve) => setTimeout(resolve, ms));
    throw error;
  }

  #busy(why: string, retryAfterSeconds = this.limits.retryAfterSeconds): AppError {
    return new AppError(
      'busy',
      'export/busy',
      `${why}: ask again in ${retryAfterSeconds} s`,
      {},
      retryAfterSeconds,
    );
  }

  /** The slot goes to the next in line, or is freed. */
  #leave(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running--;
  }
}
