import { Inject, Injectable } from '@nestjs/common';
import type { EventStore } from '@periscope/event-store';
import { hashSeatToken, newSeatToken, seatTokenMatches } from '../careers/seat-token';
import { EVENT_STORE } from '../event-store/event-store.module';
import { isTournamentId, tournamentSecretStream } from './tournament-streams';

/** The one event of a tournament's secret stream: a storage contract. */
export const ORGANISER_TOKEN_ISSUED = 'OrganiserTokenIssued';

/** The organiser's token: given once at creation, only its hash kept (as a career's seat token). */
@Injectable()
export class TournamentSecrets {
  private readonly hashes = new Map<string, string>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async create(tournamentId: string): Promise<string> {
    const token = newSeatToken();
    const organiserTokenHash = hashSeatToken(token);
    await this.store.append(
      tournamentSecretStream(tournamentId),
      [{ type: ORGANISER_TOKEN_ISSUED, data: { organiserTokenHash } }],
      { expectedRevision: 'no_stream' },
    );
    return token;
  }

  /** Undefined when there is no such tournament. */
  async isOrganiser(tournamentId: string, token: string): Promise<boolean | undefined> {
    const hash = await this.hashOf(tournamentId);
    return hash === undefined ? undefined : seatTokenMatches(token, hash);
  }

  private async hashOf(tournamentId: string): Promise<string | undefined> {
    const known = this.hashes.get(tournamentId);
    if (known || !isTournamentId(tournamentId)) return known;
    const [issued] = await this.store.readStream(tournamentSecretStream(tournamentId), { maxCount: 1 });
    const hash = (issued?.data as { organiserTokenHash?: string } | undefined)?.organiserTokenHash;
    if (hash) this.hashes.set(tournamentId, hash);
    return hash;
  }
}
