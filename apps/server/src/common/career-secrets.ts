import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { commitment } from '@periscope/rules';
import { EVENT_STORE } from '../event-store/event-store.module';
import { hashToken, newToken } from './bearer-token';
import { careerSeedStream } from './streams';

/** The one event of a seed stream. Its type is a storage contract (ARCHITECTURE.md "The engine"). */
export const CAREER_SEED_DRAWN = 'CareerSeedDrawn';

/** What the server keeps secret about a career: never in the career stream, never sent before the end. Careers write it; tournaments and audits read it. */
export interface CareerSecrets {
  serverSeed: string;
  /** sha256(serverSeed), as published in CareerStarted. */
  commitment: string;
  /** sha256 of the seat token; the token itself is given to the player once and never stored. */
  seatTokenHash: string;
}

/** Reads and writes a career's seed stream (common/streams.ts: secret, never served). */
@Injectable()
export class CareerSecretsStore {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** Stores the seed with a new seat token's hash, and returns the token: the only time the server holds it. */
  async create(careerId: string, serverSeed: string): Promise<string> {
    const seatToken = newToken();
    const secrets: CareerSecrets = {
      serverSeed,
      commitment: commitment(serverSeed),
      seatTokenHash: hashToken(seatToken),
    };
    await this.store.append(careerSeedStream(careerId), [{ type: CAREER_SEED_DRAWN, data: secrets }], {
      expectedRevision: 'no_stream',
    });
    return seatToken;
  }

  async read(careerId: string): Promise<CareerSecrets | undefined> {
    const [drawn] = await this.store.readStream(careerSeedStream(careerId), { maxCount: 1 });
    return drawn?.data as CareerSecrets | undefined;
  }
}
