import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { commitment } from '@periscope/rules';
import { EVENT_STORE } from '../event-store/event-store.module';
import { hashToken, newToken } from './bearer-token';
import { careerSeedStream } from './streams';

/** The one event of a seed stream. Its type is a storage contract (ARCHITECTURE.md "The engine"). */
export const CAREER_SEED_DRAWN = 'CareerSeedDrawn';

/** Secrets kept in memory, at most: a seed stream never changes once written, so a process reads it once. */
const KNOWN_SECRETS = 10_000;

/** What the server keeps secret about a career: never in the career stream, never sent before the end. Careers write it; tournaments and audits read it. */
export interface CareerSecrets {
  serverSeed: string;
  /** sha256(serverSeed), as published in CareerStarted. */
  commitment: string;
  /** sha256 of the seat token; the token itself is given to the player once and never stored. */
  seatTokenHash: string;
  /**
   * The tournament the career was started for; `null`: a solo career. Absent in seed streams written before it was
   * recorded: such a career's tournament is looked up in the standings.
   */
  tournamentId?: string | null;
}

/**
 * Reads and writes a career's seed stream (common/streams.ts: secret, never served). A seed stream is written once
 * and never changes, so what was read is kept: a seat's commands read it once per process (ARCHITECTURE.md "One
 * command, from HTTP to the live view").
 */
@Injectable()
export class CareerSecretsStore {
  readonly #known = new Map<string, CareerSecrets>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Stores the seed with a new seat token's hash, and returns the token: the only time the server holds it. */
  async create(careerId: string, serverSeed: string, tournamentId: string | null = null): Promise<string> {
    const seatToken = newToken();
    const secrets: CareerSecrets = {
      serverSeed,
      commitment: commitment(serverSeed),
      seatTokenHash: hashToken(seatToken),
      tournamentId,
    };
    await this.store.append(careerSeedStream(careerId), [{ type: CAREER_SEED_DRAWN, data: secrets }], {
      expectedRevision: 'no_stream',
    });
    this.keep(careerId, secrets);
    return seatToken;
  }

  async read(careerId: string): Promise<CareerSecrets | undefined> {
    const known = this.#known.get(careerId);
    if (known) return known;
    const [drawn] = await this.store.readStream(careerSeedStream(careerId), { maxCount: 1 });
    const secrets = drawn?.data as CareerSecrets | undefined;
    if (secrets) this.keep(careerId, secrets);
    return secrets;
  }

  private keep(careerId: string, secrets: CareerSecrets): void {
    if (this.#known.size >= KNOWN_SECRETS) this.#known.delete(this.#known.keys().next().value as string);
    this.#known.set(careerId, secrets);
  }
}
