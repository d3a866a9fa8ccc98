import { Injectable } from '@nestjs/common';
import { SPECTATOR, type ViewerRole } from '../live/view-policy';
import { CareerSecretsStore } from '../common/career-secrets';
import { tokenMatches } from '../common/bearer-token';
import { isId } from '../common/streams';
import { careerNotFound } from './careers.errors';
import { PLAYER_SEAT } from './career-record';

/**
 * Who is looking at a career, live or over HTTP: the holder of its seat token is the seat, anyone else (no token,
 * or another one) a spectator (L-4). A career's seat never changes: the secrets store reads it once per process.
 */
@Injectable()
export class CareerSeats {
  constructor(private readonly secrets: CareerSecretsStore) {}

  /** The viewer's role; 404 `career/not-found` when there is no such career. */
  async roleOf(careerId: string, token: string | undefined): Promise<ViewerRole> {
    const secrets = isId(careerId) ? await this.secrets.read(careerId) : undefined;
    if (!secrets) throw careerNotFound(careerId);
    return token !== undefined && tokenMatches(token, secrets.seatTokenHash) ? PLAYER_SEAT : SPECTATOR;
  }
}
