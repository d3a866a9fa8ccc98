import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { SeededDice, type DiceSource } from '@periscope/rules';
import { hashSeatToken, newSeatToken, seatTokenMatches } from '../careers/seat-token';
import { EVENT_STORE } from '../event-store/event-store.module';
import { isTournamentId, tournamentSecretStream } from './tournament-streams';

/** The one event of a tournament's secret stream: a storage contract. */
export const ORGANISER_TOKEN_ISSUED = 'OrganiserTokenIssued';

interface Issued {
  organiserTokenHash?: string;
  /** The tournament's own dice (14.5 pack names), drawn by the server and never served, as a career's seed. */
  serverSeed?: string;
}

/**
 * The organiser's token: given once at creation, only its hash kept (as a career's seat token); and the
 * tournament's server seed.
 */
@Injectable()
export class TournamentSecrets {
  private readonly hashes = new Map<string, string>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async create(tournamentId: string): Promise<string> {
    const token = newSeatToken();
    const data: Issued = {
      organiserTokenHash: hashSeatToken(token),
      serverSeed: randomBytes(32).toString('hex'),
    };
    await this.store.append(tournamentSecretStream(tournamentId), [{ type: ORGANISER_TOKEN_ISSUED, data }], {
      expectedRevision: 'no_stream',
    });
    return token;
  }

  /** Undefined when there is no such tournament. */
  async isOrganiser(tournamentId: string, token: string): Promise<boolean | undefined> {
    const hash = await this.hashOf(tournamentId);
    return hash === undefined ? undefined : seatTokenMatches(token, hash);
  }

  /** The tournament's dice from their start (playerSeed `tournament`, W-NAMES); undefined without a seed. */
  async dice(tournamentId: string): Promise<(() => DiceSource) | undefined> {
    const serverSeed = (await this.issued(tournamentId))?.serverSeed;
    return serverSeed ? () => new SeededDice({ serverSeed, playerSeed: 'tournament' }) : undefined;
  }

  private async hashOf(tournamentId: string): Promise<string | undefined> {
    const known = this.hashes.get(tournamentId);
    if (known || !isTournamentId(tournamentId)) return known;
    const hash = (await this.issued(tournamentId))?.organiserTokenHash;
    if (hash) this.hashes.set(tournamentId, hash);
    return hash;
  }

  private async issued(tournamentId: string): Promise<Issued | undefined> {
    if (!isTournamentId(tournamentId)) return undefined;
    const [issued] = await this.store.readStream(tournamentSecretStream(tournamentId), { maxCount: 1 });
    return issued?.data as Issued | undefined;
  }
}
