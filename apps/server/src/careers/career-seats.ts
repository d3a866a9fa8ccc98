import { Injectable } from '@nestjs/common';
import { SPECTATOR, type ViewerRole } from '../live/view-policy';
import { CareerSecretsStore } from '../common/career-secrets';
import { tokenMatches } from '../common/bearer-token';
import { isId } from '../common/streams';
import { careerNotFound } from './careers.errors';
import { PLAYER_SEAT } from '../common/career-record';

/** Seat token hashes kept in memory, at most. */
const KNOWN_SEATS = 10_000;

/**
 * Who is looking at a career, live or over HTTP: the holder of its seat token is the seat, anyone else (no token,
 * or another one) a spectator (L-4). A career's seat never changes: its hash is read once per process.
 */
@Injectable()
export class CareerSeats {
  private readonly seatTokenHashes = new Map<string, string>();

  constructor(private readonly secrets: CareerSecretsStore) {}

  /** The viewer's role; 404 `career/not-found` when there is no such career. */
  async roleOf(careerId: string, token: string | undefined): Promise<ViewerRole> {
    const seatTokenHash = await this.seatTokenHashOf(careerId);
    return token !== undefined && tokenMatches(token, seatTokenHash) ? PLAYER_SEAT : SPECTATOR;
  }

  private async seatTokenHashOf(careerId: string): Promise<string> {
    const known = this.seatTokenHashes.get(careerId);
    if (known) return known;
    const secrets = isId(careerId) ? await this.secrets.read(careerId) : undefined;
    if (!secrets) throw careerNotFound(careerId);
    if (this.seatTokenHashes.size >= KNOWN_SEATS) this.seatTokenHashes.clear();
    this.seatTokenHashes.set(careerId, secrets.seatTokenHash);
    return secrets.seatTokenHash;
  }
}
