import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { commitment } from '@periscope/rules';
import { EVENT_STORE } from '../event-store/event-store.module';
import { seedStream } from './career-streams';
import { hashSeatToken, newSeatToken } from './seat-token';

/** The one event of a seed stream. Its type is a storage contract (aesthetics §3.4). */
export const CAREER_SEED_DRAWN = 'CareerSeedDrawn';

/** What the server keeps secret about a career: never in the career stream, never sent before the end. */
export interface CareerSecrets {
  serverSeed: string;
  /** sha256(serverSeed), as published in CareerStarted. */
  commitment: string;
  /** sha256 of the seat token; the token itself is given to the player once and never stored. */
  seatTokenHash: string;
}

/** Draws server seeds: 256 random bits, hex (a provider, so that tests can fix the dice). */
@Injectable()
export class ServerSeeds {
  draw(): string {
    return randomBytes(32).toString('hex');
  }
}

/** Reads and writes a career's seed stream (see SEED_CATEGORY). */
@Injectable()
export class CareerSecretsStore {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Stores the seed with a new seat token's hash, and returns the token: the only time the server holds it. */
  async create(careerId: string, serverSeed: string): Promise<string> {
    const seatToken = newSeatToken();
    const secrets: CareerSecrets = {
      serverSeed,
      commitment: commitment(serverSeed),
      seatTokenHash: hashSeatToken(seatToken),
    };
    await this.store.append(seedStream(careerId), [{ type: CAREER_SEED_DRAWN, data: secrets }], {
      expectedRevision: 'no_stream',
    });
    return seatToken;
  }

  async read(careerId: string): Promise<CareerSecrets | undefined> {
    const [drawn] = await this.store.readStream(seedStream(careerId), { maxCount: 1 });
    return drawn?.data as CareerSecrets | undefined;
  }
}
